import type { SiteAnalysis } from '../analysis/analysis-result-types.js';
import { walkshedOf } from '../trade-area/walkshed-of.js';
import {
  DENSITY_ERROR,
  HEADCOUNT_ERROR,
  type MeasurementError,
  RENT_ERROR,
  REVENUE_ERROR,
  SCORE_ERROR,
} from './measurement-error.js';

/** One row of the comparison: how to read the figure at a site and whether it was measured there well enough. */
export interface Criterion {
  name: string;
  better: 'higher' | 'lower';
  pick: (a: SiteAnalysis) => number | null | undefined;
  format: (v: number) => string;
  /**
   * Radius (miles) the figure describes around the point: a site placed only to its ZIP or city (placement error
   * `distanceStepMiles`) competes only when that error is at most half of it. 0: any approximate placement is out.
   */
  scaleMiles: (a: SiteAnalysis) => number;
  /** Why the figure is not this site's own measurement (a benchmark or county average used as is), else null. */
  notLocal?: (a: SiteAnalysis) => string | null;
  /** A lead smaller than this is a tie (absent: only figures that read the same tie). */
  error?: MeasurementError;
}

const n = (v: number) => Math.round(v).toLocaleString('en-US');
const radius = (a: SiteAnalysis) => a.radiusMiles;

/** Whole-number score text, the one rounding every score display uses ("74/100"). */
export const scoreText = (v: number) => `${Math.round(v)}/100`;

export const CRITERIA: readonly Criterion[] = [
  {
    name: 'Residents within 3 mi',
    better: 'higher',
    pick: (a) => a.tradeArea.rings.find((r) => r.radiusMiles === 3)?.population?.value,
    format: n,
    scaleMiles: () => 3,
    error: HEADCOUNT_ERROR,
  },
  {
    name: 'Residents within a 10-minute walk',
    better: 'higher',
    pick: (a) => walkshedOf(a.tradeArea.walk, 10)?.population?.value,
    format: n,
    scaleMiles: () => 0.5,
    error: HEADCOUNT_ERROR,
  },
  {
    name: 'Households in the trade area',
    better: 'higher',
    pick: (a) => a.demographics.figures.households?.value,
    format: n,
    scaleMiles: radius,
    error: HEADCOUNT_ERROR,
    notLocal: (a) =>
      a.demographics.basis.households?.kind === 'county' ? 'a county figure apportioned to the ring' : null,
  },
  {
    name: 'Competitor density',
    better: 'lower',
    pick: (a) => a.competitors.densityPer10kHouseholds?.value,
    format: (v) => `${v.toFixed(1)} per 10,000 households`,
    scaleMiles: radius,
    error: DENSITY_ERROR,
    notLocal: (a) =>
      a.competitors.countBasis === 'county-business-patterns'
        ? 'the county’s establishments per household, not a count at this site'
        : null,
  },
  {
    name: 'Walk Score',
    better: 'higher',
    pick: (a) => a.scores.walk.score,
    format: n,
    scaleMiles: () => 1,
    error: SCORE_ERROR,
  },
  {
    name: 'Transit Score',
    better: 'higher',
    pick: (a) => a.scores.transit?.score,
    format: n,
    scaleMiles: () => 0.5,
    error: SCORE_ERROR,
    // Partial scores (rail lines only, outside the local network) are lower bounds, not measurements.
    notLocal: (a) => (a.scores.transit?.partial ? 'rail lines only: a lower bound' : null),
  },
  {
    name: 'Customer fit',
    better: 'higher',
    pick: (a) => a.siteScore.subScores.find((s) => s.name === 'fit')?.score,
    format: scoreText,
    scaleMiles: radius,
    error: SCORE_ERROR,
  },
  {
    name: 'Estimated rent',
    better: 'lower',
    pick: (a) => a.costs.estimate?.value,
    format: (v) => `$${v.toFixed(2)}/sq ft/yr`,
    scaleMiles: radius,
    error: RENT_ERROR,
    // The rent index is null exactly when nothing local adjusted the market benchmark.
    notLocal: (a) =>
      a.costs.estimate && a.costs.index === null ? 'the market benchmark used as is, not a local rent' : null,
  },
];

export const REVENUE: Criterion = {
  name: 'Expected revenue',
  better: 'higher',
  pick: (a) => a.forecast.annualRevenue?.expected.value,
  format: (v) => `$${n(v)} a year`,
  error: REVENUE_ERROR,
  // A forecast is for the point: a ZIP or city centre is no site to plan on.
  scaleMiles: () => 0,
  notLocal: (a) => {
    const flag = a.forecast.check?.flag;
    return flag ? `unproven: ${flag.replace(/^unproven:\s*/i, '')}` : null;
  },
};

const PLACED_AT: Record<string, string> = { zip: 'its ZIP code area', city: 'its city centre' };

/**
 * Why a site's figure cannot win this criterion, or null when it can: the site is placed too roughly for the
 * radius the figure describes, or the figure is not measured at the site.
 */
export function exclusionReason(c: Criterion, a: SiteAnalysis): string | null {
  const step = a.location?.distanceStepMiles ?? null;
  if (step !== null && step > c.scaleMiles(a) / 2)
    return `placed only at ${PLACED_AT[a.location?.precision ?? ''] ?? 'an approximate point'} (distances rounded to about ${step} mi), so this figure is not the site’s`;
  return c.notLocal?.(a) ?? null;
}
