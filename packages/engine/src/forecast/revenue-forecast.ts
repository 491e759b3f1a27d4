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
  /**
   * Demand per resident household relative to a zone where as many people are there by day as live there: above 1
   * where workers and visitors come in (see `daytimeDemandWeight`), below where residents leave. Default 1.
   */
  demandWeight?: number;
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

/** What the type's establishments take in per household a year where the site is, and how that was found. */
export interface MarketPerHousehold {
  value: number;
  /** One line: the source and arithmetic. */
  method: string;
  /** Further stated assumptions (income adjustment, what the figure includes). */
  notes: string[];
  /** 'receipts': establishments' receipts (County Business Patterns); 'spending': BLS household spending × a share. */
  basis: 'receipts' | 'spending';
  /** What the value is per: every household, or (service trades) every owner-occupied home. */
  unit: 'household' | 'owner-occupied home';
}

/**
 * How far a plan can lean on the forecast. `planReady` only when the site is placed at street precision, the
 * forecast is within what establishments of the type earn in the county, and it sits between the 10th and 90th
 * percentile of the state's establishments where that is known. The comparison refuses to crown a revenue that is
 * not plan-ready.
 */
export interface ForecastBasis {
  /** How precisely the site is placed: 'street' (or a pin), 'zip', 'city'. */
  sitePrecision: 'street' | 'zip' | 'city';
  /** 'receipts' or 'spending' (see `MarketPerHousehold`), 'visits' for the service-visit fallback; null without a forecast. */
  market: 'receipts' | 'spending' | 'visits' | null;
  planReady: boolean;
  /** Why a plan cannot lean on it, in words (null when plan-ready). */
  reason: string | null;
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
  /** How far a plan can lean on it (absent on analyses made before). */
  basis?: ForecastBasis;
  /** Where the market figure came from (absent on analyses made before). */
  marketBasis?: 'receipts' | 'spending' | 'visits';
}

