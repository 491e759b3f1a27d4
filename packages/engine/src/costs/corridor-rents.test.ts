import type { CorridorRent, CorridorRentHit } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { costSubScore } from '../site-score/sub-scores.js';
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

  it('uses the newest corridor row within 5 years from a MEDIUM or better source, as stated, never an average', () => {
    const medium = [...hits, row('North Michigan Avenue', 150, 150, 'Q4 2022', 2022)];
    const r = corridorRents(medium, 2026);
    expect(r.used?.value).toBe(150);
    expect(r.used && 'vintage' in r.used ? r.used.vintage : '').toBe('Q4 2022');
    expect(r.entries.filter((e) => e.use === 'estimate')).toHaveLength(1);
  });

  it('shows a LOW-authority page as context with its grade and never lets it replace the model', () => {
    // The case: Bucktown's $60 NNN from a landlord marketing blog replaced the model's $28.87 and zeroed the Cost part.
    const blog = [row('Bucktown', 60, 60, 'c. 2025', 2025, { authority: 'LOW (landlord marketing blog)', nnn: true })];
    const r = corridorRents(blog, 2026);
    expect(r.used).toBeNull();
    expect(r.entries[0]?.reason).toBe(
      'shown as context only: a low-authority source never replaces the model (MEDIUM or better does)',
    );
    expect(r.entries[0]?.authority).toBe('LOW (landlord marketing blog)');
    const benchmark = {
      dataset: 'b',
      item: 'Average asking rent, retail',
      geography: 'Chicago metro',
      group: '',
      year: 'Q3 2025',
      value: 21.94,
      unit: 'USD per SF',
      sourceUrl: 'u',
      note: '',
    };
    const homes = (v: number) => ({ value: v, unit: 'usd', source: 'ACS', vintage: '2023' }) as const;
    const withBlog = estimateRent({
      benchmark,
      localHomeValue: homes(400_000),
      referenceHomeValue: homes(230_000),
      localMedianGrossRent: null,
      corridor: r,
    });
    const withoutBlog = estimateRent({
      benchmark,
      localHomeValue: homes(400_000),
      referenceHomeValue: homes(230_000),
      localMedianGrossRent: null,
    });
    // The Cost part reads the estimate and its index: the blog changes neither.
    expect(withBlog.estimate?.value).toBe(withoutBlog.estimate?.value);
    expect(withBlog.index).toBe(withoutBlog.index);
    expect(costSubScore(withBlog.index)).toEqual(costSubScore(withoutBlog.index));
    expect(costSubScore(withBlog.index).score).toBeGreaterThan(0);
    expect(withBlog.estimate?.value).toBeCloseTo(28.93, 1);
    expect(withBlog.notes.join(' ')).toMatch(
      /The Cost part uses the home-value-scaled estimate \(\$28\.93\/sq ft\/yr\); Bucktown \$60\/sq ft\/yr NNN \(a broker, c\. 2025, authority LOW \(landlord marketing blog\)\) is shown as context only/,
    );
  });

  it('shows older rows with their year and the city row beside, not used', () => {
    const r = corridorRents(hits, 2026);
    expect(r.entries.find((e) => e.period === 'May 2017')?.reason).toBe('older than 5 years (2017): shown, not used');
    expect(r.entries.find((e) => e.area === 'City of Chicago')?.reason).toMatch(/city-wide/);
    expect(corridorRents(hits, 2026).used).toBeNull();
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
