import { milesToDegrees } from '@sitescout/shared';
import { distanceToLinesMiles } from '../geometry/distance-lines.js';
import type { BBox, LatLon, MultiLine } from '../model/geometry.js';
import { BoxIndex } from './box-index.js';
import type { StoredIndex } from './index-store.js';

function lineBBox(line: MultiLine): BBox {
  const b: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const part of line)
    for (const [lon, lat] of part) {
      b[0] = Math.min(b[0], lon);
      b[1] = Math.min(b[1], lat);
      b[2] = Math.max(b[2], lon);
      b[3] = Math.max(b[3], lat);
    }
  return b;
}

/** Polylines behind a packed R-tree of their bounding boxes. Results keep input order. */
export class LineLayer<T extends { line: MultiLine }> {
  private readonly index: BoxIndex<T>;

  constructor(
    readonly items: readonly T[],
    stored?: StoredIndex,
  ) {
    this.index = new BoxIndex(items, (item) => lineBBox(item.line), stored);
  }

  /** Lines whose bounding box meets the box [west, south, east, north]. */
  inBBox(box: BBox): T[] {
    return this.index.search(box);
  }

  /** Lines whose bounding box meets the box of `radiusMiles` around the point (candidates, not measured). */
  near(center: LatLon, radiusMiles: number): T[] {
    const { dLat, dLon } = milesToDegrees(radiusMiles, center.lat);
    return this.inBBox([center.lon - dLon, center.lat - dLat, center.lon + dLon, center.lat + dLat]);
  }

  /** Lines passing within `radiusMiles` of the point. */
  within(center: LatLon, radiusMiles: number): T[] {
    const { dLat, dLon } = milesToDegrees(radiusMiles, center.lat);
    return this.inBBox([center.lon - dLon, center.lat - dLat, center.lon + dLon, center.lat + dLat]).filter(
      (item) => distanceToLinesMiles(item.line, center, radiusMiles).distanceMiles <= radiusMiles,
    );
  }
}
