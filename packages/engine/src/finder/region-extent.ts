import type { AreaRecord, BBox } from '@sitescout/geodata';
import { regionFilter, type SearchRegion } from './region-filter.js';

/**
 * The extent of the ZIP areas the finder scores in a region (their internal points), or null when it holds none:
 * what a caller reads to know which data a search needs before running it (e.g. the state shards to load).
 *
 * @example regionExtent(view.areas('zcta'), { kind: 'county', fips: '17031' }) // Cook County's ZCTAs' box
 */
export function regionExtent(zctas: readonly AreaRecord[], region: SearchRegion): BBox | null {
  const { test } = regionFilter(region);
  let box: BBox | null = null;
  for (const zcta of zctas) {
    if (!test(zcta)) continue;
    const { lon, lat } = zcta.internalPoint;
    box = box
      ? [Math.min(box[0], lon), Math.min(box[1], lat), Math.max(box[2], lon), Math.max(box[3], lat)]
      : [lon, lat, lon, lat];
  }
  return box;
}
