import { latestYear } from '../figures/vintage-age.js';
import type { CustomerSegment } from '../taxonomy/types.js';

const clamp = (v: number, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, v));
/** 0 at `lo`, 100 at `hi`, linear between. */
export const ramp = (v: number, lo: number, hi: number) => clamp((100 * (v - lo)) / (hi - lo));

/** Spec §9: 50,000 residents within 3 miles and median income above $65,000 for a storefront. */
export const TARGET_RESIDENTS_3MI = 50_000;
export const TARGET_INCOME = 65_000;
/** Owner-occupied homes a service-area business needs in reach for a full demand score (assumption). */
export const TARGET_OWNER_HOMES = 40_000;

export interface SubScore {
  score: number | null;
  detail: string;
}

/**
 * Demand: people (storefront: residents within 3 mi against the spec's 50,000) or owner-occupied homes
 * (service trades: within the service radius against 40,000), saturating, times an income factor
 * (median household income ÷ $65,000, kept within 0.6–1.2).
 *
 *   demand = clamp(100 · (1 − e^(−people / target)) · incomeFactor)
 */
export function demandSubScore(input: {
  kind: 'storefront' | 'service-area';
  residents3mi: number | null;
  ownerHomesInRadius: number | null;
  householdIncome: number | null;
}): SubScore {
  const base = input.kind === 'storefront' ? input.residents3mi : input.ownerHomesInRadius;
  if (base === null) return { score: null, detail: 'no population data for this area' };
  const target = input.kind === 'storefront' ? TARGET_RESIDENTS_3MI : TARGET_OWNER_HOMES;
  const factor =
    input.householdIncome === null ? 1 : Math.min(1.2, Math.max(0.6, input.householdIncome / TARGET_INCOME));
  const score = clamp(100 * (1 - Math.exp(-base / target)) * factor);
  const what = input.kind === 'storefront' ? 'residents within 3 mi' : 'owner-occupied homes within the service radius';
  return {
    score,
    detail: `${Math.round(base).toLocaleString('en-US')} ${what} (target ${target.toLocaleString('en-US')})${input.householdIncome === null ? '; income not weighed: no median household income is loaded here' : `, income factor ${factor.toFixed(2)}`}`,
  };
}

/**
 * Competition: 100 / (1 + density ÷ reference density). Never rises with more competitors;
 * 50 when the site's density equals the reference.
 */
export function competitionSubScore(
  densityPer10k: number | null,
  referencePer10k: number | null,
  missingReason = 'no competitor or business-count data for this area',
  densityRange: [number, number] | null = null,
): SubScore {
  if (densityPer10k === null || referencePer10k === null || referencePer10k <= 0)
    return { score: null, detail: `missing: ${missingReason}` };
  const part = (d: number) => 100 / (1 + Math.max(0, d) / referencePer10k);
  const ratio = Math.max(0, densityPer10k) / referencePer10k;
  const range =
    densityRange && Math.round(part(densityRange[1])) !== Math.round(part(densityRange[0]))
      ? ` (${Math.round(part(densityRange[1]))}–${Math.round(part(densityRange[0]))} over the count's range)`
      : '';
  return { score: part(densityPer10k), detail: `competitor density ${ratio.toFixed(2)}× the reference${range}` };
}

/** Daily vehicles → 0–100: 1,000 scores 0, 50,000 scores 100, log scale. */
export function trafficScore(dailyVehicles: number): number {
  return clamp((100 * Math.log10(Math.max(1, dailyVehicles) / 1000)) / Math.log10(50));
}

/** Weekday 'L' entries near the site → 0–100: 300 scores 0, 15,000 scores 100, log scale. */
export function stationEntriesScore(weekdayEntries: number): number {
  return clamp((100 * Math.log10(Math.max(1, weekdayEntries) / 300)) / Math.log10(50));
}

/**
 * Access (storefronts): weighted mean of Walk Score (0.45), Transit Score (0.35), passing traffic
 * (0.2) and weekday entries at 'L' stations within 0.5 mi (0.2) over whichever are known. Service
 * trades drive to customers: not scored.
 */
