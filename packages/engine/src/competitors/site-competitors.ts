import type { AreaOverlap, LatLon } from '@sitescout/geodata';
import type { EngineContext } from '../analysis/engine-context.js';
import type { Figure } from '../figures/figure.js';
import type { BusinessType } from '../taxonomy/types.js';
import { analyzeCompetitors, type CompetitorSection } from './analyze-competitors.js';
import { censusEstimate } from './census-estimate.js';
import { ringCompleteness } from './ring-completeness.js';

export interface SiteCompetitorInput {
  type: BusinessType;
  center: LatLon;
  radiusMiles: number;
  ringRadii: readonly number[];
  /** How far named competitors are listed from (see `CompetitorInput.reachMiles`). */
  reachMiles?: number;
  /** Whether to list the 2024 chain stores near the site (default yes). */
  chainStores?: boolean;
  /** Households inside the chosen ring. */
  households: Figure | null;
  /** Households inside each trade-area ring, when known. */
  ringHouseholds?: (radiusMiles: number) => number | null;
  zctas: readonly AreaOverlap[];
  counties: readonly AreaOverlap[];
  countyFips: string | null;
  /** ISO country of the site when the geocoder said (outside the United States no establishment count is made). */
  country?: string | null;
}

/** The competitor section of a site, with the Census estimate and measured completeness wired in. */
export function siteCompetitors(ctx: EngineContext, input: SiteCompetitorInput): CompetitorSection {
  const { type, center, radiusMiles } = input;
  const geo = ctx.geo;
  const abroad = input.country && input.country !== 'US' ? input.country : null;
  return analyzeCompetitors({
    geo,
    type,
    center,
    radiusMiles,
    ringRadii: input.ringRadii,
    reachMiles: input.reachMiles,
    chainStores: input.chainStores,
    households: input.households,
    counties: input.counties,
    countyFips: input.countyFips,
    census: (r) =>
      r === radiusMiles
        ? censusEstimate(
            ctx,
            type,
            r,
            input.zctas,
            input.counties,
            input.households?.value ?? null,
            geo.areasOverlappingRing('tract', center, r),
          )
        : censusEstimate(
            ctx,
            type,
            r,
            geo.areasOverlappingRing('zcta', center, r),
            geo.areasOverlappingRing('county', center, r),
            input.ringHouseholds?.(r) ?? null,
            geo.areasOverlappingRing('tract', center, r),
          ),
    completeness: ringCompleteness(geo, type, input.zctas, input.counties),
    ...(abroad
      ? {
          countUnavailable: `the competitor count is not available outside the United States (${abroad}): the Census business counts it is made from cover U.S. counties and ZIP codes only`,
        }
      : {}),
  });
}
