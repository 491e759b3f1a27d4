import { countGreater } from '../comparison/ranking.js';
import { ordinal } from '../figures/ordinal.js';
/** One site of a batch: its site score and its expected revenue (either may be missing). */
export interface ScoredForecast {
  score: number | null;
  revenue: number | null;
}

/** Rank distance (as a share of the sites compared) from which a forecast is flagged as disagreeing with the score. */
export const DISAGREEMENT_SHARE = 0.5;

/** Rank of each value, 1 = highest; ties share the better rank. */
function ranks(values: readonly number[]): number[] {
  const sorted = Float64Array.from(values.filter((v) => !Number.isNaN(v))).sort();
  return values.map((v) => 1 + countGreater(sorted, v));
}

/**
 * Flags, in words, the batch sites whose forecast ranks far from their own site score: a forecast in the top half of
 * the batch on a site scored in the bottom half (or the reverse), i.e. ranks at least half the compared sites apart.
 * The batch put the highest forecasts on the lowest-scored sites without a word. Needs 4 sites with both.
 *
 * @example scoreForecastDisagreement([{score: 80, revenue: 1e5}, {score: 40, revenue: 9e5}, …])[1]
 *   // 'The forecast ranks 1st of 6 sites while the site score ranks 6th: …'
 */
export function scoreForecastDisagreement(sites: readonly ScoredForecast[]): Array<string | null> {
  const both = sites.map((s, i) => ({ ...s, i })).filter((s) => s.score !== null && s.revenue !== null);
  const out: Array<string | null> = sites.map(() => null);
  if (both.length < 4) return out;
  const scoreRanks = ranks(both.map((s) => s.score as number));
  const revenueRanks = ranks(both.map((s) => s.revenue as number));
  both.forEach((s, k) => {
    const byScore = scoreRanks[k] as number;
    const byRevenue = revenueRanks[k] as number;
    if (Math.abs(byScore - byRevenue) < DISAGREEMENT_SHARE * both.length) return;
    out[s.i] =
      `The forecast ranks ${ordinal(byRevenue)} of ${both.length} sites while the site score ranks ${ordinal(byScore)}: they disagree — ${byRevenue < byScore ? 'check the competitor count and the demand behind the forecast before trusting it' : 'the score sees more than the forecast counts; check the forecast’s market and competitors'}.`;
  });
  return out;
}
