import { KM_PER_MILE, milesToDegrees } from '@sitescout/shared';
import { around } from 'geokdbush';
import type KDBush from 'kdbush';
import { haversineMiles } from '../geometry/distance.js';
import type { LatLon } from '../model/geometry.js';
import { kdbushIndex, type StoredIndex } from './index-store.js';

/** A capped radius query first looks within this fraction of the radius (then twice as far, and so on). */
const FIRST_LOOK_DIVISOR = 8;

export interface Hit<T> {
  item: T;
  distanceMiles: number;
}

/** Static kd-tree over point records, answering radius and k-nearest queries in great-circle miles. */
export class PointLayer<T extends { lat: number; lon: number }> {
  readonly items: readonly T[];
  private readonly index: KDBush | null;

  /** `stored`: where the kd-tree is kept for other threads (read from there when it is already built). */
  constructor(items: readonly T[], stored?: StoredIndex) {
    this.items = items;
    if (items.length === 0) {
      this.index = null;
      return;
    }
    this.index = kdbushIndex(
      items.length,
      (index) => {
        for (const item of items) index.add(item.lon, item.lat);
      },
      stored,
    );
  }

  /** Items within `radiusMiles`, nearest first, optionally filtered and capped. */
  within(center: LatLon, radiusMiles: number, predicate?: (item: T) => boolean, limit?: number): Array<Hit<T>> {
    if (!this.index || !(radiusMiles >= 0)) return [];
    // Capped queries look in a small circle first and widen it (×2) until it holds `limit` items: those are then
    // the nearest `limit` of the whole circle (anything outside the small circle is farther than all inside it).
    let hits: Array<Hit<T> & { id: number }> = [];
    for (
      let r = limit === undefined ? radiusMiles : radiusMiles / FIRST_LOOK_DIVISOR;
      ;
      r = Math.min(radiusMiles, 2 * r)
    ) {
      hits = this.inCircle(center, r, predicate);
      if (r >= radiusMiles || hits.length >= (limit as number)) break;
    }
    hits.sort((a, b) => a.distanceMiles - b.distanceMiles || a.id - b.id);
    return (limit !== undefined ? hits.slice(0, limit) : hits).map(({ item, distanceMiles }) => ({
      item,
      distanceMiles,
    }));
  }

  /** Every item within `radiusMiles` (unordered), with its index. */
  private inCircle(center: LatLon, radiusMiles: number, predicate?: (item: T) => boolean) {
    // A bbox range search then an exact great-circle filter beats a best-first search when most
    // points in range are wanted (typical radius queries).
    const { dLat, dLon } = milesToDegrees(radiusMiles, center.lat);
    const hits: Array<Hit<T> & { id: number }> = [];
    for (const id of (this.index as KDBush).range(
      center.lon - dLon,
      center.lat - dLat,
      center.lon + dLon,
      center.lat + dLat,
    )) {
      const item = this.items[id] as T;
      if (predicate && !predicate(item)) continue;
      const distanceMiles = haversineMiles(center, item);
      if (distanceMiles <= radiusMiles) hits.push({ item, distanceMiles, id });
    }
    return hits;
  }

  /** Up to `n` nearest items within `maxMiles`, nearest first. */
  nearest(center: LatLon, n: number, maxMiles: number, predicate?: (item: T) => boolean): Array<Hit<T>> {
    if (!this.index || n <= 0 || !(maxMiles >= 0)) return [];
    const filter = predicate ? (id: number) => predicate(this.items[id] as T) : undefined;
    const ids = around(this.index, center.lon, center.lat, n, maxMiles * KM_PER_MILE, filter);
    return ids.map((id) => {
      const item = this.items[id] as T;
      return { item, distanceMiles: haversineMiles(center, item) };
    });
  }
}
