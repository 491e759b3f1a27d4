import type { SiteScoreResult, ZoningStatus } from '@sitescout/engine';

/** The five parts of a site score, in the order tables show them. */
export const SCORE_PARTS = ['demand', 'competition', 'access', 'cost', 'fit'] as const;
export type ScorePart = (typeof SCORE_PARTS)[number];

/**
 * What a batch keeps of one site's analysis: the site score (null below the engine's coverage rule, with the
 * parts still shown), its parts, the competitor estimate with its source, and the revenue forecast band.
 */
export interface BatchRowScore {
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
    /** The county payroll check's flag in words when the forecast is beyond what establishments here earn. */
    flag?: string | null;
  };
  /** The site's zoning flags (absent on rows scored before the batch ranked with zoning). */
  zoning?: { status: ZoningStatus; zoneClass: string | null; message: string };
}

const round = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value));

/** The batch summary of one analysed site. */
export function batchRowScore(analysis: SiteScoreResult): BatchRowScore {
  const { siteScore, competitors, forecast, zoning } = analysis;
  const parts = Object.fromEntries(SCORE_PARTS.map((name) => [name, null])) as Record<ScorePart, number | null>;
  for (const sub of siteScore.subScores) {
    if ((SCORE_PARTS as readonly string[]).includes(sub.name))
      parts[sub.name as ScorePart] = sub.missing ? null : round(sub.score);
  }
  const source = competitors.countSource
    ? `${competitors.countSource.source} ${competitors.countSource.vintage}`
    : null;
  return {
    score: round(siteScore.score?.value),
    coverage: siteScore.coverage.summary,
    parts,
    competitors: {
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
      flag: forecast.check?.flag ?? null,
    },
    zoning: { status: zoning.status, zoneClass: zoning.zoneClass, message: zoning.message },
  };
}
