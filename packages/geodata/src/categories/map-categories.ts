import type { PlaceCategory } from '../model/categories.js';
import {
  GOOGLE_GENERIC,
  GOOGLE_TYPES,
  LICENCE_KEYWORDS,
  OSM_TAGS,
  YELP_CATEGORIES,
  YELP_GENERIC,
} from './source-categories.js';

export interface CategoryMatch {
  categories: PlaceCategory[];
  /** The source's own labels, prefixed by source ("osm:amenity=cafe"). */
  sourceCategories: string[];
  /** Source labels that mapped to nothing (counted in the manifest). */
  unmapped: string[];
}

function finish(categories: PlaceCategory[], sourceCategories: string[], unmapped: string[]): CategoryMatch {
  return { categories: [...new Set(categories)].sort(), sourceCategories, unmapped };
}

const OSM_KEYS = ['amenity', 'shop', 'leisure', 'craft', 'healthcare', 'tourism', 'office'];

/** OSM tags → categories; hairdresser=barber and beauty=nails refine the salon types. */
export function mapOsmTags(tags: Record<string, string>): CategoryMatch {
  const categories: PlaceCategory[] = [];
  const sourceCategories: string[] = [];
  const unmapped: string[] = [];
  for (const key of OSM_KEYS) {
    const value = tags[key]?.trim();
    if (!value) continue;
    const tag = `${key}=${value}`;
    sourceCategories.push(`osm:${tag}`);
    const mapped = OSM_TAGS[tag];
    if (mapped) categories.push(...mapped);
    else unmapped.push(`osm:${tag}`);
  }
  if (tags.shop === 'hairdresser' && /barber/i.test(`${tags.hairdresser ?? ''} ${tags.name ?? ''}`))
    categories.push('barber');
  if (tags.shop === 'beauty' && /nails/i.test(tags.beauty ?? '')) categories.push('nail-salon');
  if (tags.cuisine && /coffee_shop/.test(tags.cuisine)) categories.push('coffee-shop');
  return finish(categories, sourceCategories, categories.length > 0 ? [] : unmapped);
}

/** Google Places types → categories (generic types ignored). */
export function mapGoogleTypes(types: readonly string[]): CategoryMatch {
  const categories: PlaceCategory[] = [];
  const unmapped: string[] = [];
  for (const type of types) {
    const mapped = GOOGLE_TYPES[type];
    if (mapped) categories.push(...mapped);
    else if (!GOOGLE_GENERIC.has(type)) unmapped.push(`google:${type}`);
  }
  return finish(
    categories,
    types.map((t) => `google:${t}`),
    categories.length > 0 ? [] : unmapped,
  );
}

/** Yelp's comma-separated category string → categories. */
export function mapYelpCategories(text: string | null | undefined): CategoryMatch {
  const labels = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const categories: PlaceCategory[] = [];
  const unmapped: string[] = [];
  for (const label of labels) {
    const mapped = YELP_CATEGORIES[label];
    if (mapped) categories.push(...mapped);
    else if (!YELP_GENERIC.has(label)) unmapped.push(`yelp:${label}`);
  }
  // Yelp tags most eateries "Restaurants" as well; keep fast food from also counting as sit-down.
  return finish(
    categories,
    labels.map((l) => `yelp:${l}`),
    categories.length > 0 ? [] : unmapped,
  );
}

/** Chicago licence business activity / description → categories by keyword. */
export function mapLicenceActivity(activity: string, description: string): CategoryMatch {
  const text = `${activity} | ${description}`;
  const categories: PlaceCategory[] = [];
  for (const [pattern, mapped] of LICENCE_KEYWORDS) if (pattern.test(text)) categories.push(...mapped);
  const label = `chicago-licence:${activity || description}`;
  return finish(categories, [label], categories.length > 0 ? [] : [label]);
}
