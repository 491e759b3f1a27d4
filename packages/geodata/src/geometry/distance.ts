import { EARTH_RADIUS_MILES, MILES_PER_DEGREE_LAT } from '@sitescout/shared';
import type { LatLon } from '../model/geometry.js';

const RAD = Math.PI / 180;

/** Great-circle distance in miles (haversine). */
export function haversineMiles(a: LatLon, b: LatLon): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Great-circle distances in miles from each origin to each target (rows by origin): exactly `haversineMiles`, with
 * each point's cosine of latitude taken once instead of once per pair.
 */
export function haversineMatrixMiles(origins: readonly LatLon[], targets: readonly LatLon[]): number[][] {
  const targetCos = targets.map((t) => Math.cos(t.lat * RAD));
  return origins.map((a) => {
    const originCos = Math.cos(a.lat * RAD);
    return targets.map((b, j) => {
      const dLat = (b.lat - a.lat) * RAD;
      const dLon = (b.lon - a.lon) * RAD;
      const h = Math.sin(dLat / 2) ** 2 + originCos * (targetCos[j] as number) * Math.sin(dLon / 2) ** 2;
      return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
    });
  });
}

/**
 * Local equirectangular projection to miles around an origin. Accurate to well under 1 % within
 * 50 mi, which is all the ring maths needs, and far cheaper than a true projection.
 */
export function localProjector(origin: LatLon): (lon: number, lat: number) => [number, number] {
  const { kx, ky } = localScale(origin);
  return (lon, lat) => [(lon - origin.lon) * kx, (lat - origin.lat) * ky];
}

/** Miles per degree of longitude (kx) and latitude (ky) of {@link localProjector} at an origin. */
export function localScale(origin: LatLon): { kx: number; ky: number } {
  return { kx: Math.cos(origin.lat * RAD) * EARTH_RADIUS_MILES * RAD, ky: MILES_PER_DEGREE_LAT };
}
