import type { Figure } from '../figures/figure.js';
import type { ScoreWeights } from '../taxonomy/types.js';
import type { SubScore } from './sub-scores.js';

export type SubScoreName = keyof ScoreWeights;

/** The user's priorities, each 0–100 (absent = no shift). */
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

export interface SiteScore {
  score: Figure | null;
  subScores: WeightedSubScore[];
  /** National percentile of the area-basis score among all U.S. ZCTAs for this business type. */
  nationalPercentile: Figure | null;
  estimate: { method: string };
}

/** Which sub-score each priority boosts. */
export const PRIORITY_TARGET: Readonly<Record<keyof PriorityShifts, SubScoreName>> = {
  footTraffic: 'access',
  lowCompetition: 'competition',
  customerProximity: 'fit',
};

/**
 * Weights after the user's priorities: a priority p (0–100) multiplies its sub-score's weight by
 * (1 + 2p/100) — up to 3× at 100 — and all weights are renormalised to sum to 1.
 *
 * @example shiftedWeights({demand: .3, competition: .2, access: .25, cost: .1, fit: .15}, {lowCompetition: 100}).competition // 0.429
 */
export function shiftedWeights(base: ScoreWeights, priorities: PriorityShifts = {}): ScoreWeights {
  const w = { ...base };
  for (const [key, target] of Object.entries(PRIORITY_TARGET) as Array<[keyof PriorityShifts, SubScoreName]>) {
    const p = priorities[key];
    if (p !== undefined) w[target] *= 1 + (2 * p) / 100;
  }
  const total = Object.values(w).reduce((a, b) => a + b, 0);
  for (const k of Object.keys(w) as SubScoreName[]) w[k] /= total;
  return w;
}

export const SITE_SCORE_METHOD =
  'Site score = Σ weight × sub-score over the sub-scores the data supports (demand, competition, access, cost, fit; each 0–100). Weights are the business type’s defaults, each priority multiplies its sub-score’s weight by (1 + 2p/100), and weights are renormalised over the known sub-scores.';

/**
 * The site score 0–100 from sub-scores and weights; unknown sub-scores are dropped and the remaining
 * weights renormalised. Null when no sub-score is known.
 *
 * @example combineSiteScore({demand: {score: 80, detail: ''}, …}, weights).score?.value
 */
export function combineSiteScore(
  subScores: Readonly<Record<SubScoreName, SubScore>>,
  baseWeights: ScoreWeights,
  priorities: PriorityShifts = {},
): Omit<SiteScore, 'nationalPercentile'> {
  const shifted = shiftedWeights(baseWeights, priorities);
  const names = Object.keys(baseWeights) as SubScoreName[];
  const knownWeight = names.filter((n) => subScores[n].score !== null).reduce((s, n) => s + shifted[n], 0);
  const rows: WeightedSubScore[] = names.map((name) => {
    const s = subScores[name];
    return {
      name,
      score: s.score === null ? null : Math.round(s.score),
      baseWeight: baseWeights[name],
      weight: s.score === null || knownWeight === 0 ? 0 : shifted[name] / knownWeight,
      missing: s.score === null,
      detail: s.detail,
    };
  });
  const total = names.reduce((sum, n) => {
    const s = subScores[n].score;
    return s === null || knownWeight === 0 ? sum : sum + (shifted[n] / knownWeight) * s;
  }, 0);
  const dropped = rows.filter((r) => r.score === null).map((r) => r.name);
  return {
    score:
      knownWeight === 0
        ? null
        : {
            value: Math.round(Math.min(100, Math.max(0, total))),
            estimate: {
              method: `${SITE_SCORE_METHOD}${dropped.length > 0 ? ` Not scored here: ${dropped.join(', ')}.` : ''}`,
            },
          },
    subScores: rows,
    estimate: { method: SITE_SCORE_METHOD },
  };
}
