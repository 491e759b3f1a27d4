import { haversineMiles, type LatLon } from '@sitescout/geodata';
import { METRES_PER_MILE, MILES_PER_DEGREE_LAT } from '@sitescout/shared';

/** Intersections are counted within this radius of the site (0.785 sq mi). */
export const PEDESTRIAN_RADIUS_MILES = 0.5;
/** A "block" longer than this has no crossing in that direction (the lake, a rail yard): not counted. */
const MAX_BLOCK_MILES = 0.5;

/**
 * Penalty steps of the published Walk Score method (Walk Score Methodology, Walk Score Inc. 2011,
 * "pedestrian friendliness"): up to 5 % for low intersection density and up to 5 % for long blocks.
 * Each row is [threshold, penalty %]: density at or above the threshold, block length at or below it.
 */
export const DENSITY_PENALTY_STEPS: ReadonlyArray<readonly [number, number]> = [
  [200, 0],
  [150, 1],
  [120, 2],
  [90, 3],
  [60, 4],
  [0, 5],
];
export const BLOCK_PENALTY_STEPS: ReadonlyArray<readonly [number, number]> = [
  [120, 0],
  [150, 1],
  [165, 2],
  [180, 3],
  [195, 4],
  [Number.POSITIVE_INFINITY, 5],
];

export interface PedestrianMetrics {
  intersections: number;
  intersectionsPerSqMi: number;
  /** Mean distance from each intersection to the nearest one in each direction: the average block side. */
  averageBlockMeters: number | null;
}

export interface PedestrianAdjustment extends PedestrianMetrics {
  densityPenaltyPercent: number;
  blockPenaltyPercent: number;
  /** Walk Score × (1 − total penalty / 100). */
  totalPenaltyPercent: number;
}

/**
 * Intersection density and average block length around a site from street intersection points:
 * density = intersections within 0.5 mi ÷ 0.785 sq mi; block length = mean, over those intersections,
 * of the mean distance to the nearest intersection in each of the four directions (north, east, south,
 * west, ±45°; none beyond 0.5 mi) — on a rectangular grid of a × b blocks that is (a + b) / 2 —
 * neighbours searched up to 0.75 mi so the disc's edge is not cut short.
 *
 * @example pedestrianMetrics(site, geo.intersectionsWithin(site, 0.75)).intersectionsPerSqMi
 */
export function pedestrianMetrics(center: LatLon, nearby: readonly LatLon[]): PedestrianMetrics {
  const area = Math.PI * PEDESTRIAN_RADIUS_MILES ** 2;
  let inside = 0;
  let sum = 0;
  let counted = 0;
  const milesPerDegLon = MILES_PER_DEGREE_LAT * Math.cos((center.lat * Math.PI) / 180);
  // The crossings sorted west to east: each search walks outwards from its own crossing and stops once the
  // east-west gap alone is longer than the longest of the four ends found (or than a block can be), so it looks
  // at the few crossings around it instead of all of them. Same nearest ends as comparing every pair.
  const lons = Float64Array.from(nearby, (p) => p.lon);
  const order = Uint32Array.from(nearby, (_, i) => i).sort((a, b) => (lons[a] as number) - (lons[b] as number));
  const rank = new Uint32Array(nearby.length);
  const sortedLon = new Float64Array(nearby.length);
  const sortedLat = new Float64Array(nearby.length);
  order.forEach((i, r) => {
    rank[i] = r;
    sortedLon[r] = lons[i] as number;
    sortedLat[r] = (nearby[i] as LatLon).lat;
  });
  const best = [Infinity, Infinity, Infinity, Infinity];
  for (let k = 0; k < nearby.length; k++) {
    const p = nearby[k] as LatLon;
    if (haversineMiles(center, p) > PEDESTRIAN_RADIUS_MILES) continue;
    inside += 1;
    // The nearest crossing in each of the four directions (north, east, south, west, ±45°): the ends
    // of the four blocks meeting here.
    best.fill(Infinity);
    let reach = MAX_BLOCK_MILES;
    for (const step of [1, -1]) {
      for (let r = (rank[k] as number) + step; r >= 0 && r < order.length; r += step) {
        const dx = ((sortedLon[r] as number) - p.lon) * milesPerDegLon;
        if (dx > reach || dx < -reach) break;
        const dy = ((sortedLat[r] as number) - p.lat) * MILES_PER_DEGREE_LAT;
        // Past a block's longest length in either direction a crossing cannot end one of these blocks.
        if (dy > MAX_BLOCK_MILES || dy < -MAX_BLOCK_MILES) continue;
        const d = Math.hypot(dx, dy);
        if (d === 0) continue;
        const sector = Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 1 : 3) : dy > 0 ? 0 : 2;
        if (d < (best[sector] as number)) {
          best[sector] = d;
          reach = Math.min(
            MAX_BLOCK_MILES,
            Math.max(best[0] as number, best[1] as number, best[2] as number, best[3] as number),
          );
        }
      }
    }
    const ends = best.filter((d) => Number.isFinite(d) && d <= MAX_BLOCK_MILES);
    if (ends.length === 0) continue;
    sum += ends.reduce((a, b) => a + b, 0) / ends.length;
    counted += 1;
  }
  return {
    intersections: inside,
    intersectionsPerSqMi: inside / area,
    averageBlockMeters: counted === 0 ? null : (sum / counted) * METRES_PER_MILE,
  };
}

const step = (steps: ReadonlyArray<readonly [number, number]>, pass: (threshold: number) => boolean) =>
  (steps.find(([t]) => pass(t)) ?? steps[steps.length - 1] ?? [0, 0])[1];

/**
 * The published method's penalties for the metrics: density and block-length steps, added (0–10 %).
 *
 * @example pedestrianAdjustment({intersections: 100, intersectionsPerSqMi: 127, averageBlockMeters: 150}).totalPenaltyPercent // 3
 */
export function pedestrianAdjustment(m: PedestrianMetrics): PedestrianAdjustment {
  const densityPenaltyPercent = step(DENSITY_PENALTY_STEPS, (t) => m.intersectionsPerSqMi >= t);
  const blockPenaltyPercent =
    m.averageBlockMeters === null ? 0 : step(BLOCK_PENALTY_STEPS, (t) => (m.averageBlockMeters as number) <= t);
  return {
    ...m,
    densityPenaltyPercent,
    blockPenaltyPercent,
    totalPenaltyPercent: densityPenaltyPercent + blockPenaltyPercent,
  };
}

/** A Walk Score after the penalty: round(score × (1 − penalty / 100)), within 0–100. */
export function adjustedWalkScore(
  score: number,
  adjustment: Pick<PedestrianAdjustment, 'totalPenaltyPercent'>,
): number {
  return Math.min(100, Math.max(0, Math.round(score * (1 - adjustment.totalPenaltyPercent / 100))));
}
