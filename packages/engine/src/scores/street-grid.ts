import { type AreaRecord, type GeoView, type LatLon, multiPolygonContains } from '@sitescout/geodata';

/**
 * Walk Score's point grid: its neighbourhood and city scores sample "approximately each city block" on a grid of
 * points 0.0015 decimal degrees apart (about 500 ft) and weight each by the Census-block population around it, "so
 * that neighborhoods/cities do not have lower scores because of parks, bodies of water, etc." (Walk Score, "Walk
 * Score Rankings Methodology", walkscore.com/rankings/ranking-methodology.shtml, 2011 rankings).
 */
export const GRID_DEGREES = 0.0015;

/**
 * Block populations are not in the loaded data, so a tract's people are spread evenly over the grid points inside
 * it that lie on the street grid: a street crossing within this distance (one Chicago block, 1/10 mi; no point of
 * a standard 1/8 × 1/16 mi block is farther than 0.07 mi from a corner). Points in parks, the lake, rail yards and
 * large industrial sites — where nobody lives — are left out, as Walk Score's population weighting leaves them out.
 */
export const ON_STREETS_MILES = 0.1;

/** The grid points inside a tract's outline that lie on the street grid (none when it has no outline). */
export function streetGridPoints(geo: GeoView, tract: AreaRecord): LatLon[] {
  const polygon = tract.polygon;
  if (!polygon) return [];
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const part of polygon)
    for (const [lon, lat] of part[0] ?? []) {
      west = Math.min(west, lon);
      east = Math.max(east, lon);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  // The grid is anchored on whole multiples of the spacing, as one city-wide grid would be.
  const first = (min: number) => Math.ceil(min / GRID_DEGREES) * GRID_DEGREES;
  const out: LatLon[] = [];
  for (let lat = first(south); lat <= north; lat += GRID_DEGREES)
    for (let lon = first(west); lon <= east; lon += GRID_DEGREES) {
      const point = { lat, lon };
      if (multiPolygonContains(polygon, point) && geo.intersectionsWithin(point, ON_STREETS_MILES).length > 0)
        out.push(point);
    }
  return out;
}
