import { milesToDegrees } from '@sitescout/shared';
import Flatbush from 'flatbush';
import { haversineMiles } from '../geometry/distance.js';
import {
  bboxDiscTest,
  clipFraction,
  discAnnulusFraction,
  hasPlanarArea,
  polygonAnnulusFraction,
} from '../geometry/overlap.js';
import { multiPolygonBBox, multiPolygonContains } from '../geometry/polygon.js';
import type { AreaOverlap, AreaRecord } from '../model/area.js';
import type { BBox, LatLon, MultiPolygon } from '../model/geometry.js';

/** Radius (mi) of a disc with the area's land area; areas without one count as a point. */
function discRadius(area: AreaRecord): number {
  return area.landAreaSqMi && area.landAreaSqMi > 0 ? Math.sqrt(area.landAreaSqMi / Math.PI) : 0;
}

function discBBox(area: AreaRecord): BBox {
  const { dLat, dLon } = milesToDegrees(discRadius(area), area.internalPoint.lat);
  const { lat, lon } = area.internalPoint;
  return [lon - dLon, lat - dLat, lon + dLon, lat + dLat];
}

/** The box an area's ring overlaps are searched by: its boundary's, or its equal-area disc's where it has none. */
export function areaBBox(area: AreaRecord): BBox {
  return area.polygon ? multiPolygonBBox(area.polygon) : discBBox(area);
}

/** Areas of one kind with a bbox index, answering ring overlap and point-in-area. */
export class AreaLayer {
  readonly byId = new Map<string, AreaRecord>();
  private readonly index: Flatbush | null;
  private readonly bboxes: BBox[];

  constructor(readonly items: readonly AreaRecord[]) {
    for (const area of items) this.byId.set(area.id, area);
    this.bboxes = items.map(areaBBox);
    if (items.length === 0) {
      this.index = null;
      return;
    }
    const index = new Flatbush(items.length);
    for (const b of this.bboxes) index.add(b[0], b[1], b[2], b[3]);
    index.finish();
    this.index = index;
  }

  /** Whether each polygon has any area, found when first asked. */
  private readonly planar = new Map<number, boolean>();

  private candidates(center: LatLon, radiusMiles: number): number[] {
    if (!this.index) return [];
    const { dLat, dLon } = milesToDegrees(radiusMiles, center.lat);
    return this.index.search(center.lon - dLon, center.lat - dLat, center.lon + dLon, center.lat + dLat);
  }

  /** A polygon's share of the annulus, answered from its box where the box decides (a disc with no hole). */
  private polygonFraction(i: number, polygon: MultiPolygon, center: LatLon, outer: number, inner: number): number {
    const quick = inner > 0 ? null : bboxDiscTest(this.bboxes[i] as BBox, center, outer);
    if (quick === 'outside') return 0;
    if (quick === null) return polygonAnnulusFraction(polygon, center, outer, inner);
    let planar = this.planar.get(i);
    if (planar === undefined) {
      planar = hasPlanarArea(polygon);
      this.planar.set(i, planar);
    }
    return planar ? 1 : 0;
  }

  overlapping(center: LatLon, outer: number, inner = 0): AreaOverlap[] {
    const result: AreaOverlap[] = [];
    for (const i of this.candidates(center, outer)) {
      const area = this.items[i] as AreaRecord;
      const distanceMiles = haversineMiles(center, area.internalPoint);
      const fraction = area.polygon
        ? this.polygonFraction(i, area.polygon, center, outer, inner)
        : discAnnulusFraction(discRadius(area), distanceMiles, outer, inner);
      if (fraction <= 0) continue;
      result.push({
        area,
        overlapFraction: fraction,
        distanceMiles,
        method: area.polygon ? 'polygon' : 'equal-area-disc',
      });
    }
    return result.sort((a, b) => a.distanceMiles - b.distanceMiles || a.area.id.localeCompare(b.area.id));
  }

  /**
   * Areas overlapping a polygon (a walkshed), each with the share of its land inside it: boundaries clipped
   * exactly, areas without one as equal-area discs (the ring rules). `center` gives each its distance.
   */
  overlappingPolygon(clip: MultiPolygon, center: LatLon): AreaOverlap[] {
    if (!this.index) return [];
    const [west, south, east, north] = multiPolygonBBox(clip);
    const result: AreaOverlap[] = [];
    for (const id of this.index.search(west, south, east, north)) {
      const area = this.items[id] as AreaRecord;
      const fraction = clipFraction(
        { polygon: area.polygon ?? null, internalPoint: area.internalPoint, discRadiusMiles: discRadius(area) },
        clip,
        center,
      );
      if (fraction <= 0) continue;
      result.push({
        area,
        overlapFraction: fraction,
        distanceMiles: haversineMiles(center, area.internalPoint),
        method: area.polygon ? 'polygon' : 'equal-area-disc',
      });
    }
    return result.sort((a, b) => a.distanceMiles - b.distanceMiles || a.area.id.localeCompare(b.area.id));
  }

  /** The polygon containing the point, else the nearest disc area whose disc contains it. */
  at(point: LatLon): AreaRecord | undefined {
    if (!this.index) return undefined;
    const ids = this.index.search(point.lon, point.lat, point.lon, point.lat);
    let best: { area: AreaRecord; score: number } | undefined;
    for (const id of ids) {
      const area = this.items[id] as AreaRecord;
      if (area.polygon) {
        if (multiPolygonContains(area.polygon, point)) return area;
        continue;
      }
      const radius = discRadius(area);
      const d = haversineMiles(point, area.internalPoint);
      // Nearest internal point relative to size: a small ZCTA next door beats a big one's edge.
      const score = radius > 0 ? d / radius : d;
      if (d <= radius && (!best || score < best.score)) best = { area, score };
    }
    return best?.area;
  }
}
