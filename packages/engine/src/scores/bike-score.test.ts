import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bikeFacilityWeight, bikeScore } from './bike-score.js';

describe('bikeScore', () => {
  it('averages infrastructure and destinations, the components it can measure', () => {
    // 4 protected lane-miles → 100(1 − e^−1); 5 stations → 100(1 − e^−1); destinations 80.
    const infra = 100 * (1 - Math.exp(-1));
    const result = bikeScore({
      routes: [{ type: 'PROTECTED BIKE LANE', milesWithin: 4 }],
      bikeShareStations: 5,
      destinationsScore: 80,
      infrastructureCovered: true,
    });
    expect(result.score).toBe(Math.round((Math.round(infra) + 80) / 2));
    expect(result.components.filter((c) => c.score === null).map((c) => c.name)).toEqual([
      'connectivity',
      'hills',
      'commute-mode-share',
    ]);
  });

  it('gives no Bike Score outside bike data coverage instead of passing the Walk Score off as one', () => {
    const result = bikeScore({ routes: [], bikeShareStations: 0, destinationsScore: 80, infrastructureCovered: false });
    expect(result.score).toBeNull();
    expect(result.components[0]?.detail).toContain('not enough bike data within 1 mi');
    const noWalk = bikeScore({
      routes: [],
      bikeShareStations: 3,
      destinationsScore: null,
      infrastructureCovered: true,
    });
    expect(noWalk.score).toBeNull();
  });

  it('credits separated lanes more than shared lanes', () => {
    expect(bikeFacilityWeight('PROTECTED BIKE LANE')).toBeGreaterThan(bikeFacilityWeight('BIKE LANE'));
    expect(bikeFacilityWeight('BIKE LANE')).toBeGreaterThan(bikeFacilityWeight('SHARED-LANE'));
  });

  it('stays within 0–100 for any routes, stations and destinations (property)', () => {
    const route = fc.record({
      type: fc.constantFrom('PROTECTED BIKE LANE', 'BIKE LANE', 'SHARED-LANE', 'NEIGHBORHOOD GREENWAY', 'x'),
      milesWithin: fc.double({ min: 0, max: 20, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(route, { maxLength: 30 }),
        fc.nat(100),
        fc.option(fc.integer({ min: 0, max: 100 })),
        fc.boolean(),
        (routes, stations, destinations, covered) => {
          const s = bikeScore({
            routes,
            bikeShareStations: stations,
            destinationsScore: destinations,
            infrastructureCovered: covered,
          }).score;
          return s === null ? destinations === null || !covered : s >= 0 && s <= 100;
        },
      ),
    );
  });
});
