import { OfflineGeocoder } from '../geocode/offline-geocoder.js';
import type { GeoView } from '../model/geo-view.js';
import { createGeoView } from '../view/create-geo-view.js';
import { readPack } from './read-pack.js';

export interface LoadedGeodata {
  view: GeoView;
  geocoder: OfflineGeocoder;
  loadMilliseconds: number;
}

/** Loads the pack from DATA_DIR and builds the indexed view and the offline geocoder. */
export function loadGeodata(dataDir: string): LoadedGeodata {
  const started = performance.now();
  const { data, geocoder } = readPack(dataDir);
  const view = createGeoView(data);
  return {
    view,
    geocoder: new OfflineGeocoder(view, geocoder),
    loadMilliseconds: Math.round(performance.now() - started),
  };
}
