import { type AreaOverlap, haversineMatrixMiles, haversineMiles, type LatLon } from '@sitescout/geodata';
import { milesToDegrees } from '@sitescout/shared';
import type { EngineContext } from '../analysis/engine-context.js';
import type { CompetitorSection } from '../competitors/analyze-competitors.js';
import { competitorHits } from '../competitors/competitor-hits.js';
import { placesEvidence, placesSampleName } from '../competitors/places-evidence.js';
import { ratingsUsable } from '../competitors/strong-competitors.js';
import { MIN_LAYER_EXTENT } from '../demographics/summarize-demographics.js';
import type { Figure } from '../figures/figure.js';
import type { BusinessType } from '../taxonomy/types.js';
import { landInRing } from '../trade-area/apportion.js';
import { MAX_TRACT_RING_MILES } from '../trade-area/build-trade-area.js';
import { sharedCensusTrade } from './census-trade.js';
import { competitorFloor } from './competitor-floor.js';
import { countyRevenueCheck } from './county-revenue-check.js';
import { daytimeDemandWeight, daytimeNotes, daytimeShare } from './daytime-demand.js';
import { forecastBasis } from './forecast-basis.js';
import { marketPerHousehold } from './market-per-household.js';
import { placeUnlocated, zoneHouseholds } from './place-unlocated.js';
import { boundToReceipts, type ReceiptsBenchmark } from './receipts-bounds.js';
import { type RevenueForecast, serviceForecast, storefrontForecast, unavailableForecast } from './revenue-forecast.js';
import { serviceTicket } from './service-ticket.js';
import { stateReceipts } from './state-receipts.js';
import { tradeStores } from './trade-stores.js';

/** Customers come from up to this multiple of the radius in the Huff forecast. */
export const MARKET_RADIUS_FACTOR = 2;

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

/** "Illinois", "MO" (the county's state), or "state 29" where no county carries a state. */
function stateNameOf(geo: EngineContext['geo'], countyFips: string | null): string {
  const stateFips = countyFips?.slice(0, 2) ?? null;
  const countyArea = countyFips ? geo.area('county', countyFips) : undefined;
  return stateFips === '17' ? 'Illinois' : (countyArea?.state ?? `state ${stateFips ?? ''}`.trim());
}

/** The state's receipts per establishment of the trade that a forecast is held inside (see `boundToReceipts`). */
function receiptsBenchmark(
  geo: EngineContext['geo'],
  type: BusinessType,
  countyFips: string | null,
): ReceiptsBenchmark {
  const stateFips = countyFips?.slice(0, 2) ?? null;
  const place = stateNameOf(geo, countyFips);
  const distribution = stateFips ? (stateReceipts(geo, type, stateFips)?.distribution ?? null) : null;
  return {
    distribution,
    place,
    label: `${distribution ? `${place} ` : ''}${type.noun.many} (NAICS ${type.recognition.naics.join(', ')})`,
  };
}

/** What the forecast reads of the site's other sections. */
export interface SiteForecastInputs {
  income: number | null;
  competitors: CompetitorSection;
  ownerHomes: number | null;
  ringHouseholds: number | null;
  ringPeople: { residents: Figure | null; daytime: Figure | null };
  countyFips: string | null;
  /** The geocoder's precision for the site ('city', 'zip', or street/pin when absent). */
  sitePrecision?: string | null;
}

