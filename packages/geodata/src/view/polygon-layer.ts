import { milesToDegrees } from '@sitescout/shared';
import { distanceToMultiPolygonMiles, multiPolygonBBox, multiPolygonContains } from '../geometry/polygon.js';
import type { BBox, LatLon, MultiPolygon } from '../model/geometry.js';
import { BoxIndex } from './box-index.js';
import type { StoredIndex } from './index-store.js';

/** Polygons behind a packed R-tree: point-in-polygon in microseconds, distance-to-boundary queries. */
export class PolygonLayer<T extends { polygon: MultiPolygon }> {
  private readonly index: BoxIndex<T>;

  constructor(
    readonly items: readonly T[],
    stored?: StoredIndex,
  ) {
    this.index = new BoxIndex(items, (item) => multiPolygonBBox(item.polygon), stored);
  }

  /** First polygon (in input order) containing the point. */
  containing(point: LatLon): T | undefined {
    return this.index
      .search([point.lon, point.lat, point.lon, point.lat])
      .find((item) => multiPolygonContains(item.polygon, point));
  }

  /** Polygons whose bounding box meets the box [west, south, east, north], in input order. */
  inBox(box: BBox): T[] {
    return this.index.search(box);
  }

  /** Polygons whose boundary lies within `radiusMiles`, with distance (0 inside), nearest first. */
  within(center: LatLon, radiusMiles: number): Array<{ item: T; distanceMiles: number }> {
    const { dLat, dLon } = milesToDegrees(radiusMiles, center.lat);
    const hits: Array<{ item: T; distanceMiles: number; id: number }> = [];
    for (const id of this.index.ids([center.lon - dLon, center.lat - dLat, center.lon + dLon, center.lat + dLat])) {
      const item = this.items[id] as T;
      const distanceMiles = distanceToMultiPolygonMiles(item.polygon, center);
      if (distanceMiles <= radiusMiles) hits.push({ item, distanceMiles, id });
    }
    return hits
      .sort((a, b) => a.distanceMiles - b.distanceMiles || a.id - b.id)
      .map(({ item, distanceMiles }) => ({ item, distanceMiles }));
  }
}
