import type { GeoView, LatLon } from '@sitescout/geodata';
import { type AccessSection, analyzeAccess } from '../access/analyze-access.js';
import type { CapacitySection } from '../capacity/capacity-section.js';
import type { CompetitorSection } from '../competitors/analyze-competitors.js';
import { sweetSpotRadius } from '../competitors/saturation.js';
import { withCapacity } from '../competitors/saturation-with-capacity.js';
import { siteCompetitors } from '../competitors/site-competitors.js';
import { rentAt } from '../costs/rent-at.js';
import type { RentSection } from '../costs/rent-estimate.js';
import { type DemographicsSection, summarizeDemographics } from '../demographics/summarize-demographics.js';
import type { Figure } from '../figures/figure.js';
import { type RevenueForecast, unavailableForecast } from '../forecast/revenue-forecast.js';
import { siteForecast } from '../forecast/site-forecast.js';
import { type MobilityScores, mobilityScores } from '../scores/mobility-scores.js';
import { widerThanRing, widerThanRingReason } from '../site-location/site-location.js';
import { combineSiteScore, type SiteScore, type SubScoreName } from '../site-score/site-score.js';
import {
  accessSubScore,
  competitionSubScore,
  costSubScore,
  demandSubScore,
  type FitInputs,
  fitSubScore,
} from '../site-score/sub-scores.js';
import type { BusinessType } from '../taxonomy/types.js';
import { buildTradeArea, ringOverlaps, type TradeArea } from '../trade-area/build-trade-area.js';
import type { RingOverlaps } from '../trade-area/ring-overlaps.js';
import { ringRadii } from '../trade-area/ring-radii.js';
import type { Priorities, SiteInput } from '../validation/validate-request.js';
import type { EngineContext } from './engine-context.js';
import { householdIncome } from './household-income.js';
import { siteGeoView } from './memo-geo-view.js';

const val = (f: Figure | null | undefined): number | null => (f ? f.value : null);

/** The demand part counts the residents within this ring. */
const DEMAND_RING_MILES = 3;

/**
 * What every use of a site's analysis needs: the sections the site score and the forecast are computed from, the
 * score itself (without the national percentile) and the forecast. The full report (`analyzeSite`) adds the
 * sections only a reader needs (walksheds, capacity, zoning, benchmarks, narrative, citations); batch scoring
 * (`scoreSite`) stops here. One computation, so a batch row and a report of the same site agree.
 */
export interface SiteCore {
  center: LatLon;
  coverage: ReturnType<GeoView['coverageAt']>;
  tradeArea: TradeArea;
  /** Overlaps of the chosen ring by area kind. */
  ring: RingOverlaps;
  demographics: DemographicsSection;
  countyFips: string | null;
  competitors: CompetitorSection;
  /** The capacity section (with the void list in a report scope only). */
  capacity: CapacitySection;
  scores: MobilityScores;
  access: AccessSection;
  costs: RentSection;
  income: Figure | null;
  residents3mi: number | null;
  ownerHomes: number | null;
  fit: FitInputs;
  siteScore: Omit<SiteScore, 'nationalPercentile'>;
  forecast: RevenueForecast;
}

/** The competitor density at the low and high ends of the count's range. */
function densityRange(c: CompetitorSection): [number, number] | null {
  const d = c.densityPer10kHouseholds?.value;
  const n = c.countWithinRadius?.value;
  if (d === undefined || !n || !c.countRange) return null;
  return [(d * c.countRange[0]) / n, (d * c.countRange[1]) / n];
}

/**
 * What a caller needs of the rings: a report shows every ring (0.5/1/3/5 mi and the chosen one) with its competitor
 * count; a score needs only the chosen ring, the 3-mile ring (demand) and the sweet-spot ring (saturation). The
 * figures computed are the same either way.
 */
export type SiteCoreScope = 'report' | 'score';

