/** Mean Earth radius in miles (IUGG mean radius, 6,371.0088 km): the sphere every distance is measured on. */
export const EARTH_RADIUS_MILES = 3958.7613;
const RAD = Math.PI / 180;

export const KM_PER_MILE = 1.609344;
export const METRES_PER_MILE = 1609.344;

/**
 * Miles in one degree of latitude on that sphere (about 69.09). Flat offsets (circles, boxes, block lengths) use it so
 * a circle drawn with them is the ring the great-circle distance measures.
 */
export const MILES_PER_DEGREE_LAT = EARTH_RADIUS_MILES * RAD;

/** Degrees of latitude and longitude spanned by `miles` at a latitude (for boxes and circles). */
export function milesToDegrees(miles: number, lat: number): { dLat: number; dLon: number } {
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const dLon = dLat / Math.max(0.01, Math.cos(lat * RAD));
  return { dLat, dLon };
}

/**
 * A circle of `radiusMiles` around a point as one closed ring of [lon, lat] (`vertices` + 1 points, the last equal to
 * the first); flat offsets are exact enough at city scale.
 */
export function circleRing(
  center: { lat: number; lon: number },
  radiusMiles: number,
  vertices = 64,
): Array<[number, number]> {
  const { dLat, dLon } = milesToDegrees(radiusMiles, center.lat);
  const ring: Array<[number, number]> = [];
  for (let i = 0; i <= vertices; i++) {
    const a = (2 * Math.PI * (i % vertices)) / vertices;
    ring.push([center.lon + dLon * Math.cos(a), center.lat + dLat * Math.sin(a)]);
  }
  return ring;
}

/**
 * A distance as the product prints it wherever a placement may be off (one unit system everywhere: the geocoder's
 * notes, the form's match box, the dashboard and the report): "0.6 mi", "4.4 mi", "12 mi".
 */
export function milesText(miles: number): string {
  const rounded = miles < 10 ? Math.max(0.1, Math.round(miles * 10) / 10) : Math.round(miles);
  return `${rounded} mi`;
}

/** The same for a distance in metres (a geocoder's stated uncertainty). */
export function metresAsMilesText(metres: number): string {
  return milesText(metres / METRES_PER_MILE);
}
