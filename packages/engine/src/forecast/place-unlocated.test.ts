import type { AreaOverlap } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { placeUnlocated, withinZoneMiles } from './place-unlocated.js';

const zone = (id: string, lat: number, households: number, landAreaSqMi: number, overlapFraction = 1) =>
  ({
    area: {
      id,
      kind: 'zcta',
      internalPoint: { lat, lon: -88 },
      landAreaSqMi,
      demographics: { households: { value: households } },
    },
    overlapFraction,
    distanceMiles: 0,
    method: 'disc',
  }) as unknown as AreaOverlap;

describe('placeUnlocated', () => {
  it('places the ring density × each zone’s households inside the market at the zone', () => {
    const zones = [zone('a', 41.7, 2000, 4), zone('b', 41.8, 1000, 9, 0.5)];
    const placed = placeUnlocated(zones, 3 / 1000);
    expect(placed.map((p) => [p.zoneId, p.establishments])).toEqual([
      ['a', 6],
      ['b', 1.5],
    ]);
    // Zone a's own customers: 2/3 of the radius of a 4 sq mi disc; zone b's customers: 0.1° of latitude ≈ 6.9 mi.
    expect(placed[0]?.distancesMiles[0]).toBeCloseTo((2 / 3) * Math.sqrt(4 / Math.PI), 9);
    expect(placed[0]?.distancesMiles[1]).toBeCloseTo(6.9, 1);
  });

  it('places nothing when the estimate is 0', () => {
    expect(placeUnlocated([zone('a', 41.7, 2000, 4)], 0)).toEqual([]);
    expect(withinZoneMiles(null)).toBe(0);
  });
});
