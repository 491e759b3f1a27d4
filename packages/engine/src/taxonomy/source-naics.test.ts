import { describe, expect, it } from 'vitest';
import { inCensusTrade, placeNaics } from './source-naics.js';

const at = (sourceCategories: string[], categories: string[] = []) =>
  ({ sourceCategories, categories }) as Parameters<typeof placeNaics>[0];

describe('one NAICS code per named place', () => {
  it('a trade that other labels hide wins: fuel, drugs, liquor, a chain’s own trade', () => {
    expect(placeNaics(at(['google:convenience_store', 'google:gas_station']))).toBe('447110');
    expect(placeNaics(at(['google:convenience_store', 'google:drugstore']))).toBe('446110');
    expect(placeNaics(at(['google:convenience_store', 'google:liquor_store']))).toBe('445310');
    expect(placeNaics(at(['chain:convenience', 'google:cafe', 'google:restaurant']))).toBe('445120');
    expect(placeNaics(at(['chain:coffee and donuts', 'google:restaurant']))).toBe('722515');
  });

  it('eateries: full-service, limited-service and snack bars apart; a generic "restaurant" says no kind', () => {
    expect(placeNaics(at(['osm:amenity=restaurant']))).toBe('722511');
    expect(placeNaics(at(['osm:amenity=fast_food', 'yelp:Restaurants']))).toBe('722513');
    expect(placeNaics(at(['google:restaurant'], ['restaurant']))).toBe('7225');
    // The importer's name-word split moved it to coffee and snack bars.
    expect(placeNaics(at(['google:restaurant'], ['coffee-shop']))).toBe('722515');
  });

  it('licences and salons: barbers 812111 apart from beauty salons 812112', () => {
    expect(placeNaics(at(['chicago-licence:Barber Shop']))).toBe('812111');
    expect(placeNaics(at(['chicago-licence:Hair Services']))).toBe('812112');
    expect(placeNaics(at(['chicago-licence:Motor Vehicle Repair - Engine and Body Work']))).toBe('811111');
    expect(placeNaics(at(['chicago-licence:Supervision of, and Care for, Children 0-6 Years of Age']))).toBe('624410');
    // A pet superstore is retail (453910), not pet care (812910), whatever grooming it offers.
    expect(placeNaics(at(['chain:pet supplies and grooming']))).toBe('453910');
  });

  it('a place counts for a trade only when its code is the trade’s; no label at all keeps it', () => {
    expect(inCensusTrade(['445120', '445131'], at(['google:convenience_store']))).toBe(true);
    expect(inCensusTrade(['445120', '445131'], at(['google:gas_station', 'google:convenience_store']))).toBe(false);
    expect(inCensusTrade(['722511'], at([]))).toBe(true);
  });
});
