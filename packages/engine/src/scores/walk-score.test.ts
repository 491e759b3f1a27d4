import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WALK_CATEGORIES, type WalkCategory } from '../taxonomy/types.js';
import { walkDecay } from './distance-decay.js';
import { WALK_WEIGHTS, walkScore } from './walk-score.js';

const all = (distances: Partial<Record<WalkCategory, number[]>>, unseen: WalkCategory[] = []) =>
  WALK_CATEGORIES.map((category) => ({
    category,
    distancesMiles: distances[category] ?? [],
    visible: !unseen.includes(category),
  }));

describe('walkDecay', () => {
  it('gives full credit within 0.25 mi, 12.5% at 1 mi and none from 1.5 mi', () => {
    expect(walkDecay(0)).toBe(1);
    expect(walkDecay(0.25)).toBe(1);
    expect(walkDecay(0.625)).toBeCloseTo(0.5625, 12);
    expect(walkDecay(1)).toBeCloseTo(0.125, 12);
    expect(walkDecay(1.25)).toBeCloseTo(0.0625, 12);
    expect(walkDecay(1.5)).toBe(0);
    expect(walkDecay(3)).toBe(0);
  });
});

describe('walkScore', () => {
  it('uses per-rank weights summing to 15', () => {
    const total = Object.values(WALK_WEIGHTS)
      .flat()
      .reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(15, 12);
  });

  it('scores 100 with every amenity slot filled within a quarter mile', () => {
    const near = Object.fromEntries(WALK_CATEGORIES.map((c) => [c, Array(10).fill(0.1)]));
    expect(walkScore(all(near)).score).toBe(100);
  });

  it('solves a hand-worked case and rescales over the classes the data can see', () => {
    // grocery 0.1 mi → 3; two restaurants at 0.2 mi → 0.75 + 0.45; coffee at 0.625 mi → 1.25 × 0.5625;
    // bank at 2 mi → 0; park at 0.25 mi → 1. Shopping (2 points) and books (1) unseen → out of 12.
    const result = walkScore(
      all({ grocery: [0.1], restaurants: [0.2, 0.2], coffee: [0.625], banks: [2], parks: [0.25] }, [
        'shopping',
        'books',
      ]),
    );
    const earned = 3 + 0.75 + 0.45 + 1.25 * 0.5625 + 1;
    expect(result.score).toBe(Math.round((100 * earned) / 12));
    expect(result.score).toBe(49);
    expect(result.unseenCategories).toEqual(['shopping', 'books']);
    expect(result.components.find((c) => c.category === 'coffee')?.points).toBeCloseTo(0.703125, 9);
    expect(result.components.find((c) => c.category === 'banks')?.counted).toBe(0);
  });

  it('gives no score when the data sees less than half the weight', () => {
    const result = walkScore(all({ parks: [0.1] }, ['grocery', 'restaurants', 'shopping', 'coffee', 'banks']));
    expect(result.score).toBeNull();
  });

  const distances = fc.array(fc.double({ min: 0, max: 3, noNaN: true }), { maxLength: 12 });
  const inputs = fc.record(
    Object.fromEntries(WALK_CATEGORIES.map((c) => [c, distances])) as Record<WalkCategory, typeof distances>,
  );

  it('always lies in 0–100 (property)', () => {
    fc.assert(
      fc.property(inputs, (d) => {
        const s = walkScore(all(d)).score;
        return s !== null && s >= 0 && s <= 100;
      }),
    );
  });

  it('never falls when an amenity moves closer (property)', () => {
    fc.assert(
      fc.property(
        inputs,
        fc.constantFrom(...WALK_CATEGORIES),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (d, cat, factor) => {
          const before = walkScore(all(d)).score as number;
          const moved = { ...d, [cat]: d[cat].map((x, i) => (i === 0 ? x * factor : x)) };
          return (walkScore(all(moved)).score as number) >= before;
        },
      ),
    );
  });
});
