import { describe, expect, it } from 'vitest';
import { emptyDemographics } from '../src/build/assemble-areas.js';
import { formatCompleteness, measureCompleteness } from '../src/build/completeness.js';
import { dedupePlaces } from '../src/build/dedupe.js';
import { sameBusinessName } from '../src/build/name-similarity.js';
import { CATEGORY_NAICS } from '../src/categories/category-naics.js';
import { splitFoodService } from '../src/categories/food-service-split.js';
import { mapGoogleTypes, mapOsmTags, mapYelpCategories } from '../src/categories/map-categories.js';
import type { AreaRecord } from '../src/model/area.js';
import type { BusinessCount } from '../src/model/business-counts.js';
import type { PlaceRecord } from '../src/model/place.js';

function place(id: string, name: string, lat: number, lon: number, extra: Partial<PlaceRecord> = {}): PlaceRecord {
  const datasetId = id.split(':')[0] as string;
  return {
    id,
    name,
    brand: null,
    isChain: false,
    categories: ['restaurant'],
    sourceCategories: [],
    lat,
    lon,
    address: null,
    rating: null,
    reviewCount: null,
    priceLevel: null,
    status: null,
    datasetId,
    source: datasetId,
    vintage: 'v',
    mergedFrom: [datasetId],
    ...extra,
  };
}

describe('duplicates across sources (real pairs from the Chicago extracts)', () => {
  // Google Places 2025 and OpenStreetMap 2019 names of the same businesses, points as published.
  const PAIRS: Array<[string, string]> = [
    ['Cafe Ba-Ba-Reeba!', 'Cafe Babareeba'],
    ["Lou Malnati's Pizzeria", "Lou Malnati's"],
    ['The Berghoff Restaurant', 'The Berghoff'],
    ['Cold Stone Creamery', 'ColdStone Creamery'],
    ["Jimmy John's", 'Jimmy Johns'],
    ['Huaraches Doña Chio', 'Huaraches Dona Chio'],
    ['Tom and Jerry’s Gyros', "Tom & Jerry's Gyros"],
    ['Chuck E. Cheese', 'Chuck-e-Cheeses'],
  ];

  it('recognises near-identical names and keeps different businesses apart', () => {
    for (const [a, b] of PAIRS) expect(sameBusinessName(a, b), `${a} / ${b}`).toBe(true);
    for (const [a, b] of [
      ['Cafe Ba-Ba-Reeba!', 'Cafe Iberico'],
      ['Starbucks', 'Subway'],
      ['Pizza Hut', 'Pizza Capri'],
      ['Thai Grill', 'Thai Spice'],
    ])
      expect(sameBusinessName(a as string, b as string), `${a} / ${b}`).toBe(false);
  });

  it('merges "Cafe Ba-Ba-Reeba!" (Google, rated) and "Cafe Babareeba" (OSM) 3 m apart, keeping the rated record', () => {
    const google = place('google:1', 'Cafe Ba-Ba-Reeba!', 41.9189768, -87.6487012, { rating: 4.6, reviewCount: 5696 });
    const osm = place('osm:2968844771', 'Cafe Babareeba', 41.918971, -87.6486814, {
      sourceCategories: ['osm:amenity=restaurant'],
    });
    const { places, removed } = dedupePlaces([osm, google]);
    expect(removed).toBe(1);
    expect(places[0]).toMatchObject({ name: 'Cafe Ba-Ba-Reeba!', rating: 4.6 });
    expect(places[0]?.mergedFrom).toEqual(['google', 'osm']);
  });

  it('keeps same-named places apart beyond 75 m', () => {
    const a = place('google:1', 'Chipotle Mexican Grill', 41.9, -87.65);
    const b = place('osm:1', 'Chipotle', 41.9 + 0.0008, -87.65); // ≈ 89 m north
    expect(dedupePlaces([a, b]).removed).toBe(0);
  });
});

