import Flatbush from 'flatbush';
import { milesToDegrees } from '../geometry/distance.js';
import { distanceToMultiPolygonMiles, multiPolygonBBox, multiPolygonContains } from '../geometry/polygon.js';
import type { LatLon, MultiPolygon } from '../model/geometry.js';

/** Polygons behind a packed R-tree: point-in-polygon in microseconds, distance-to-boundary queries. */
export class PolygonLayer<T extends { polygon: MultiPolygon }> {
  private readonly index: Flatbush | null;

  constructor(readonly items: readonly T[]) {
    if (items.length === 0) {
      this.index = null;
      return;
    }
    const index = new Flatbush(items.length);
    for (const item of items) {
      const [a, b, c, d] = multiPolygonBBox(item.polygon);
      index.add(a, b, c, d);
    }
    index.finish();
    this.index = index;
  }

  /** First polygon (in input order) containing the point. */
  containing(point: LatLon): T | undefined {
    if (!this.index) return undefined;
    const ids = this.index.search(point.lon, point.lat, point.lon, point.lat).sort((a, b) => a - b);
    for (const id of ids) {
      const item = this.items[id] as T;
      if (multiPolygonContains(item.polygon, point)) return item;
    }
    return undefined;
  }

  /** Polygons whose bounding box meets the box [west, south, east, north], in input order. */
  inBox(box: readonly [number, number, number, number]): T[] {
    if (!this.index) return [];
    return this.index
      .search(box[0], box[1], box[2], box[3])
      .sort((a, b) => a - b)
      .map((id) => this.items[id] as T);
  }

  /** Polygons whose boundary lies within `radiusMiles`, with distance (0 inside), nearest first. */
  within(center: LatLon, radiusMiles: number): Array<{ item: T; distanceMiles: number }> {
    if (!this.index) return [];
    const { dLat, dLon } = milesToDegrees(radiusMiles, center.lat);
    const hits: Array<{ item: T; distanceMiles: number; id: number }> = [];
    for (const id of this.index.search(center.lon - dLon, center.lat - dLat, center.lon + dLon, center.lat + dLat)) {
      const item = this.items[id] as T;
      const distanceMiles = distanceToMultiPolygonMiles(item.polygon, center);
      if (distanceMiles <= radiusMiles) hits.push({ item, distanceMiles, id });
    }
    return hits
      .sort((a, b) => a.distanceMiles - b.distanceMiles || a.id - b.id)
      .map(({ item, distanceMiles }) => ({ item, distanceMiles }));
  }
}
