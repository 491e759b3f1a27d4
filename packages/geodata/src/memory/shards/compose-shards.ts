import type { GeoData } from '../../model/geo-data.js';
import type { PackManifest } from '../../model/manifest.js';
import { sharedGeoData } from '../shared-pack.js';
import type { ShardPack } from './shard-files.js';

/** A loaded shard and its records (read over its shared columns, built once per process or thread). */
export interface LoadedShard {
  pack: ShardPack;
  data: GeoData;
}

export function loadedShard(pack: ShardPack): LoadedShard {
  return { pack, data: sharedGeoData(pack) };
}

/** The lists of GeoData that are cut by row (everything else comes from the base). */
const ROW_LISTS = [
  'areas',
  'places',
  'stops',
  'bikeStations',
  'bikeRoutes',
  'parks',
  'zoning',
  'trafficCounts',
  'intersections',
  'streetLines',
  'businessCounts',
  'publishedFigures',
  'corridorRents',
  'completeness',
] as const satisfies ReadonlyArray<keyof GeoData>;

/** Merges shards' lists by each row's index in the pack they were cut from (each list is in that order already). */
function mergeByOrder<T>(lists: ReadonlyArray<{ items: readonly T[]; order: Uint32Array | undefined }>): T[] {
  const live = lists.filter((l) => l.items.length > 0);
  if (live.length === 1) return [...(live[0]?.items ?? [])];
  const at = live.map(() => 0);
  const total = live.reduce((sum, l) => sum + l.items.length, 0);
  const out: T[] = new Array(total);
  for (let n = 0; n < total; n++) {
    let best = -1;
    let bestOrder = Infinity;
    for (let k = 0; k < live.length; k++) {
      const l = live[k] as (typeof live)[number];
      const i = at[k] as number;
      if (i >= l.items.length) continue;
      const order = l.order?.[i] ?? i;
      if (order < bestOrder) {
        bestOrder = order;
        best = k;
      }
    }
    out[n] = (live[best] as (typeof live)[number]).items[at[best] as number] as T;
    at[best] = (at[best] as number) + 1;
  }
  return out;
}

/**
 * The records of the base and some state shards as one GeoData: every list is the shards' rows merged back into
 * the pack's order, so the base with every state shard is the pack's records row for row (and a view built over
 * them answers exactly as the pack's). Shards are a partition of one pack, not overlays: nothing is looked up in
 * one and then another (compose-geo-views.ts does that for county overlays, which may repeat the pack's records).
 * `manifest`: the pack's, with the content hash of what the shards were cut from.
 */
export function composeShards(base: LoadedShard, states: readonly LoadedShard[], manifest: PackManifest): GeoData {
  const shards = [base, ...states];
  const composed = {
    ...base.data,
    manifest,
    datasets: manifest.datasets,
  } as GeoData;
  const lists = composed as unknown as Record<string, unknown[]>;
  for (const name of ROW_LISTS)
    lists[name] = mergeByOrder(
      shards.map((s) => ({ items: (s.data[name] ?? []) as unknown[], order: s.pack.rowOrder[name] })),
    );
  return composed;
}
