import type { SiteAnalysis } from '../analysis/analysis-result-types.js';
import type { AnalysisResult } from '../analysis/analyze-request.js';
import { compareSites } from '../comparison/compare-sites.js';
import type { ScoreWeights } from '../taxonomy/types.js';
import type { Priorities } from '../validation/validate-request.js';
import { combineSiteScore, type PriorityShifts, type SiteScore, type SubScoreName } from './site-score.js';
import type { SubScore } from './sub-scores.js';

export { comparisonOf } from '../comparison/compare-sites.js';
export type { PriorityShifts } from './site-score.js';
export { NEUTRAL_PRIORITY } from './site-score.js';

/**
 * Re-scoring a finished analysis with new priorities: arithmetic on the parts and default weights stored in its
 * site score, with the same `combineSiteScore` the analysis used — no data is read, so it runs in the browser
 * (entry `@sitescout/engine/rescore`) as well as on the server. The parts are the stored (whole-number) ones the
 * dashboard shows, so the new score is Σ weight × the parts a reader sees.
 */
export function rescoreSiteScore(siteScore: SiteScore, priorities: PriorityShifts): SiteScore {
  const parts = Object.fromEntries(
    siteScore.subScores.map((s) => [s.name, { score: s.score, detail: s.detail } satisfies SubScore]),
  ) as Record<SubScoreName, SubScore>;
  const baseWeights = Object.fromEntries(
    siteScore.subScores.map((s) => [s.name, s.baseWeight]),
  ) as unknown as ScoreWeights;
  return { ...combineSiteScore(parts, baseWeights, priorities), nationalPercentile: siteScore.nationalPercentile };
}

/** Only the three sliders change on a re-weighting; the chosen customer groups stay as they were analysed. */
export function reweightedPriorities(previous: Priorities, sliders: PriorityShifts): Priorities {
  const next: Priorities = { ...previous };
  for (const key of ['footTraffic', 'lowCompetition', 'customerProximity'] as const) {
    if (sliders[key] !== undefined) next[key] = sliders[key];
  }
  return next;
}

/** One site re-scored: new site score and priorities; everything measured stays as it was. */
export function rescoreAnalysis(a: SiteAnalysis, sliders: PriorityShifts): SiteAnalysis {
  const priorities = reweightedPriorities(a.priorities, sliders);
  // A withheld score (the point stands for an area wider than the ring) stays withheld, with its reason.
  if (a.location?.widerThanRing) return { ...a, priorities };
  return { ...a, priorities, siteScore: rescoreSiteScore(a.siteScore, priorities) };
}

/** Every site re-scored and, for several sites, the comparison ranked again. */
export function rescoreResult(result: AnalysisResult, sliders: PriorityShifts): AnalysisResult {
  const analyses = result.analyses.map((a) => rescoreAnalysis(a, sliders));
  return { analyses, comparison: analyses.length > 1 ? compareSites(analyses) : null };
}
