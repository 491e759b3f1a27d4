import polygonClipping from 'polygon-clipping';
import type { BBox, LatLon, MultiPolygon } from '../model/geometry.js';
import { multiPolygonAreaInConvex } from './convex-clip.js';
import { localProjector, localScale } from './distance.js';

import { planarArea, ringContains } from './polygon.js';
import { areaInTriangles, triangulate } from './triangulated-clip.js';

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

/** The 72-gons of the ring radii, made once each (every site clips against the same few). */
const centredCircles = new Map<number, Array<[number, number]>>();
function centredCircle(radius: number): Array<[number, number]> {
  let ring = centredCircles.get(radius);
  if (!ring) {
    ring = circle(radius);
    if (centredCircles.size < 64) centredCircles.set(radius, ring);
  }
  return ring;
}

/**
 * Share (0–1) of a polygon's area inside the annulus [inner, outer] miles around `center`,
 * by exact clipping against a 72-gon (area error < 0.2 %).
 */
export function polygonAnnulusFraction(polygon: MultiPolygon, center: LatLon, outer: number, inner = 0): number {
  // Cheap cases first, without projecting into new arrays (most tracts of a wide ring): the outer rings'
  // bbox wholly outside the 72-gon, or every outer vertex inside the circle inscribed in it (convex: the
  // whole tract is inside).
  const { kx, ky } = localScale(center);
  let far = 0;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const part of polygon)
    for (const [lon, lat] of part[0] ?? []) {
      const x = (lon - center.lon) * kx;
      const y = (lat - center.lat) * ky;
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
  if (inner <= 0 && far <= inscribed * inscribed)
    return projectedArea(polygon, center.lon, center.lat, kx, ky) > 0 ? 1 : 0;
  const project = localProjector(center);
  const projected = polygon.map((part) => part.map((ring) => ring.map(([x, y]) => project(x, y))));
  const total = planarArea(projected);
  if (total <= 0) return 0;
  // The 72-gon is convex: clipping each ring against it is exact and far cheaper than general clipping.
  const inOuter = multiPolygonAreaInConvex(projected, centredCircle(outer));
  const inInner = inner > 0 ? multiPolygonAreaInConvex(projected, centredCircle(inner)) : 0;
  return Math.max(0, Math.min(1, (inOuter - inInner) / total));
}

/**
 * What an area's box alone says about its polygon's share of the disc of radius `outer` (no inner radius): 'outside'
 * when the box lies wholly outside the circle, 'inside' when its four corners lie inside the circle inscribed in the
 * 72-gon, else null (clip the polygon). The same tests as {@link polygonAnnulusFraction}'s cheap cases, made on the
 * box of the outer rings instead of their vertices, so the answer is the same without reading the polygon: most
 * tracts of a 15-mile ring are answered here.
 */
export function bboxDiscTest(box: BBox, center: LatLon, outer: number): 'outside' | 'inside' | null {
  const { kx, ky } = localScale(center);
  const minX = (box[0] - center.lon) * kx;
  const minY = (box[1] - center.lat) * ky;
  const maxX = (box[2] - center.lon) * kx;
  const maxY = (box[3] - center.lat) * ky;
  const nearX = Math.max(minX, 0, -maxX);
  const nearY = Math.max(minY, 0, -maxY);
  if (nearX * nearX + nearY * nearY >= outer * outer) return 'outside';
  const farX = Math.max(-minX, maxX);
  const farY = Math.max(-minY, maxY);
  const inscribed = outer * Math.cos(Math.PI / DISC_SEGMENTS);
  return farX * farX + farY * farY <= inscribed * inscribed ? 'inside' : null;
}

/** Whether a polygon has any area (outer rings minus holes), in local miles around its first vertex. */
export function hasPlanarArea(polygon: MultiPolygon): boolean {
  const first = polygon[0]?.[0]?.[0];
  if (!first) return false;
  const { kx, ky } = localScale({ lon: first[0], lat: first[1] });
  return projectedArea(polygon, first[0], first[1], kx, ky) > 0;
}

/** Planar area (outer rings minus holes) of a [lon, lat] multipolygon in local miles, without new arrays. */
function projectedArea(polygon: MultiPolygon, lon0: number, lat0: number, kx: number, ky: number): number {
  let area = 0;
  for (const part of polygon)
    part.forEach((ring, index) => {
      let sum = 0;
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i] as [number, number];
        const [xj, yj] = ring[j] as [number, number];
        sum += ((xj - lon0) * kx + (xi - lon0) * kx) * ((yj - lat0) * ky - (yi - lat0) * ky);
      }
      area += (index === 0 ? 1 : -1) * Math.abs(sum / 2);
    });
  return area;
}

type Planar = Array<Array<Array<[number, number]>>>;

function orient(px: number, py: number, qx: number, qy: number, rx: number, ry: number): number {
  return Math.sign((qx - px) * (ry - py) - (qy - py) * (rx - px));
}

