export { SITE_ANALYSIS_SCHEMA, type SiteAnalysis, type SourceCitation } from './analysis/analysis-result-types.js';
export { type AnalysisResult, runAnalysis } from './analysis/analyze-request.js';
export { analyzeSite } from './analysis/analyze-site.js';
export { createEngineContext, type EngineContext } from './analysis/engine-context.js';
export { narrativeFacts } from './analysis/narrative-facts.js';
export { reweightResult } from './analysis/reweight-result.js';
export { rewriteAnalysisNarrative } from './analysis/rewrite-analysis-narrative.js';
export { type SiteScoreResult, scoreSite } from './analysis/score-site.js';
export { forecastFlag, SCORE_PARTS, type ScorePart, type SiteSummary, siteSummary } from './analysis/site-summary.js';
export type { CapacityModelError, CapacitySection, VoidEntry } from './capacity/capacity-section.js';
export type { ZctaCapacity } from './capacity/zcta-capacity.js';
export {
  type CriterionCell,
  type CriterionWinner,
  compareSites,
  comparisonOf,
  type RankedSite,
  type SiteComparison,
} from './comparison/compare-sites.js';
export { competitionRanks } from './comparison/ranking.js';
export { zoningDemotions } from './comparison/zoning-demotion.js';
export { EngineInputError } from './errors/engine-input-error.js';
export {
  describeProvenance,
  type Estimated,
  type Figure,
  isEstimate,
  type Provenance,
  type Sourced,
} from './figures/figure.js';
export { citePublication, customerNote, type Publication, publicationOf } from './figures/publication.js';
export {
  type BestLocations,
  bestLocations,
  type FinderRanking,
  type RankedArea,
  type SearchRegion,
} from './finder/best-locations.js';
export { regionExtent } from './finder/region-extent.js';
export { sharedCensusTrade } from './forecast/census-trade.js';
export {
  countyRevenueCheck,
  PLAUSIBLE_RANGE,
  type RevenueCheck,
  type RevenueCheckVerdict,
} from './forecast/county-revenue-check.js';
export { huff, huffAttractiveness } from './forecast/huff.js';
export type { RevenueForecast } from './forecast/revenue-forecast.js';
export { type ScoredForecast, scoreForecastDisagreement } from './forecast/score-disagreement.js';
export { chatFromEnv, createOpenAiCompatibleChat } from './llm/openai-compatible-chat.js';
export { type ChatCompletion, rewriteNarrative } from './narrative/llm-rewrite.js';
export type { Narrative, NarrativeFacts } from './narrative/rule-narrative.js';
export { bikeScore } from './scores/bike-score.js';
export { transitScore } from './scores/transit-score.js';
export { walkScore } from './scores/walk-score.js';
export { reportNotice } from './site-location/report-notice.js';
export { type ReportSection, type ReportSectionId, reportSections } from './site-location/report-sections.js';
export {
  approximateMilesText,
  type SiteLocation,
  siteFromGeocode,
  siteLocation,
  widerThanRing,
  widerThanRingReason,
  withheldSections,
} from './site-location/site-location.js';
export type { PriorityShifts, SiteScore } from './site-score/site-score.js';
export { BUSINESS_TYPES, getBusinessType } from './taxonomy/business-types.js';
export { brandOf, recognizeCompetitor } from './taxonomy/recognize-competitor.js';
export { aType, typeNoun } from './taxonomy/type-noun.js';
export { type BusinessType, CUSTOMER_SEGMENTS, type CustomerSegment, type TypeNoun } from './taxonomy/types.js';
export {
  WALK_MINUTES,
  WALK_MPH,
  type Walkshed,
  type WalkTradeArea,
} from './trade-area/build-walksheds.js';
export type { GeoJsonPolygon } from './trade-area/walk-outline.js';
export { walkshedOf } from './trade-area/walkshed-of.js';
export {
  type AnalysisRequest,
  type AnalysisRequestInput,
  type Plan,
  type Priorities,
  RADIUS_LIMITS,
  SITE_LIMITS,
  type SiteInput,
  validateRequest,
} from './validation/validate-request.js';
export { ENGINE_VERSION } from './version.js';
export type { ZoningStatus } from './zoning/zoning-flags.js';
