import { describe, expect, it } from 'vitest';
import { spearman } from './walk-score-accuracy.js';
import { calibratedWalkScore } from './walk-score-calibration.js';

describe('Walk Score calibration', () => {
  it('keeps the ends of the scale and lowers the middle most', () => {
    expect(calibratedWalkScore(0)).toBe(0);
    expect(calibratedWalkScore(100)).toBe(100);
    // 100 · 0.89^1.7 = 82.0; 100 · 0.5^1.7 = 30.8
    expect(calibratedWalkScore(89)).toBe(82);
    expect(calibratedWalkScore(50)).toBe(31);
  });

  it('never reorders two sites', () => {
    for (let s = 1; s <= 100; s += 1) expect(calibratedWalkScore(s)).toBeGreaterThanOrEqual(calibratedWalkScore(s - 1));
  });
});

describe('spearman', () => {
  it('is 1 for the same order, −1 for the reverse, and uses average ranks for ties', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
    // ranks a = 1, 2.5, 2.5, 4; b = 1, 2, 3, 4. Centred: x = −1.5, 0, 0, 1.5; y = −1.5, −0.5, 0.5, 1.5 → Σxy = 4.5, Σx² = 4.5, Σy² = 5 → 4.5 / √22.5 = 0.9487
    expect(spearman([5, 7, 7, 9], [1, 2, 3, 4])).toBeCloseTo(0.9487, 4);
  });
});
