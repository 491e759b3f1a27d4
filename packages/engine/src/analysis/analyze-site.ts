import { type AreaOverlap, haversineMiles, type LatLon, milesToDegrees } from '@sitescout/geodata';
import { analyzeAccess } from '../access/analyze-access.js';
import { industryBenchmarkCheck } from '../benchmarks/industry-benchmark-check.js';
import type { ObservedCount } from '../capacity/area-capacity.js';
import { analyzeCapacity } from '../capacity/capacity-section.js';
import { shippedCapacityModel } from '../capacity/shipped-model.js';
import type { CompetitorSection } from '../competitors/analyze-competitors.js';
import { competitorHits } from '../competitors/competitor-hits.js';
import { siteCompetitors } from '../competitors/site-competitors.js';
import { ratingsUsable } from '../competitors/strong-competitors.js';
import { walkshedCompetitors } from '../competitors/walkshed-competitors.js';
import { corridorRents } from '../costs/corridor-rents.js';
import { estimateRent, retailRentBenchmark } from '../costs/rent-estimate.js';
import { MIN_LAYER_EXTENT, summarizeDemographics } from '../demographics/summarize-demographics.js';
import type { Figure } from '../figures/figure.js';
import { newestDataYear } from '../figures/vintage-age.js';
import { countyRevenueCheck } from '../forecast/county-revenue-check.js';
import { householdSpending } from '../forecast/household-spending.js';
import { placeUnlocated, zoneHouseholds } from '../forecast/place-unlocated.js';
import { type RevenueForecast, serviceForecast, storefrontForecast } from '../forecast/revenue-forecast.js';
import { serviceTicket } from '../forecast/service-ticket.js';
import { ruleNarrative } from '../narrative/rule-narrative.js';
import { mobilityScores } from '../scores/mobility-scores.js';
import { siteLocation } from '../site-location/site-location.js';
import { areaBasisScore, nationalPercentile } from '../site-score/area-basis-score.js';
import { combineSiteScore } from '../site-score/site-score.js';
import {
  accessSubScore,
  competitionSubScore,
  costSubScore,
  demandSubScore,
  fitSubScore,
} from '../site-score/sub-scores.js';
import type { BusinessType } from '../taxonomy/types.js';
import { landInRing } from '../trade-area/apportion.js';
import { buildTradeArea, MAX_TRACT_RING_MILES, ringOverlaps, type TradeArea } from '../trade-area/build-trade-area.js';
import { buildWalksheds, WALK_MINUTES, walkMiles } from '../trade-area/build-walksheds.js';
import type { Priorities, SiteInput } from '../validation/validate-request.js';
import { ENGINE_VERSION } from '../version.js';
import { zoningFlags, zoningNotCheckedForPrecision } from '../zoning/zoning-flags.js';
import type { EngineContext } from './engine-context.js';
import { householdIncome } from './household-income.js';
import { marketHomeValue } from './market-home-value.js';
import { narrativeFacts } from './narrative-facts.js';
import { SITE_ANALYSIS_SCHEMA, type SiteAnalysis, type SourceCitation } from './site-analysis.js';

/** Customers come from up to this multiple of the radius in the Huff forecast. */
export const MARKET_RADIUS_FACTOR = 2;

const val = (f: Figure | null | undefined): number | null => (f ? f.value : null);

/**
 * Demand zones for the Huff model: census tracts where they cover the market area (finer zones, less
 * aggregation error: a whole ZCTA's households sitting on its internal point next to the site would
 * overstate the site's pull), otherwise ZCTAs. Tracts (a tenth of a square mile in the city) are
 * assigned by internal point rather than clipped — the error is negligible for a demand model and
 * clipping a hundred boundaries per site is not. Only zones with households.
 */
function demandZones(geo: EngineContext['geo'], center: LatLon, marketMiles: number): AreaOverlap[] {
  const withHomes = (list: AreaOverlap[]) => list.filter((o) => (o.area.demographics.households?.value ?? 0) > 0);
  const zctas = withHomes(geo.areasOverlappingRing('zcta', center, marketMiles));
  if (marketMiles > MAX_TRACT_RING_MILES || !geo.coverageAt(center).layers.tracts) return zctas;
  const tracts: AreaOverlap[] = [];
  // A degree box a little wider than the market skips the far tracts before the great-circle distance.
  const { dLat, dLon } = milesToDegrees(marketMiles * 1.01, center.lat);
  for (const area of geo.areas('tract')) {
    const { lat, lon } = area.internalPoint;
    if (Math.abs(lat - center.lat) > dLat || Math.abs(lon - center.lon) > dLon * 1.5) continue;
    if ((area.demographics.households?.value ?? 0) <= 0) continue;
    const distanceMiles = haversineMiles(center, area.internalPoint);
    if (distanceMiles <= marketMiles) tracts.push({ area, overlapFraction: 1, distanceMiles, method: 'polygon' });
  }
  const land = (list: AreaOverlap[]) => list.reduce((s, o) => s + landInRing(o), 0);
  const ringLand = Math.min(Math.PI * marketMiles ** 2, land(zctas));
  return tracts.length > 0 && land(tracts) >= MIN_LAYER_EXTENT * ringLand ? tracts : zctas;
}

