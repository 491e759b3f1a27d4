import type { PlaceRecord } from '@sitescout/geodata';
import { foldName } from './fold-name.js';
import { brandOf } from './recognize-competitor.js';
import type { BusinessType } from './types.js';

/**
 * Other trades whose categories, on a place that carries neither this type's brand nor a word of its trade in
 * its name, say the place is that trade filed here too: a corner market with Google's "cafe" type, a bar also
 * tagged "cafe". Strong: a shop, never this trade. Weak: food service, which a café can also be tagged as — it
 * counts only when a source other than the Google restaurant extract (which labels every row "restaurant") says it.
 * Only types whose sources mix trades are listed.
 */
const CONFLICTING: Readonly<Record<string, { strong: readonly string[]; weak: readonly string[] }>> = {
  'coffee-shop': { strong: ['convenience-store', 'grocery'], weak: ['restaurant', 'fast-food', 'bar'] },
  bakery: { strong: ['convenience-store', 'grocery'], weak: ['restaurant', 'fast-food'] },
  restaurant: { strong: ['convenience-store', 'grocery'], weak: [] },
  'fast-food': { strong: ['convenience-store', 'grocery'], weak: [] },
};

/** Source labels that say "restaurant" for every row of their dataset, so they tell no trade apart. */
const UNDISCRIMINATING = new Set([
  'google:restaurant',
  'google:food',
  'google:establishment',
  'google:point_of_interest',
]);

/** Words in a name that say another trade than the one the place is filed under (a falafel grill among cafés). */
const OTHER_TRADE_WORDS: Readonly<Record<string, RegExp>> = {
  'coffee-shop':
    /\b(grill|grille|restaurant|kitchen|taqueria|tacos?|pizza|pizzeria|falafel|shawarma|gyros?|sushi|bbq|barbecue|burgers?|chicken|wings|steak ?house|noodles?|ramen|pho|tavern|pub|saloon|liquor|mart|market|grocery|gas|fuel)\b/i,
};

/** Snack bars NAICS 722515 counts with coffee shops, by the words their names and categories use. */
const SNACK_KINDS: ReadonlyArray<[string, RegExp]> = [
  [
    'ice cream',
    /\b(ice ?cream|gelat[oi]|frozen yogurt|froyo|creamery|paleteria|custard)\b|amenity=ice_cream|Ice Cream/i,
  ],
  ['juice', /\b(juice|smoothies?|acai)\b|Juice Bars/i],
  ['donut', /\b(donuts?|doughnuts?)\b|Donuts/i],
  ['bubble tea', /\b(boba|bubble tea)\b|Bubble Tea/i],
];

/**
 * Words of each trade in a business name, beyond the type's own name keywords: strong ones say the trade whatever
 * else the name says ("Café Colao"); weak ones (the snack bars the NAICS code shares) lose to another trade's word
 * ("Jubilee Juice & Grill" is a grill).
 */
