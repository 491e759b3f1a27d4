import type { ZoningStatus } from '../zoning/zoning-flags.js';
import type { SiteScoreResult } from './score-site.js';

/** The five parts of a site score, in the order tables show them. */
export const SCORE_PARTS = ['demand', 'competition', 'access', 'cost', 'fit'] as const;
export type ScorePart = (typeof SCORE_PARTS)[number];

/**
 * One site's score, parts, competitor estimate with its credit, forecast with its flag, and zoning: what a batch row
 * keeps, built by the one function every reader of a site's result uses, so a batch row, the dashboard, the PDF and
 * the CLI print the same figures and flags for one site and settings.
 */
export interface SiteSummary {
  /** Null when the measured parts hold less than 60 % of the type's weight (the engine's coverage rule). */
  score: number | null;
  /** Plain words from the engine: "5 of 5 parts" or "Not enough data here for a site score (…)". */
  coverage: string;
  /** Each part's 0–100 score, null where the data cannot measure it here. */
  parts: Record<ScorePart, number | null>;
  competitors: { estimate: number | null; low: number | null; high: number | null; source: string | null };
  forecast: {
    expected: number | null;
    low: number | null;
    high: number | null;
    model: string | null;
    /** Why there is no forecast, when there is none. */
    reason: string | null;
    /**
     * The report's caution on the forecast, in words (`forecastFlag`): "Do not plan around it: …" wherever the
     * report says so, "A rough guide, not a plan: …" where it could not be checked. Null when plan-ready or none.
     */
    flag?: string | null;
  };
  /** Zoning at the site: allowed, review, flag (the use is normally not allowed) or not checked, with the zone. */
  zoning?: { status: ZoningStatus; zoneClass: string | null; message: string };
}

const round = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value));

/**
 * The report's caution on a forecast, in the report's own order: "Do not plan around" when the county check flags
 * it, when the site is placed only at its ZIP or town centre, or when it sits outside the state's 10th–90th
 * percentile; "a rough guide" when it could not be checked against the county. Null when it is plan-ready.
 */
export function forecastFlag(forecast: SiteScoreResult['forecast'], precision: string | null): string | null {
  if (!forecast.available || !forecast.annualRevenue) return null;
  const check = forecast.check;
  if ((check?.verdict === 'above' || check?.verdict === 'below') && check.averageRevenue)
    return `Do not plan around it: ${(check.flag ?? check.shortFlag ?? 'beyond what establishments in the county take in').replace(/^unproven:\s*/i, '')}`;
  if (precision === 'city' || precision === 'zip')
    return `Do not plan around it: the site is placed only at its ${precision === 'city' ? 'city centre' : 'ZIP code area'}, so the forecast is for the area, not this address`;
  const pct = check?.percentile === null || check?.percentile === undefined ? null : Math.round(check.percentile * 100);
  if (pct !== null && (pct < 10 || pct > 90))
    return `Do not plan around it without checking: ${pct > 90 ? 'above' : 'below'} what 9 in 10 of the state's establishments take in (around percentile ${pct})`;
  if (check?.verdict !== 'within')
    return `A rough guide, not a plan: not checked against what establishments in the county take in (${check?.comparison ?? 'no county check'})`;
  return null;
}

/** The summary of one analysed site (a batch row, or the same figures read from a full analysis). */
export function siteSummary(analysis: SiteScoreResult, precision: string | null): SiteSummary {
  const { siteScore, competitors, forecast, zoning } = analysis;
  const parts = Object.fromEntries(SCORE_PARTS.map((name) => [name, null])) as Record<ScorePart, number | null>;
  for (const sub of siteScore.subScores) {
    if ((SCORE_PARTS as readonly string[]).includes(sub.name))
      parts[sub.name as ScorePart] = sub.missing ? null : round(sub.score);
  }
  const source = competitors.countSource
    ? `${competitors.countSource.source} ${competitors.countSource.vintage}`.trim()
    : null;
  return {
    score: round(siteScore.score?.value),
    coverage: siteScore.coverage.summary,
    parts,
    // A count in a ring around one point of an area wider than the ring is not the site's.
    competitors: analysis.location?.widerThanRing
      ? { estimate: null, low: null, high: null, source: null }
      : {
          estimate: round(competitors.countWithinRadius?.value),
          low: competitors.countRange ? competitors.countRange[0] : null,
          high: competitors.countRange ? competitors.countRange[1] : null,
          source,
        },
    forecast: {
      expected: round(forecast.annualRevenue?.expected.value),
      low: round(forecast.annualRevenue?.low.value),
      high: round(forecast.annualRevenue?.high.value),
      model: forecast.model,
      reason: forecast.available ? null : forecast.reason,
      flag: forecastFlag(forecast, precision),
    },
    zoning: { status: zoning.status, zoneClass: zoning.zoneClass, message: zoning.message },
  };
}
