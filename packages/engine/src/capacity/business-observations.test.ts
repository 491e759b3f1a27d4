import { type BusinessCount, createGeoView } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { area, CENTER, offset } from '../../test/fixtures/tiny-world.js';
import { countyObservations, zipObservations } from './business-observations.js';

const CBP = { source: 'Test CBP', vintage: '2023' };
const row = (geography: 'county' | 'zip', geoId: string, naics: string, n: number): BusinessCount => ({
  geography,
  geoId,
  naics,
  establishments: n,
  establishmentsRange: [n, n],
  employees: null,
  payrollThousands: null,
  suppressed: false,
  ...CBP,
});
const people = { population: 50_000, populationDensity: 400, perCapitaIncome: 40_000, householdSize: 2.5 };

function view() {
  return createGeoView({
    areas: [
      area('county', '17001', CENTER, 100, people, { countyFips: null }),
      area('county', '17003', offset(CENTER, 20, 0), 100, people, { countyFips: null }),
      area('county', '17005', offset(CENTER, 40, 0), 100, { population: 9_000 }, { countyFips: null }),
      // No household size of its own: falls back to its county (17001).
      area(
        'zcta',
        '60001',
        CENTER,
        2,
        { population: 30_000, populationDensity: 15_000, perCapitaIncome: 60_000 },
        {
          countyFips: '17001',
        },
      ),
      area('zcta', '60002', offset(CENTER, 3, 0), 2, people, { countyFips: '17001' }),
    ],
    businessCounts: [
      row('county', '17001', '111111', 12),
      row('county', '17001', '222222', 4),
      row('county', '17003', '111111', 7), // 222222 absent here → suppressed 0–2
      row('county', '17005', '111111', 3),
      row('zip', '60001', '111111', 9),
    ],
    businessCountCoverage: { county: ['17001', '17003', '17005'], zip: ['60001', '99999'] },
  });
}

describe('countyObservations (CBP joined to county ACS)', () => {
  it('turns an absent cell into a censored range and drops a code no area publishes', () => {
    const set = countyObservations(view(), ['111111', '222222', '333333']);
    expect(set.naicsUsed).toEqual(['111111', '222222']);
    expect(set.naicsNotInDataset).toEqual(['333333']);
    const byId = Object.fromEntries(set.observations.map((o) => [o.id, o]));
    expect(byId['17001']).toMatchObject({ low: 16, high: 16, censored: false });
    expect(byId['17003']).toMatchObject({ low: 7, high: 9, censored: true });
  });

  it('leaves out a county whose demographics lack a model input instead of inventing one', () => {
    const set = countyObservations(view(), ['111111']);
    expect(set.observations.map((o) => o.id)).toEqual(['17001', '17003']);
    expect(set.excluded).toEqual([{ id: '17005', reason: expect.stringContaining('missing') }]);
  });
});

describe('zipObservations (ZBP joined to ZCTAs)', () => {
  it('joins a ZIP to the ZCTA of the same code, with the county filling a missing household size', () => {
    const set = zipObservations(view(), ['111111']);
    expect(set.observations).toHaveLength(1);
    const [zip] = set.observations;
    expect(zip).toMatchObject({ geography: 'zip', id: '60001', low: 9, high: 9 });
    expect(zip?.inputs).toEqual({
      population: 30_000,
      populationDensity: 15_000,
      perCapitaIncome2023: 60_000,
      householdSize: 2.5,
    });
  });
});
