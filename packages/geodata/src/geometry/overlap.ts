import polygonClipping from 'polygon-clipping';
import type { LatLon, MultiPolygon } from '../model/geometry.js';
import { multiPolygonAreaInConvex } from './convex-clip.js';
import { localProjector } from './distance.js';
import { planarArea, ringContains } from './polygon.js';

const DISC_SEGMENTS = 72;

/** Area of intersection of two discs with radii r1, r2 whose centres are d apart (same units). */
export function discIntersectionArea(r1: number, r2: number, d: number): number {
  if (r1 <= 0 || r2 <= 0) return 0;
  if (d >= r1 + r2) return 0;
  if (d <= Math.abs(r1 - r2)) return Math.PI * Math.min(r1, r2) ** 2;
  const a1 = r1 * r1 * Math.acos((d * d + r1 * r1 - r2 * r2) / (2 * d * r1));
  const a2 = r2 * r2 * Math.acos((d * d + r2 * r2 - r1 * r1) / (2 * d * r2));
  const k = 0.5 * Math.sqrt((-d + r1 + r2) * (d + r1 - r2) * (d - r1 + r2) * (d + r1 + r2));
  return a1 + a2 - k;
}

/** Share (0–1) of a disc of radius `areaRadius` at distance d that lies in the annulus [inner, outer]. */
export function discAnnulusFraction(areaRadius: number, d: number, outer: number, inner = 0): number {
  const total = Math.PI * areaRadius * areaRadius;
  if (total <= 0) return d <= outer && d >= inner ? 1 : 0;
  const inOuter = discIntersectionArea(areaRadius, outer, d);
  const inInner = inner > 0 ? discIntersectionArea(areaRadius, inner, d) : 0;
  return Math.max(0, Math.min(1, (inOuter - inInner) / total));
}

function circle(radius: number, cx = 0, cy = 0): Array<[number, number]> {
  const ring: Array<[number, number]> = [];
  for (let i = 0; i < DISC_SEGMENTS; i++) {
    const t = (2 * Math.PI * i) / DISC_SEGMENTS;
    ring.push([cx + radius * Math.cos(t), cy + radius * Math.sin(t)]);
  }
  ring.push(ring[0] as [number, number]);
  return ring;
}

/**
 * Share (0–1) of a polygon's area inside the annulus [inner, outer] miles around `center`,
 * by exact clipping against a 72-gon (area error < 0.2 %).
 */
export function polygonAnnulusFraction(polygon: MultiPolygon, center: LatLon, outer: number, inner = 0): number {
  const project = localProjector(center);
  const projected = polygon.map((part) => part.map((ring) => ring.map(([x, y]) => project(x, y))));
  const total = planarArea(projected);
  if (total <= 0) return 0;
  // Cheap cases first (most tracts of a wide ring): wholly inside the 72-gon, or its bbox wholly outside.
  let far = 0;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const part of projected)
    for (const [x, y] of part[0] ?? []) {
      far = Math.max(far, x * x + y * y);
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  const nearX = Math.max(minX, 0, -maxX);
  const nearY = Math.max(minY, 0, -maxY);
  if (nearX * nearX + nearY * nearY >= outer * outer) return 0;
  const inscribed = outer * Math.cos(Math.PI / DISC_SEGMENTS);
  if (inner <= 0 && far <= inscribed * inscribed) return 1;
  // The 72-gon is convex: clipping each ring against it is exact and far cheaper than general clipping.
  const inOuter = multiPolygonAreaInConvex(projected, circle(outer));
  const inInner = inner > 0 ? multiPolygonAreaInConvex(projected, circle(inner)) : 0;
  return Math.max(0, Math.min(1, (inOuter - inInner) / total));
}

type Planar = Array<Array<Array<[number, number]>>>;

function segmentsCross(a: [number, number], b: [number, number], c: [number, number], d: [number, number]): boolean {
  const orient = (p: [number, number], q: [number, number], r: [number, number]) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return orient(a, b, c) !== orient(a, b, d) && orient(c, d, a) !== orient(c, d, b);
}

/** Whether any edge of one shape crosses or touches an edge of the other (bbox-filtered pairs). */
function boundariesMeet(one: Planar, other: Planar): boolean {
  const edges = (shape: Planar) =>
    shape.flatMap((part) =>
      part.flatMap((ring) =>
        ring.slice(1).map((b, i) => {
          const a = ring[i] as [number, number];
          return {
            a,
            b,
            minX: Math.min(a[0], b[0]),
            maxX: Math.max(a[0], b[0]),
            minY: Math.min(a[1], b[1]),
            maxY: Math.max(a[1], b[1]),
          };
        }),
      ),
    );
  const theirs = edges(other);
  for (const e of edges(one))
    for (const f of theirs)
      if (
        e.minX <= f.maxX &&
        f.minX <= e.maxX &&
        e.minY <= f.maxY &&
        f.minY <= e.maxY &&
        segmentsCross(e.a, e.b, f.a, f.b)
      )
        return true;
  return false;
}

/** Point in a planar multipolygon (outer rings in, holes out). */
function planarContains(shape: Planar, [x, y]: [number, number]): boolean {
  return shape.some(
    ([outer, ...holes]) => !!outer && ringContains(outer, x, y) && !holes.some((h) => ringContains(h, x, y)),
  );
}

/**
 * Share (0–1) of an area inside a clip polygon (a walkshed), by the same exact clipping the rings use:
 * the area's boundary when loaded, else a 72-gon disc of `discRadiusMiles` around `internalPoint` (the
 * equal-area disc of an area without a boundary). Both are projected to local miles around `origin`.
 */
export function clipFraction(
  area: { polygon: MultiPolygon | null; internalPoint: LatLon; discRadiusMiles: number },
  clip: MultiPolygon,
  origin: LatLon,
): number {
  const project = localProjector(origin);
  const shape: Planar = area.polygon
    ? area.polygon.map((part) => part.map((ring) => ring.map(([x, y]) => project(x, y))))
    : [[circle(area.discRadiusMiles, ...project(area.internalPoint.lon, area.internalPoint.lat))]];
  const total = planarArea(shape);
  if (total <= 0) return 0;
  const clipped = clip.map((part) => part.map((ring) => ring.map(([x, y]) => project(x, y))));
  // Boundaries that never meet leave three cases without clipping: the area inside, around, or apart.
  if (!boundariesMeet(shape, clipped)) {
    const shapePoint = shape[0]?.[0]?.[0];
    const clipPoint = clipped[0]?.[0]?.[0];
    if (shapePoint && planarContains(clipped, shapePoint)) return 1;
    if (clipPoint && planarContains(shape, clipPoint)) return Math.min(1, planarArea(clipped) / total);
    return 0;
  }
  const inside = planarArea(
    polygonClipping.intersection(
      shape as polygonClipping.MultiPolygon,
      clipped as polygonClipping.MultiPolygon,
    ) as Planar,
  );
  return Math.max(0, Math.min(1, inside / total));
}
