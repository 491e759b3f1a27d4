import { describe, expect, it } from 'vitest';
import { BENCHMARK_ROWS } from '../../test/fixtures/tiny-world.js';
import { estimateRent, retailRentBenchmark } from './rent-estimate.js';

const benchmark = retailRentBenchmark(BENCHMARK_ROWS, '17999');

describe('estimateRent', () => {
  it('scales the market benchmark by the square root of relative home values', () => {
    // $24 × (400,000 / 100,000)^0.5 = $48.
    const r = estimateRent({
      benchmark,
      localHomeValue: { value: 400_000, source: 'Test ACS', vintage: '2018' },
      referenceHomeValue: { value: 100_000, estimate: { method: 'test' } },
      localMedianGrossRent: null,
    });
    expect(r.benchmark).toMatchObject({ value: 24, vintage: 'Q4 2024' });
    expect(r.estimate?.value).toBe(48);
    expect(r.index).toBe(2);
  });

  it('uses the benchmark as is, says so and measures nothing local without home values', () => {
    const r = estimateRent({ benchmark, localHomeValue: null, referenceHomeValue: null, localMedianGrossRent: null });
    expect(r.estimate?.value).toBe(24);
    expect(r.index).toBeNull();
    expect(r.notes[0]).toContain('No local home values');
  });

  it('prefers the Chicago-metro figure inside the metro and applies none outside the U.S.', () => {
    const rows = [
      ...BENCHMARK_ROWS,
      { ...(BENCHMARK_ROWS[1] as (typeof BENCHMARK_ROWS)[number]), geography: 'Chicago metro', value: 21.94 },
    ];
    expect(retailRentBenchmark(rows, '17031')?.value).toBe(21.94);
    expect(retailRentBenchmark(rows, '06037')?.value).toBe(24);
    expect(retailRentBenchmark(rows, null)).toBeNull();
  });
});