describe('NAICS split of eateries', () => {
  it('keeps the four food-service industries apart with their own NAICS codes', () => {
    expect(CATEGORY_NAICS.restaurant).toEqual(['722511']);
    expect(CATEGORY_NAICS['fast-food']).toEqual(['722513']);
    expect(CATEGORY_NAICS.bar).toEqual(['722410']);
    expect(CATEGORY_NAICS['coffee-shop']).toEqual(['722515']);
  });

  it('recognises each from its source categories: OSM tags, Google types, Yelp categories', () => {
    expect(mapOsmTags({ amenity: 'fast_food' }).categories).toEqual(['fast-food']);
    expect(mapOsmTags({ amenity: 'ice_cream' }).categories).toEqual(['coffee-shop']);
    expect(mapOsmTags({ amenity: 'pub' }).categories).toEqual(['bar']);
    expect(mapGoogleTypes(['meal_takeaway']).categories).toEqual(['fast-food']);
    const yelp = mapYelpCategories('Restaurants, Pizza, Food');
    expect(splitFoodService('Pequod’s', yelp.categories, yelp.sourceCategories)).toEqual(['fast-food']);
  });

  it('splits the untyped Google restaurant extract by name, and "restaurant" stays full-service', () => {
    const google = ['google:restaurant'];
    const split = (name: string) => splitFoodService(name, ['restaurant'], google);
    expect(split("Lou Malnati's Pizzeria")).toEqual(['fast-food']);
    expect(split('Jeni’s Splendid Ice Creams')).toEqual(['coffee-shop']);
    expect(split('Billy Goat Tavern')).toEqual(['bar']);
    expect(split('Twin Anchors Restaurant & Tavern')).toEqual(['bar']);
    expect(split('Alinea')).toEqual(['restaurant']);
    expect(split('Sushi Bar Ra')).toEqual(['restaurant']);
    expect(split('Bar & Grill 21')).toEqual(['restaurant']);
    // An OpenStreetMap amenity=restaurant tag is specific: full-service whatever the name says.
    expect(splitFoodService('Tapas Bar Pizza', ['restaurant'], ['osm:amenity=restaurant'])).toEqual(['restaurant']);
  });
});

describe('completeness measured at build time', () => {
  const zcta = (id: string, lat: number): AreaRecord => ({
    kind: 'zcta',
    id,
    name: id,
    state: 'IL',
    landAreaSqMi: 2,
    internalPoint: { lat, lon: -87.65 },
    polygon: null,
    countyFips: '17031',
    demographics: emptyDemographics(),
  });
  const row = (geography: 'zip' | 'county', geoId: string, naics: string, n: number): BusinessCount => ({
    geography,
    geoId,
    naics,
    establishments: n,
    establishmentsRange: [n, n],
    employees: null,
    payrollThousands: null,
    suppressed: false,
    source: 'Census',
    vintage: '2018',
  });
  const rows = measureCompleteness({
    areas: [zcta('60614', 41.92), zcta('60657', 41.94)],
    places: [
      place('g:1', 'A Dentist', 41.921, -87.65, { categories: ['dental'] }),
      place('g:2', 'Pizza One', 41.921, -87.65, { categories: ['fast-food'] }),
      place('g:3', 'Pizza Two', 41.939, -87.65, { categories: ['fast-food'] }),
    ],
    businessCounts: [
      row('zip', '60614', '621210', 58),
      row('zip', '60614', '722513', 4),
      row('zip', '60657', '722513', 2),
      row('county', '17031', '621210', 3000),
    ],
    coverage: { zip: ['60614', '60657'], county: ['17031'] },
  });
  const find = (g: string, id: string, c: string) =>
    rows.find((r) => r.geography === g && r.geoId === id && r.category === c);

  it('counts named places per ZIP (nearest ZCTA point) and county against the Census', () => {
    expect(find('zip', '60614', 'dental')).toMatchObject({ named: 1, census: 58 });
    expect(find('zip', '60614', 'fast-food')).toMatchObject({ named: 1, census: 4 });
    expect(find('zip', '60657', 'fast-food')).toMatchObject({ named: 1, census: 2 });
    expect(find('county', '17031', 'dental')).toMatchObject({ named: 1, census: 3000 });
  });

  it('records types with no named places as 0, and prints the table by type and area kind', () => {
    // No dentist is named in 60657, whose 621210 cell is absent but published elsewhere: 0 of about 1.
    expect(find('zip', '60657', 'dental')).toMatchObject({ named: 0, census: 1 });
    const table = formatCompleteness(rows);
    expect(table).toMatch(/dental\s+2 % \(1\/2\)/);
  });
});
