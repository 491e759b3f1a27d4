import type { PlaceCategory } from '../model/categories.js';

/**
 * Name words that place an eatery in one NAICS food-service industry when its source says only
 * "restaurant" (the Google restaurant extract has no types; Yelp tags most eateries "Restaurants"):
 * coffee and snack bars 722515, limited-service restaurants 722513, drinking places 722410.
 */
export const FOOD_SERVICE_NAME_RULES: ReadonlyArray<{ category: PlaceCategory; naics: string; pattern: RegExp }> = [
  {
    category: 'coffee-shop',
    naics: '722515',
    pattern:
      /\b(coffee|espresso|tea ?house|boba|bubble tea|donuts?|doughnuts?|ice creams?|gelato|frozen yogurt|juice|smoothies?|creamery|paleter[ií]a|bakery ?caf[eé])\b/i,
  },
  {
    category: 'fast-food',
    naics: '722513',
    pattern:
      /\b(pizza|pizzeria|burgers?|tacos?|taquer[ií]a|hot ?dogs?|sandwich(es)?|subs|deli|chicken|wings|gyros?|express|fast food|carry ?out|to go|food truck)\b/i,
  },
  {
    category: 'bar',
    naics: '722410',
    pattern:
      /\b(tavern|pub|saloon|lounge|tap ?room|brew ?pub|brewery|brewing|cocktails?|beer garden|biergarten)\b|\b(?<!(sushi|salad|oyster|raw|juice|noodle|taco|snack|burger|wine|sandwich) )bar\b(?! ?(&|and|n) ?grill)/i,
  },
];

/** Source labels that say only "an eatery", not which kind (a specific tag such as OSM amenity=restaurant wins). */
const GENERIC_RESTAURANT = new Set(['google:restaurant', 'yelp:Restaurants', 'yelp:Food']);

/**
 * The NAICS split of eateries: "restaurant" means full-service (722511). A place whose only restaurant
 * evidence is a generic label loses "restaurant" when its source categories, brand or name place it in
 * limited-service (fast food), coffee/snack or bar; an OpenStreetMap `amenity=restaurant` or a
 * licence for a restaurant stays full-service. Other categories are kept as they are.
 *
 * @example splitFoodService("Lou Malnati's Pizzeria", ['restaurant'], ['google:restaurant']) // ['fast-food']
 */
export function splitFoodService(
  name: string,
  categories: readonly PlaceCategory[],
  sourceCategories: readonly string[],
): PlaceCategory[] {
  if (!categories.includes('restaurant')) return [...categories];
  const specific = sourceCategories.some((c) => !GENERIC_RESTAURANT.has(c) && /restaurant/i.test(c));
  if (specific) return [...categories];
  const named = FOOD_SERVICE_NAME_RULES.filter((r) => r.pattern.test(name)).map((r) => r.category);
  // A bar tag beside "Restaurants" is often a restaurant with a bar: only the name makes it a bar.
  const other = categories.filter((c) => c === 'fast-food' || c === 'coffee-shop');
  const kinds = [...new Set([...other, ...named])];
  if (kinds.length === 0) return [...categories];
  return [...new Set([...categories.filter((c) => c !== 'restaurant'), ...kinds])].sort();
}