const TRADE_WORDS: Readonly<Record<string, { strong: RegExp; weak?: RegExp }>> = {
  'coffee-shop': {
    strong: /\b(coffee|cafe|caffe|espresso|roast(ers|ery)?|latte|beanery|tea ?house)\b/i,
    weak: /\b(cafeteria|donuts?|doughnuts?|bagels?|bakery|pastry|pastries|ice ?cream|gelat[oi]|frozen yogurt|yogurt|paleteria|neveria|juice|smoothies?|creamery|boba|bubble tea|crepes?)\b/i,
  },
  bakery: {
    strong:
      /\b(bakery|bakeshop|bake ?shop|panaderia|pastry|pastries|patisserie|bread|cakes?|cupcakes?|donuts?|bagels?|pie)\b/i,
  },
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function tradeWords(type: BusinessType): RegExp | null {
  const own = TRADE_WORDS[type.id]?.strong;
  const keywords = type.recognition.nameKeywords.map(foldName);
  if (!own && keywords.length === 0) return null;
  const fromKeywords = keywords.length > 0 ? `\\b(${keywords.map(escapeRegExp).join('|')})\\b` : null;
  return new RegExp([own?.source, fromKeywords].filter(Boolean).join('|'), 'i');
}

const WORDS_CACHE = new WeakMap<BusinessType, RegExp | null>();

function hasTradeWord(type: BusinessType, name: string): boolean {
  if (!WORDS_CACHE.has(type)) WORDS_CACHE.set(type, tradeWords(type));
  return WORDS_CACHE.get(type)?.test(foldName(name)) ?? false;
}

/** The trades that conflict with the type (empty for types whose sources do not mix trades). */
export function conflictingTrades(type: BusinessType): readonly string[] {
  const c = CONFLICTING[type.id];
  return c ? [...c.strong, ...c.weak] : [];
}

/**
 * Whether a place filed under the business type belongs to another trade. A place with the type's brand or a word
 * of its trade in its name ("Janik's Cafe") is of the trade. Otherwise it is not when its name says another trade
 * ("Falafel & Grill"), when it carries a shop's category ("Foxtrot Market", "Amazon Go": Google's "cafe" among a
 * convenience store's types), a food-service category from a source that tells trades apart (a bar also tagged
 * "cafe"), or its exact name is a place of another trade nearby (`otherTradeNames`: the Saucy Porka tagged "cafe"
 * in the Loop is the restaurant recorded as Saucy Porka in Hyde Park). Such places are not competitors.
 *
 * @example outsideTrade(coffee, {name: 'Falafel & Grill', categories: ['coffee-shop', 'restaurant'], …}) // true
 */
export function outsideTrade(
  type: BusinessType,
  place: Pick<PlaceRecord, 'name' | 'categories' | 'brand' | 'sourceCategories'>,
  otherTradeNames?: Pick<ReadonlySet<string>, 'has'>,
): boolean {
  return outsideTradeByRecord(type, place) ?? otherTradeNames?.has(foldName(place.name)) ?? false;
}

/**
 * {@link outsideTrade} as far as the place's own record settles it: true or false, or undefined when only the names
 * of the other trades' places near the site can tell (the last test there). The same for a place at every site.
 */
export function outsideTradeByRecord(
  type: BusinessType,
  place: Pick<PlaceRecord, 'name' | 'categories' | 'brand' | 'sourceCategories'>,
): boolean | undefined {
  const conflicts = CONFLICTING[type.id];
  if (!conflicts) return false;
  if (brandOf(type, place.name) || (place.brand && brandOf(type, place.brand))) return false;
  if (hasTradeWord(type, place.name)) return false;
  if (OTHER_TRADE_WORDS[type.id]?.test(foldName(place.name))) return true;
  if (TRADE_WORDS[type.id]?.weak?.test(foldName(place.name))) return false;
  if (place.categories.some((c) => conflicts.strong.includes(c))) return true;
  const discriminating = place.sourceCategories.some(
    (s) => !UNDISCRIMINATING.has(s) && !s.startsWith('chain:') && !recognisedAsType(type, s),
  );
  if (discriminating && place.categories.some((c) => conflicts.weak.includes(c))) return true;
  return undefined;
}

/** Source labels that file a place under the type itself (they say nothing of another trade). */
function recognisedAsType(type: BusinessType, label: string): boolean {
  const [source, value = ''] = label.split(/:(.*)/s);
  if (source === 'osm') return type.recognition.osm.some((m) => `${m.key}=${m.value}` === value);
  if (source === 'google') return type.recognition.google.includes(value);
  if (source === 'yelp') return type.recognition.yelp.includes(value);
  // A licence's activity in words ("Preparation and Sale of Coffee and/or Drinks").
  const words = foldName(value);
  return type.recognition.nameKeywords.some((k) => words.includes(foldName(k)));
}

/** What the owner sells and what the type's NAICS code counts besides, for types whose code is broader. */
export interface ProductScope {
  product: string;
  /** "NAICS 722515 (snack and nonalcoholic beverage bars) also counts ice cream, juice, donut and bubble-tea shops". */
  naicsIncludes: string;
}

export const PRODUCT_SCOPE: Readonly<Record<string, ProductScope>> = {
  'coffee-shop': {
    product: 'coffee',
    naicsIncludes:
      'NAICS 722515 (snack and nonalcoholic beverage bars) also counts ice cream, frozen yogurt, juice, donut and bubble-tea shops',
  },
};

/**
 * The snack-bar kind of a place counted under coffee shops ("ice cream", "juice", "donut", "bubble tea"), or
 * null when it sells coffee: a coffee chain, a coffee word in its name ("Caffe Gelato" is a café), or a café
 * category with no snack word. Types without a {@link PRODUCT_SCOPE} return null.
 *
 * @example snackKind(coffee, {name: 'Donut Delight', sourceCategories: ['osm:amenity=cafe']}) // 'donut'
 */
export function snackKind(
  type: BusinessType,
  place: Pick<PlaceRecord, 'name' | 'brand' | 'sourceCategories'>,
): string | null {
  if (!PRODUCT_SCOPE[type.id]) return null;
  if (brandOf(type, place.name) || (place.brand && brandOf(type, place.brand))) return null;
  if (/\b(coffee|cafe|caffe|espresso|roast(ers|ery)?|latte)\b/i.test(foldName(place.name))) return null;
  const text = `${foldName(place.name)} ${place.sourceCategories.join(' ')}`;
  for (const [kind, pattern] of SNACK_KINDS) if (pattern.test(text)) return kind;
  return null;
}
