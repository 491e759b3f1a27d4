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
 * The words a name or licence pattern looks for, as a reader would write them: `\b(coffee|tea ?house|donuts?)\b`
 * reads "coffee", "tea house", "donuts". Optional letters are kept, a character class gives its first letter.
 *
 * @example patternWords(/\b(coffee|tea ?house)\b/i) // ['coffee', 'tea house']
 */
export function patternWords(pattern: RegExp): string[] {
  const plain = pattern.source
    .replace(/\\b/g, '')
    .replace(/\[([^\]])[^\]]*\]/g, '$1')
    .replace(/\(\?:/g, '(')
    .replace(/\.[*+]/g, ' ... ')
    .replace(/[?^$]/g, '')
    .replace(/\\(.)/g, '$1');
  const words = plain
    .split('|')
    .map((w) => w.replace(/[()]/g, '').replace(/\s+/g, ' ').trim())
    .filter((w) => w.length > 0);
  return [...new Set(words)];
}

/**
 * The labels each source's importer maps to a category (OpenStreetMap tags, Google types, Yelp
 * categories, Chicago licence keywords, and for eateries the name words of the NAICS split), for the
 * method notes of a report.
 *
 * @example categoryRecognition('bar').naics // ['722410']
 */
export function categoryRecognition(category: BusinessCategory): CategoryRecognition {
  const licence = LICENCE_KEYWORDS.filter(([, mapped]) => mapped.includes(category)).flatMap(([re]) =>
    patternWords(re),
  );
  const names = FOOD_SERVICE_NAME_RULES.filter((r) => r.category === category).flatMap((r) => patternWords(r.pattern));
  const bySource = [
    { source: 'OpenStreetMap tags', labels: keysFor(OSM_TAGS, category) },
    { source: 'Google Places types', labels: keysFor(GOOGLE_TYPES, category) },
    { source: 'Yelp categories', labels: keysFor(YELP_CATEGORIES, category) },
    { source: 'Chicago business licence activity (words)', labels: licence },
    { source: 'Name words where a source says only "restaurant"', labels: names },
  ].filter((s) => s.labels.length > 0);
  return { naics: [...CATEGORY_NAICS[category]], bySource };
}
