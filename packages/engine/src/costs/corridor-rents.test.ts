import type { CorridorRent, CorridorRentHit } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { corridorRents } from './corridor-rents.js';
import { estimateRent } from './rent-estimate.js';

const row = (
  area: string,
  low: number,
  high: number | null,
  period: string,
  year: number,
  over: Partial<CorridorRent> = {},
): CorridorRentHit => ({
  rent: {
    id: area + period,
    area,
    areaType: 'corridor',
    propertyType: 'retail',
    metric: 'average rent',
    low,
    high,
    unit: 'USD per sq ft per year',
    period,
    year,
    producer: 'a broker',
    sourceUrl: 'https://example.org',
    authority: 'MEDIUM (broker research)',
    quote: '',
    retailRent: true,
    nnn: false,
    footprint: null,
    footprintMiles: 0.1,
    source: 'test',
    vintage: 'test',
    ...over,
  },
  distanceMiles: 0.02,
});

describe('corridor rents', () => {
  const hits = [
    row('North Michigan Avenue', 108, 108, 'Q2 2023', 2023, { authority: 'LOW (landlord blog)' }),
    row('Michigan Avenue', 375, 600, 'May 2017', 2017),
    row('North Michigan Avenue', 450, 450, '2018', 2018),
    row('City of Chicago', 20, 28, 'c. 2024', 2024, { areaType: 'city' }),
  ];

  it('uses the newest corridor row within 5 years as stated, never an average of rows', () => {
    const r = corridorRents(hits, 2026);
    expect(r.used?.value).toBe(108);
    expect(r.used && 'vintage' in r.used ? r.used.vintage : '').toBe('Q2 2023');
    expect(r.entries.filter((e) => e.use === 'estimate')).toHaveLength(1);
  });

  it('shows older rows with their year and the city row beside, not used', () => {
    const r = corridorRents(hits, 2026);
    expect(r.entries.find((e) => e.period === 'May 2017')?.reason).toBe('older than 5 years (2017): shown, not used');
    expect(r.entries.find((e) => e.area === 'City of Chicago')?.reason).toMatch(/city-wide/);
    expect(corridorRents(hits.slice(1), 2026).used).toBeNull();
  });

  it('a range is used at its own midpoint, said so; the rent index follows the metro benchmark', () => {
    const r = corridorRents([row('Fulton Market', 100, 150, 'c. 2025', 2025)], 2026);
    expect(r.used?.value).toBe(125);
    expect(r.used && 'note' in r.used ? r.used.note : '').toContain('midpoint of the row’s own range');
    const section = estimateRent({
      benchmark: {
        dataset: 'b',
        item: 'Average asking rent, retail',
        geography: 'Chicago metro',
        group: '',
        year: 'Q3 2025',
        value: 25,
        unit: 'USD per SF',
        sourceUrl: 'u',
        note: '',
      },
      localHomeValue: null,
      referenceHomeValue: null,
      localMedianGrossRent: null,
      corridor: r,
    });
    expect(section.estimate?.value).toBe(125);
    expect(section.index).toBe(5);
    expect(section.benchmark?.value).toBe(25);
  });
});
