import { type Covered, type GeoView, haversineMiles, type LatLon, type PlaceHit } from '@sitescout/geodata';
import { MILES_PER_DEGREE_LAT } from '@sitescout/shared';
import { viewBehind } from '../analysis/memo-geo-view.js';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
import { foldName } from '../taxonomy/fold-name.js';
import { foreignBrand } from '../taxonomy/recognize-competitor.js';
import { outsideTradeByRecord } from '../taxonomy/trade-filter.js';
import type { BusinessType } from '../taxonomy/types.js';
import { type NameSet, otherTradeNames } from './other-trade-names.js';

/**
 * Whether a place filed under the type is of its trade: not another type's chain (a licence or source category
 * can file a 7-Eleven under cafés) nor another trade's place tagged here by one source (a falafel grill tagged
 * "cafe", a corner market with Google's "cafe" type).
 */
export function inTrade(type: BusinessType, place: PlaceHit['place'], otherTradeNames?: NameSet): boolean {
  return verdictHolds(recordVerdict(type, place), place, otherTradeNames);
}

/**
 * What a place's own record says of {@link inTrade} for a type: 'in', 'out', or 'names' (the other trades' names near
 * the site decide). Kept per loaded view and type by place id, with the name it was read for: the same places lie
 * around many sites of a batch or a finder run, and the answer is theirs, not the site's.
 */
type RecordVerdict = 'in' | 'out' | 'names';
const verdictsByView = new WeakMap<GeoView, Map<string, Map<string, { name: string; verdict: RecordVerdict }>>>();

function recordVerdict(type: BusinessType, place: PlaceHit['place']): RecordVerdict {
  if (foreignBrand(type, place.name, BUSINESS_TYPES)) return 'out';
  const outside = outsideTradeByRecord(type, place);
  return outside === undefined ? 'names' : outside ? 'out' : 'in';
}

/** Whether a place is of the trade, given its record's verdict and the other trades' names near the site. */
const verdictHolds = (verdict: RecordVerdict, place: PlaceHit['place'], others?: NameSet) =>
  verdict === 'names' ? !(others?.has(foldName(place.name)) ?? false) : verdict === 'in';

/** {@link inTrade} with each place's own verdict read once per view and type. */
function inTradeNear(geo: GeoView, type: BusinessType): (place: PlaceHit['place'], others: NameSet) => boolean {
  const view = viewBehind(geo);
  let byType = verdictsByView.get(view);
  if (!byType) {
    byType = new Map();
    verdictsByView.set(view, byType);
  }
  let known = byType.get(type.id);
  if (!known) {
    known = new Map();
    byType.set(type.id, known);
  }
  const verdicts = known;
  return (place, others) => {
    const kept = verdicts.get(place.id);
    let verdict: RecordVerdict;
    if (kept && kept.name === place.name) verdict = kept.verdict;
    else {
      verdict = recordVerdict(type, place);
      if (!kept) verdicts.set(place.id, { name: place.name, verdict });
    }
    return verdictHolds(verdict, place, others);
  };
}

/** Two listings of one name this close are one store that two sources spelled apart (the import merges brands at 100 m). */
export const SAME_STORE_MILES = 0.06;
/** {@link SAME_STORE_MILES} with room for rounding, for the latitude test that only spares the exact distance. */
const SAME_STORE_LAT_MILES = SAME_STORE_MILES * 1.01;

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
    // A chain's listings share a name: those a latitude apart beyond the distance (great-circle miles are never
    // fewer than the latitude's) are skipped before the exact distance.
    if (
      same.some(
        (k) =>
          Math.abs(k.place.lat - h.place.lat) * MILES_PER_DEGREE_LAT <= SAME_STORE_LAT_MILES &&
          haversineMiles(k.place, h.place) <= SAME_STORE_MILES,
      )
    )
      continue;
    same.push(h);
    byName.set(key, same);
    kept.push(h);
  }
  return kept;
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
  const ofTrade = inTradeNear(geo, type);
  const items = onePerStore(answer.items.filter((h) => ofTrade(h.place, others)));
  if (items.length === 0 && !typeSeenNear(geo, type, center)) {
    return {
      covered: false,
      items: [],
      message: `the loaded place data has no records of ${type.noun.many} within ${TYPE_PROBE_MILES} mi of this site, so zero would not be a count (covered: ${answer.coveredAreas.join('; ')})`,
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
