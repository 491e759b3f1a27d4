import type { Figure } from '../figures/figure.js';
import type { BusinessType } from '../taxonomy/types.js';
import type { RevenueCheck } from './county-revenue-check.js';
import { huff, huffAttractiveness } from './huff.js';

/** Low and high revenue are the expected figure ∓ 30%: the category-share assumption dominates the error. */
export const REVENUE_BAND = 0.3;
/** Trading days a year for customers per day. */
export const TRADING_DAYS = 360;

export interface DemandZoneInput {
  id: string;
  /** Households of the zone inside the market area (apportioned). */
  households: number;
  /** Distance from the zone's internal point to the site (miles). */
  distanceToSiteMiles: number;
  /** Distance to each competitor, in competitor order. */
  distancesToCompetitorsMiles: number[];
}

export interface CompetitorStoreInput {
  rating: number | null;
  reviewCount: number | null;
  /**
   * Establishments this store stands for (default 1): a named place standing for estimate ÷ named places, or
   * the estimated establishments without a location that are placed at one demand zone.
   */
  weight?: number;
  /** True for estimated establishments without a location, placed at a demand zone (see `placeUnlocated`). */
  placed?: boolean;
}

export interface RevenueForecast {
  available: boolean;
  /** Why no forecast, when unavailable. */
  reason: string | null;
  /** 'fair-share' only on analyses made before one method (Huff) was used wherever demand zones exist. */
  model: 'huff' | 'fair-share' | 'service-demand' | null;
  marketShare: Figure | null;
  /** Yearly spending (or service demand) of the market area in this business's category. */
  annualMarket: Figure | null;
  annualRevenue: { low: Figure; expected: Figure; high: Figure } | null;
  customersPerDay: Figure | null;
  assumptions: string[];
  /**
   * The forecast beside the county's average revenue per establishment (County Business Patterns payroll ×
   * receipts per payroll dollar); a forecast beyond the supported range carries a flag in words. Absent on
   * analyses made before the check.
   */
  check?: RevenueCheck | null;
}

const unavailable = (reason: string): RevenueForecast => ({
  available: false,
  reason,
  model: null,
  marketShare: null,
  annualMarket: null,
  annualRevenue: null,
  customersPerDay: null,
  assumptions: [],
});

function band(expected: number, method: string): RevenueForecast['annualRevenue'] {
  const fig = (v: number, m: string): Figure => ({ value: Math.round(v), unit: 'usd', estimate: { method: m } });
  return {
    low: fig(expected * (1 - REVENUE_BAND), `expected revenue − ${REVENUE_BAND * 100}%`),
    expected: fig(expected, method),
    high: fig(expected * (1 + REVENUE_BAND), `expected revenue + ${REVENUE_BAND * 100}%`),
  };
}

/**
 * Storefront forecast with the Huff model. Each demand zone's spending (households × category
 * spending per household × the type's share of the category) is split between the site
 * (attractiveness 1) and the competitors (attractiveness from rating and reviews, × the establishments
 * each stands for) by P = A·D^−β / Σ A·D^−β. Competitors are the named places where they are located, and
 * the estimated establishments without a location placed at the demand zones (`placeUnlocated`): one
 * method wherever demand zones exist.
 */
export function storefrontForecast(input: {
  type: BusinessType;
  zones: readonly DemandZoneInput[];
  /** Named places and placed estimates, in the order of each zone's `distancesToCompetitorsMiles`; null = no competitor data. */
  competitors: readonly CompetitorStoreInput[] | null;
  spendingPerHousehold: Figure | null;
  /** What the zones are ('tract', 'zcta'), for the method text. */
  zoneKind?: string;
  /** How the unlocated establishments were placed, for the method text. */
  placedNote?: string;
  /** Residents and daytime population (workers and visitors) of the ring, named in the notes. */
  ringPeople?: { residents: Figure | null; daytime: Figure | null };
}): RevenueForecast {
  const { type } = input;
  const spending = type.spending;
  if (!spending)
    return unavailable(
      `No household-spending table for ${type.label.toLowerCase()} is loaded (BLS CE healthcare, education and transport rows are not in the benchmarks file).`,
    );
  if (!input.spendingPerHousehold)
    return unavailable(`No "${spending.blsItem}" spending row in the loaded benchmarks.`);
  const households = input.zones.reduce((s, z) => s + z.households, 0);
  if (households <= 0) return unavailable('No households data for this area.');
  if (!input.competitors) return unavailable('No competitor data for this area: market share cannot be estimated.');
  const perHousehold = input.spendingPerHousehold.value * spending.typeShare;
  const market = households * perHousehold;
  const assumptions = [
    `${type.label} share of household "${spending.blsItem}" spending: ${Math.round(spending.typeShare * 100)}% — ${spending.typeShareReason}`,
    `Spending per household: $${Math.round(input.spendingPerHousehold.value).toLocaleString('en-US')} (${'source' in input.spendingPerHousehold ? `${input.spendingPerHousehold.source}, ${input.spendingPerHousehold.vintage}` : input.spendingPerHousehold.estimate.method})`,
    `Average spend per visit: $${spending.ticketPerVisit} (assumption)`,
    `Revenue band ±${REVENUE_BAND * 100}%; residents only (workers and visitors not counted)`,
    ...daytimeNote(input.ringPeople),
  ];
  const stores = input.competitors;
  const attractiveness = [1, ...stores.map((c) => (c.weight ?? 1) * huffAttractiveness(c.rating, c.reviewCount))];
  const result = huff(
    input.zones.map((z) => ({
      id: z.id,
      demand: z.households * perHousehold,
      distancesMiles: [z.distanceToSiteMiles, ...z.distancesToCompetitorsMiles],
    })),
    attractiveness,
    type.huffBeta,
  );
  const share = result.marketShare[0] ?? 0;
  const named = stores.filter((c) => !c.placed);
  const placed = stores.filter((c) => c.placed).reduce((s, c) => s + (c.weight ?? 1), 0);
  const namedWeight = named[0]?.weight ?? 1;
  const parts = [
    named.length > 0
      ? `${named.length} named competitors (attractiveness rating/4 × (1 + log10(1 + reviews))/3 where known, else 1)${namedWeight > 1 ? `, each standing for ${namedWeight.toFixed(1)} establishments so they add up to the competitor estimate` : ''}`
      : null,
    placed > 0
      ? `${placed.toFixed(1)} estimated establishments without a location, placed at the demand zones${input.placedNote ? ` ${input.placedNote}` : ''}`
      : null,
  ].filter(Boolean);
  const shareMethod = `Huff model, β = ${type.huffBeta}, ${input.zones.length} demand zones (${input.zoneKind ?? 'area'}s), the site (attractiveness 1) plus ${parts.length > 0 ? parts.join(' and ') : 'no competitors (the competitor estimate is 0)'}`;
  assumptions.push(`Huff distance-decay exponent β = ${type.huffBeta} for ${type.label.toLowerCase()}`);
  const model = 'huff' as const;
  const expected = market * share;
  return {
    available: true,
    reason: null,
    model,
    marketShare: { value: share, unit: 'share', estimate: { method: shareMethod } },
    annualMarket: {
      value: Math.round(market),
      unit: 'usd',
      estimate: {
        method: `${Math.round(households).toLocaleString('en-US')} households × $${Math.round(perHousehold).toLocaleString('en-US')} category spending per household`,
      },
    },
    annualRevenue: band(expected, `market × share (${shareMethod})`),
    customersPerDay: {
      value: Math.round(expected / spending.ticketPerVisit / TRADING_DAYS),
      estimate: { method: `expected revenue ÷ $${spending.ticketPerVisit} per visit ÷ ${TRADING_DAYS} days` },
    },
    assumptions,
  };
}