/** The clip's edges as flat [ax, ay, bx, by, …] (made once per clip polygon). */
function flatEdges(shape: Planar): Float64Array {
  const count = shape.reduce((n, part) => n + part.reduce((m, ring) => m + Math.max(0, ring.length - 1), 0), 0);
  const edges = new Float64Array(count * 4);
  let k = 0;
  for (const part of shape)
    for (const ring of part)
      for (let i = 1; i < ring.length; i++) {
        const a = ring[i - 1] as [number, number];
        const b = ring[i] as [number, number];
        edges[k++] = a[0];
        edges[k++] = a[1];
        edges[k++] = b[0];
        edges[k++] = b[1];
      }
  return edges;
}

/**
 * Whether any edge of a shape crosses or touches an edge of the clip (bbox-filtered pairs; a shape edge
 * outside the clip's bbox meets none).
 */
function boundariesMeet(one: Planar, theirs: Float64Array, bbox: readonly [number, number, number, number]): boolean {
  for (const part of one)
    for (const ring of part)
      for (let i = 1; i < ring.length; i++) {
        const [ax, ay] = ring[i - 1] as [number, number];
        const [bx, by] = ring[i] as [number, number];
        const eMinX = Math.min(ax, bx);
        const eMaxX = Math.max(ax, bx);
        const eMinY = Math.min(ay, by);
        const eMaxY = Math.max(ay, by);
        if (eMinX > bbox[2] || eMaxX < bbox[0] || eMinY > bbox[3] || eMaxY < bbox[1]) continue;
        for (let f = 0; f < theirs.length; f += 4) {
          const cx = theirs[f] as number;
          const cy = theirs[f + 1] as number;
          const dx = theirs[f + 2] as number;
          const dy = theirs[f + 3] as number;
          if (
            eMinX <= Math.max(cx, dx) &&
            Math.min(cx, dx) <= eMaxX &&
            eMinY <= Math.max(cy, dy) &&
            Math.min(cy, dy) <= eMaxY &&
            orient(ax, ay, bx, by, cx, cy) !== orient(ax, ay, bx, by, dx, dy) &&
            orient(cx, cy, dx, dy, ax, ay) !== orient(cx, cy, dx, dy, bx, by)
          )
            return true;
        }
      }
  return false;
}

/** Point in a planar multipolygon (outer rings in, holes out). */
function planarContains(shape: Planar, [x, y]: [number, number]): boolean {
  return shape.some(
    ([outer, ...holes]) => !!outer && ringContains(outer, x, y) && !holes.some((h) => ringContains(h, x, y)),
  );
}

function planarBBox(shape: Planar): [number, number, number, number] {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const part of shape)
    for (const [x, y] of part[0] ?? []) {
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  return [minX, minY, maxX, maxY];
}

/** The clip polygon projected around the origin, kept for the next area clipped by the same polygon. */
const lastClip = new WeakMap<
  MultiPolygon,
  { origin: LatLon; clipped: Planar; bbox: [number, number, number, number]; edges: Float64Array }
>();
function projectedClip(clip: MultiPolygon, origin: LatLon) {
  const kept = lastClip.get(clip);
  if (kept && kept.origin.lat === origin.lat && kept.origin.lon === origin.lon) return kept;
  const project = localProjector(origin);
  const clipped: Planar = clip.map((part) => part.map((ring) => ring.map(([x, y]) => project(x, y))));
  const made = {
    origin: { lat: origin.lat, lon: origin.lon },
    clipped,
    bbox: planarBBox(clipped),
    edges: flatEdges(clipped),
  };
  lastClip.set(clip, made);
  return made;
}

/** The projected clip polygon's triangles (null when earcut cannot cut it exactly), kept like the projection. */
const lastTriangles = new WeakMap<object, ReturnType<typeof triangulate>>();
function clipTriangles(clip: MultiPolygon, origin: LatLon) {
  const projected = projectedClip(clip, origin);
  if (!lastTriangles.has(projected)) lastTriangles.set(projected, triangulate(projected.clipped));
  return lastTriangles.get(projected) ?? null;
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
  const { clipped, bbox, edges } = projectedClip(clip, origin);
  // Bounding boxes apart: neither inside the other and no crossing.
  const [minX, minY, maxX, maxY] = planarBBox(shape);
  if (minX > bbox[2] || maxX < bbox[0] || minY > bbox[3] || maxY < bbox[1]) return 0;
  // Boundaries that never meet leave three cases without clipping: the area inside, around, or apart.
  if (!boundariesMeet(shape, edges, bbox)) {
    const shapePoint = shape[0]?.[0]?.[0];
    const clipPoint = clipped[0]?.[0]?.[0];
    if (shapePoint && planarContains(clipped, shapePoint)) return 1;
    if (clipPoint && planarContains(shape, clipPoint)) return Math.min(1, planarArea(clipped) / total);
    return 0;
  }
  // The walkshed's triangles are convex: summing the area inside each is exact and far cheaper than
  // general clipping (which stays for an outline earcut cannot cut exactly).
  const triangles = clipTriangles(clip, origin);
  if (triangles) return Math.max(0, Math.min(1, areaInTriangles(shape, [minX, minY, maxX, maxY], triangles) / total));
  const inside = planarArea(
    polygonClipping.intersection(
      shape as polygonClipping.MultiPolygon,
      clipped as polygonClipping.MultiPolygon,
    ) as Planar,
  );
  return Math.max(0, Math.min(1, inside / total));
}
