import type { PlaceCategory } from '../model/categories.js';

/**
 * National chains that matter for the business types, with the category their name implies.
 * (name-suggestion-index is the fuller list but ships only for Bun ≥ 1.3; this table covers the brands
 * seen in the Chicago extracts, and any name found at ≥ 5 places is also treated as a chain.)
 */
const BRANDS: Array<[string, PlaceCategory[]]> = [
  ['starbucks', ['coffee-shop']],
  ["dunkin'", ['coffee-shop', 'fast-food']],
  ['dunkin', ['coffee-shop', 'fast-food']],
  ["dunkin' donuts", ['coffee-shop', 'fast-food']],
  ["peet's coffee", ['coffee-shop']],
  ['caribou coffee', ['coffee-shop']],
  ['dutch bros coffee', ['coffee-shop']],
  ['tim hortons', ['coffee-shop', 'fast-food']],
  ['intelligentsia coffee', ['coffee-shop']],
  ['dollop coffee', ['coffee-shop']],
  ["mcdonald's", ['fast-food']],
  ['subway', ['fast-food']],
  ['burger king', ['fast-food']],
  ["wendy's", ['fast-food']],
  ['taco bell', ['fast-food']],
  ['kfc', ['fast-food']],
  ['popeyes louisiana kitchen', ['fast-food']],
  ['popeyes', ['fast-food']],
  ['chipotle mexican grill', ['fast-food']],
  ["jimmy john's", ['fast-food']],
  ['potbelly sandwich shop', ['fast-food']],
  ["domino's pizza", ['fast-food']],
  ['pizza hut', ['fast-food']],
  ["papa john's pizza", ['fast-food']],
  ['chick-fil-a', ['fast-food']],
  ['five guys', ['fast-food']],
  ["portillo's", ['fast-food']],
  ["harold's chicken shack", ['fast-food']],
  ['white castle', ['fast-food']],
  ["jersey mike's subs", ['fast-food']],
  ['panera bread', ['fast-food', 'bakery']],
  ['shake shack', ['fast-food']],
  ['wingstop', ['fast-food']],
  ['aldi', ['grocery']],
  ['jewel-osco', ['grocery']],
  ['jewel - osco', ['grocery']],
  ["mariano's", ['grocery']],
  ['whole foods market', ['grocery']],
  ["trader joe's", ['grocery']],
  ['target', ['shopping']],
  ['walmart', ['shopping', 'grocery']],
  ['walgreens', ['pharmacy']],
  ['cvs pharmacy', ['pharmacy']],
  ['cvs', ['pharmacy']],
  ['7-eleven', ['convenience-store']],
  ['planet fitness', ['fitness']],
  ['great clips', ['beauty-salon']],
  ['supercuts', ['beauty-salon']],
  ['sport clips haircuts', ['barber']],
  ['chase bank', ['bank']],
  ['bank of america', ['bank']],
];

const BRAND_MAP = new Map(BRANDS);

/** Normalises a name for matching: lower case, unified apostrophes, collapsed spaces, no store numbers. */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\s*[-#]\s*\d+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The brand a name belongs to, with the categories it implies, or null. */
export function brandOf(name: string): { brand: string; categories: PlaceCategory[] } | null {
  const key = normaliseName(name);
  const hit = BRAND_MAP.get(key);
  if (hit) return { brand: name.trim(), categories: hit };
  return null;
}
