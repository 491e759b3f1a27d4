import type { BusinessCategory } from '../model/categories.js';
import { CATEGORY_NAICS } from './category-naics.js';
import { FOOD_SERVICE_NAME_RULES } from './food-service-split.js';
import { GOOGLE_TYPES, LICENCE_KEYWORDS, OSM_TAGS, YELP_CATEGORIES } from './source-categories.js';

/** How one business category is recognised: its NAICS codes and each source's labels that map to it. */
export interface CategoryRecognition {
  naics: string[];
  bySource: Array<{ source: string; labels: string[] }>;
}

const keysFor = (table: Record<string, readonly string[]>, category: string) =>
  Object.entries(table)
    .filter(([, mapped]) => mapped.includes(category))
    .map(([label]) => label);

/**
 * The labels each source's importer maps to a category (OpenStreetMap tags, Google types, Yelp
 * categories, Chicago licence keywords, and for eateries the name words of the NAICS split), for the
 * method notes of a report.
 *
 * @example categoryRecognition('bar').naics // ['722410']
 */
export function categoryRecognition(category: BusinessCategory): CategoryRecognition {
  const licence = LICENCE_KEYWORDS.filter(([, mapped]) => mapped.includes(category)).map(([re]) => re.source);
  const names = FOOD_SERVICE_NAME_RULES.filter((r) => r.category === category).map((r) => r.pattern.source);
  const bySource = [
    { source: 'OpenStreetMap tags', labels: keysFor(OSM_TAGS, category) },
    { source: 'Google Places types', labels: keysFor(GOOGLE_TYPES, category) },
    { source: 'Yelp categories', labels: keysFor(YELP_CATEGORIES, category) },
    { source: 'Chicago business licence activity (pattern)', labels: licence },
    { source: 'Name words where a source says only "restaurant" (pattern)', labels: names },
  ].filter((s) => s.labels.length > 0);
  return { naics: [...CATEGORY_NAICS[category]], bySource };
}
