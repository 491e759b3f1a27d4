import { compareSites, type SiteComparison } from '../comparison/compare-sites.js';
import { type AnalysisRequestInput, validateRequest } from '../validation/validate-request.js';
import type { SiteAnalysis } from './analysis-result-types.js';
import { analyzeSite } from './analyze-site.js';
import type { EngineContext } from './engine-context.js';

export interface AnalysisResult {
  analyses: SiteAnalysis[];
  /** Present when more than one site was analysed. */
  comparison: SiteComparison | null;
}

/**
 * Validates a request (throwing `EngineInputError` with the field named) and analyses every site,
 * with a comparison when there are several.
 *
 * @example runAnalysis(ctx, {businessType: 'coffee-shop', sites: [{label: 'A', lat: 41.92, lon: -87.64}]})
 */
export function runAnalysis(ctx: EngineContext, input: AnalysisRequestInput): AnalysisResult {
  const request = validateRequest(input);
  const analyses = request.sites.map((site) =>
    analyzeSite(ctx, request.businessType, site, request.radiusMiles, request.priorities),
  );
  return { analyses, comparison: analyses.length > 1 ? compareSites(analyses) : null };
}
