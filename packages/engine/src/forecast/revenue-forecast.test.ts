import { describe, expect, it } from 'vitest';
import { getBusinessType } from '../taxonomy/business-types.js';
import { daytimeDemandWeight, daytimeNotes } from './daytime-demand.js';
import { type MarketPerHousehold, serviceForecast, storefrontForecast } from './revenue-forecast.js';

const coffee = getBusinessType('coffee-shop');
const market: MarketPerHousehold = {
  value: 320,
  method: 'test receipts ÷ households',
  notes: [],
  basis: 'receipts',
  unit: 'household',
};

describe('storefrontForecast', () => {
  it('splits zone demand with the Huff model (solved by hand)', () => {
    // One zone of 1,000 households, 1 mi from the site and 1 mi from one equal competitor → share 0.5.
    // Market = 1,000 × $320 = $320,000; revenue $160,000; customers/day = 160,000 / $7 / 360 ≈ 63.
    const f = storefrontForecast({
      type: coffee,
      zones: [{ id: 'z', households: 1000, distanceToSiteMiles: 1, distancesToCompetitorsMiles: [1] }],
      competitors: [{ rating: null, reviewCount: null }],
      market,
    });
    expect(f.model).toBe('huff');
    expect(f.marketShare?.value).toBeCloseTo(0.5, 12);
    expect(f.annualMarket?.value).toBe(320_000);
    expect(f.annualRevenue?.expected.value).toBe(160_000);
    expect(f.annualRevenue?.low.value).toBe(112_000);
    expect(f.annualRevenue?.high.value).toBe(208_000);
    expect(f.customersPerDay?.value).toBe(63);
    expect(f.marketBasis).toBe('receipts');
  });

  it('weighs a zone that fills by day by its daytime weight', () => {
    // The same zone with weight 3 (many workers by day): three times the market and the revenue.
    const f = storefrontForecast({
      type: coffee,
      zones: [{ id: 'z', households: 1000, demandWeight: 3, distanceToSiteMiles: 1, distancesToCompetitorsMiles: [1] }],
      competitors: [{ rating: null, reviewCount: null }],
      market,
    });
    expect(f.annualMarket?.value).toBe(960_000);
    expect(f.annualRevenue?.expected.value).toBe(480_000);
  });

  it('gives estimated establishments without a location their share where they are placed', () => {
    // Two zones of 1,000 households 2 mi apart, the site 0.5 mi from zone a. Three establishments placed at
    // zone b (weight 3), 2 mi from a and 0.5 mi from b (their own zone): solved by hand with β = 2.
    const f = storefrontForecast({
      type: coffee,
      zones: [
        { id: 'a', households: 1000, distanceToSiteMiles: 0.5, distancesToCompetitorsMiles: [2] },
        { id: 'b', households: 1000, distanceToSiteMiles: 1.5, distancesToCompetitorsMiles: [0.5] },
      ],
      competitors: [{ rating: null, reviewCount: null, weight: 3, placed: true }],
      market,
    });
    const a = 0.5 ** -2 / (0.5 ** -2 + 3 * 2 ** -2); // 4 / 4.75
    const b = 1.5 ** -2 / (1.5 ** -2 + 3 * 0.5 ** -2); // 0.444 / 12.444
    expect(f.marketShare?.value).toBeCloseTo((a + b) / 2, 12);
    expect(f.marketShare && 'estimate' in f.marketShare ? f.marketShare.estimate.method : '').toContain(
      '3.0 estimated establishments without a location, placed at the demand zones',
    );
  });

  it('gives no forecast without any competitor data, and says why there is no market', () => {
    const zones = [{ id: 'z', households: 1000, distanceToSiteMiles: 1, distancesToCompetitorsMiles: [] }];
    const f = storefrontForecast({ type: coffee, zones, competitors: null, market });
    expect(f.available).toBe(false);
    expect(f.reason).toContain('competitor');
    const none = storefrontForecast({ type: coffee, zones, competitors: [], market: { reason: 'No receipts here.' } });
    expect(none.reason).toBe('No receipts here.');
  });
});

describe('serviceForecast', () => {
  it('shares the receipts market of the owner-occupied homes fairly with the establishments serving it', () => {
    // 10,000 owner homes × $600 = $6,000,000; 3 competitors → 1/4 → $1,500,000.
    const f = serviceForecast({
      type: getBusinessType('plumbing'),
      households: 25_000,
      market: { ...market, value: 600, unit: 'owner-occupied home' },
      ownerHomes: 10_000,
      ticket: null,
      competitors: 3,
    });
    expect(f.annualMarket?.value).toBe(6_000_000);
    expect(f.annualRevenue?.expected.value).toBe(1_500_000);
    expect(f.marketBasis).toBe('receipts');
  });

  it('falls back to owner homes × visits × ticket where no receipts are loaded', () => {
    // 10,000 homes × 0.6 visits × $100 = $600,000; 3 competitors → 1/4 → $150,000.
    const f = serviceForecast({
      type: getBusinessType('pest-control'),
      ownerHomes: 10_000,
      ticket: { value: 100, estimate: { method: 'test' } },
      competitors: 3,
    });
    expect(f.annualMarket?.value).toBe(600_000);
    expect(f.annualRevenue?.expected.value).toBe(150_000);
    expect(f.marketBasis).toBe('visits');
  });

  it('says why in one sentence when neither receipts nor a ticket is loaded', () => {
    const f = serviceForecast({ type: getBusinessType('plumbing'), ownerHomes: 10_000, ticket: null, competitors: 3 });
    expect(f.available).toBe(false);
    expect(f.reason).toMatch(/No receipts for plumbing .* and no average-ticket figure/);
  });
});

describe('daytime demand', () => {
  const tract = (population: number, daytime: number | null) =>
    ({
      demographics: {
        population: { value: population, unit: 'people', source: 't', vintage: 't' },
        daytimePopulation: daytime === null ? null : { value: daytime, unit: 'people', source: 't', vintage: 't' },
      },
    }) as unknown as Parameters<typeof daytimeDemandWeight>[0];
  it('weighs a zone by (1 − s) × residents + s × daytime population, per resident', () => {
    // West Loop-like tract: 4,000 residents, 26,000 people by day, coffee s = 0.5 → 0.5 + 0.5 × 6.5 = 3.75.
    expect(daytimeDemandWeight(tract(4000, 26_000), 0.5)).toBeCloseTo(3.75, 12);
    expect(daytimeDemandWeight(tract(4000, 2000), 0.5)).toBeCloseTo(0.75, 12);
    expect(daytimeDemandWeight(tract(4000, null), 0.5)).toBe(1);
    expect(daytimeDemandWeight(tract(4000, 26_000), 0)).toBe(1);
  });
  it('says how daytime population entered the forecast', () => {
    const fig = (value: number) => ({ value, unit: 'people', source: 'CDC/ATSDR SVI 2022', vintage: '2018-2022' });
    const [note] = daytimeNotes(coffee, { residents: fig(59_371), daytime: fig(392_822) }, 40, 40);
    expect(note).toContain('Daytime population counted: 50 %');
    expect(note).toContain(
      '392,822 people by day (CDC/ATSDR SVI 2022, 2018-2022) vs 59,371 residents in the ring (6.62×)',
    );
    expect(daytimeNotes(coffee, undefined, 0, 12)[0]).toMatch(/^Residents only: no daytime population is loaded/);
  });
});
