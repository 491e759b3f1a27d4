import type { LatLon, MultiLine } from '../model/geometry.js';
import { localScale } from './distance.js';

/**
 * Distance from a point to a polyline and the length of the polyline inside a circle, in miles.
 * Each segment's inside length is found by clipping it against the circle analytically.
 */
export function distanceToLinesMiles(
  line: MultiLine,
  center: LatLon,
  radiusMiles: number,
): { distanceMiles: number; milesWithin: number } {
  // The local projection of `localProjector`, inlined: no array per vertex (this runs for every line near a site).
  const { kx, ky } = localScale(center);
  let best = Infinity;
  let within = 0;
  const r2 = radiusMiles * radiusMiles;
  for (const part of line) {
    for (let i = 1; i < part.length; i++) {
      const a = part[i - 1] as [number, number];
      const bb = part[i] as [number, number];
      const ax = (a[0] - center.lon) * kx;
      const ay = (a[1] - center.lat) * ky;
      const bx = (bb[0] - center.lon) * kx;
      const by = (bb[1] - center.lat) * ky;
      const dx = bx - ax;
      const dy = by - ay;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
      best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
      if (len2 === 0) continue;
      // Solve |a + t·d|² = r² for the segment's entry/exit parameters.
      const b = ax * dx + ay * dy;
      const c = ax * ax + ay * ay - r2;
      const disc = b * b - len2 * c;
      if (disc <= 0) continue;
      const sqrt = Math.sqrt(disc);
      const t0 = Math.max(0, (-b - sqrt) / len2);
      const t1 = Math.min(1, (-b + sqrt) / len2);
      if (t1 > t0) within += (t1 - t0) * Math.sqrt(len2);
    }
  }
  return { distanceMiles: best, milesWithin: within };
}
