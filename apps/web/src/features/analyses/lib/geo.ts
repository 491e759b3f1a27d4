const MILES_PER_DEGREE_LAT = 69.0;

/** A circle of `radiusMiles` around a point as a GeoJSON ring (64 vertices; flat-earth is exact enough at city scale). */
export function circleRing(lat: number, lon: number, radiusMiles: number): Array<[number, number]> {
  const dLat = radiusMiles / MILES_PER_DEGREE_LAT;
  const dLon = radiusMiles / (MILES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180));
  const ring: Array<[number, number]> = [];
  for (let i = 0; i <= 64; i++) {
    const a = (i / 64) * 2 * Math.PI;
    ring.push([lon + dLon * Math.cos(a), lat + dLat * Math.sin(a)]);
  }
  return ring;
}

/** [west, south, east, north] around points, padded by `paddingMiles`. */
export function boxAround(
  points: Array<{ lat: number; lon: number }>,
  paddingMiles: number,
): [number, number, number, number] {
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const dLat = paddingMiles / MILES_PER_DEGREE_LAT;
  const dLon = paddingMiles / (MILES_PER_DEGREE_LAT * Math.cos((midLat * Math.PI) / 180));
  return [Math.min(...lons) - dLon, Math.min(...lats) - dLat, Math.max(...lons) + dLon, Math.max(...lats) + dLat];
}