/** A forecast with no figure, and the one sentence saying why. */
export const unavailableForecast = (reason: string): RevenueForecast => ({
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
 * Storefront forecast with the Huff model. Each demand zone's market (households × what the type's establishments
 * take in per household × the zone's daytime weight) is split between the site (attractiveness 1) and the
 * competitors (attractiveness from rating and reviews, × the establishments each stands for) by
 * P = A·D^−β / Σ A·D^−β. Competitors are the named places where they are located, and the estimated
 * establishments without a location placed at the demand zones (`placeUnlocated`): one method wherever demand
 * zones exist.
 */
export function storefrontForecast(input: {
  type: BusinessType;
  zones: readonly DemandZoneInput[];
  /** Named places and placed estimates, in the order of each zone's `distancesToCompetitorsMiles`; null = no competitor data. */
  competitors: readonly CompetitorStoreInput[] | null;
  /** The market per household, or why there is none. */
  market: MarketPerHousehold | { reason: string };
  /** What the zones are ('tract', 'zcta'), for the method text. */
  zoneKind?: string;
  /** How the unlocated establishments were placed, for the method text. */
  placedNote?: string;
  /** How the competitor count was floored, for the notes. */
  competitorNote?: string;
  /** How daytime population entered the demand, for the notes. */
  daytimeNotes?: string[];
}): RevenueForecast {
  const { type } = input;
  if ('reason' in input.market) return unavailableForecast(input.market.reason);
  const households = input.zones.reduce((s, z) => s + z.households, 0);
  if (households <= 0) return unavailableForecast('No households data for this area.');
  if (!input.competitors)
    return unavailableForecast('No competitor data for this area: market share cannot be estimated.');
  const perHousehold = input.market.value;
  const weighted = input.zones.reduce((s, z) => s + z.households * (z.demandWeight ?? 1), 0);
  const market = weighted * perHousehold;
  const ticket = type.spending?.ticketPerVisit ?? null;
  const assumptions = [
    `Market per household: $${Math.round(perHousehold).toLocaleString('en-US')} a year — ${input.market.method}`,
    ...input.market.notes,
    ...(ticket ? [`Average spend per visit: $${ticket} (assumption)`] : []),
    `Revenue band ±${REVENUE_BAND * 100}%`,
    ...(input.daytimeNotes ?? []),
    ...(input.competitorNote ? [`Competitors: ${input.competitorNote}`] : []),
  ];
  const stores = input.competitors;
  const attractiveness = [1, ...stores.map((c) => (c.weight ?? 1) * huffAttractiveness(c.rating, c.reviewCount))];
  const result = huff(
    input.zones.map((z) => ({
      id: z.id,
      demand: z.households * (z.demandWeight ?? 1) * perHousehold,
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
      ? `${named.length} named competitors (attractiveness rating/4 × (1 + log10(1 + reviews))/3 where known, else 1)${namedWeight > 1 ? `, each standing for ${namedWeight.toFixed(1)} establishments so they add up to the competitor count` : ''}`
      : null,
    placed > 0
      ? `${placed.toFixed(1)} estimated establishments without a location, placed at the demand zones${input.placedNote ? ` ${input.placedNote}` : ''}`
      : null,
  ].filter(Boolean);
  const shareMethod = `Huff model, β = ${type.huffBeta}, ${input.zones.length} demand zones (${input.zoneKind ?? 'area'}s), the site (attractiveness 1) plus ${parts.length > 0 ? parts.join(' and ') : 'no competitors'}`;
  assumptions.push(`Huff distance-decay exponent β = ${type.huffBeta} for ${type.noun.many}`);
  const expected = market * share;
  return {
    available: true,
    reason: null,
    model: 'huff',
    marketShare: { value: share, unit: 'share', estimate: { method: shareMethod } },
    annualMarket: {
      value: Math.round(market),
      unit: 'usd',
      estimate: {
        method: `${Math.round(households).toLocaleString('en-US')} households${Math.abs(weighted - households) > 0.5 ? ` (${Math.round(weighted).toLocaleString('en-US')} with the daytime population weighed in)` : ''} × $${Math.round(perHousehold).toLocaleString('en-US')} per household`,
      },
    },
    marketBasis: input.market.basis,
    annualRevenue: band(expected, `market × share (${shareMethod})`),
    customersPerDay: ticket
      ? {
          value: Math.round(expected / ticket / TRADING_DAYS),
          estimate: { method: `expected revenue ÷ $${ticket} per visit ÷ ${TRADING_DAYS} days` },
        }
      : null,
    assumptions,
  };
}

/**
 * Service-trade forecast: the trade's market in the service area (households × what the type's establishments take
 * in per household, from their receipts) shared fairly, 1/(n+1), with the n establishments serving it. Where no
 * receipts are loaded (outside the loaded states), owner-occupied homes × paid visits a year × the average ticket
 * stands in, said so.
 */
export function serviceForecast(input: {
  type: BusinessType;
  /** Households of the service area (all, or owner-occupied as the market's unit says) and what the trade takes in per one. */
  households?: number | null;
  market?: MarketPerHousehold | null;
  ownerHomes: number | null;
  ticket: Figure | null;
  competitors: number | null;
  competitorNote?: string;
}): RevenueForecast {
  const { type } = input;
  if (input.competitors === null)
    return unavailableForecast('No business-count data for this area: market share cannot be estimated.');
  const n = input.competitors;
  const share = 1 / (n + 1);
  const shareFigure: Figure = {
    value: share,
    unit: 'share',
    estimate: {
      method: `fair share 1/(n+1) of ${n.toFixed(1)} establishments serving the area (${input.competitorNote ?? 'the competitor estimate'}) plus this one`,
    },
  };
  const homes = input.market?.unit === 'owner-occupied home' ? input.ownerHomes : input.households;
  if (input.market && homes && homes > 0) {
    const market = homes * input.market.value;
    return serviceResult(shareFigure, market, input.market.basis, null, [
      `${Math.round(homes).toLocaleString('en-US')} ${input.market.unit}s in the service area × $${Math.round(input.market.value).toLocaleString('en-US')} per ${input.market.unit}`,
      `Market per ${input.market.unit}: $${Math.round(input.market.value).toLocaleString('en-US')} a year — ${input.market.method}`,
      ...input.market.notes,
    ]);
  }
  const service = type.service;
  if (!service) return unavailableForecast(`No service-demand model for ${type.noun.many}.`);
  if (!input.ticket)
    return unavailableForecast(
      `No receipts for ${type.noun.many} are loaded for this state and no average-ticket figure is in the loaded benchmarks.`,
    );
  if (input.ownerHomes === null || input.ownerHomes <= 0)
    return unavailableForecast('No owner-occupied housing figures for this area.');
  const visits = input.ownerHomes * service.visitsPerHomePerYear;
  const perDay: Figure = {
    value: Math.round((10 * (visits * share)) / TRADING_DAYS) / 10,
    estimate: { method: `paid visits a year × share ÷ ${TRADING_DAYS} days` },
  };
  return serviceResult(shareFigure, visits * input.ticket.value, 'visits', perDay, [
    `${Math.round(input.ownerHomes).toLocaleString('en-US')} owner-occupied homes × ${service.visitsPerHomePerYear} paid visits a year × $${Math.round(input.ticket.value)} average ticket`,
    'No establishment receipts are loaded for this state: the market is built from household visits instead',
    `Paid visits per owner-occupied home per year: ${service.visitsPerHomePerYear} — ${service.visitsReason}`,
    `Average ticket: $${Math.round(input.ticket.value)} (${'estimate' in input.ticket ? input.ticket.estimate.method : input.ticket.source})`,
  ]);
}

/** A service forecast: the market × the fair share; `lines` are the market's method, then the assumptions. */
function serviceResult(
  share: Figure,
  market: number,
  basis: RevenueForecast['marketBasis'],
  customersPerDay: Figure | null,
  [method, ...assumptions]: string[],
): RevenueForecast {
  return {
    available: true,
    reason: null,
    model: 'service-demand',
    marketShare: share,
    annualMarket: { value: Math.round(market), unit: 'usd', estimate: { method: method ?? '' } },
    ...(basis ? { marketBasis: basis } : {}),
    annualRevenue: band(market * share.value, 'service market × fair share'),
    customersPerDay,
    assumptions: [...assumptions, `Revenue band ±${REVENUE_BAND * 100}%`],
  };
}
