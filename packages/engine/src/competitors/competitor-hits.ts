import {
  type Covered,
  type GeoView,
  haversineMiles,
  type LatLon,
  type PlaceCategory,
  type PlaceHit,
} from '@sitescout/geodata';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
import { foldName } from '../taxonomy/fold-name.js';
import { foreignBrand } from '../taxonomy/recognize-competitor.js';
import { conflictingTrades, outsideTrade } from '../taxonomy/trade-filter.js';
import type { BusinessType } from '../taxonomy/types.js';

/**
 * Whether a place filed under the type is of its trade: not another type's chain (a licence or source category
 * can file a 7-Eleven under cafés) nor another trade's place tagged here by one source (a falafel grill tagged
 * "cafe", a corner market with Google's "cafe" type).
 */
export function inTrade(type: BusinessType, place: PlaceHit['place'], otherTradeNames?: ReadonlySet<string>): boolean {
  return !foreignBrand(type, place.name, BUSINESS_TYPES) && !outsideTrade(type, place, otherTradeNames);
}

/** Two listings of one name this close are one store that two sources spelled apart (the import merges brands at 100 m). */
export const SAME_STORE_MILES = 0.06;

/**
 * The hits with each store once: a listing whose folded name ("Cafè Espresso" = "Café Espresso") matches a nearer
 * one within {@link SAME_STORE_MILES} is the same store from another source.
 */
function onePerStore(hits: readonly PlaceHit[]): PlaceHit[] {
  const kept: PlaceHit[] = [];
  const byName = new Map<string, PlaceHit[]>();
  for (const h of hits) {
    const key = foldName(h.place.name);
    const same = byName.get(key) ?? [];
    if (same.some((k) => haversineMiles(k.place, h.place) <= SAME_STORE_MILES)) continue;
    same.push(h);
    byName.set(key, same);
    kept.push(h);
  }
  return kept;
}

/** How far around a site places of a conflicting trade are read for their names (a chain's other branches). */
export const OTHER_TRADE_NAME_MILES = 10;

/**
 * Names of the places of trades that conflict with the type near a site, which are not filed under the type, with
 * the two-word and longer starts of each: a place filed under the type with one of these names is that trade's
 * branch (see `outsideTrade`).
 */
export function otherTradeNames(geo: GeoView, type: BusinessType, center: LatLon): ReadonlySet<string> {
  const trades = conflictingTrades(type);
  if (trades.length === 0) return new Set();
  const near = geo.placesWithin(center, OTHER_TRADE_NAME_MILES, { categories: trades as PlaceCategory[] });
  const names = new Set<string>();
  if (!near.covered) return names;
  for (const h of near.items) {
    if (h.place.categories.includes(type.id)) continue;
    // "Saucy Porka South Loop" and "Saucy Porka Hyde Park" are branches of "Saucy Porka": names of two words or more
    // count as the start of a longer name too.
    const words = foldName(h.place.name).split(' ');
    for (let n = Math.min(2, words.length); n <= words.length; n += 1) names.add(words.slice(0, n).join(' '));
  }
  return names;
}

/** Places of the business type's own trade within the radius, nearest first (see {@link inTrade}). */
export function competitorHits(
  geo: GeoView,
  type: BusinessType,
  center: LatLon,
  radiusMiles: number,
): Covered<PlaceHit[]> {
  const answer = geo.placesWithin(center, radiusMiles, { categories: [type.id] });
  if (!answer.covered) return answer;
  const others = otherTradeNames(geo, type, center);
  const items = onePerStore(answer.items.filter((h) => inTrade(type, h.place, others)));
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
