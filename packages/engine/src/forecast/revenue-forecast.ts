import type { Figure } from '../figures/figure.js';
import type { BusinessType } from '../taxonomy/types.js';
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
}

export interface RevenueForecast {
  available: boolean;
  /** Why no forecast, when unavailable. */
  reason: string | null;
  model: 'huff' | 'fair-share' | 'service-demand' | null;
  marketShare: Figure | null;
  /** Yearly spending (or service demand) of the market area in this business's category. */
  annualMarket: Figure | null;
  annualRevenue: { low: Figure; expected: Figure; high: Figure } | null;
  customersPerDay: Figure | null;
  assumptions: string[];
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
 * (attractiveness 1) and the competitors (attractiveness from rating and reviews) by
 * P = A·D^−β / Σ A·D^−β. When competitor locations are unknown but their number is, every store gets
 * a fair share 1/(n+1) instead.
 */
export function storefrontForecast(input: {
  type: BusinessType;
  zones: readonly DemandZoneInput[];
  competitors: readonly CompetitorStoreInput[] | null;
  /** The competitor estimate, used as a fair share when no named competitor locations are loaded. */
  competitorCountFallback: number | null;
  /**
   * How many establishments each named competitor stands for (the estimate ÷ the named places), so the
   * Huff model competes with the same count the competitor section reports. Default 1.
   */
  competitorWeight?: number;
  spendingPerHousehold: Figure | null;
  /** What the zones are ('tract', 'zcta'), for the method text. */
  zoneKind?: string;
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
  const perHousehold = input.spendingPerHousehold.value * spending.typeShare;
  const market = households * perHousehold;
  const assumptions = [
    `${type.label} share of household "${spending.blsItem}" spending: ${Math.round(spending.typeShare * 100)}% — ${spending.typeShareReason}`,
    `Spending per household: $${Math.round(input.spendingPerHousehold.value).toLocaleString('en-US')} (${'source' in input.spendingPerHousehold ? `${input.spendingPerHousehold.source}, ${input.spendingPerHousehold.vintage}` : input.spendingPerHousehold.estimate.method})`,
    `Average spend per visit: $${spending.ticketPerVisit} (assumption)`,
    `Revenue band ±${REVENUE_BAND * 100}%; residents only (workers and visitors not counted)`,
    ...daytimeNote(input.ringPeople),
  ];
  let share: number;
  let model: 'huff' | 'fair-share';
  let shareMethod: string;
  const weight = Math.max(1, input.competitorWeight ?? 1);
  if (input.competitors && (input.competitors.length > 0 || input.competitorCountFallback === null)) {
    const attractiveness = [1, ...input.competitors.map((c) => weight * huffAttractiveness(c.rating, c.reviewCount))];
    const result = huff(
      input.zones.map((z) => ({
        id: z.id,
        demand: z.households * perHousehold,
        distancesMiles: [z.distanceToSiteMiles, ...z.distancesToCompetitorsMiles],
      })),
      attractiveness,
      type.huffBeta,
    );
    share = result.marketShare[0] ?? 0;
    model = 'huff';
    shareMethod = `Huff model, β = ${type.huffBeta}, ${input.zones.length} demand zones (${input.zoneKind ?? 'area'}s), the site plus ${input.competitors.length} named competitors (attractiveness 1 for the site; rating/4 × (1 + log10(1 + reviews))/3 where known)${weight > 1 ? `, each standing for ${weight.toFixed(1)} establishments so they add up to the competitor estimate` : ''}`;
    assumptions.push(`Huff distance-decay exponent β = ${type.huffBeta} for ${type.label.toLowerCase()}`);
  } else if (input.competitorCountFallback !== null) {
    share = 1 / (Math.round(input.competitorCountFallback) + 1);
    model = 'fair-share';
    shareMethod = `fair share 1/(n+1) with n = ${Math.round(input.competitorCountFallback)} competitors (the competitor estimate; no named competitor locations here)`;
  } else {
    return unavailable('No competitor data for this area: market share cannot be estimated.');
  }
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
