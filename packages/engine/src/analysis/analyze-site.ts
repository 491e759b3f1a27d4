import type { LatLon } from '@sitescout/geodata';
import type { CompetitorSection } from '../competitors/analyze-competitors.js';
import { competitorHits } from '../competitors/competitor-hits.js';
import { walkshedCompetitors } from '../competitors/walkshed-competitors.js';
import { newestDataYear } from '../figures/vintage-age.js';
import { industryBenchmarkCheck } from '../industry-benchmarks/industry-benchmark-check.js';
import { ruleNarrative } from '../narrative/rule-narrative.js';
import { siteLocation, withAreaFigure } from '../site-location/site-location.js';
import { areaBasisScore, nationalPercentile } from '../site-score/area-basis-score.js';
import type { BusinessType } from '../taxonomy/types.js';
import type { TradeArea } from '../trade-area/build-trade-area.js';
import { buildWalksheds, WALK_MINUTES, walkMiles } from '../trade-area/build-walksheds.js';
import type { Priorities, SiteInput } from '../validation/validate-request.js';
import { ENGINE_VERSION } from '../version.js';
import { siteZoning } from '../zoning/site-zoning.js';
import { SITE_ANALYSIS_SCHEMA, type SiteAnalysis, type SourceCitation } from './analysis-result-types.js';
import type { EngineContext } from './engine-context.js';
import { narrativeFacts } from './narrative-facts.js';
import { siteCore } from './shared-sections.js';

/** The walksheds with the competitors inside each (named places of the type, and the section's estimate). */
function walkTradeArea(
  ctx: EngineContext,
  type: BusinessType,
  center: LatLon,
  competitors: CompetitorSection,
  ringHouseholds: number | null,
): TradeArea['walk'] {
  const walk = buildWalksheds(ctx.geo, center);
  if (!walk.covered) return walk;
  const hits = competitors.placesCovered
    ? competitorHits(ctx.geo, type, center, walkMiles(Math.max(...WALK_MINUTES))).items
    : null;
  return {
    ...walk,
    walksheds: walk.walksheds.map((w) => ({
      ...w,
      competitors: walkshedCompetitors(w.polygon, hits, competitors, {
        walkshed: w.households?.value ?? null,
        ring: ringHouseholds,
      }),
    })),
  };
}

/** Datasets whose source name appears in the analysis, one entry per source and vintage. */
function citedSources(ctx: EngineContext, analysisJson: string): SourceCitation[] {
  const seen = new Set<string>();
  // Many datasets share a source name: search the analysis for each name once.
  const named = new Map<string, boolean>();
  const cites = (source: string) => {
    let found = named.get(source);
    if (found === undefined) {
      found = analysisJson.includes(source);
      named.set(source, found);
    }
    return found;
  };
  return ctx.geo
    .datasets()
    .filter((d) => {
      const key = `${d.source}|${d.vintage}`;
      if (seen.has(key) || !cites(d.source)) return false;
      seen.add(key);
      return true;
    })
    .map((d) => ({ id: d.id, source: d.source, vintage: d.vintage, licence: d.licence, attribution: d.attribution }));
}

/**
 * The complete analysis of one site for one business type: every section computed from the loaded
 * data, every figure with its source and vintage or its estimate method. Synchronous, no I/O.
 *
 * @example analyzeSite(ctx, getBusinessType('coffee-shop'), {label: '60614', lat: 41.92, lon: -87.65}, 1)
 */
export function analyzeSite(
  ctx: EngineContext,
  type: BusinessType,
  site: SiteInput,
  radiusMiles: number,
  priorities: Priorities = {},
): SiteAnalysis {
  const geo = ctx.geo;
  const core = siteCore(ctx, type, site, radiusMiles, priorities);
  const { center, coverage, tradeArea, demographics, competitors, capacity, scores, access, costs } = core;
  const F = demographics.figures;
  const location = withAreaFigure(siteLocation(site, radiusMiles), geo);
  const zoning = siteZoning(geo, type, site);
  const benchmarkCheck = industryBenchmarkCheck(type, {
    ownerOccupiedShare: F.ownerOccupiedShare,
    medianYearBuilt: F.medianYearBuilt,
    builtBefore1980Share: F.builtBefore1980Share,
    medianHouseholdIncome: F.medianHouseholdIncome,
    medianHomeValue: F.medianHomeValue,
    populationGrowth: F.populationGrowth,
    competitorDensityPer10k: competitors.densityPer10kHouseholds,
  });
  const basis = areaBasisScore(type, {
    residents3mi: core.residents3mi,
    ownerHomesInRadius: core.ownerHomes,
    householdIncome: core.income?.value ?? null,
    fit: core.fit,
  });
  const siteScore = {
    ...core.siteScore,
    // Withheld with the score when the point stands for an area wider than the ring.
    nationalPercentile: location.widerThanRing ? null : nationalPercentile(ctx, type, basis),
  };
  const forecast = core.forecast;

  const partial: Omit<SiteAnalysis, 'narrative' | 'sources'> = {
    schema: SITE_ANALYSIS_SCHEMA,
    engineVersion: ENGINE_VERSION,
    dataVersion: geo.manifest.contentHash,
    businessType: { id: type.id, label: type.label, kind: type.kind },
    site,
    location,
    radiusMiles,
    priorities,
    coverage: { layers: coverage.layers, messages: coverage.messages },
    tradeArea: { ...tradeArea, walk: walkTradeArea(ctx, type, center, competitors, F.households?.value ?? null) },
    demographics,
    competitors,
    capacity,
    scores,
    access,
    costs,
    zoning,
    benchmarkCheck,
    siteScore,
    forecast,
  };
  const narrative = ruleNarrative(narrativeFacts(partial, newestDataYear(geo.datasets())));
  const analysis: SiteAnalysis = { ...partial, narrative, sources: [] };
  analysis.sources = citedSources(ctx, JSON.stringify(analysis));
  return analysis;
}
