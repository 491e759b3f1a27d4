import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CENTER, offset } from '../../test/fixtures/tiny-world.js';
import { adjustedWalkScore, pedestrianAdjustment, pedestrianMetrics } from './pedestrian-friendliness.js';

/** A street grid around the centre: a crossing every `ns` miles north–south and `ew` miles east–west. */
function grid(ns: number, ew: number, half = 1): Array<{ lat: number; lon: number }> {
  const out = [];
  for (let n = -half; n <= half + 1e-9; n += ns)
    for (let e = -half; e <= half + 1e-9; e += ew) out.push(offset(CENTER, n, e));
  return out;
}

describe('pedestrian friendliness (Walk Score intersection density and block length)', () => {
  it('measures a grid of 20 × 8 blocks a mile: about 160 crossings per sq mi and 141 m blocks', () => {
    const m = pedestrianMetrics(CENTER, grid(1 / 8, 1 / 20));
    // 160 per sq mi on average; a half-mile disc holds ~125 of them, give or take the lattice's edge.
    expect(m.intersectionsPerSqMi).toBeGreaterThan(140);
    expect(m.intersectionsPerSqMi).toBeLessThan(175);
    // Four nearest crossings: two at 1/20 mi (80.5 m), two at 1/8 mi (201.2 m) → 140.8 m.
    expect(m.averageBlockMeters).toBeCloseTo(140.8, 0);
    const a = pedestrianAdjustment(m);
    // Density 150–200 → 1 %, 120–150 → 2 %; block 120–150 m → 1 %.
    const density = m.intersectionsPerSqMi >= 150 ? 1 : 2;
    expect([a.densityPenaltyPercent, a.blockPenaltyPercent, a.totalPenaltyPercent]).toEqual([density, 1, density + 1]);
    expect(adjustedWalkScore(90, a)).toBe(Math.round(90 * (1 - (density + 1) / 100)));
  });

  it('gives no penalty to a fine grid and the full 10 % to sparse long blocks', () => {
    expect(pedestrianAdjustment(pedestrianMetrics(CENTER, grid(1 / 16, 1 / 16))).totalPenaltyPercent).toBe(0);
    expect(pedestrianAdjustment(pedestrianMetrics(CENTER, grid(1 / 4, 1 / 4))).totalPenaltyPercent).toBe(10);
  });

  it('keeps scores within 0–100, never raises them, and never penalises denser streets more (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 0, max: 400, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 50, max: 400, noNaN: true }),
        (score, density, more, block) => {
          const m = (d: number) =>
            pedestrianAdjustment({ intersections: 0, intersectionsPerSqMi: d, averageBlockMeters: block });
          const adjusted = adjustedWalkScore(score, m(density));
          return (
            adjusted >= 0 &&
            adjusted <= score &&
            m(density + more).totalPenaltyPercent <= m(density).totalPenaltyPercent
          );
        },
      ),
    );
  });
});
