import type { BBox, LatLon, MultiPolygon, Ring } from '../model/geometry.js';
import { localProjector, localScale } from './distance.js';

/** Bounding box of a multipolygon. */
export function multiPolygonBBox(polygon: MultiPolygon): BBox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const part of polygon)
    for (const [x, y] of part[0] ?? []) {
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
    }
  return [minX, minY, maxX, maxY];
}

/** Even-odd test of a point against one ring (any planar coordinates). */
export function ringContains(ring: Ring, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Even-odd point-in-polygon test; holes exclude. */
export function multiPolygonContains(polygon: MultiPolygon, point: LatLon): boolean {
  for (const part of polygon) {
    const [outer, ...holes] = part;
    if (!outer || !ringContains(outer, point.lon, point.lat)) continue;
    if (!holes.some((hole) => ringContains(hole, point.lon, point.lat))) return true;
  }
  return false;
}

function ringAreaPlanar(ring: Array<[number, number]>): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    sum += (xj + xi) * (yj - yi);
  }
  return Math.abs(sum / 2);
}

/** Area in square miles of a multipolygon already projected to planar miles. */
export function planarArea(polygon: Array<Array<Array<[number, number]>>>): number {
  let area = 0;
  for (const part of polygon) {
    part.forEach((ring, index) => {
      area += (index === 0 ? 1 : -1) * ringAreaPlanar(ring);
    });
  }
  return area;
}

/** Area of a WGS84 multipolygon in square miles (local projection at its first vertex). */
export function multiPolygonAreaSqMi(polygon: MultiPolygon): number {
  const first = polygon[0]?.[0]?.[0];
  if (!first) return 0;
  const project = localProjector({ lon: first[0], lat: first[1] });
  return planarArea(polygon.map((part) => part.map((ring) => ring.map(([x, y]) => project(x, y)))));
}

function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Shortest distance in miles from a point to a polyline's vertices/segments. */
export function distanceToRingsMiles(lines: Array<Array<[number, number]>>, point: LatLon): number {
  // The local projection around the point (`localProjector`), written out: no array per vertex.
  const { kx, ky } = localScale(point);
  let best = Infinity;
  for (const line of lines) {
    let prev = line[0];
    for (let i = 1; i < line.length; i++) {
      const a = prev as [number, number];
      const b = line[i] as [number, number];
      const d = segmentDistance(
        0,
        0,
        (a[0] - point.lon) * kx,
        (a[1] - point.lat) * ky,
        (b[0] - point.lon) * kx,
        (b[1] - point.lat) * ky,
      );
      if (d < best) best = d;
      prev = b;
    }
    if (line.length === 1) {
      const [lon, lat] = line[0] as [number, number];
      best = Math.min(best, Math.hypot((lon - point.lon) * kx, (lat - point.lat) * ky));
    }
  }
  return best;
}

/** Distance in miles from a point to a polygon's boundary, 0 when the point is inside. */
export function distanceToMultiPolygonMiles(polygon: MultiPolygon, point: LatLon): number {
  if (multiPolygonContains(polygon, point)) return 0;
  return distanceToRingsMiles(polygon.flat(), point);
}
