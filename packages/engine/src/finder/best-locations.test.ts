import { type BusinessCount, createGeoView } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { capacityModelFixture } from '../../test/fixtures/capacity-model.js';
import { area, CENTER, offset, tinyWorld } from '../../test/fixtures/tiny-world.js';
import { createEngineContext } from '../analysis/engine-context.js';
import { EngineInputError } from '../errors/engine-input-error.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import type { BusinessType } from '../taxonomy/types.js';
import { bestLocations } from './best-locations.js';

/** A ZIP Code Business Patterns count of coffee shops. */
const zbp = (zip: string, n: number): BusinessCount => ({
  geography: 'zip',
  geoId: zip,
  naics: '722515',
  establishments: n,
  establishmentsRange: [n, n],
  employees: null,
  payrollThousands: null,
  suppressed: false,
  source: 'Test ZBP',
  vintage: '2018',
});

describe('bestLocations', () => {
  const ctx = createEngineContext(tinyWorld());
  const coffee = getBusinessType('coffee-shop');

  it('scores every populated ZCTA of the county and ranks them with reasons', () => {
    const r = bestLocations(ctx, coffee, { kind: 'county', fips: '17999' });
    expect(r.areasScored).toBe(3);
    expect(r.top.map((t) => t.rank)).toEqual([1, 2, 3]);
    const scores = r.top.map((t) => t.score.value);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(r.top[0]?.reasons.length).toBeGreaterThan(0);
    expect(r.top[0]?.reasons[0]).toMatch(/^\w+ \d+\/100: /);
  });

  it('honours a bounding box and a top-N limit', () => {
    const r = bestLocations(ctx, coffee, { kind: 'bbox', bbox: [-87.66, 41.89, -87.64, 41.91] }, { topN: 1 });
    expect(r.areasScored).toBe(1);
    expect(r.top[0]?.zcta).toBe('60001');
  });

  it('scores only the ZIP codes listed', () => {
    const all = bestLocations(ctx, coffee, { kind: 'county', fips: '17999' });
    const two = all.top.slice(1).map((t) => t.zcta);
    const r = bestLocations(ctx, coffee, { kind: 'zctas', zctas: two });
    expect(r.top.map((t) => t.zcta).sort()).toEqual([...two].sort());
    expect(r.region).toMatch(/^ZIP /);
    expect(() => bestLocations(ctx, coffee, { kind: 'zctas', zctas: ['6061'] })).toThrowError(/5-digit/);
  });

  it('names the bad field of a region', () => {
    expect(() => bestLocations(ctx, coffee, { kind: 'county', fips: 'Cook' })).toThrowError(EngineInputError);
    expect(() => bestLocations(ctx, coffee, { kind: 'bbox', bbox: [1, 1, 0, 0] })).toThrowError(
      expect.objectContaining({ field: 'region.bbox' }),
    );
  });
});

