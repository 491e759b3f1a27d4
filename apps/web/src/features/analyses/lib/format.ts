import { formatUsd, formatUsdCents } from '@sitescout/shared';
import { estimateMethodNumber } from './estimate-methods';

/** Provenance as the engine writes it: published `{source, vintage}` or derived `{estimate: {method}}`. */
export type Provenance = { source: string; vintage: string } | { estimate: { method: string } };

/**
 * "ACS 5-year, 2019-2023" or "Estimate (method E3)" — what every figure on the dashboard is labelled with; the
 * formula itself is in the Methods section (a method not numbered there is spelled out).
 */
export function describeSource(p: Provenance): string {
  if (!('estimate' in p)) return `${p.source}, ${p.vintage}`;
  const n = estimateMethodNumber(p.estimate.method);
  return n ? `Estimate (method E${n}, see Methods)` : `Estimate: ${p.estimate.method}`;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Formats a figure by its engine unit ("usd", "percent", "people", "usd-per-sq-ft-year", …). */
export function formatValue(value: number, unit?: string): string {
  switch (unit) {
    case 'usd':
      return formatUsd(value);
    case 'usd-per-sq-ft-year':
      return `${formatUsdCents(value)}/sq ft/yr`;
    case 'percent':
      return `${oneDecimal.format(value)}%`;
    case 'share':
      return `${oneDecimal.format(value * 100)}%`;
    case 'per-sq-mi':
      return `${whole.format(value)}/sq mi`;
    case 'persons-per-household':
    case 'years':
      return oneDecimal.format(value);
    case 'miles':
      return `${oneDecimal.format(value)} mi`;
    default:
      return Math.abs(value) < 100 && !Number.isInteger(value) ? oneDecimal.format(value) : whole.format(value);
  }
}

export const formatMiles = (miles: number): string => `${miles < 1 ? miles.toFixed(2) : miles.toFixed(1)} mi`;

/**
 * A distance from the site, as exact as the site's location allows: the engine's `location.distanceStepMiles`
 * (1 mi for a ZIP, 5 mi for a city) turns 0.03 into "within about 1 mi" (the engine's `approximateMilesText`;
 * the browser bundle does not load the engine).
 */
export function formatSiteMiles(miles: number, stepMiles: number | null | undefined): string {
  if (!stepMiles) return formatMiles(miles);
  return miles < stepMiles ? `within about ${stepMiles} mi` : `about ${Math.round(miles / stepMiles) * stepMiles} mi`;
}
export const formatCount = (value: number): string => whole.format(value);

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
