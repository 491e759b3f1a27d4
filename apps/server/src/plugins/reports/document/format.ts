import { approximateMilesText, type Figure, type SiteAnalysis } from '@sitescout/engine';
import { formatUsd, formatUsdCents } from '@sitescout/shared';

const intFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 12,345 */
export const int = (v: number): string => intFormat.format(Math.round(v));

/** 12.3% */
export const pct = (v: number, digits = 1): string => `${v.toFixed(digits)}%`;

/** 0.42 mi */
export const miles = (v: number): string => `${v < 10 ? v.toFixed(2) : v.toFixed(1)} mi`;

/** A distance from the site: as measured, or "about 1 mi" when the site is located only to its ZIP or city. */
export const siteMiles = (a: SiteAnalysis, v: number): string => {
  const step = a.location?.distanceStepMiles;
  return step ? approximateMilesText(v, step) : miles(v);
};

/** "0.5 mi", "1 mi", "15 mi" for ring radii. */
export const ringLabel = (r: number): string => `${Number.isInteger(r) ? r : r.toFixed(1)} mi`;

/** A figure's value written for its unit (as the dashboard writes it). */
export function formatFigure(f: Figure): string {
  const v = f.value;
  switch (f.unit) {
    case 'usd':
      return formatUsd(v);
    case 'usd-per-sq-ft-year':
      return `${formatUsdCents(v)}/sq ft/yr`;
    case 'percent':
      return pct(v);
    case 'share':
      return pct(v * 100, 2);
    case 'per-sq-mi':
      return `${int(v)}/sq mi`;
    case 'persons-per-household':
      return v.toFixed(2);
    case 'years':
      return v.toFixed(1);
    case 'sq-mi':
      return `${v.toFixed(1)} sq mi`;
    case 'percentile':
      return `${int(v)}th`;
    default:
      return Number.isInteger(v) || Math.abs(v) >= 100 ? int(v) : v.toFixed(1);
  }
}

/** "Coffee shop" → "coffee shop" for running text. */
export const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** "commute-mode-share" → "Commute mode share". */
export function titleCase(name: string): string {
  const words = name.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 22 November 2026 (UTC, so a report reads the same wherever it is rendered). */
export function longDate(d: Date): string {
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