describe('bestLocations ranked by the capacity gap', () => {
  const coffee = getBusinessType('coffee-shop');
  const figures = (population: number) => ({
    population,
    households: population / 2,
    populationDensity: 10_000,
    perCapitaIncome: 50_000,
    householdSize: 2,
  });
  // The model fixture expects 1 coffee shop per 1,000 people: 60001 has room for 2, 60002 for 15.
  const ctx = createEngineContext(
    createGeoView({
      areas: [
        area('zcta', '60001', CENTER, 4, figures(40_000)),
        area('zcta', '60002', offset(CENTER, 3, 0), 4, figures(20_000)),
      ],
      businessCounts: [zbp('60001', 38), zbp('60002', 5)],
      businessCountCoverage: { county: [], zip: ['60001', '60002'] },
    }),
  );
  const region = { kind: 'county', fips: '17999' } as const;

  it('puts the area with room for the most establishments first and shows each gap', () => {
    const r = bestLocations(ctx, coffee, region, { rankBy: 'capacity-gap', capacityModel: capacityModelFixture(30) });
    expect(r.rankedBy).toBe('capacity-gap');
    expect(r.top.map((t) => t.zcta)).toEqual(['60002', '60001']);
    expect(r.top.map((t) => t.capacity?.gap)).toEqual([15, 2]);
    expect(r.method).toContain('Ranked by the capacity gap');
  });

  it('falls back to the score, and says why, when the model is weak for the type', () => {
    const r = bestLocations(ctx, coffee, region, { rankBy: 'capacity-gap', capacityModel: capacityModelFixture(70) });
    expect(r.rankedBy).toBe('score');
    expect(r.method).toContain('the capacity model is weak for coffee shops');
    const scores = r.top.map((t) => t.score.value);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});

describe('bestLocations with thin data', () => {
  const coffee = getBusinessType('coffee-shop');
  const figures = (population: number, perCapitaIncome: number) => ({
    population,
    households: population / 2,
    populationDensity: 10_000,
    perCapitaIncome,
    householdSize: 2,
  });
  // 60011 and 60012 have coffee shops (their ZIP count, the county's apportioned); 60013 is as rich as 60012 but
  // its ZIP count is none, so its competition cannot be scored and only 45 % of the weight is measured there.
  const ctx = createEngineContext(
    createGeoView({
      areas: [
        area('zcta', '60011', CENTER, 4, figures(30_000, 30_000)),
        area('zcta', '60012', offset(CENTER, 10, 0), 4, figures(30_000, 90_000)),
        area('zcta', '60013', offset(CENTER, 0, 10), 4, figures(30_000, 90_000)),
        area('county', '17999', CENTER, 400, figures(600_000, 40_000)),
      ],
      businessCounts: [zbp('60011', 12), zbp('60013', 0), { ...zbp('17999', 150), geography: 'county' }],
      businessCountCoverage: { county: ['17999'], zip: ['60011', '60013'] },
    }),
  );

  it('ranks an area measured on under 60 % of the weight after the measured ones, and says why', () => {
    const r = bestLocations(ctx, coffee, { kind: 'county', fips: '17999' }, { capacityModel: null });
    expect(r.top.map((t) => t.zcta)).toEqual(['60012', '60011', '60013']);
    const [first, , last] = r.top;
    // Its few known parts renormalised give it the highest score, yet it is ranked last.
    expect(last?.score.value).toBeGreaterThan(first?.score.value ?? 100);
    expect(last?.reasons[0]).toBe(
      "ranked after the better-measured areas: only 45 % of the score's weight is measured here (no data for competition, access, cost)",
    );
  });

  it('does not score "no competitors" from a count of none in the ring', () => {
    const r = bestLocations(ctx, coffee, { kind: 'zctas', zctas: ['60013'] }, { capacityModel: null });
    const competition = r.top[0]?.subScores.find((s) => s.name === 'competition');
    expect(competition?.score).toBeNull();
    expect(competition?.detail).toMatch(/^not scored: under one coffee shop counted within/);
  });

  it('reads the same on a context that ran other searches (its kept areas) as on a fresh one', () => {
    const hvac = getBusinessType('hvac');
    const bakery = getBusinessType('bakery');
    const county = { kind: 'county', fips: '17999' } as const;
    const used = createEngineContext(tinyWorld());
    bestLocations(used, coffee, county);
    bestLocations(used, hvac, county, { priorities: { lowCompetition: 2 } });
    bestLocations(used, coffee, county, { customers: ['seniors'] });
    const searches: Array<[BusinessType, Parameters<typeof bestLocations>[3]]> = [
      [coffee, { priorities: { footTraffic: 2 }, customers: ['families'] }],
      [bakery, {}],
      [hvac, {}],
    ];
    for (const [type, options] of searches) {
      const fresh = createEngineContext(tinyWorld());
      expect(bestLocations(used, type, county, options)).toEqual(bestLocations(fresh, type, county, options));
    }
  });
});
