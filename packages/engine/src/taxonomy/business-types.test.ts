import { BUSINESS_CATEGORIES } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../errors/engine-input-error.js';
import { BUSINESS_TYPES, getBusinessType } from './business-types.js';
import { brandOf, recognizeCompetitor } from './recognize-competitor.js';

describe('business-type taxonomy', () => {
  it('covers every business category the geodata importers assign, with the same ids', () => {
    expect(BUSINESS_TYPES.map((t) => t.id).sort()).toEqual([...BUSINESS_CATEGORIES].sort());
  });

  it('declares recognition in every source vocabulary and sensible defaults for each type', () => {
    for (const t of BUSINESS_TYPES) {
      expect(t.recognition.naics.length, t.id).toBeGreaterThan(0);
      expect(t.recognition.osm.length, t.id).toBeGreaterThan(0);
      expect(t.recognition.yelp.length, t.id).toBeGreaterThan(0);
      expect(t.recognition.brands.length, t.id).toBeGreaterThan(0);
      expect(t.targetCustomers.length, t.id).toBeGreaterThan(0);
      expect(t.defaultRadiusMiles, t.id).toBe(t.kind === 'storefront' ? 1 : 15);
      expect(t.huffBeta, t.id).toBeGreaterThanOrEqual(1.5);
      expect(t.huffBeta, t.id).toBeLessThanOrEqual(2);
      const sum = Object.values(t.weights).reduce((a, b) => a + b, 0);
      expect(sum, t.id).toBeCloseTo(1, 9);
    }
  });

  it('carries the industry benchmarks for HVAC, plumbing, lawn care and pest control', () => {
    expect(getBusinessType('hvac').benchmarks).toMatchObject({
      homeownershipMin: 0.6,
      builtBefore: 1990,
      incomeMin: 75_000,
      homeValueMin: 300_000,
      growthMinPctPerYear: 2,
      exampleDensityPer10kHouseholds: 5.2,
    });
    expect(getBusinessType('plumbing').benchmarks).toMatchObject({
      homeownershipMin: 0.65,
      builtBefore: 1985,
      incomeMin: 70_000,
      homeValueMin: 250_000,
      growthMinPctPerYear: 1.5,
      exampleDensityPer10kHouseholds: 4.8,
    });
    expect(getBusinessType('lawn-care').benchmarks).toMatchObject({
      homeownershipMin: 0.7,
      incomeMin: 80_000,
      homeValueMin: 400_000,
      exampleDensityPer10kHouseholds: 3.2,
    });
    expect(getBusinessType('pest-control').benchmarks).toMatchObject({
      homeownershipMin: 0.65,
      builtBefore: 1980,
      incomeMin: 60_000,
      exampleDensityPer10kHouseholds: 6.1,
    });
    expect(getBusinessType('coffee-shop').benchmarks).toBeUndefined();
  });

  it('rejects an unknown type with the field named and the valid ids listed', () => {
    const error = (() => {
      try {
        getBusinessType('coffe-shop');
      } catch (e) {
        return e as EngineInputError;
      }
    })();
    expect(error).toBeInstanceOf(EngineInputError);
    expect(error?.field).toBe('businessType');
    expect(error?.message).toContain('coffee-shop');
  });
});

describe('recognizeCompetitor', () => {
  const coffee = getBusinessType('coffee-shop');
  const barber = getBusinessType('barber');

  it('recognises a competitor from each source vocabulary', () => {
    expect(recognizeCompetitor(coffee, { osmTags: { amenity: 'cafe' } })).toBe('osm');
    expect(recognizeCompetitor(coffee, { googleTypes: ['cafe', 'food'] })).toBe('google');
    expect(recognizeCompetitor(coffee, { yelpCategories: ['Coffee & Tea'] })).toBe('yelp');
    expect(recognizeCompetitor(coffee, { naics: ['722515'] })).toBe('naics');
    expect(recognizeCompetitor(coffee, { name: "Dunkin' Donuts #4411" })).toBe('brand');
    expect(recognizeCompetitor(coffee, { categories: ['coffee-shop'] })).toBe('category');
  });

  it('does not count unrelated places or plain name keywords', () => {
    expect(
      recognizeCompetitor(coffee, { osmTags: { amenity: 'restaurant' }, name: 'Coffee Cup Diner' }),
    ).toBeUndefined();
    expect(recognizeCompetitor(coffee, { name: 'Not Starbucks' })).toBeUndefined();
  });

  it('requires the extra OSM tag where a preset needs one (barbers are hairdressers with hairdresser=barber)', () => {
    expect(recognizeCompetitor(barber, { osmTags: { shop: 'hairdresser' } })).toBeUndefined();
    expect(recognizeCompetitor(barber, { osmTags: { shop: 'hairdresser', hairdresser: 'barber' } })).toBe('osm');
  });

  it('tells chains from independents by brand', () => {
    expect(brandOf(coffee, 'Starbucks Reserve Roastery')).toBe('Starbucks');
    expect(brandOf(coffee, 'PEETS COFFEE')).toBe("Peet's Coffee");
    expect(brandOf(coffee, 'Dunkin’ Donuts')).toBe("Dunkin'");
    expect(brandOf(coffee, 'Bean There')).toBeUndefined();
  });
});

describe('foreignBrand', () => {
  it('spots another type’s chain filed under this type, but not this type’s own chains', async () => {
    const { foreignBrand } = await import('./recognize-competitor.js');
    const coffee = getBusinessType('coffee-shop');
    expect(foreignBrand(coffee, '7-Eleven #33856K', BUSINESS_TYPES)).toBe('7-Eleven');
    expect(foreignBrand(coffee, 'Starbucks', BUSINESS_TYPES)).toBeUndefined();
    expect(foreignBrand(coffee, 'Bean There', BUSINESS_TYPES)).toBeUndefined();
  });
});
