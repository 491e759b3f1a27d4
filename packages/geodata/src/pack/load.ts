import { OfflineGeocoder } from '../geocode/offline-geocoder.js';
import type { GeoView } from '../model/geo-view.js';
import { createGeoView } from '../view/create-geo-view.js';
import { type ReadPackOptions, readPack, type SharedPack } from './read-pack.js';

export interface LoadedGeodata {
  view: GeoView;
  geocoder: OfflineGeocoder;
  loadMilliseconds: number;
  /** Tables held once for the whole process: hand them to other threads' `loadGeodata` (see ReadPackOptions). */
  shared?: SharedPack;
}

/** Loads the pack from DATA_DIR and builds the indexed view and the offline geocoder. */
export function loadGeodata(dataDir: string, options: ReadPackOptions = {}): LoadedGeodata {
  const started = performance.now();
  const { data, geocoder, shared } = readPack(dataDir, options);
  const view = createGeoView(data);
  return {
    view,
    geocoder: new OfflineGeocoder(view, geocoder),
    loadMilliseconds: Math.round(performance.now() - started),
    ...(shared ? { shared } : {}),
  };
}
