import { foldName } from './fold-name.js';
import type { BusinessType } from './types.js';

/** What a data source says about a place, in its own vocabulary. Any field may be missing. */
export interface PlaceSignals {
  name?: string;
  /** OpenStreetMap tags, e.g. `{amenity: 'cafe'}`. */
  osmTags?: Record<string, string>;
  googleTypes?: string[];
  yelpCategories?: string[];
  naics?: string[];
  /** SiteScout categories already assigned by the importer (business type ids). */
  categories?: string[];
}

/** Why a place counted as a competitor: which source vocabulary matched. */
export type RecognitionBasis = 'category' | 'osm' | 'google' | 'yelp' | 'naics' | 'brand';

/**
 * Whether a place is a competitor of the business type, and on what evidence. Name keywords are
 * deliberately not used here (they over-match: "Coffee Cup Diner"); brands are matched on the whole
 * name start so "Starbucks Reserve" is Starbucks but "Not Starbucks" is not.
 *
 * @example recognizeCompetitor(getBusinessType('coffee-shop'), {osmTags: {amenity: 'cafe'}}) // 'osm'
 */
export function recognizeCompetitor(type: BusinessType, place: PlaceSignals): RecognitionBasis | undefined {
  if (place.categories?.includes(type.id)) return 'category';
  const r = type.recognition;
  const tags = place.osmTags;
  if (tags) {
    for (const m of r.osm) {
      if (tags[m.key] !== m.value) continue;
      if (!m.also || Object.entries(m.also).every(([k, v]) => tags[k] === v)) return 'osm';
    }
  }
  if (place.googleTypes?.some((t) => r.google.includes(t))) return 'google';
  if (place.yelpCategories?.some((c) => r.yelp.includes(c.trim()))) return 'yelp';
  if (place.naics?.some((n) => r.naics.includes(n))) return 'naics';
  if (place.name && brandOf(type, place.name)) return 'brand';
  return undefined;
}

/**
 * The chain brand a business name belongs to, or undefined for an independent.
 *
 * @example brandOf(getBusinessType('coffee-shop'), "Starbucks Coffee #123") // 'Starbucks'
 */
export function brandOf(type: BusinessType, name: string): string | undefined {
  const n = foldName(name);
  for (const [brand, b] of normalisedBrands(type)) {
    if (n === b || n.startsWith(`${b} `) || n.startsWith(`${b}-`)) return brand;
  }
  return undefined;
}

const BRAND_CACHE = new WeakMap<BusinessType, Array<[string, string]>>();

/** Each brand with its normalised form, computed once per type (names are matched in hot loops). */
function normalisedBrands(type: BusinessType): Array<[string, string]> {
  let cached = BRAND_CACHE.get(type);
  if (!cached) {
    cached = type.recognition.brands.map((brand) => [brand, foldName(brand)]);
    BRAND_CACHE.set(type, cached);
  }
  return cached;
}

/**
 * A chain of another business type that a place's name belongs to, when the name matches none of
 * this type's brands — e.g. "7-Eleven" filed under coffee shops by a licence category. Such places
 * are not counted as competitors.
 *
 * @example foreignBrand(getBusinessType('coffee-shop'), '7-Eleven #33856K', BUSINESS_TYPES) // '7-Eleven'
 */
export function foreignBrand(type: BusinessType, name: string, all: readonly BusinessType[]): string | undefined {
  const key = `${type.id}|${name}`;
  if (FOREIGN_CACHE.has(key)) return FOREIGN_CACHE.get(key);
  const found = findForeignBrand(type, name, all);
  if (FOREIGN_CACHE.size > 200_000) FOREIGN_CACHE.clear();
  FOREIGN_CACHE.set(key, found);
  return found;
}

/** Names repeat across analyses (the same places near many sites): remember the answers. */
const FOREIGN_CACHE = new Map<string, string | undefined>();

function findForeignBrand(type: BusinessType, name: string, all: readonly BusinessType[]): string | undefined {
  if (brandOf(type, name)) return undefined;
  for (const other of all) {
    if (other.id === type.id) continue;
    const brand = brandOf(other, name);
    if (brand) return brand;
  }
  return undefined;
}
