import type { WalkCategory } from '../taxonomy/types.js';
import { walkDecay } from './distance-decay.js';
import type { PedestrianAdjustment } from './pedestrian-friendliness.js';

/**
 * Per-rank weights of the published Walk Score method: the nearest amenity of a class earns the
 * first weight, the second nearest the next, and so on. They sum to 15.
 */
export const WALK_WEIGHTS: Readonly<Record<WalkCategory, readonly number[]>> = {
  grocery: [3],
  restaurants: [0.75, 0.45, 0.25, 0.25, 0.225, 0.225, 0.225, 0.225, 0.2, 0.2],
  shopping: [0.5, 0.45, 0.4, 0.35, 0.3],
  coffee: [1.25, 0.75],
  banks: [1],
  parks: [1],
  schools: [1],
  books: [1],
  entertainment: [1],
};

export interface WalkCategoryInput {
  category: WalkCategory;
  /** Distances (miles) to amenities of this class; any order. */
  distancesMiles: number[];
  /** False when the loaded data cannot see this class here (e.g. no shop tags in the OSM extract). */
  visible: boolean;
}

export interface WalkComponent {
  category: WalkCategory;
  visible: boolean;
  counted: number;
  points: number;
  maxPoints: number;
}

export interface WalkScoreResult {
  /**
   * The pedestrian-friendliness adjustment (intersection density, block length) where street
   * intersections cover the half mile around the site; measured, not applied to the score (see `STREET_PENALTY_NOTE`). Null elsewhere.
   */
  pedestrian?: PedestrianAdjustment | null;
  /** Null when the data sees fewer than 5 classes or less than half the weight (7.5 of 15). */
  score: number | null;
  components: WalkComponent[];
  /** Classes left out because the data cannot see them; the score is rescaled over the rest. */
  unseenCategories: WalkCategory[];
  /** The score is SiteScout's computation of the published method: an estimate, with its method. */
  estimate: { method: string };
}

/** Below this much visible weight (of 15) the data sees too little for a meaningful score. */
export const MIN_VISIBLE_WEIGHT = 7.5;
/** …or fewer classes than this: a few regional chain lists do not make a walkability picture. */
export const MIN_VISIBLE_CLASSES = 5;

export const WALK_SCORE_METHOD =
  'Walk Score method: per-class rank weights summing to 15, full credit within 0.25 mi, 12.5% at 1 mi, none beyond 1.5 mi (piecewise linear); classes the data cannot see are left out and the score is rescaled over the classes it can';

/**
 * Walk Score (0–100) from distances to amenities by class.
 *
 * score = 100 · Σ_visible Σ_rank w[rank]·decay(d_rank) / Σ_visible Σ w. With every class visible this
 * is the published raw score (points out of 15, × 100/15).
 *
 * @example walkScore([{category: 'grocery', distancesMiles: [0.1], visible: true}]).score // 100
 */
export function walkScore(inputs: readonly WalkCategoryInput[]): WalkScoreResult {
  const byCategory = new Map(inputs.map((i) => [i.category, i]));
  const components: WalkComponent[] = [];
  let earned = 0;
  let possible = 0;
  for (const [category, weights] of Object.entries(WALK_WEIGHTS) as Array<[WalkCategory, readonly number[]]>) {
    const input = byCategory.get(category);
    const visible = input?.visible ?? false;
    // Rounded: the float sum of the restaurant weights is 3.0000000000000004.
    const maxPoints = Math.round(weights.reduce((a, b) => a + b, 0) * 1000) / 1000;
    const sorted = [...(input?.distancesMiles ?? [])].sort((a, b) => a - b).slice(0, weights.length);
    const points = sorted.reduce((sum, d, rank) => sum + (weights[rank] ?? 0) * walkDecay(d), 0);
    components.push({ category, visible, counted: sorted.filter((d) => walkDecay(d) > 0).length, points, maxPoints });
    if (visible) {
      earned += points;
      possible += maxPoints;
    }
  }
  return {
    score:
      possible >= MIN_VISIBLE_WEIGHT && components.filter((c) => c.visible).length >= MIN_VISIBLE_CLASSES
        ? Math.round((100 * earned) / possible)
        : null,
    components,
    unseenCategories: components.filter((c) => !c.visible).map((c) => c.category),
    estimate: { method: WALK_SCORE_METHOD },
  };
}
