import type { CompetitorSection } from '../competitors/analyze-competitors.js';
import type { RevenueForecast } from '../forecast/revenue-forecast.js';
import { type SiteLocation, siteLocation } from '../site-location/site-location.js';
import type { SiteScore } from '../site-score/site-score.js';
import type { BusinessType } from '../taxonomy/types.js';
import type { Priorities, SiteInput } from '../validation/validate-request.js';
import { siteZoning } from '../zoning/site-zoning.js';
import type { ZoningSection } from '../zoning/zoning-flags.js';
import type { EngineContext } from './engine-context.js';
import { siteCore } from './shared-sections.js';

/** A site's score, competitor section and forecast: what a row of batch scoring shows. */
export interface SiteScoreResult {
  siteScore: Omit<SiteScore, 'nationalPercentile'>;
  competitors: CompetitorSection;
  forecast: RevenueForecast;
  /** The site's zoning flags (not checked where it is placed only to a ZIP or city): the batch ranks with them. */
  zoning: ZoningSection;
  /**
   * Where the site is and what that lets a reader see: placed only at the centre of a ZIP code area or town wider
   * than the ring (`widerThanRing`), its score and forecast are withheld (with the reason in their place) and no
   * competitor count is the site's. Absent on results made before.
   */
  location?: SiteLocation;
}

/**
 * Scores one site without the sections only a report needs (walksheds, capacity, narrative, citations):
 * the same computation as `analyzeSite`, so the score, its parts, the competitor estimate and the forecast are
 * the report's own. For scoring many sites at once.
 *
 * @example scoreSite(ctx, getBusinessType('coffee-shop'), {label: 'A', lat: 41.92, lon: -87.65}, 1).siteScore.score
 */
export function scoreSite(
  ctx: EngineContext,
  type: BusinessType,
  site: SiteInput,
  radiusMiles: number,
  priorities: Priorities = {},
): SiteScoreResult {
  const { siteScore, competitors, forecast } = siteCore(ctx, type, site, radiusMiles, priorities, 'score');
  return {
    siteScore,
    competitors,
    forecast,
    zoning: siteZoning(ctx.geo, type, site),
    location: siteLocation(site, radiusMiles),
  };
}
