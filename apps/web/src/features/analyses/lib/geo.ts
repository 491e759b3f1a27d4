import { milesToDegrees } from '@sitescout/shared';

/** [west, south, east, north] around points, padded by `paddingMiles`. */
export function boxAround(
  points: Array<{ lat: number; lon: number }>,
  paddingMiles: number,
): [number, number, number, number] {
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const { dLat, dLon } = milesToDegrees(paddingMiles, midLat);
  return [Math.min(...lons) - dLon, Math.min(...lats) - dLat, Math.max(...lons) + dLon, Math.max(...lats) + dLat];
}