/** The shared part of every site analysis (see `SiteCore`). Synchronous, no I/O. */
export function siteCore(
  ctx: EngineContext,
  type: BusinessType,
  site: SiteInput,
  radiusMiles: number,
  priorities: Priorities,
  scope: SiteCoreScope = 'report',
): SiteCore {
  // Every section of this site asks through one view that answers the same ring or competitor question once.
  const geo = siteGeoView(ctx.geo);
  const siteCtx: EngineContext = { ...ctx, geo };
  const center = { lat: site.lat, lon: site.lon };
  const coverage = geo.coverageAt(center);
  const reportRings = ringRadii(radiusMiles);
  const countedRings =
    scope === 'report'
      ? reportRings
      : reportRings.filter((r) => r === radiusMiles || r === sweetSpotRadius(radiusMiles));
  const tradeArea = buildTradeArea(
    geo,
    center,
    radiusMiles,
    scope === 'report' ? reportRings : reportRings.filter((r) => countedRings.includes(r) || r === DEMAND_RING_MILES),
  );
  const ring = ringOverlaps(geo, center, radiusMiles);
  const demographics = summarizeDemographics(ring);
  const F = demographics.figures;
  // A tract's GEOID starts with its county's FIPS: the last resort where county and ZCTA polygons leave a gap.
  const countyFips =
    geo.areaAt('county', center)?.id ??
    geo.areaAt('zcta', center)?.countyFips ??
    geo.areaAt('tract', center)?.id.slice(0, 5) ??
    null;

  const competitorSection = siteCompetitors(siteCtx, {
    type,
    center,
    radiusMiles,
    ringRadii: countedRings,
    reachMiles: Math.max(...reportRings),
    chainStores: scope === 'report',
    households: F.households,
    ringHouseholds: (r) => tradeArea.rings.find((x) => x.radiusMiles === r)?.households?.value ?? null,
    zctas: ring.byKind.zcta ?? [],
    counties: ring.byKind.county ?? [],
    countyFips,
    country: site.country ?? null,
  });
  // The saturation banner says what the capacity section says, in a report and a batch score alike.
  const households = F.households?.value ?? null;
  const { competitors, capacity } = withCapacity(
    siteCtx,
    type,
    radiusMiles,
    ring,
    households,
    competitorSection,
    scope === 'report',
  );
  const scores = mobilityScores(siteCtx, center);
  const access = analyzeAccess(geo, center, site);
  const costs = rentAt(siteCtx, center, countyFips, {
    homeValue: F.medianHomeValue,
    homeValueKind: demographics.basis.medianHomeValue?.kind,
    grossRent: F.medianGrossRent,
  });

  const income = householdIncome(F);
  const residents3mi = val(tradeArea.rings.find((r) => r.radiusMiles === DEMAND_RING_MILES)?.population);
  const ownerHomes =
    F.households && F.ownerOccupiedShare ? (F.households.value * F.ownerOccupiedShare.value) / 100 : null;
  const fit: FitInputs = {
    under18Share: val(F.under18Share),
    age25to44Share: val(F.age25to44Share),
    age65PlusShare: val(F.age65PlusShare),
    bachelorsOrHigherShare: val(F.bachelorsOrHigherShare),
    ownerOccupiedShare: val(F.ownerOccupiedShare),
    medianHouseholdIncome: val(F.medianHouseholdIncome),
    perCapitaIncome: val(F.perCapitaIncome),
  };
  const withoutForecast = {
    center,
    coverage,
    tradeArea,
    ring,
    demographics,
    countyFips,
    competitors,
    capacity,
    scores,
    access,
    costs,
    income,
    residents3mi,
    ownerHomes,
    fit,
  };
  const segments =
    priorities.customers && priorities.customers.length > 0 ? priorities.customers : type.targetCustomers;
  const siteScore = combineSiteScore(
    {
      demand: demandSubScore({
        kind: type.kind,
        residents3mi,
        ownerHomesInRadius: ownerHomes,
        // Only a measured median weighs demand: a per-capita estimate (a mean) would read as a measured factor.
        householdIncome: val(F.medianHouseholdIncome),
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
  const wide = widerThanRing(site, radiusMiles);
  if (wide) {
    // A point standing for an area wider than the ring: the score and the forecast would describe that point, not
    // the site. Every part is withheld (so no re-weighting or comparison brings a score back), with the reason.
    const reason = widerThanRingReason(wide, radiusMiles);
    const parts = Object.fromEntries(
      (Object.keys(type.weights) as SubScoreName[]).map((n) => [n, { score: null, detail: `not shown: ${reason}` }]),
    ) as Parameters<typeof combineSiteScore>[0];
    const withheld = combineSiteScore(parts, type.weights, priorities);
    return {
      ...withoutForecast,
      siteScore: { ...withheld, coverage: { ...withheld.coverage, summary: `The site is ${reason}.` } },
      forecast: unavailableForecast(`No revenue forecast: the site is ${reason}.`),
    };
  }
  const forecast = siteForecast(siteCtx, type, center, radiusMiles, {
    income: val(income),
    competitors,
    ownerHomes,
    ringHouseholds: val(F.households),
    ringPeople: { residents: F.population, daytime: F.daytimePopulation },
    countyFips,
    sitePrecision: site.precision ?? null,
  });
  return { ...withoutForecast, siteScore, forecast };
}