function forecastFor(
  ctx: EngineContext,
  type: BusinessType,
  center: LatLon,
  radiusMiles: number,
  income: number | null,
  competitors: CompetitorSection,
  ownerHomes: number | null,
  ringHouseholds: number | null,
  ringPeople?: { residents: Figure | null; daytime: Figure | null },
): RevenueForecast {
  const geo = ctx.geo;
  const rows = geo.publishedFigures();
  if (type.kind === 'service-area') {
    return serviceForecast({
      type,
      ownerHomes,
      ticket: type.service ? serviceTicket(rows, type.service.ticketItemKeywords) : null,
      competitors: competitors.countWithinRadius?.value ?? null,
    });
  }
  const marketMiles = Math.min(50, radiusMiles * MARKET_RADIUS_FACTOR);
  const zones = demandZones(geo, center, marketMiles);
  const stores = competitors.placesCovered ? competitorHits(geo, type, center, marketMiles + radiusMiles).items : [];
  const estimate = competitors.countWithinRadius?.value ?? null;
  // Named places stand for the estimate ÷ the named places within the radius; where none is located, the estimate's
  // establishments are placed at the demand zones at the ring's density per household. No estimate, no forecast.
  const named = competitors.namedWithinRadius ?? 0;
  const weight = estimate !== null && named > 0 ? Math.max(1, estimate / named) : 1;
  const rated = ratingsUsable(stores.map((x) => x.place));
  const placed =
    stores.length === 0 && estimate !== null && ringHouseholds && ringHouseholds > 0
      ? placeUnlocated(zones, estimate / ringHouseholds)
      : [];
  const noCompetitorData = stores.length === 0 && estimate === null;
  return storefrontForecast({
    type,
    zones: zones.map((o) => ({
      id: o.area.id,
      households: zoneHouseholds(o),
      distanceToSiteMiles: o.distanceMiles,
      distancesToCompetitorsMiles: [
        ...stores.map((s) => haversineMiles(o.area.internalPoint, s.place)),
        ...placed.map((p) => p.distancesMiles[zones.indexOf(o)] ?? Number.POSITIVE_INFINITY),
      ],
    })),
    // Ratings weigh competitors only where at least half of them have one; otherwise all weigh the same.
    competitors: noCompetitorData
      ? null
      : [
          ...stores.map((s) => ({
            rating: rated ? s.place.rating : null,
            reviewCount: rated ? s.place.reviewCount : null,
            weight,
          })),
          ...placed.map((p) => ({ rating: null, reviewCount: null, weight: p.establishments, placed: true })),
        ],
    placedNote:
      placed.length > 0 && estimate !== null && ringHouseholds
        ? `in proportion to their households (the competitor estimate of ${estimate} within ${radiusMiles} mi ÷ ${Math.round(ringHouseholds).toLocaleString('en-US')} households there = ${((10_000 * estimate) / ringHouseholds).toFixed(1)} per 10,000 households), each zone's own customers 2/3 of the zone's radius away`
        : undefined,
    spendingPerHousehold: type.spending ? householdSpending(rows, type.spending.blsItem, income) : null,
    zoneKind: zones[0]?.area.kind,
    ringPeople,
  });
}

/** The competitor density at the low and high ends of the count's range. */
function densityRange(c: CompetitorSection): [number, number] | null {
  const d = c.densityPer10kHouseholds?.value;
  const n = c.countWithinRadius?.value;
  if (d === undefined || !n || !c.countRange) return null;
  return [(d * c.countRange[0]) / n, (d * c.countRange[1]) / n];
}