/**
 * Service-trade forecast: owner-occupied homes in the service radius × paid visits per home per
 * year × average ticket = the market; the business's share is a fair share 1/(n+1) of the
 * establishments serving it.
 */
export function serviceForecast(input: {
  type: BusinessType;
  ownerHomes: number | null;
  ticket: Figure | null;
  competitors: number | null;
}): RevenueForecast {
  const { type } = input;
  const service = type.service;
  if (!service) return unavailable(`No service-demand model for ${type.label.toLowerCase()}.`);
  if (!input.ticket)
    return unavailable(`No average-ticket figure for ${type.label.toLowerCase()} in the loaded benchmarks.`);
  if (input.ownerHomes === null || input.ownerHomes <= 0)
    return unavailable('No owner-occupied housing figures for this area.');
  if (input.competitors === null)
    return unavailable('No business-count data for this area: market share cannot be estimated.');
  const visits = input.ownerHomes * service.visitsPerHomePerYear;
  const market = visits * input.ticket.value;
  const n = Math.round(input.competitors);
  const share = 1 / (n + 1);
  const expected = market * share;
  return {
    available: true,
    reason: null,
    model: 'service-demand',
    marketShare: {
      value: share,
      unit: 'share',
      estimate: {
        method: `fair share 1/(n+1) of ${n} establishments (the competitor estimate for the service area) plus this one`,
      },
    },
    annualMarket: {
      value: Math.round(market),
      unit: 'usd',
      estimate: {
        method: `${Math.round(input.ownerHomes).toLocaleString('en-US')} owner-occupied homes × ${service.visitsPerHomePerYear} paid visits a year × $${Math.round(input.ticket.value)} average ticket`,
      },
    },
    annualRevenue: band(expected, 'service market × fair share'),
    customersPerDay: {
      value: Math.round((10 * (visits * share)) / TRADING_DAYS) / 10,
      estimate: { method: `paid visits a year × share ÷ ${TRADING_DAYS} days` },
    },
    assumptions: [
      `Paid visits per owner-occupied home per year: ${service.visitsPerHomePerYear} — ${service.visitsReason}`,
      `Average ticket: $${Math.round(input.ticket.value)} (${'estimate' in input.ticket ? input.ticket.estimate.method : input.ticket.source})`,
      `Revenue band ±${REVENUE_BAND * 100}%`,
    ],
  };
}

/**
 * The ring's daytime population beside its residents: the forecast counts residents' households only,
 * so a ring that fills by day has demand this forecast leaves out (and one that empties, less).
 */
export function daytimeNote(people: { residents: Figure | null; daytime: Figure | null } | undefined): string[] {
  const day = people?.daytime;
  const residents = people?.residents;
  if (!day || !residents || residents.value <= 0) return [];
  const ratio = day.value / residents.value;
  const cite = 'source' in day ? ` (${day.source}, ${day.vintage})` : '';
  const fmt = (v: number) => Math.round(v).toLocaleString('en-US');
  return [
    `Daytime population in the ring: ${fmt(day.value)} people by day${cite} vs ${fmt(residents.value)} residents (${ratio.toFixed(2)}×) — ${ratio >= 1 ? 'workers and visitors add demand this forecast does not count' : 'more residents leave by day than arrive'}`,
  ];
}
