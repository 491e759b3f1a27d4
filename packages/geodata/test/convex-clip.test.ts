import { describe, expect, it } from 'vitest';
import { multiPolygonAreaInConvex, ringAreaInConvex } from '../src/geometry/convex-clip.js';
import { clipFraction } from '../src/geometry/overlap.js';

type P = [number, number];
const square = (x0: number, y0: number, s: number): P[] => [
  [x0, y0],
  [x0 + s, y0],
  [x0 + s, y0 + s],
  [x0, y0 + s],
  [x0, y0],
];

describe('area inside a convex polygon (ring clipping)', () => {
  it('clips a concave L-shape exactly, whichever way it winds', () => {
    // L of area 3: the unit squares (0,0), (1,0), (0,1); the clip square [0.5, 1.5]² holds 0.75 of it.
    const l: P[] = [
      [0, 0],
      [2, 0],
      [2, 1],
      [1, 1],
      [1, 2],
      [0, 2],
      [0, 0],
    ];
    const clip = square(0.5, 0.5, 1);
    expect(ringAreaInConvex(l, clip)).toBeCloseTo(0.75, 12);
    expect(ringAreaInConvex([...l].reverse(), clip)).toBeCloseTo(0.75, 12);
  });

  it('subtracts holes, counts a shape wholly inside fully and one apart as nothing', () => {
    const withHole = [[square(0, 0, 4), square(1, 1, 1)]];
    expect(multiPolygonAreaInConvex(withHole, square(0, 0, 2))).toBeCloseTo(4 - 1, 12);
    expect(multiPolygonAreaInConvex(withHole, square(-1, -1, 10))).toBeCloseTo(16 - 1, 12);
    expect(multiPolygonAreaInConvex(withHole, square(5, 5, 1))).toBe(0);
  });
});

describe('share of an area inside a concave walkshed', () => {
  it('matches the exact overlap of a square tract with a U-shaped outline', () => {
    // In degrees near the equator so the local projection is nearly uniform; the share is a ratio of areas.
    const origin = { lat: 0, lon: 0 };
    const u: P[] = [
      [0, 0],
      [0.03, 0],
      [0.03, 0.03],
      [0.02, 0.03],
      [0.02, 0.01],
      [0.01, 0.01],
      [0.01, 0.03],
      [0, 0.03],
      [0, 0],
    ];
    // The tract [0.005, 0.025]²: 0.01 × 0.015 of its 0.02 × 0.02 lies in the U's notch.
    const tract = square(0.005, 0.005, 0.02);
    const share = clipFraction({ polygon: [[tract]], internalPoint: origin, discRadiusMiles: 0 }, [[u]], origin);
    expect(share).toBeCloseTo(1 - (0.01 * 0.015) / (0.02 * 0.02), 6);
  });
});