/** The competitor estimate as the capacity section's "observed", so both quote the same count. */
function observedCount(c: CompetitorSection): ObservedCount | null {
  if (!c.countWithinRadius || !c.countSource || !c.countRange) return null;
  return {
    value: c.countWithinRadius.value,
    range: c.countRange,
    source: c.countSource.source,
    vintage: c.countSource.vintage,
    method: `the competitor section's estimate: ${c.countSummary}`,
  };
}

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
  const center = { lat: site.lat, lon: site.lon };
  const coverage = geo.coverageAt(center);
  const tradeArea = buildTradeArea(geo, center, radiusMiles);
  const ring = ringOverlaps(geo, center, radiusMiles);
  const demographics = summarizeDemographics(ring);
  const F = demographics.figures;
  const countyFips = geo.areaAt('county', center)?.id ?? geo.areaAt('zcta', center)?.countyFips ?? null;

  const competitors = siteCompetitors(ctx, {
    type,
    center,
    radiusMiles,
    ringRadii: tradeArea.rings.map((r) => r.radiusMiles),
    households: F.households,
    ringHouseholds: (r) => tradeArea.rings.find((x) => x.radiusMiles === r)?.households?.value ?? null,
    zctas: ring.byKind.zcta ?? [],
    counties: ring.byKind.county ?? [],
    countyFips,
  });
  const capacity = analyzeCapacity({
    ctx,
    model: shippedCapacityModel(ctx),
    type,
    radiusMiles,
    zctas: ring.byKind.zcta ?? [],
    counties: ring.byKind.county ?? [],
    households: F.households?.value ?? null,
    observed: observedCount(competitors),
  });
  const scores = mobilityScores(ctx, center);
  const access = analyzeAccess(geo, center);
  const costs = estimateRent({
    benchmark: retailRentBenchmark(geo.publishedFigures(), countyFips),
    localHomeValue: F.medianHomeValue,
    referenceHomeValue: marketHomeValue(ctx, countyFips, demographics.basis.medianHomeValue?.kind),
    localMedianGrossRent: F.medianGrossRent,
    corridor: corridorRents(geo.corridorRentsAt(center), new Date().getUTCFullYear()),
  });
  const location = siteLocation(site);
  const zoning = location.approximate
    ? zoningNotCheckedForPrecision(site.precision === 'city' ? 'its city' : 'its ZIP code area')
    : zoningFlags(type, geo.zoningAt(center));
  const benchmarkCheck = industryBenchmarkCheck(type, {
    ownerOccupiedShare: F.ownerOccupiedShare,
    medianYearBuilt: F.medianYearBuilt,
    builtBefore1980Share: F.builtBefore1980Share,
    medianHouseholdIncome: F.medianHouseholdIncome,
    medianHomeValue: F.medianHomeValue,
    populationGrowth: F.populationGrowth,
    competitorDensityPer10k: competitors.densityPer10kHouseholds,
  });

  const income = householdIncome(F);
  const residents3mi = val(tradeArea.rings.find((r) => r.radiusMiles === 3)?.population);
  const ownerHomes =
    F.households && F.ownerOccupiedShare ? (F.households.value * F.ownerOccupiedShare.value) / 100 : null;
  const fit = {
    under18Share: val(F.under18Share),
    age25to44Share: val(F.age25to44Share),
    age65PlusShare: val(F.age65PlusShare),
    bachelorsOrHigherShare: val(F.bachelorsOrHigherShare),
    ownerOccupiedShare: val(F.ownerOccupiedShare),
    medianHouseholdIncome: val(F.medianHouseholdIncome),
    perCapitaIncome: val(F.perCapitaIncome),
  };
  const segments =
    priorities.customers && priorities.customers.length > 0 ? priorities.customers : type.targetCustomers;
  const combined = combineSiteScore(
    {
      demand: demandSubScore({
        kind: type.kind,
        residents3mi,
        ownerHomesInRadius: ownerHomes,
        householdIncome: val(income),
      }),
      competition: competitionSubScore(
        val(competitors.densityPer10kHouseholds),
        val(competitors.referenceDensity?.figure),
        competitors.saturation.reason,
        densityRange(competitors),
      ),
      access: accessSubScore({
        kind: type.kind,
        walk: scores.walk.score,
        // A partial Transit Score (rail lines only, outside the local network) is a lower bound, not a measurement.
        transit: scores.transit && !scores.transit.partial ? scores.transit.score : null,
        partialTransit: scores.transit?.partial ? scores.transit.score : null,
        dailyVehicles: access.nearestArterial?.dailyVehicles.value ?? null,
        trafficCounted: access.nearestArterial?.date ?? null,
        stationEntries: access.weekdayEntriesNearby
          ? {
              weekdayEntries: access.weekdayEntriesNearby.value,
              period: [...new Set(access.stationEntries.map((e) => e.period))].join(', '),
            }
          : null,
      }),
      cost: costSubScore(costs.index),
      fit: fitSubScore(segments, fit),
    },
    type.weights,
    priorities,
  );
  const basis = areaBasisScore(type, {
    residents3mi,
    ownerHomesInRadius: ownerHomes,
    householdIncome: val(income),
    fit,
    rentIndex: costs.index,
  });
  const siteScore = { ...combined, nationalPercentile: nationalPercentile(ctx, type, basis) };
  const forecasted = forecastFor(
    ctx,
    type,
    center,
    radiusMiles,
    val(income),
    competitors,
    ownerHomes,
    val(F.households),
    {
      residents: F.population,
      daytime: F.daytimePopulation,
    },
  );
  const forecast: RevenueForecast = forecasted.annualRevenue
    ? { ...forecasted, check: countyRevenueCheck(geo, type, countyFips, forecasted.annualRevenue.expected.value) }
    : forecasted;

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
