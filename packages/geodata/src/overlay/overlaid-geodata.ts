import { OfflineGeocoder } from '../geocode/offline-geocoder.js';
import type { GeoView } from '../model/geo-view.js';
import type { LoadedGeodata } from '../pack/load.js';
import type { GeocoderData } from '../pack/read-pack.js';
import { composeGeocoderData } from './compose-geocoder-data.js';
import { createOverlaidView } from './overlaid-view.js';

/**
 * The main pack as a process's own requests read it (the address box, the map, the finder): its view and offline
 * geocoder with every county overlay built so far, so a fetched county's address ranges place later addresses
 * there on their street. Both follow the overlay manifest (one `stat` per use); the geocoder is rebuilt only when
 * the manifest changed, and is the main pack's own while there is none.
 */
export function overlaidGeodata(packDir: string, base: LoadedGeodata): LoadedGeodata {
  const overlaid = createOverlaidView(packDir, base.view);
  let built: { view: GeoView; data: GeocoderData; geocoder: OfflineGeocoder } | undefined;
  const current = () => {
    const view = overlaid.view();
    if (view === base.view) return { data: base.geocoderData, geocoder: base.geocoder };
    if (built?.view !== view) {
      const data = composeGeocoderData(
        base.geocoderData,
        overlaid.overlays().map((o) => o.geocoderData),
      );
      built = { view, data, geocoder: new OfflineGeocoder(view, data) };
    }
    return built;
  };
  return {
    get view() {
      return overlaid.view();
    },
    get geocoder() {
      return current().geocoder;
    },
    get geocoderData() {
      return current().data;
    },
    loadMilliseconds: base.loadMilliseconds,
    ...(base.shared ? { shared: base.shared } : {}),
  };
}
