import { describe, expect, it } from 'vitest';
import { addMonthsUtc, allowancePeriod } from './pro-allowance-period.js';

describe('Pro allowance months', () => {
  it('runs from the day Pro started, clamping to short months', () => {
    const started = new Date('2026-01-31T10:00:00Z');
    expect(addMonthsUtc(started, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonthsUtc(started, 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    const march1 = allowancePeriod(started, new Date('2026-03-01T00:00:00Z'));
    expect(march1.index).toBe(1);
    expect(march1.start.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(march1.end.toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });

  it('starts the next month at the exact renewal time, not before', () => {
    const started = new Date('2026-11-26T16:00:00Z');
    expect(allowancePeriod(started, new Date('2026-12-26T15:59:59Z')).index).toBe(0);
    expect(allowancePeriod(started, new Date('2026-12-26T16:00:00Z')).index).toBe(1);
    expect(allowancePeriod(started, new Date('2027-11-27T00:00:00Z')).index).toBe(12);
    expect(allowancePeriod(started, started).start.toISOString()).toBe(started.toISOString());
  });
});
