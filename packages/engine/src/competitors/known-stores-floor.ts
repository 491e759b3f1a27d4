import { type GeoView, haversineMiles, type LatLon, type PlaceHit } from '@sitescout/geodata';
import { brandOf } from '../taxonomy/recognize-competitor.js';
import { inCensusTrade } from '../taxonomy/source-naics.js';
import type { BusinessType } from '../taxonomy/types.js';
import { competitorHits } from './competitor-hits.js';

/** What is known to stand in a ring: a count no estimate of all establishments may fall below. */
export interface KnownStoresFloor {
  /** Distinct stores of the type known to be inside the ring (named places ∪ 2024 chain locations). */
  count: number;
  /** Named places of the type's own trade inside the ring (licences, OpenStreetMap, Google, Yelp …). */
  named: number;
  /** 2024 chain-locator stores inside the ring that no other loaded source lists. */
  chainOnly: number;
  /** Whether any place data covers the ring (false: the floor is the chain stores alone). */
  placesCovered: boolean;
  /** The latest year of the sources of the stores counted (e.g. 2025), or null when none is counted. */
  year: number | null;
  /** e.g. "12 named places and 2 more stores from the 2024 chain locators inside 1 mi". */
  note: string;
}

/** A chain store this close to a named place of its brand may be that place: it adds nothing to the floor. */
export const SAME_BRAND_MILES = 0.15;

/** A source that says the place no longer trades. */
const CLOSED = /closed[_ ]permanently|permanently closed|inactive/i;

const open = (h: PlaceHit) => !CLOSED.test(h.place.status ?? '');

/** The latest 4-digit year in a vintage ("2025-03" → 2025, "2018–2025" → 2025), or null. */
export function vintageYear(vintage: string): number | null {
  const years = (vintage.match(/\b(19|20)\d{2}\b/g) ?? []).map(Number);
  return years.length ? Math.max(...years) : null;
}

/**
 * The stores of a business type known to be inside a ring: the named places of its own trade whose one NAICS code
 * (`taxonomy/source-naics.ts`) is the trade's Census code — a gas station's shop does not floor convenience stores,
 * nor a café full-service restaurants — plus the 2024
 * chain stores (Starbucks, Dunkin', Walgreens …) that no other source lists and that stand more than 0.15 mi from
 * a named place of their brand, each counted once and none marked permanently closed. A competitor estimate (the forecast's share of the market, the count on the
 * map) is never below it: a site never takes the whole local market while a Starbucks stands 0.2 mi away.
 *
 * @example knownStoresFloor(geo, coffee, {lat: 41.7508, lon: -88.1535}, 1).count // ≥ the Starbucks and Dunkin' nearby
 */
export function knownStoresFloor(
  geo: GeoView,
  type: BusinessType,
  center: LatLon,
  radiusMiles: number,
  /** Named hits already fetched for at least this radius (saves a second query). */
  namedHits?: readonly PlaceHit[] | null,
): KnownStoresFloor {
  const answer = namedHits === undefined ? competitorHits(geo, type, center, radiusMiles) : null;
  const hits = namedHits ?? (answer?.covered ? answer.items : []);
  const ofCode = (h: PlaceHit) => inCensusTrade(type.recognition.naics, h.place);
  const named = hits.filter((h) => h.distanceMiles <= radiusMiles && open(h) && ofCode(h));
  const seen = new Set(named.map((h) => h.place.id));
  const brand = (p: PlaceHit['place']) => brandOf(type, p.brand ?? p.name) ?? brandOf(type, p.name);
  // A floor counts only what is surely there: a locator's store near a named place of its brand may be that place
  // placed differently by the two sources (the import merges them only within 100 m).
  // Distance first: most named places are far from a given chain store; their brands are read once, when needed.
  let namedBrands: Array<string | undefined> | undefined;
  const namedNear = (h: PlaceHit) =>
    named.some((n, i) => {
      if (!(haversineMiles(n.place, h.place) <= SAME_BRAND_MILES)) return false;
      namedBrands ??= named.map((m) => brand(m.place));
      return namedBrands[i] === brand(h.place);
    });
  const chainOnly = geo
    .chainLocationsWithin(center, radiusMiles, { categories: [type.id] })
    .filter((h) => open(h) && ofCode(h) && !seen.has(h.place.id) && !namedNear(h));
  const placesCovered = namedHits !== undefined ? namedHits !== null : (answer?.covered ?? false);
  const stores = (n: number) => `${n} ${n === 1 ? 'store' : 'stores'} from the 2024 chain locators`;
  const note = !placesCovered
    ? stores(chainOnly.length)
    : chainOnly.length > 0
      ? `${named.length} named place${named.length === 1 ? '' : 's'} and ${stores(chainOnly.length).replace(/^(\d+) /, '$1 more ')}`
      : `${named.length} named place${named.length === 1 ? '' : 's'}`;
  return {
    count: named.length + chainOnly.length,
    named: named.length,
    chainOnly: chainOnly.length,
    placesCovered,
    year: [...named, ...chainOnly].reduce<number | null>((y, h) => {
      const v = vintageYear(h.place.vintage);
      return v !== null && (y === null || v > y) ? v : y;
    }, null),
    note: `${note} inside ${radiusMiles} mi`,
  };
}
