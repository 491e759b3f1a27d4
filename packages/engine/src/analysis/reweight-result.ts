import { newestDataYear } from '../figures/vintage-age.js';
import { ruleNarrative } from '../narrative/rule-narrative.js';
import { rescoreResult } from '../site-score/rescore.js';
import type { PriorityShifts } from '../site-score/site-score.js';
import type { AnalysisResult } from './analyze-request.js';
import { narrativeFacts } from './narrative-facts.js';

/**
 * A finished analysis with new priority sliders, without reading any data: every site re-scored from its stored
 * parts (`rescoreResult`, the same arithmetic the browser shows), the comparison ranked again, and the rule
 * narrative written again, since its strengths and risks quote the site score.
 *
 * @example reweightResult(stored, {lowCompetition: 100}).analyses[0].siteScore.score?.value
 */
export function reweightResult(result: AnalysisResult, sliders: PriorityShifts): AnalysisResult {
  const rescored = rescoreResult(result, sliders);
  return {
    ...rescored,
    analyses: rescored.analyses.map((a) => ({
      ...a,
      narrative: ruleNarrative(narrativeFacts(a, newestDataYear(a.sources))),
    })),
  };
}
