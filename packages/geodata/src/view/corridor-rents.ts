import { distanceToLinesMiles } from '../geometry/distance-lines.js';
import type { CorridorRent, CorridorRentHit } from '../model/civic.js';
import type { LatLon } from '../model/geometry.js';

/**
 * Rows covering the point: corridors whose streets pass within their distance (nearest first), then
 * city-wide rows when the point is in the city (`inCity`). Metro rows and submarkets without a boundary
 * never match a point.
 */
export function corridorRentsAt(rows: readonly CorridorRent[], point: LatLon, inCity: boolean): CorridorRentHit[] {
  const corridors: CorridorRentHit[] = [];
  for (const rent of rows) {
    if (!rent.footprint || rent.footprintMiles === null) continue;
    const { distanceMiles } = distanceToLinesMiles(rent.footprint, point, rent.footprintMiles);
    if (distanceMiles <= rent.footprintMiles) corridors.push({ rent, distanceMiles });
  }
  corridors.sort((a, b) => (a.distanceMiles ?? 0) - (b.distanceMiles ?? 0) || a.rent.id.localeCompare(b.rent.id));
  const city = inCity ? rows.filter((r) => r.areaType === 'city').map((rent) => ({ rent, distanceMiles: null })) : [];
  return [...corridors, ...city];
}
