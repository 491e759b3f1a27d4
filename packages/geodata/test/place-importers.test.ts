import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UnmappedCounter } from '../src/categories/unmapped-counter.js';
import { importGrocery2020, importLibraries, importLicences } from '../src/importers/places/chicago-civic.js';
import { importDatafiniti } from '../src/importers/places/datafiniti.js';
import {
  importGoogleRestaurants,
  importGoogleTyped,
  parseGoogleRestaurantLine,
} from '../src/importers/places/google-places.js';
import { importOsmAmenityCsv, importOsmGeoJson, importOverpassJson, parseHstore } from '../src/importers/places/osm.js';
import { importYelp } from '../src/importers/places/yelp.js';
import { dataLines, dataText } from './helpers/data.js';
import { placeSource } from './helpers/sources.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('Google Places restaurants (no header, commas inside fields)', () => {
  it('reads names and addresses containing commas by parsing from the right', () => {
    const line = dataLines('places/chicago-google-places-2025/chicago_restaurants.csv').find((l) =>
      l.startsWith('Americano, Lincoln Park,'),
    );
    const row = parseGoogleRestaurantLine(line as string);
    expect(row?.name).toBe('Americano, Lincoln Park');
    expect(row?.status).toBe('OPERATIONAL');
    expect(row?.address).toBe('1816 North Clark Street, Chicago');
    expect(row?.priceLevel).toBeNull();
    expect(row?.lat).toBeCloseTo(41.9152698, 6);
  });

  it('keeps "No rating" as null rather than 0', () => {
    const line = dataLines('places/chicago-google-places-2025/chicago_restaurants.csv').find((l) =>
      l.startsWith('Best Subs,'),
    );
    const row = parseGoogleRestaurantLine(line as string);
    expect(row?.rating).toBeNull();
    expect(row?.reviewCount).toBeNull();
    expect(row?.address).toBe('United States');
  });

  it('imports the whole file with ratings, Starbucks as a chain coffee shop and not a full-service restaurant', () => {
    const unmapped = new UnmappedCounter();
    const text = dataText('places/chicago-google-places-2025/chicago_restaurants.csv');
    const { records, rowsRead } = importGoogleRestaurants(text, placeSource('g'), unmapped);
    expect(records.length).toBe(rowsRead);
    const starbucks = records.find((p) => p.name === 'Starbucks');
    expect(starbucks?.isChain).toBe(true);
    // NAICS split: coffee/snack bars (722515) are not full-service restaurants (722511).
    expect(starbucks?.categories).toEqual(['coffee-shop']);
    expect(records.find((p) => p.name === 'Alinea')?.categories ?? ['restaurant']).toEqual(['restaurant']);
    expect(records.filter((p) => p.rating !== null).length).toBeGreaterThan(records.length * 0.8);
  });

  it('maps Google types in the typed files and counts the types it cannot map', () => {
    const unmapped = new UnmappedCounter();
    const { records } = importGoogleTyped(
      dataText('places/chicago-google-places-2025/convenience_store_data.csv'),
      placeSource('gc'),
      unmapped,
    );
    const aldi = records.find((p) => p.name === 'ALDI');
    expect(aldi?.categories).toContain('grocery');
    expect(aldi?.sourceCategories).toContain('google:supermarket');
    expect(Object.keys(unmapped.toRecord()).every((k) => k.startsWith('google:') || k.startsWith('gc:'))).toBe(true);
  });
});

describe('OpenStreetMap', () => {
  it('parses hstore other_tags with escaped quotes', () => {
    expect(parseHstore('"amenity"=>"cafe","name"=>"Joe\\"s","addr:street"=>"Clark"')).toEqual({
      amenity: 'cafe',
      name: 'Joe"s',
      'addr:street': 'Clark',
    });
  });

  it('imports the real Chicago amenity CSV with tags and categories', () => {
    const unmapped = new UnmappedCounter();
    const { records } = importOsmAmenityCsv(
      dataText('places/chicago-osm-amenities/POI_Chicago-2019.csv'),
      placeSource('osm'),
      unmapped,
    );
    const cafes = records.filter((p) => p.sourceCategories.includes('osm:amenity=cafe'));
    expect(cafes.length).toBeGreaterThan(200);
    expect(cafes.every((p) => p.categories.includes('coffee-shop'))).toBe(true);
    expect(records.some((p) => p.address !== null)).toBe(true);
    expect(unmapped.toRecord()['osm:amenity=bench']).toBeGreaterThan(0);
  });

  it('imports Overpass JSON: nodes, ways by centre, brands, barber and nail refinements', () => {
    const unmapped = new UnmappedCounter();
    const { records, rowsRead } = importOverpassJson(
      fixture('overpass-lincoln-park.json'),
      placeSource('overpass'),
      unmapped,
    );
    expect(rowsRead).toBe(7);
    const byName = new Map(records.map((p) => [p.name, p]));
    expect(byName.get('Starbucks')).toMatchObject({
      brand: 'Starbucks',
      isChain: true,
      address: '2475 North Clark Street',
    });
    expect(byName.get('Corner Bean')?.categories).toEqual(['coffee-shop']);
    expect(byName.get('Corner Bean')?.isChain).toBe(false);
    expect(byName.get('Clark Street Barbers')?.categories).toContain('barber');
    expect(byName.get('Clark Street Barbers')?.id).toBe('overpass:way/201');
    expect(byName.get('Polished Nails')?.categories).toContain('nail-salon');
    expect(byName.has('No Centre Park')).toBe(false);
    expect(unmapped.toRecord()).toEqual({ 'osm:amenity=fuel': 1 });
  });

  it('imports OSM GeoJSON with flat or nested tags, polygons by centroid', () => {
    const unmapped = new UnmappedCounter();
    const { records } = importOsmGeoJson(fixture('osm-amenities.geojson'), placeSource('osmgeo'), unmapped);
    expect(records.map((p) => [p.name, p.categories])).toEqual([
      ['Taqueria Uno', ['restaurant']],
      ['North Ave Fitness', ['fitness']],
    ]);
    expect(records[1]?.lat).toBeCloseTo(41.9105, 4);
  });
});

