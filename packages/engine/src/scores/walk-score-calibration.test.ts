import { describe, expect, it } from 'vitest';
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
