import type { Figure } from '../figures/figure.js';
import type { ScoreWeights } from '../taxonomy/types.js';
import type { SubScore } from './sub-scores.js';

export type SubScoreName = keyof ScoreWeights;

/** The user's priorities, each 0–100: 50 (or absent) keeps the business type's default weight. */
export interface PriorityShifts {
  footTraffic?: number;
  lowCompetition?: number;
  customerProximity?: number;
}

export interface WeightedSubScore {
  name: SubScoreName;
  score: number | null;
  /** The business type's default weight. */
  baseWeight: number;
  /** The weight used, after priorities and dropping unknown sub-scores (sums to 1 over known ones). */
  weight: number;
  /** True when the data cannot support this sub-score here: dropped from the score, weights renormalised. */
  missing: boolean;
  detail: string;
}

/** Which parts of the site score the data measured here, and what the missing ones could change. */
export interface SiteScoreCoverage {
  measured: SubScoreName[];
  missing: SubScoreName[];
  /** Share (0–1) of the business type's default weight held by the measured parts. */
  weightShare: number;
  /** The score with every missing part at 0 (low) and at 100 (high), priorities applied. */
  range: { low: number; high: number };
  /** Plain words: "5 of 5 parts" or "Not enough data here for a site score (2 of 5 parts: demand, fit)". */
  summary: string;
}

export interface SiteScore {
  /** Null when no part is measured or the measured parts hold less than 60 % of the default weight. */
  score: Figure | null;
  subScores: WeightedSubScore[];
  coverage: SiteScoreCoverage;
  /**
   * National percentile of the Census-based part only (demand and customer fit) among all U.S. ZCTAs for
   * this business type — not of the site score.
   */
  nationalPercentile: Figure | null;
  estimate: { method: string };
}

/** Below this share of the default weight measured, no headline site score is given. */
export const MIN_SCORED_WEIGHT_SHARE = 0.6;

/** What the national percentile ranks, for labels next to it. */
export const NATIONAL_PERCENTILE_LABEL = 'national percentile of the Census-based part (demand and customer fit)';

/** Which sub-score each priority boosts. */
export const PRIORITY_TARGET: Readonly<Record<keyof PriorityShifts, SubScoreName>> = {
  footTraffic: 'access',
  lowCompetition: 'competition',
  customerProximity: 'fit',
};

/** The slider position that keeps a sub-score's default weight. */
export const NEUTRAL_PRIORITY = 50;

/** How much a priority multiplies its sub-score's weight: 3^((p − 50)/50), so ⅓× at 0, 1× at 50, 3× at 100. */
export function priorityFactor(p: number): number {
  return 3 ** ((p - NEUTRAL_PRIORITY) / NEUTRAL_PRIORITY);
}

/**
 * Weights after the user's priorities: a priority p (0–100) multiplies its sub-score's weight by
 * 3^((p − 50)/50) — ⅓× at 0, unchanged at 50, 3× at 100 — and all weights are renormalised to sum to 1.
 * Priorities all at 50 (or absent) give the business type's default weights.
 *
 * @example shiftedWeights({demand: .3, competition: .2, access: .25, cost: .1, fit: .15}, {lowCompetition: 100}).competition // 0.429
 */
export function shiftedWeights(base: ScoreWeights, priorities: PriorityShifts = {}): ScoreWeights {
  const w = { ...base };
  for (const [key, target] of Object.entries(PRIORITY_TARGET) as Array<[keyof PriorityShifts, SubScoreName]>) {
    const p = priorities[key];
    if (p !== undefined) w[target] *= priorityFactor(p);
  }
  const total = Object.values(w).reduce((a, b) => a + b, 0);
  for (const k of Object.keys(w) as SubScoreName[]) w[k] /= total;
  return w;
}

export const SITE_SCORE_METHOD =
  'Site score = Σ weight × sub-score over the sub-scores the data supports (demand, competition, access, cost, fit; each 0–100). Weights are the business type’s defaults, each priority p (0–100) multiplies its sub-score’s weight by 3^((p − 50)/50), so 50 keeps the default, and weights are renormalised over the known sub-scores. No score is given when the measured parts hold less than 60 % of the default weight; the range puts each missing part at 0 and at 100.';

/**
 * Coverage of a site score: measured and missing parts, their share of the default weight and the
 * range the score could take with each missing part at 0 and at 100 (priorities applied).
 *
 * @example scoreCoverage({demand: 100, competition: null, access: null, cost: null, fit: 100}, coffee.weights).weightShare // 0.45
 */