describe('Yelp, Datafiniti, City of Chicago lists', () => {
  it('Yelp JSON lines: stars, review counts and categories', () => {
    const unmapped = new UnmappedCounter();
    const text = dataText('places/yelp-open-dataset-samples/rachelalutes_yelp_business_2018.json');
    const { records, rowsRead, warnings } = importYelp(text, placeSource('yelp'), unmapped);
    // Every business but those Yelp marks closed, counted in the file itself.
    const closed = text.split('\n').filter((line) => /"is_open":\s*0\b/.test(line)).length;
    expect(closed).toBeGreaterThan(0);
    expect(records.length).toBe(rowsRead - closed);
    expect(warnings).toContain(`${closed} businesses Yelp marks closed (is_open 0) left out`);
    const brewery = records.find((p) => p.name === 'Minhas Micro Brewery');
    expect(brewery).toMatchObject({ rating: 4, reviewCount: 24 });
    // A brewery is a drinking place (NAICS 722410), whatever generic "Restaurants" tag it also has.
    expect(brewery?.categories).toContain('bar');
    expect(brewery?.categories).not.toContain('restaurant');
  });

  it("Yelp: a business marked closed (St. Louis's Ricardo's Italian Cafe, is_open 0) is no place at all", () => {
    const { records } = importYelp(
      dataText('places/yelp-open-dataset-samples/zenv_yelp_business.json'),
      placeSource('yelp'),
      new UnmappedCounter(),
    );
    expect(records.some((p) => p.name === "Ricardo's Italian Cafe")).toBe(false);
    expect(records.some((p) => p.status === 'CLOSED')).toBe(false);
  });

  it('Datafiniti rows are all fast food', () => {
    const { records } = importDatafiniti(
      dataText('places/us-fast-food-datafiniti/FastFoodRestaurants.csv'),
      placeSource('df'),
      new UnmappedCounter(),
    );
    expect(records.length).toBeGreaterThan(9000);
    expect(records.every((p) => p.categories.includes('fast-food'))).toBe(true);
  });

  it('libraries: "(lat, lon)" strings, and the misplaced Vodak-East Side point is flagged', () => {
    const { records, warnings } = importLibraries(
      dataText('places/chicago-civic/libraries_2024.csv'),
      placeSource('lib'),
      new UnmappedCounter(),
    );
    expect(records).toHaveLength(81);
    expect(records.every((p) => p.categories.includes('library') && p.lat > 41.6 && p.lat < 42.1)).toBe(true);
    expect(warnings.some((w) => w.startsWith('Vodak-East Side'))).toBe(true);
  });

  it('grocery 2020: WKT "POINT (lon lat)" read in the right order', () => {
    const { records } = importGrocery2020(
      dataText('places/chicago-civic/grocery_store_status_2020.csv'),
      placeSource('gr'),
      new UnmappedCounter(),
    );
    const jewel = records.find((p) => p.address?.startsWith('87 W 87th St'));
    expect(jewel).toMatchObject({ lat: 41.736172, lon: -87.626243, status: 'OPEN' });
  });

  it('licences: rows without coordinates are counted, activities mapped to categories', () => {
    const { records, rowsRead, warnings } = importLicences(
      dataText('places/chicago-business-licenses/licenses_2025-08-25.json'),
      placeSource('lic'),
      new UnmappedCounter(),
    );
    expect(records.length).toBeLessThan(rowsRead);
    expect(warnings[0]).toMatch(/without coordinates/);
    expect(records.some((p) => p.categories.includes('beauty-salon'))).toBe(true);
  });

  it('licences: the upper-case 2002-2017 CSV sample reads through the same importer', () => {
    const { records } = importLicences(
      dataText('places/chicago-business-licenses/licenses_sample_2002_2017.csv'),
      placeSource('lic-old'),
      new UnmappedCounter(),
    );
    expect(records.find((p) => p.name === 'BUCCI BIG & TALL INC.')?.categories).toContain('clothing-store');
  });
});
