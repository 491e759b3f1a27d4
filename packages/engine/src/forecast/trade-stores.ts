import type { PlaceHit } from '@sitescout/geodata';
import { placeNaics } from '../taxonomy/source-naics.js';
import type { BusinessType } from '../taxonomy/types.js';

/**
 * Whether a named place shares the market the forecast measures: the receipts of the trade's own NAICS codes. It
 * does unless its sources say another industry at the 6-digit level (a gas station or a pharmacy Google also types
 * "convenience store" sells fuel and prescriptions, receipts of NAICS 447110 and 446110, not of 445120). A place
 * whose labels name only a group of industries that holds the trade (Google's "restaurant", 7225) or no industry is
 * kept: nothing says it is another.
 *
 * @example ofTradeIndustry(['445120', '445131'], {sourceCategories: ['google:convenience_store', 'google:gas_station'], categories: []}) // false
 */
export function ofTradeIndustry(
  naics: readonly string[],
  place: Pick<PlaceHit['place'], 'sourceCategories' | 'categories'>,
): boolean {
  const code = placeNaics(place);
  return code === null || naics.some((n) => n.startsWith(code));
}

/**
 * The named places a forecast shares its market with (those of the trade's industry, {@link ofTradeIndustry}) and
 * how many of them are within the radius: the competitor section's named count less the other industries' places
 * within the radius (null outside place coverage).
 */
export function tradeStores(
  hits: readonly PlaceHit[],
  type: BusinessType,
  radiusMiles: number,
  namedWithinRadius: number | null,
): { stores: PlaceHit[]; namedWithinRadius: number | null; otherIndustry: number } {
  const naics = type.recognition.naics;
  const stores = hits.filter((h) => ofTradeIndustry(naics, h.place));
  const otherIndustry = hits.filter((h) => h.distanceMiles <= radiusMiles && !ofTradeIndustry(naics, h.place)).length;
  return {
    stores,
    namedWithinRadius: namedWithinRadius === null ? null : Math.max(0, namedWithinRadius - otherIndustry),
    otherIndustry,
  };
}
