import type { Covered, GeoView, LatLon, PlaceHit } from '@sitescout/geodata';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
import { foreignBrand } from '../taxonomy/recognize-competitor.js';
import type { BusinessType } from '../taxonomy/types.js';

/**
 * Places of the business type's category within the radius, nearest first, without places whose
 * name is another type's chain (a licence or source category can file a 7-Eleven under cafés).
 */
export function competitorHits(
  geo: GeoView,
  type: BusinessType,
  center: LatLon,
  radiusMiles: number,
): Covered<PlaceHit[]> {
  const answer = geo.placesWithin(center, radiusMiles, { categories: [type.id] });
  if (!answer.covered) return answer;
  const items = answer.items.filter((h) => !foreignBrand(type, h.place.name, BUSINESS_TYPES));
  if (items.length === 0 && !typeSeenNear(geo, type, center)) {
    return {
      covered: false,
      items: [],
      message: `the loaded place data has no ${type.label.toLowerCase()} records within ${TYPE_PROBE_MILES} mi of this site, so zero would not be a count (covered: ${answer.coveredAreas.join('; ')})`,
      coveredAreas: answer.coveredAreas,
    };
  }
  return { ...answer, items };
}

/**
 * A business type counts as recorded near a site when a place of that type lies within this
 * distance. Place layers cover a city with uneven sources (e.g. no craft tags, so no HVAC or
 * plumbers at all; suburbs only in regional chain lists): an empty result there is a data gap.
 */
export const TYPE_PROBE_MILES = 5;

function typeSeenNear(geo: GeoView, type: BusinessType, center: LatLon): boolean {
  return geo.nearestPlaces(center, 1, { categories: [type.id] }, TYPE_PROBE_MILES).items.length > 0;
}
