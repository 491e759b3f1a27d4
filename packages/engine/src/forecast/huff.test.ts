import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HUFF_MIN_DISTANCE_MILES, huff, huffAttractiveness } from './huff.js';

describe('huff', () => {
  it('splits one zone by attractiveness × distance^−β (solved by hand)', () => {
    // β = 2: utilities 1·1⁻² = 1 and 1·2⁻² = 0.25 → 0.8 and 0.2.
    const r = huff([{ id: 'z', demand: 100, distancesMiles: [1, 2] }], [1, 1], 2);
    expect(r.probabilities[0]?.[0]).toBeCloseTo(0.8, 12);
    expect(r.captured[1]).toBeCloseTo(20, 12);
  });

  it('solves a two-zone, two-store case by hand', () => {
    // A = [2, 1], β = 2. Zone 1 (100) at [1, 2]: u = [2, 0.25] → [8/9, 1/9].
    // Zone 2 (300) at [2, 1]: u = [0.5, 1] → [1/3, 2/3]. Store 1 captures 800/9 + 100 = 188.9 of 400.
    const r = huff(
      [
        { id: 'a', demand: 100, distancesMiles: [1, 2] },
        { id: 'b', demand: 300, distancesMiles: [2, 1] },
      ],
      [2, 1],
      2,
    );
    expect(r.probabilities[0]?.[0]).toBeCloseTo(8 / 9, 12);
    expect(r.probabilities[1]?.[1]).toBeCloseTo(2 / 3, 12);
    expect(r.captured[0]).toBeCloseTo(800 / 9 + 100, 9);
    expect(r.marketShare[0]).toBeCloseTo((800 / 9 + 100) / 400, 12);
  });

  it('floors distances so a zone centred on a store does not give it everything', () => {
    const r = huff([{ id: 'z', demand: 1, distancesMiles: [0, HUFF_MIN_DISTANCE_MILES] }], [1, 1], 2);
    expect(r.probabilities[0]?.[0]).toBeCloseTo(0.5, 12);
  });

  it('gives market shares that sum to 1 and rows that sum to 1 (property)', () => {
    const arb = fc.integer({ min: 1, max: 6 }).chain((stores) =>
      fc.record({
        attractiveness: fc.array(fc.double({ min: 0.1, max: 10, noNaN: true }), {
          minLength: stores,
          maxLength: stores,
        }),
        zones: fc.array(
          fc.record({
            id: fc.string(),
            demand: fc.double({ min: 0.01, max: 1e6, noNaN: true }),
            distancesMiles: fc.array(fc.double({ min: 0, max: 50, noNaN: true }), {
              minLength: stores,
              maxLength: stores,
            }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        beta: fc.double({ min: 1, max: 3, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(arb, ({ attractiveness, zones, beta }) => {
        const r = huff(zones, attractiveness, beta);
        const total = r.marketShare.reduce((a, b) => a + b, 0);
        return (
          Math.abs(total - 1) < 1e-9 &&
          r.probabilities.every((row) => Math.abs(row.reduce((a, b) => a + b, 0) - 1) < 1e-9)
        );
      }),
    );
  });

  it('rates an average 4-star, ~100-review store at 1 and a better one higher', () => {
    expect(huffAttractiveness(null, null)).toBe(1);
    expect(huffAttractiveness(4, 99)).toBeCloseTo(1, 12);
    expect(huffAttractiveness(4.8, 2000)).toBeGreaterThan(huffAttractiveness(3.5, 20));
  });
});
