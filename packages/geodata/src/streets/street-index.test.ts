import { describe, expect, it } from 'vitest';
import { StreetIndex } from './street-index.js';
import type { StreetIndexData } from './street-index-data.js';

// A hand-made east-west street with crossings at 1600 W and 2000 W (grid, lat, lon, partner, zip).
const data: StreetIndexData = {
  names: ['W TEST AVE', 'W TEST RIVER', 'N EDGE ST'],
  zips: ['60622'],
  crossings: [
    [-2000, 41.9, -87.68, 2, 0, -1600, 41.9, -87.67, -1, 0],
    [-1800, 41.9, -87.675, 0, -1],
    [1000, 41.91, -87.68, 0, 0],
  ],
};

describe('street index interpolation', () => {
  const index = new StreetIndex(data);
  const test = index.find('Test')[0];

  it('skips names that are not addressable streets (a pack built with other rules loads)', () => {
    expect(index.streets.map((s) => s.full)).toEqual(['W TEST AVE', 'N EDGE ST']);
  });

  it('places a number linearly between the bracketing crossings, even numbers on the north side', () => {
    if (!test) throw new Error('W Test Ave not indexed');
    const mid = index.locate(test, 1800);
    expect(mid?.lon).toBeCloseTo(-87.675, 4);
    expect(mid?.lat).toBeGreaterThan(41.9);
    expect(index.locate(test, 1801)?.lat).toBeLessThan(41.9);
    expect(mid?.zip).toBe('60622');
  });

  it('accepts up to two blocks past the last crossing, with a larger uncertainty, and refuses beyond', () => {
    if (!test) throw new Error('W Test Ave not indexed');
    const inside = index.locate(test, 1800)?.uncertaintyMetres ?? 0;
    const past = index.locate(test, 2150);
    expect(past?.lon).toBeLessThan(-87.68);
    expect(past?.uncertaintyMetres).toBeGreaterThan(inside);
    expect(index.locate(test, 2300)).toBeNull();
    expect(index.locate(test, 1300)).toBeNull();
    expect(index.inRange(test, 1450)).toBe(true);
  });
});
