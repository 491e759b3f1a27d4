import { describe, expect, it } from 'vitest';
import { backtestMetrics } from './backtest-metrics.js';

describe('backtestMetrics', () => {
  it('computes MAPE, median errors and the ±25% share over published counts only', () => {
    const m = backtestMetrics([
      { predicted: 12, low: 10, high: 10 }, // +20%
      { predicted: 5, low: 10, high: 10 }, // −50%
      { predicted: 20, low: 20, high: 20 }, // 0%
      { predicted: 1, low: 0, high: 2 }, // suppressed: not in the percentages, agrees (≤ 2.5)
      { predicted: 9, low: 0, high: 2 }, // suppressed, disagrees
    ]);
    expect(m.areas).toBe(3);
    expect(m.censoredAreas).toBe(2);
    expect(m.mapePct).toBeCloseTo(23.3, 1);
    expect(m.medianApePct).toBe(20);
    expect(m.medianAbsError).toBe(2);
    expect(m.within25Share).toBeCloseTo(0.667, 3);
    expect(m.censoredAgreement).toBe(0.5);
  });

  it('compares a partly suppressed multi-code count with the middle of its range', () => {
    const m = backtestMetrics([{ predicted: 11, low: 10, high: 12 }]);
    expect(m.areas).toBe(1);
    expect(m.mapePct).toBe(0);
  });
});
