import { OfflineGeocoder } from '../geocode/offline-geocoder.js';
import type { GeoView } from '../model/geo-view.js';
import { createGeoView } from '../view/create-geo-view.js';
import { type GeocoderData, type ReadPackOptions, readPack, type SharedPack, storeSharedPack } from './read-pack.js';

export interface LoadedGeodata {
  view: GeoView;
  /** Built on first use (reads geocoder.json then). */
  readonly geocoder: OfflineGeocoder;
  /** The lookups the geocoder is built from (geocoder.json, read on first use): overlays compose them. */
  readonly geocoderData: GeocoderData;
  loadMilliseconds: number;
  /** Tables held once for the whole process: hand them to other threads' `loadGeodata` (see ReadPackOptions). */
  shared?: SharedPack;
}

/** Loads the pack from DATA_DIR and builds the indexed view and the offline geocoder. */
export function loadGeodata(dataDir: string, options: ReadPackOptions = {}): LoadedGeodata {
  const started = performance.now();
  const pack = readPack(dataDir, options);
  const indexes = pack.shared?.indexes;
  const built = Object.keys(indexes ?? {}).length;
  const view = createGeoView(pack.data, indexes);
  const loadMilliseconds = Math.round(performance.now() - started);
  // The thread that read the pack itself keeps what it built on disk: the shared columns of a pack that had
  // none yet, and the indexes the file lacked (engine threads, reading the main thread's pack, never write).
  if (pack.shared && !options.shared && (!pack.fromFile || Object.keys(pack.shared.indexes).length > built))
    storeSharedPack(dataDir, pack.shared);
  let geocoder: OfflineGeocoder | undefined;
  const loaded = {
    view,
    loadMilliseconds,
    ...(pack.shared ? { shared: pack.shared } : {}),
  };
  // Built on first use: an engine thread only analyses, it never geocodes.
  return Object.defineProperties(loaded, {
    geocoder: {
      enumerable: true,
      get: () => {
        geocoder ??= new OfflineGeocoder(view, pack.geocoder);
        return geocoder;
      },
    },
    geocoderData: { enumerable: false, get: () => pack.geocoder },
  }) as LoadedGeodata;
}