export function scoreCoverage(
  scores: Readonly<Record<SubScoreName, number | null>>,
  baseWeights: ScoreWeights,
  priorities: PriorityShifts = {},
): SiteScoreCoverage {
  const names = Object.keys(baseWeights) as SubScoreName[];
  const shifted = shiftedWeights(baseWeights, priorities);
  const measured = names.filter((n) => scores[n] !== null);
  const missing = names.filter((n) => scores[n] === null);
  const baseTotal = names.reduce((s, n) => s + baseWeights[n], 0);
  const weightShare = baseTotal > 0 ? measured.reduce((s, n) => s + baseWeights[n], 0) / baseTotal : 0;
  const known = measured.reduce((s, n) => s + shifted[n] * (scores[n] as number), 0);
  const open = missing.reduce((s, n) => s + shifted[n], 0);
  const clamp = (v: number) => Math.round(Math.min(100, Math.max(0, v)));
  const parts = `${measured.length} of ${names.length} parts${measured.length > 0 ? `: ${measured.join(', ')}` : ''}`;
  return {
    measured,
    missing,
    weightShare,
    range: { low: clamp(known), high: clamp(known + 100 * open) },
    summary:
      weightShare < MIN_SCORED_WEIGHT_SHARE
        ? `Not enough data here for a site score (${parts})`
        : `${parts} (${Math.round(100 * weightShare)} % of the default weight)`,
  };
}

/**
 * Σ weight × score over the known parts, weights (after priorities) renormalised over them; 0–100,
 * unrounded. Null when no part is known. The national basis score uses it on the Census-based parts.
 *
 * @example renormalisedScore({demand: 80, competition: null, access: null, cost: 50, fit: 60}, coffee.weights) // 67.3
 */
export function renormalisedScore(
  scores: Readonly<Record<SubScoreName, number | null>>,
  baseWeights: ScoreWeights,
  priorities: PriorityShifts = {},
): number | null {
  const shifted = shiftedWeights(baseWeights, priorities);
  let sum = 0;
  let weight = 0;
  for (const n of Object.keys(baseWeights) as SubScoreName[]) {
    const v = scores[n];
    if (v === null) continue;
    sum += shifted[n] * v;
    weight += shifted[n];
  }
  return weight > 0 ? Math.min(100, Math.max(0, sum / weight)) : null;
}

/** The one rounding rule for scores: whole numbers, half up. Parts are rounded before they are combined. */
export const roundScore = (v: number): number => Math.round(v);

/** The parts as every page shows them (whole numbers): the site score is Σ weight × these, so it adds up on screen. */
const scoreValues = (subScores: Readonly<Record<SubScoreName, SubScore>>, baseWeights: ScoreWeights) =>
  Object.fromEntries(
    Object.keys(baseWeights).map((n) => {
      const v = subScores[n as SubScoreName].score;
      return [n, v === null ? null : roundScore(v)];
    }),
  ) as Record<SubScoreName, number | null>;

/**
 * The site score 0–100 from sub-scores and weights; unknown sub-scores are dropped and the remaining
 * weights renormalised. Null when no sub-score is known or the known ones hold less than 60 % of
 * the default weight (the coverage then says which parts were measured).
 *
 * @example combineSiteScore({demand: {score: 80, detail: ''}, …}, weights).score?.value
 */
export function combineSiteScore(
  subScores: Readonly<Record<SubScoreName, SubScore>>,
  baseWeights: ScoreWeights,
  priorities: PriorityShifts = {},
  /** Below this share of the weight measured, no score (the finder passes 0 and ranks such areas last). */
  minWeightShare = MIN_SCORED_WEIGHT_SHARE,
): Omit<SiteScore, 'nationalPercentile'> {
  const values = scoreValues(subScores, baseWeights);
  const coverage = scoreCoverage(values, baseWeights, priorities);
  const shifted = shiftedWeights(baseWeights, priorities);
  const names = Object.keys(baseWeights) as SubScoreName[];
  const knownWeight = names.filter((n) => values[n] !== null).reduce((s, n) => s + shifted[n], 0);
  const rows: WeightedSubScore[] = names.map((name) => {
    const s = subScores[name];
    return {
      name,
      score: values[name],
      baseWeight: baseWeights[name],
      weight: s.score === null || knownWeight === 0 ? 0 : shifted[name] / knownWeight,
      missing: s.score === null,
      detail: s.detail,
    };
  });
  const total = renormalisedScore(values, baseWeights, priorities);
  return {
    score:
      total === null || coverage.weightShare < minWeightShare
        ? null
        : {
            value: roundScore(total),
            estimate: {
              method: `${SITE_SCORE_METHOD}${coverage.missing.length > 0 ? ` Not scored here: ${coverage.missing.join(', ')}.` : ''}`,
            },
          },
    subScores: rows,
    coverage,
    estimate: { method: SITE_SCORE_METHOD },
  };
}
