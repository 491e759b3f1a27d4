import { describe, expect, it } from 'vitest';
import {
  circleRing,
  EARTH_RADIUS_MILES,
  formatUsd,
  formatUsdCents,
  formatUsdFromCents,
  formatUsdPrice,
  MILES_PER_DEGREE_LAT,
  median,
  milesToDegrees,
  nearestRank,
  quantile,
  upperMedian,
} from '../src/index.js';

/** Great-circle miles written out here, apart from the helpers under test. */
function greatCircleMiles(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lon - a.lon) * r) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

describe('geo', () => {
  it('a degree of latitude is about 69.09 miles on the mean-radius sphere', () => {
    expect(MILES_PER_DEGREE_LAT).toBeCloseTo(69.093, 3);
    expect(greatCircleMiles({ lat: 41.9, lon: -87.6 }, { lat: 42.9, lon: -87.6 })).toBeCloseTo(MILES_PER_DEGREE_LAT, 9);
  });

  it("a circle's vertices lie on the ring the great-circle distance measures, and it closes", () => {
    const center = { lat: 41.8781, lon: -87.6298 };
    for (const miles of [0.5, 1, 3, 15]) {
      const ring = circleRing(center, miles, 48);
      expect(ring).toHaveLength(49);
      expect(ring[48]).toEqual(ring[0]);
      for (const [lon, lat] of ring) expect(greatCircleMiles(center, { lat, lon }) / miles).toBeCloseTo(1, 2);
    }
  });

  it('a box of one mile reaches one mile north and east', () => {
    const { dLat, dLon } = milesToDegrees(1, 41.88);
    expect(greatCircleMiles({ lat: 41.88, lon: -87.63 }, { lat: 41.88 + dLat, lon: -87.63 })).toBeCloseTo(1, 9);
    expect(greatCircleMiles({ lat: 41.88, lon: -87.63 }, { lat: 41.88, lon: -87.63 + dLon })).toBeCloseTo(1, 4);
  });
});

describe('money', () => {
  it('writes whole dollars, cents, prices and amounts in cents as a US reader expects', () => {
    expect(formatUsd(635_475.4)).toBe('$635,475');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsdCents(31.5)).toBe('$31.50');
    expect(formatUsdCents(1234.5)).toBe('$1,234.50');
    expect(formatUsdPrice(75)).toBe('$75');
    expect(formatUsdPrice(9.99)).toBe('$9.99');
    expect(formatUsdFromCents(2997)).toBe('$29.97');
  });
});

describe('medians and percentiles', () => {
  it('the median averages the two middle values; the upper median picks one of them', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([3, 1, 2])).toBe(2);
    expect(upperMedian([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBeNull();
  });

  it('quantiles interpolate; nearest-rank percentiles never do', () => {
    expect(quantile([10, 20, 30, 40, 50], 0.1)).toBeCloseTo(14, 9);
    expect(quantile([10, 20, 30, 40], 0.5)).toBe(25);
    const ascending = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(nearestRank(ascending, 0.9)).toBe(18);
    expect(nearestRank(ascending, 0.95)).toBe(19);
    expect(nearestRank(ascending, 0)).toBe(1);
    expect(nearestRank([], 0.5)).toBeNull();
  });
});
