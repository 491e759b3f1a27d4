import { OfflineGeocoder } from '../../geocode/offline-geocoder.js';
import type { GeoView } from '../../model/geo-view.js';
import type { LoadedGeodata } from '../../pack/load.js';
import type { GeocoderData } from '../../pack/read-pack.js';
import type { ShardCache } from './shard-cache.js';
import { readShardGeocoder } from './shard-files.js';

/**
 * The API thread's data when the pack is cut in state shards: the base shard's view (national layers: counties,
 * ZCTAs, declared coverage, business counts, published figures) and the offline geocoder over it (it reads ZCTAs
 * and its own lookups, no state's rows), in place of the whole pack. What needs a state's rows (a map box, a
 * report's map points) asks the cache for a view of those states ({@link ShardCache.requestView}). The view and
 * the geocoder follow a base replaced by a new shards.json.
 */
export function shardedGeodata(dataDir: string, cache: ShardCache): LoadedGeodata {
  const started = performance.now();
  let data: GeocoderData | undefined;
  let built: { view: GeoView; geocoder: OfflineGeocoder } | undefined;
  const geocoderData = () => {
    data ??= readShardGeocoder(dataDir, cache.manifest);
    return data;
  };
  // Composed now, so a first request does not wait for it.
  cache.baseView();
  const loaded = { loadMilliseconds: Math.round(performance.now() - started) };
  return Object.defineProperties(loaded, {
    view: { enumerable: true, get: () => cache.baseView() },
    geocoder: {
      enumerable: true,
      get: () => {
        const view = cache.baseView();
        if (built?.view !== view) built = { view, geocoder: new OfflineGeocoder(view, geocoderData()) };
        return built.geocoder;
      },
    },
    geocoderData: { enumerable: false, get: geocoderData },
  }) as LoadedGeodata;
}
