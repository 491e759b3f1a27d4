import type { Covered, GeoView, LatLon, PlaceHit } from '@sitescout/geodata';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
import { foreignBrand } from '../taxonomy/recognize-competitor.js';
import type { BusinessType } from '../taxonomy/types.js';

/**
 * Places of the business type's category within the radius, nearest first, without places whose
 * name is another type's chain (a licence or source category can file a 7-Eleven under cafés).
 */
export function competitorHits(geo: GeoView, type: BusinessType, center: LatLon, radiusMiles: number): Covered<PlaceHit[]> {
  const answer = geo.placesWithin(center, radiusMiles, { categories: [type.id] });
  if (!answer.covered) return answer;
  return { ...answer, items: answer.items.filter((h) => !foreignBrand(type, h.place.name, BUSINESS_TYPES)) };
}
