import { newestDataYear } from '../figures/vintage-age.js';
import { type ChatCompletion, rewriteNarrative } from '../narrative/llm-rewrite.js';
import type { SiteAnalysis } from './analysis-result-types.js';
import { narrativeFacts } from './narrative-facts.js';

/**
 * The analysis with its narrative rewritten by a language model from the computed facts only
 * (kept as the rule text, with the reason, when the rewrite fails the number check).
 */
export async function rewriteAnalysisNarrative(analysis: SiteAnalysis, chat: ChatCompletion): Promise<SiteAnalysis> {
  const narrative = await rewriteNarrative(
    analysis.narrative,
    narrativeFacts(analysis, newestDataYear(analysis.sources)),
    chat,
  );
  return { ...analysis, narrative };
}
