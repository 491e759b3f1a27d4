import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transitDecay } from './distance-decay.js';
import { TRANSIT_RAW_AT_100, transitScore } from './transit-score.js';

describe('transitScore', () => {
  it('log-scales weekly trips × mode weight × decay', () => {
    const one = transitScore([{ mode: 'bus', routes: ['22'], weeklyTrips: 1000, distanceMiles: 0.1 }]);
    expect(one.raw).toBe(1000);
    expect(one.score).toBe(Math.round((100 * Math.log(1001)) / Math.log(TRANSIT_RAW_AT_100 + 1)));
    expect(one.score).toBe(64);
  });

  it('counts each route once at its best stop and splits a stop’s trips between its routes', () => {
    const result = transitScore([
      { mode: 'bus', routes: ['22', '36'], weeklyTrips: 2000, distanceMiles: 0.1 },
      { mode: 'bus', routes: ['22'], weeklyTrips: 5000, distanceMiles: 0.45 },
    ]);
    // 22: max(1000 × 1, 5000 × (0.5 − 0.45)/0.25 = 1000) = 1000; 36: 1000.
    expect(result.routes.map((r) => r.route).sort()).toEqual(['22', '36']);
    expect(result.raw).toBeCloseTo(2000, 6);
  });

  it('weights rail double and assumes trips, saying so, when the feed has no timetable', () => {
    const result = transitScore([{ mode: 'subway', routes: ['Red'], weeklyTrips: null, distanceMiles: 0.5 }]);
    expect(transitDecay(0.5, 1)).toBeCloseTo(2 / 3, 12);
    expect(result.raw).toBeCloseTo(950 * 2 * (2 / 3), 6);
    expect(result.tripsAssumed).toBe(true);
    expect(result.estimate.method).toContain('assumed');
  });

  it('is 0 with no stops in reach and never above 100 (property)', () => {
    expect(transitScore([{ mode: 'bus', routes: ['1'], weeklyTrips: 500, distanceMiles: 0.6 }]).score).toBe(0);
    const stop = fc.record({
      mode: fc.constantFrom('bus', 'rail', 'subway', 'tram', 'ferry', 'commuter-rail', 'other' as const),
      routes: fc.array(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 4 }),
      weeklyTrips: fc.option(fc.integer({ min: 0, max: 100_000 })),
      distanceMiles: fc.double({ min: 0, max: 2, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(stop, { maxLength: 60 }), (stops) => {
        const s = transitScore(stops).score;
        return s >= 0 && s <= 100;
      }),
    );
  });
});
