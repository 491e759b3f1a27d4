import type { CorridorRentHit } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';
import { citePublication } from '../figures/publication.js';

/** Published figures older than this many years are shown with their year and never used. */
export const MAX_RENT_AGE_YEARS = 5;

export interface CorridorRentEntry {
  area: string;
  areaType: string;
  /** As the page states it: "average rent (NNN)", "prime rent", "average asking rent" … */
  metric: string;
  nnn: boolean;
  /** The figure as published, e.g. "$60/sq ft/yr NNN", "$20–$28/sq ft/yr". */
  stated: string;
  low: number;
  high: number | null;
  unit: string;
  period: string;
  year: number | null;
  producer: string;
  authority: string;
  sourceUrl: string;
  /** Miles from the corridor's streets; null for a city-wide row. */
  distanceMiles: number | null;
  use: 'estimate' | 'shown';
  /** Why a row is shown but not used (its age, city-wide, not a retail rent). */
  reason: string | null;
}

const AUTHORITY_RANK = (a: string) => (/^HIGH/i.test(a) ? 3 : /^MEDIUM/i.test(a) ? 2 : /^LOW-MEDIUM/i.test(a) ? 1 : 0);

/**
 * A published rent replaces the model only from a MEDIUM or better source (broker research, trade press quoting a
 * broker): a landlord's marketing page or a content-farm article is shown as context with its grade, never used.
 */
export const MIN_AUTHORITY_TO_USE = 2;

/** True when a published rent's authority grade is good enough to stand for the local rent. */
export const rentAuthorityUsable = (authority: string): boolean => AUTHORITY_RANK(authority) >= MIN_AUTHORITY_TO_USE;

/** "$60 NNN", "$20–$28". */
export function formatRentRange(e: Pick<CorridorRentEntry, 'low' | 'high' | 'nnn'>): string {
  const v = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;
  const range = e.high !== null && e.high !== e.low ? `${v(e.low)}–${v(e.high)}` : v(e.low);
  return `${range}/sq ft/yr${e.nnn ? ' NNN' : ''}`;
}

/**
 * The published rents covering a site, each as stated (never averaged), and the one the estimate uses:
 * the newest corridor row at most {@link MAX_RENT_AGE_YEARS} old from a MEDIUM or better source (ties: higher
 * authority). Older rows are shown with their year, LOW and LOW-MEDIUM rows as context with their grade,
 * city-wide rows beside, vacancy rates and office rents never as rents.
 *
 * @example corridorRents(geo.corridorRentsAt(site), 2026).used // null at Bucktown: its $60 (c. 2025) is a LOW landlord blog
 */
export function corridorRents(
  hits: readonly CorridorRentHit[],
  asOfYear: number,
): { entries: CorridorRentEntry[]; used: Figure | null } {
  const entries: CorridorRentEntry[] = hits.map(({ rent, distanceMiles }) => {
    const old = rent.year === null || rent.year < asOfYear - MAX_RENT_AGE_YEARS;
    const reason = !rent.retailRent
      ? 'not a retail rent (vacancy rate or office)'
      : old
        ? `older than ${MAX_RENT_AGE_YEARS} years (${rent.year ?? 'undated'}): shown, not used`
        : !rentAuthorityUsable(rent.authority)
          ? 'shown as context only: a low-authority source never replaces the model (MEDIUM or better does)'
          : rent.areaType !== 'corridor'
            ? 'city-wide figure: shown beside the corridor and metro figures'
            : null;
    return {
      area: rent.area,
      areaType: rent.areaType,
      metric: rent.metric,
      nnn: rent.nnn,
      stated: formatRentRange(rent),
      low: rent.low,
      high: rent.high,
      unit: rent.unit,
      period: rent.period,
      year: rent.year,
      producer: rent.producer,
      authority: rent.authority,
      sourceUrl: rent.sourceUrl,
      distanceMiles,
      use: 'shown',
      reason,
    };
  });
  const best = entries
    .filter((e) => e.reason === null)
    .sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || AUTHORITY_RANK(b.authority) - AUTHORITY_RANK(a.authority))[0];
  if (!best) return { entries, used: null };
  best.use = 'estimate';
  const ranged = best.high !== null && best.high !== best.low;
  return {
    entries,
    used: {
      value: ranged ? (best.low + (best.high as number)) / 2 : best.low,
      unit: 'usd-per-sq-ft-year',
      source: `${best.area}: ${best.metric}, ${citePublication(best.sourceUrl)}`,
      vintage: best.period,
      note: `${formatRentRange(best)} as published${ranged ? ' (midpoint of the row’s own range)' : ''}${best.nnn ? '; NNN: taxes, insurance and upkeep come on top' : ''}`,
    },
  };
}