function forecastFor(
  ctx: EngineContext,
  type: BusinessType,
  center: LatLon,
  radiusMiles: number,
  { income, competitors, ownerHomes, ringHouseholds, ringPeople, countyFips }: SiteForecastInputs,
): RevenueForecast {
  const geo = ctx.geo;
  const rows = geo.publishedFigures();
  const stateFips = countyFips?.slice(0, 2) ?? null;
  const state = stateFips ? stateReceipts(geo, type, stateFips) : null;
  const stateName = stateNameOf(geo, countyFips);
  const market = marketPerHousehold(rows, type, income, state, stateName);
  const places = placesEvidence(geo, center);
  // A sample with no Census count beside it gives no competitor count at all (analyze-competitors): say why.
  if (places === 'sample' && (competitors.countBasis === 'named-places' || competitors.countBasis === null))
    return unavailableForecast(
      `The competitors here are known only from a ${placesSampleName(geo, center)}, not a full list: market share is not computed from it.`,
    );
  const marketMiles = Math.min(50, radiusMiles * MARKET_RADIUS_FACTOR);
  // The market is the receipts of the trade's NAICS codes: only named places of that industry share it (a gas
  // station typed "convenience store" sells fuel, NAICS 447110). Service trades place no stores: their named count
  // stands as the competitor section gives it.
  const trade = tradeStores(
    type.kind === 'storefront' && competitors.placesCovered && places === 'complete'
      ? competitorHits(geo, type, center, marketMiles + radiusMiles).items
      : [],
    type,
    radiusMiles,
    competitors.namedWithinRadius,
  );
  const stores = trade.stores;
  const estimate = competitors.countWithinRadius?.value ?? null;
  const floor = competitorFloor(geo, type, countyFips, ringHouseholds, estimate, trade.namedWithinRadius);
  const hasCount = estimate !== null || floor.densityFloor !== null;
  if (type.kind === 'service-area') {
    return serviceForecast({
      type,
      households: ringHouseholds,
      market: 'reason' in market ? null : market,
      ownerHomes,
      ticket: type.service ? serviceTicket(rows, type.service.ticketItemKeywords) : null,
      competitors: hasCount ? floor.value : null,
      competitorNote: floor.basis,
    });
  }
  const zones = demandZones(geo, center, marketMiles);
  // Named places stand for the competitor count ÷ the named places within the radius; where none is located, the
  // count's establishments are placed at the demand zones at the ring's density per household. The count is never
  // below the named places nor half the county's density (`competitorFloor`). No count at all, no forecast.
  const count = hasCount ? floor.value : null;
  const named = trade.namedWithinRadius ?? 0;
  const weight = count !== null && named > 0 ? Math.max(1, count / named) : 1;
  const rated = ratingsUsable(stores.map((x) => x.place));
  // No named place inside the radius (none at all, or only beyond it): the count's establishments are placed.
  const placed =
    named === 0 && count !== null && ringHouseholds && ringHouseholds > 0
      ? placeUnlocated(zones, count / ringHouseholds)
      : [];
  const noCompetitorData = stores.length === 0 && count === null;
  const toStores = haversineMatrixMiles(
    zones.map((o) => o.area.internalPoint),
    stores.map((s) => s.place),
  );
  const share = daytimeShare(type);
  const weights = zones.map((o) => daytimeDemandWeight(o.area, share));
  const withDaytime = zones.filter((o) => o.area.demographics.daytimePopulation?.value != null).length;
  return storefrontForecast({
    type,
    zones: zones.map((o, z) => ({
      id: o.area.id,
      households: zoneHouseholds(o),
      demandWeight: weights[z] ?? 1,
      distanceToSiteMiles: o.distanceMiles,
      distancesToCompetitorsMiles: [
        ...(toStores[z] as number[]),
        ...placed.map((p) => p.distancesMiles[z] ?? Number.POSITIVE_INFINITY),
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
      placed.length > 0 && count !== null && ringHouseholds
        ? `in proportion to their households (${count.toFixed(1)} competitors within ${radiusMiles} mi ÷ ${Math.round(ringHouseholds).toLocaleString('en-US')} households there = ${((10_000 * count) / ringHouseholds).toFixed(1)} per 10,000 households), each zone's own customers 2/3 of the zone's radius away`
        : undefined,
    competitorNote: floor.basis,
    market,
    zoneKind: zones[0]?.area.kind,
    daytimeNotes: daytimeNotes(type, ringPeople, withDaytime, zones.length),
  });
}

/**
 * The site's revenue forecast (Huff over the demand zones for storefronts, service demand for service trades) with
 * the county payroll check beside it where there is a forecast.
 */
export function siteForecast(
  ctx: EngineContext,
  type: BusinessType,
  center: LatLon,
  radiusMiles: number,
  inputs: SiteForecastInputs,
): RevenueForecast {
  const forecasted = boundToReceipts(
    forecastFor(ctx, type, center, radiusMiles, inputs),
    receiptsBenchmark(ctx.geo, type, inputs.countyFips),
  );
  const check = forecasted.annualRevenue
    ? countyRevenueCheck(ctx.geo, type, inputs.countyFips, forecasted.annualRevenue.expected.value)
    : null;
  const trade = sharedCensusTrade(type);
  const said = trade ? { ...forecasted, assumptions: [trade, ...forecasted.assumptions] } : forecasted;
  const withCheck = check ? { ...said, check } : said;
  return { ...withCheck, basis: forecastBasis(withCheck, inputs.sitePrecision ?? null) };
}
