import { describe, expect, it } from 'vitest';
import { spearman, spearmanInterval } from './rank-correlation.js';

describe('spearman', () => {
  it('is 1 for the same order, −1 for the reverse, and uses average ranks for ties', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
    // ranks a = 1, 2.5, 2.5, 4; b = 1, 2, 3, 4. Centred: x = −1.5, 0, 0, 1.5; y = −1.5, −0.5, 0.5, 1.5 → Σxy = 4.5, Σx² = 4.5, Σy² = 5 → 4.5 / √22.5 = 0.9487
    expect(spearman([5, 7, 7, 9], [1, 2, 3, 4])).toBeCloseTo(0.9487, 4);
  });
});

describe('spearmanInterval', () => {
  it('brackets the figure, is the same on every run, and is wide for a few places', () => {
    const published = [65, 75, 82, 85, 86, 87, 88, 90, 93, 94, 96, 96, 97, 98, 99];
    const ours = [54, 82, 88, 85, 89, 78, 84, 83, 90, 88, 92, 95, 88, 88, 100];
    const r = spearman(published, ours);
    const interval = spearmanInterval(published, ours);
    expect(interval.low).toBeLessThan(r);
    expect(interval.high).toBeGreaterThan(r);
    expect(spearmanInterval(published, ours)).toEqual(interval);
    expect(interval.high - interval.low).toBeGreaterThan(0.2);
  });

  it('is a point where the order is perfect', () => {
    const a = [1, 2, 3, 4, 5, 6, 7, 8];
    const interval = spearmanInterval(
      a,
      a.map((x) => 10 * x),
    );
    expect(interval.low).toBeCloseTo(1, 12);
    expect(interval.high).toBeCloseTo(1, 12);
  });
});
