import { describe, expect, it } from 'vitest';
import { getBusinessType } from '../taxonomy/business-types.js';
import { daytimeNote, serviceForecast, storefrontForecast } from './revenue-forecast.js';

const coffee = getBusinessType('coffee-shop');
const spend = { value: 4000, source: 'Test CE', vintage: '2024' };

describe('storefrontForecast', () => {
  it('splits zone spending with the Huff model (solved by hand)', () => {
    // One zone of 1,000 households, 1 mi from the site and 1 mi from one equal competitor → share 0.5.
    // Market = 1,000 × $4,000 × 8% = $320,000; revenue $160,000; customers/day = 160,000 / $7 / 360 ≈ 63.
    const f = storefrontForecast({
      type: coffee,
      zones: [{ id: 'z', households: 1000, distanceToSiteMiles: 1, distancesToCompetitorsMiles: [1] }],
      competitors: [{ rating: null, reviewCount: null }],
      spendingPerHousehold: spend,
    });
    expect(f.model).toBe('huff');
    expect(f.marketShare?.value).toBeCloseTo(0.5, 12);
    expect(f.annualMarket?.value).toBe(320_000);
    expect(f.annualRevenue?.expected.value).toBe(160_000);
    expect(f.annualRevenue?.low.value).toBe(112_000);
    expect(f.annualRevenue?.high.value).toBe(208_000);
    expect(f.customersPerDay?.value).toBe(63);
    expect(f.assumptions.join(' ')).toContain('8%');
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
      spendingPerHousehold: spend,
    });
    const a = 0.5 ** -2 / (0.5 ** -2 + 3 * 2 ** -2); // 4 / 4.75
    const b = 1.5 ** -2 / (1.5 ** -2 + 3 * 0.5 ** -2); // 0.444 / 12.444
    expect(f.model).toBe('huff');
    expect(f.marketShare?.value).toBeCloseTo((a + b) / 2, 12);
    expect(f.marketShare && 'estimate' in f.marketShare ? f.marketShare.estimate.method : '').toContain(
      '3.0 estimated establishments without a location, placed at the demand zones',
    );
  });

  it('gives no forecast without any competitor data', () => {
    const f = storefrontForecast({
      type: coffee,
      zones: [{ id: 'z', households: 1000, distanceToSiteMiles: 1, distancesToCompetitorsMiles: [] }],
      competitors: null,
      spendingPerHousehold: spend,
    });
    expect(f.available).toBe(false);
    expect(f.reason).toContain('competitor');
  });

  it('says why there is no forecast for a type without a spending table', () => {
    const f = storefrontForecast({
      type: getBusinessType('dental'),
      zones: [],
      competitors: [],
      spendingPerHousehold: null,
    });
    expect(f.available).toBe(false);
    expect(f.reason).toContain('spending');
  });
});

describe('serviceForecast', () => {
  it('multiplies owner homes × visits × ticket and takes a fair share', () => {
    // 10,000 homes × 0.6 visits × $100 = $600,000; 3 competitors → 1/4 → $150,000.
    const f = serviceForecast({
      type: getBusinessType('pest-control'),
      ownerHomes: 10_000,
      ticket: { value: 100, estimate: { method: 'test' } },
      competitors: 3,
    });
    expect(f.annualMarket?.value).toBe(600_000);
    expect(f.annualRevenue?.expected.value).toBe(150_000);
    expect(f.assumptions[0]).toContain('0.6');
  });

  it('refuses to guess without a ticket size', () => {
    const f = serviceForecast({ type: getBusinessType('plumbing'), ownerHomes: 10_000, ticket: null, competitors: 3 });
    expect(f.available).toBe(false);
    expect(f.reason).toContain('ticket');
  });
});

describe('daytimeNote', () => {
  const fig = (value: number) => ({ value, unit: 'people', source: 'CDC/ATSDR SVI 2022', vintage: '2018-2022' });
  it('names the daytime population beside the residents the forecast counts', () => {
    const [note] = daytimeNote({ residents: fig(10_000), daytime: fig(35_000) });
    expect(note).toContain('35,000 people by day (CDC/ATSDR SVI 2022, 2018-2022) vs 10,000 residents (3.50×)');
    expect(note).toContain('workers and visitors add demand this forecast does not count');
    expect(daytimeNote({ residents: fig(10_000), daytime: fig(8_000) })[0]).toContain('leave by day');
  });
  it('says nothing where no daytime figure is loaded', () => {
    expect(daytimeNote({ residents: fig(10_000), daytime: null })).toEqual([]);
  });
});