export function accessSubScore(input: {
  kind: 'storefront' | 'service-area';
  walk: number | null;
  transit: number | null;
  dailyVehicles: number | null;
  /** When the count was taken (date or vintage): shown beside it, as counts can be decades old. */
  trafficCounted?: string | null;
  /** Average weekday entries at CTA 'L' stations within 0.5 mi, and the months they cover. */
  stationEntries?: { weekdayEntries: number; period: string } | null;
  /** A Transit Score from rail lines only (no local bus data here): a lower bound, named but not scored. */
  partialTransit?: number | null;
}): SubScore {
  if (input.kind === 'service-area')
    return { score: null, detail: 'not scored for service-area trades (no road network loaded)' };
  const parts: Array<[number, number, string]> = [];
  if (input.walk !== null) parts.push([0.45, input.walk, `Walk ${input.walk}`]);
  if (input.transit !== null) parts.push([0.35, input.transit, `Transit ${input.transit}`]);
  if (input.dailyVehicles !== null)
    parts.push([
      0.2,
      trafficScore(input.dailyVehicles),
      `${input.dailyVehicles.toLocaleString('en-US')} vehicles/day${input.trafficCounted ? ` (counted ${latestYear(input.trafficCounted) ?? input.trafficCounted})` : ''}`,
    ]);
  if (input.stationEntries)
    parts.push([
      0.2,
      stationEntriesScore(input.stationEntries.weekdayEntries),
      `${Math.round(input.stationEntries.weekdayEntries).toLocaleString('en-US')} weekday 'L' entries within 0.5 mi (${input.stationEntries.period})`,
    ]);
  const partial =
    input.transit === null && input.partialTransit != null
      ? `Transit ${input.partialTransit} counts rail lines only (no local bus data here): a lower bound, left out`
      : null;
  if (parts.length === 0)
    return {
      score: null,
      detail: partial
        ? `no walkability or traffic data for this area; ${partial}`
        : 'no walkability, transit or traffic data for this area',
    };
  const w = parts.reduce((s, p) => s + p[0], 0);
  return { score: parts.reduce((s, p) => s + p[0] * p[1], 0) / w, detail: parts.map((p) => p[2]).join(', ') };
}

/** Cost: 100 at rent index ≤ 0.4 of the market, 50 at the market average, 0 at ≥ 1.6×. */
export function costSubScore(rentIndex: number | null): SubScore {
  if (rentIndex === null)
    return { score: null, detail: 'no local rent estimate (no benchmark or no local home values here)' };
  return {
    score: clamp((100 * (1.6 - rentIndex)) / 1.2),
    detail: `estimated rent ${rentIndex.toFixed(2)}× the market average`,
  };
}

/** Figures the customer-fit rules read (shares in percent, money in dollars). */
export interface FitInputs {
  under18Share: number | null;
  age25to44Share: number | null;
  age65PlusShare: number | null;
  bachelorsOrHigherShare: number | null;
  ownerOccupiedShare: number | null;
  medianHouseholdIncome: number | null;
  perCapitaIncome: number | null;
}

/** How well the area matches one customer group, 0–100, or null without the figures. */
export function segmentFit(segment: CustomerSegment, f: FitInputs): number | null {
  switch (segment) {
    case 'families':
      return f.under18Share === null ? null : ramp(f.under18Share, 15, 30);
    case 'young-professionals': {
      const parts = [
        f.age25to44Share === null ? null : ramp(f.age25to44Share, 20, 40),
        f.bachelorsOrHigherShare === null ? null : ramp(f.bachelorsOrHigherShare, 20, 60),
      ].filter((v): v is number => v !== null);
      return parts.length === 0 ? null : parts.reduce((a, b) => a + b, 0) / parts.length;
    }
    case 'seniors':
      return f.age65PlusShare === null ? null : ramp(f.age65PlusShare, 10, 25);
    case 'homeowners':
      return f.ownerOccupiedShare === null ? null : ramp(f.ownerOccupiedShare, 40, 80);
    case 'high-income':
      if (f.medianHouseholdIncome !== null) return ramp(f.medianHouseholdIncome, 50_000, 120_000);
      return f.perCapitaIncome === null ? null : ramp(f.perCapitaIncome, 25_000, 60_000);
  }
}

/** Customer fit: the mean of the chosen customer groups' fits (families: under-18 share 15→30%, …). */
export function fitSubScore(segments: readonly CustomerSegment[], f: FitInputs): SubScore {
  const parts = segments
    .map((s) => [s, segmentFit(s, f)] as const)
    .filter((p): p is readonly [CustomerSegment, number] => p[1] !== null);
  if (parts.length === 0) return { score: null, detail: 'no figures for the target customers in this area' };
  return {
    score: parts.reduce((s, p) => s + p[1], 0) / parts.length,
    detail: parts.map(([s, v]) => `${s} ${Math.round(v)}`).join(', '),
  };
}
