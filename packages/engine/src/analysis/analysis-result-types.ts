import type { CoverageLayer } from '@sitescout/geodata';
import type { AccessSection } from '../access/analyze-access.js';
import type { CapacitySection } from '../capacity/capacity-section.js';
import type { CompetitorSection } from '../competitors/analyze-competitors.js';
import type { RentSection } from '../costs/rent-estimate.js';
import type { DemographicsSection } from '../demographics/summarize-demographics.js';
import type { RevenueForecast } from '../forecast/revenue-forecast.js';
import type { BenchmarkCheck } from '../industry-benchmarks/industry-benchmark-check.js';
import type { Narrative } from '../narrative/rule-narrative.js';
import type { MobilityScores } from '../scores/mobility-scores.js';
import type { SiteLocation } from '../site-location/site-location.js';
import type { SiteScore } from '../site-score/site-score.js';
import type { TradeArea } from '../trade-area/build-trade-area.js';
import type { Priorities, SiteInput } from '../validation/validate-request.js';
import type { ZoningSection } from '../zoning/zoning-flags.js';

/** Version of the SiteAnalysis shape; bump when a field changes meaning. */
export const SITE_ANALYSIS_SCHEMA = 1;

/** A dataset cited in the analysis, with the attribution its licence requires. */
export interface SourceCitation {
  id: string;
  source: string;
  vintage: string;
  licence: string;
  attribution: string;
}

/**
 * The complete analysis of one site. Every number a user sees is a `Figure` carrying
 * `{source, vintage}` or `{estimate: {method}}`; scores carry their method and components.
 */
export interface SiteAnalysis {
  schema: typeof SITE_ANALYSIS_SCHEMA;
  engineVersion: string;
  /** Content hash of the data pack the analysis was computed from. */
  dataVersion: string;
  businessType: { id: string; label: string; kind: 'storefront' | 'service-area' };
  site: SiteInput;
  /** How exact the site's point is and what follows (rounded distances, zoning not checked, U.S. data). */
  location?: SiteLocation;
  radiusMiles: number;
  priorities: Priorities;
  coverage: { layers: Record<CoverageLayer, boolean>; messages: Partial<Record<CoverageLayer, string>> };
  tradeArea: TradeArea;
  demographics: DemographicsSection;
  competitors: CompetitorSection;
  /** Expected vs observed establishments, the gap, the model's back-tested error, the void list. */
  capacity?: CapacitySection;
  scores: MobilityScores;
  access: AccessSection;
  costs: RentSection;
  zoning: ZoningSection;
  benchmarkCheck: BenchmarkCheck;
  siteScore: SiteScore;
  forecast: RevenueForecast;
  narrative: Narrative;
  sources: SourceCitation[];
}
