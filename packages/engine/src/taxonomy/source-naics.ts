import type { PlaceRecord } from '@sitescout/geodata';

/**
 * Each source label of a named place (OpenStreetMap tag, Google type, Yelp category, Chicago licence activity,
 * chain-locator category) maps to exactly ONE NAICS code, so that a place floors a trade's count only when it is
 * of the industry the Census counts for that trade (a gas station's shop is not a convenience store, a café not a
 * full-service restaurant).
 *
 * Codes are the U.S. Census Bureau's North American Industry Classification System, 2017 edition (the ZIP and
 * County Business Patterns 2018 codes), definitions at https://www.census.gov/naics/?year=2017. Where 2022 renumbered
 * an industry the 2022 code is noted; a label that says only a group of industries (Google's "restaurant", given to
 * every eatery) maps to that group's shorter code, which equals no trade's 6-digit code and so floors none.
 *
 * The table is in order of precedence: a place's code is that of its FIRST label found here. Labels that name a
 * trade sources also file as another come first (a chain's own category, a gas station or pharmacy also typed
 * "convenience_store", a supermarket also typed "bakery"), group codes last.
 */
const LABEL_NAICS: ReadonlyArray<readonly [string | RegExp, string]> = [
  // Chain locators: the brand's own trade.
  ['chain:pharmacy', '446110'], // Pharmacies and drug stores (456110 in 2022)
  ['chain:discount', '452319'], // All other general merchandise stores (455219 in 2022)
  ['chain:warehouse club', '452311'], // Warehouse clubs and supercenters (455211 in 2022)
  ['chain:grocery', '445110'], // Supermarkets and other grocery (except convenience) stores
  ['chain:convenience', '445120'], // Convenience stores (445131 in 2022)
  ['chain:coffee', '722515'], // Snack and nonalcoholic beverage bars
  ['chain:coffee and donuts', '722515'],
  ['chain:pet supplies and grooming', '453910'], // Pet and pet supplies stores (459910 in 2022)
  ['facility:pharmacy', '446110'],
  // Trades that other labels hide: fuel, drugs, liquor, supermarkets.
  ['osm:amenity=fuel', '447110'], // Gasoline stations with convenience stores (457110 in 2022)
  ['google:gas_station', '447110'],
  ['osm:amenity=pharmacy', '446110'],
  ['google:pharmacy', '446110'],
  ['google:drugstore', '446110'],
  ['yelp:Pharmacy', '446110'],
  ['yelp:Drugstores', '446110'],
  ['google:liquor_store', '445310'], // Beer, wine and liquor stores
  ['osm:shop=supermarket', '445110'],
  ['google:supermarket', '445110'],
  ['chicago:grocery store', '445110'],
  ['google:car_wash', '811192'], // Car washes
  // Food service (7225) and drinking places (7224).
  ['osm:amenity=restaurant', '722511'], // Full-service restaurants
  ['osm:amenity=fast_food', '722513'], // Limited-service restaurants
  ['osm:amenity=food_court', '722513'],
  ['google:meal_takeaway', '722513'],
  ['datafiniti:fast food', '722513'],
  ['osm:amenity=cafe', '722515'],
  ['osm:amenity=ice_cream', '722515'],
  ['google:cafe', '722515'],
  ['yelp:Coffee & Tea', '722515'],
  ['yelp:Cafes', '722515'],
  ['yelp:Coffee Roasteries', '722515'],
  ['yelp:Ice Cream & Frozen Yogurt', '722515'],
  ['yelp:Juice Bars & Smoothies', '722515'],
  ['yelp:Donuts', '722515'],
  ['yelp:Bubble Tea', '722515'],
  ['yelp:Fast Food', '722513'],
  ['yelp:Burgers', '722513'],
  ['yelp:Chicken Wings', '722513'],
  ['yelp:Pizza', '722513'],
  ['yelp:Sandwiches', '722513'],
  ['yelp:Hot Dogs', '722513'],
  ['yelp:Delis', '722513'],
  ['yelp:Food Trucks', '722513'],
  ['osm:amenity=bar', '722410'], // Drinking places (alcoholic beverages)
  ['osm:amenity=pub', '722410'],
  ['osm:amenity=biergarten', '722410'],
  ['osm:amenity=nightclub', '722410'],
  ['google:bar', '722410'],
  ['google:night_club', '722410'],
  ['yelp:Bars', '722410'],
  ['yelp:Pubs', '722410'],
  ['yelp:Sports Bars', '722410'],
  ['yelp:Wine Bars', '722410'],
  ['yelp:Cocktail Bars', '722410'],
  ['yelp:Breweries', '722410'],
  // Retail.
  ['osm:shop=convenience', '445120'],
  ['google:convenience_store', '445120'],
  ['yelp:Convenience Stores', '445120'],
  ['osm:shop=grocery', '445110'],
  ['osm:amenity=marketplace', '445110'],
  ['yelp:Grocery', '445110'],
  ['yelp:International Grocery', '445110'],
  ['osm:shop=greengrocer', '445230'], // Fruit and vegetable markets
  ['osm:shop=bakery', '311811'], // Retail bakeries
  ['google:bakery', '311811'],
  ['yelp:Bakeries', '311811'],
  ['osm:shop=clothes', '448140'], // Family clothing stores
  ['osm:shop=shoes', '448210'], // Shoe stores
  ['google:shoe_store', '448210'],
  ['yelp:Shoe Stores', '448210'],
  ['google:clothing_store', '448140'],
  ["yelp:Women's Clothing", '448120'],
  ["yelp:Men's Clothing", '448110'],
  ["yelp:Children's Clothing", '448130'],
  ['yelp:Fashion', '448140'],
  ['osm:shop=chemist', '446120'], // Cosmetics, beauty supplies and perfume stores
  ['osm:shop=pet', '453910'], // Pet and pet supplies stores
  ['google:pet_store', '453910'],
  ['google:florist', '453110'],
  // Personal care.
  [/^chicago-licence:.*barber/i, '812111'], // Barber shops
  ['yelp:Barbers', '812111'],
  [/^chicago-licence:.*nail/i, '812113'], // Nail salons
  ['yelp:Nail Salons', '812113'],
  [/^chicago-licence:.*(hair|beauty|cosmetolog)/i, '812112'], // Beauty salons
  ['osm:shop=hairdresser', '812112'],
  ['osm:shop=beauty', '812112'],
  ['google:beauty_salon', '812112'],
  ['yelp:Hair Salons', '812112'],
  ['google:hair_care', '81211'], // Hair, nail and skin care services (barbers and salons alike)
  ['yelp:Beauty & Spas', '81211'],
  [/^chicago-licence:.*(massage|body art|spa\b)/i, '812199'], // Other personal care services
  ['osm:shop=massage', '812199'],
  ['google:spa', '812199'],
  ['yelp:Day Spas', '812199'],
  ['yelp:Massage', '812199'],
  [/^chicago-licence:.*(laundromat|self service laundr)/i, '812310'], // Coin-operated laundries and drycleaners
  [/^chicago-licence:.*(dry clean|laundr)/i, '812320'], // Drycleaning and laundry services
  ['osm:shop=laundry', '812310'],
  ['yelp:Laundromat', '812310'],
  ['osm:shop=dry_cleaning', '812320'],
  ['yelp:Dry Cleaning & Laundry', '812320'],
  ['yelp:Laundry Services', '812320'],
  ['google:laundry', '8123'], // Drycleaning and laundry services (group)
  ['osm:shop=pet_grooming', '812910'], // Pet care (except veterinary) services
  ['yelp:Pet Groomers', '812910'],
  ['yelp:Pet Services', '812910'],
  ['yelp:Pet Sitting', '812910'],
  [/^chicago-licence:.*(animal|pet)/i, '812910'],
  ['osm:amenity=veterinary', '541940'], // Veterinary services
  ['google:veterinary_care', '541940'],
  ['yelp:Veterinarians', '541940'],
  // Health.
  ['osm:amenity=dentist', '621210'], // Offices of dentists
  ['osm:healthcare=dentist', '621210'],
  ['google:dentist', '621210'],
  ['yelp:Dentists', '621210'],
  ['yelp:General Dentistry', '621210'],
  ['osm:amenity=hospital', '622110'], // General medical and surgical hospitals
  ['google:hospital', '622110'],
  ['yelp:Hospitals', '622110'],
  ['osm:amenity=doctors', '621111'], // Offices of physicians (except mental health specialists)
  ['osm:healthcare=doctor', '621111'],
  ['google:doctor', '621111'],
  ['yelp:Doctors', '621111'],
  ['osm:amenity=clinic', '621111'],
  ['osm:healthcare=clinic', '621111'],
  ['yelp:Medical Centers', '621111'],
  ['yelp:Urgent Care', '621493'], // Freestanding ambulatory surgical and emergency centers
  // Care, fitness, home and auto services.
  ['osm:amenity=kindergarten', '624410'], // Child day care services
  ['osm:amenity=childcare', '624410'],
  ['yelp:Child Care & Day Care', '624410'],
  ['yelp:Preschools', '624410'],
  [/^chicago-licence:.*(day ?care|children's services|care for, children)/i, '624410'],
  [/^chicago-licence:.*combat and self-defense/i, '611620'], // Sports and recreation instruction
  [/^chicago-licence:.*tutoring/i, '611691'], // Exam preparation and tutoring
  ['osm:leisure=fitness_centre', '713940'], // Fitness and recreational sports centers
  ['osm:leisure=sports_centre', '713940'],
  ['google:gym', '713940'],
  ['yelp:Gyms', '713940'],
  ['yelp:Fitness & Instruction', '713940'],
  ['yelp:Yoga', '713940'],
  ['yelp:Pilates', '713940'],
  [/^chicago-licence:.*(fitness|gym|health club)/i, '713940'],
  ['osm:craft=hvac', '238220'], // Plumbing, heating and air-conditioning contractors
  ['osm:craft=plumber', '238220'],
  ['google:plumber', '238220'],
  ['yelp:Heating & Air Conditioning/HVAC', '238220'],
  ['yelp:Plumbing', '238220'],
  ['osm:craft=electrician', '238210'], // Electrical contractors
  ['google:electrician', '238210'],
  ['yelp:Electricians', '238210'],
  ['osm:craft=gardener', '561730'], // Landscaping services
  ['yelp:Landscaping', '561730'],
  ['yelp:Lawn Services', '561730'],
  ['yelp:Gardeners', '561730'],
  ['yelp:Pest Control', '561710'], // Exterminating and pest control services
  ['yelp:Home Cleaning', '561720'], // Janitorial services
  ['yelp:Office Cleaning', '561720'],
  [/^chicago-licence:.*(motor vehicle repair|auto(motive)? repair|engine|body repair)/i, '811111'], // General automotive repair
  ['osm:shop=car_repair', '811111'],
  ['google:car_repair', '811111'],
  ['yelp:Auto Repair', '811111'],
  ['yelp:Oil Change Stations', '811191'], // Automotive oil change and lubrication shops
  // Licences for food and drink, after the trades above (a salon's licence may also list retail sales).
  [/^chicago-licence:.*(coffee)/i, '722515'],
  [/^chicago-licence:.*(bakery|baked goods)/i, '311811'],
  [/^chicago-licence:.*(without dining)/i, '722513'],
  [/^chicago-licence:.*(dining|restaurant|seating)/i, '722511'],
  [/^chicago-licence:.*(tavern|liquor.*consum|consumption of liquor|late hour)/i, '722410'],
  [/^chicago-licence:.*(grocery|produce)/i, '445110'],
  [/^chicago-licence:.*(clothing|apparel|shoes)/i, '448140'],
  // Group codes last: they say the kind of business, not the industry.
  ['google:grocery_or_supermarket', '4451'], // Grocery stores (supermarkets and convenience stores alike)
  ['google:restaurant', '7225'], // Restaurants and other eating places (every kind)
  ['yelp:Restaurants', '7225'],
];

const EXACT = new Map<string, number>();
const PATTERNS: Array<[RegExp, number]> = [];
for (const [i, [label]] of LABEL_NAICS.entries()) {
  if (typeof label !== 'string') PATTERNS.push([label, i]);
  else if (!EXACT.has(label)) EXACT.set(label, i);
}

/** The NAICS code of one source label ("google:gas_station" → "447110"), or null when the label names no industry. */
function labelRank(label: string): number | null {
  const exact = EXACT.get(label);
  const pattern = PATTERNS.find(([re]) => re.test(label))?.[1];
  if (exact === undefined) return pattern ?? null;
  return pattern === undefined ? exact : Math.min(exact, pattern);
}

/**
 * The industries the importer's name-word split (geodata `categories/food-service-split.ts`) moves an eatery into
 * when its source says only "restaurant" ("… Coffee" → coffee and snack bars): the split's own NAICS codes.
 */
const NAME_SPLIT: ReadonlyArray<readonly [PlaceRecord['categories'][number], string]> = [
  ['coffee-shop', '722515'],
  ['fast-food', '722513'],
  ['bar', '722410'],
];

/**
 * The one NAICS code of a named place: that of its first label in the table's order of precedence, or null when
 * none of its labels names an industry. An eatery whose only label is a generic "restaurant" takes the code of the
 * name-word split when the importer moved it out of full-service restaurants, else stays "7225" (kind unknown).
 *
 * @example placeNaics({sourceCategories: ['google:convenience_store', 'google:gas_station'], categories: []}) // '447110'
 */
export function placeNaics(place: Pick<PlaceRecord, 'sourceCategories' | 'categories'>): string | null {
  let best: number | null = null;
  for (const label of place.sourceCategories) {
    const rank = labelRank(label);
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  const code = best === null ? null : (LABEL_NAICS[best]?.[1] ?? null);
  if (code !== '7225' || place.categories.includes('restaurant')) return code;
  return NAME_SPLIT.find(([category]) => place.categories.includes(category))?.[1] ?? code;
}

/**
 * Whether a named place is of the industry the Census counts for a trade: its one code is one of the trade's codes.
 * A place whose labels name no industry at all (a source with no categories) is kept: nothing says it is another.
 *
 * @example inCensusTrade(['445120', '445131'], {sourceCategories: ['google:gas_station', 'google:convenience_store'], categories: []}) // false
 */
export function inCensusTrade(
  naics: readonly string[],
  place: Pick<PlaceRecord, 'sourceCategories' | 'categories'>,
): boolean {
  const code = placeNaics(place);
  return code === null || naics.includes(code);
}
