import type { EngineContext } from '../analysis/engine-context.js';
import { summarizeDemographics } from '../demographics/summarize-demographics.js';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
import type { BusinessType } from '../taxonomy/types.js';
import { ringOverlaps } from '../trade-area/build-trade-area.js';
import { siteCompetitors } from './site-competitors.js';

/** The ten Chicago ZIPs of the competition check (issue 14): north, west and south sides. */
export const CHECK_ZIPS = ['60614', '60657', '60622', '60647', '60618', '60625', '60608', '60615', '60619', '60629'];

/** Cases with fewer Census establishments than this are left out of the shares (small counts are noise). */
export const CHECK_MIN_CENSUS = 5;
/** An estimate agrees with the Census when within this share of it. */
export const CHECK_TOLERANCE = 0.3;

export interface CheckCase {
  type: string;
  zip: string;
  radiusMiles: number;
  /** `competitors.countWithinRadius` for a ring of the ZIP's land area around its internal point; null = no count. */
  estimate: number | null;
  /** ZIP Code Business Patterns 2018 establishments for the type's NAICS codes (reported rows). */
  census: number;
}

export interface CheckRow {
  type: string;
  /** Cases with Census ≥ CHECK_MIN_CENSUS. */
  cases: number;
  medianRatio: number | null;
  withinShare: number | null;
}

export interface CheckResult {
  cases: CheckCase[];
  rows: CheckRow[];
  overall: { cases: number; within: number; withinShare: number; medianRatio: number | null };
}

const median = (xs: number[]): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

const within = (c: CheckCase): boolean =>
  c.estimate !== null && Math.abs(c.estimate / c.census - 1) <= CHECK_TOLERANCE + 1e-9;

/** One case: the competitor section for the ZIP-sized ring, and the ZIP's own Census count. */
function checkCase(ctx: EngineContext, type: BusinessType, zip: string): CheckCase | null {
  const geo = ctx.geo;
  const area = geo.area('zcta', zip);
  if (!area?.landAreaSqMi) return null;
  const census = geo.businessCounts({ zip, naics: type.recognition.naics });
  if (!census.covered) return null;
  const radiusMiles = Math.sqrt(area.landAreaSqMi / Math.PI);
  const center = area.internalPoint;
  const ring = ringOverlaps(geo, center, radiusMiles, ['zcta', 'county']);
  const households = summarizeDemographics(ring).figures.households;
  const section = siteCompetitors(ctx, {
    type,
    center,
    radiusMiles,
    ringRadii: [radiusMiles],
    households,
    counties: ring.byKind.county ?? [],
    countyFips: area.countyFips,
    zctas: ring.byKind.zcta ?? [],
  });
  return {
    type: type.id,
    zip,
    radiusMiles,
    estimate: section.countWithinRadius?.value ?? null,
    census: census.establishmentsRange[0],
  };
}

/**
 * Compares `competitors.countWithinRadius` with the ZIP Code Business Patterns 2018 count for every
 * business type × check ZIP, on a ring of each ZIP's land area around its Census internal point.
 */
export function competitionCheck(
  ctx: EngineContext,
  types: readonly BusinessType[] = BUSINESS_TYPES,
  zips: readonly string[] = CHECK_ZIPS,
): CheckResult {
  const cases: CheckCase[] = [];
  for (const type of types)
    for (const zip of zips) {
      const c = checkCase(ctx, type, zip);
      if (c) cases.push(c);
    }
  const counted = cases.filter((c) => c.census >= CHECK_MIN_CENSUS);
  const rows = types.map((type): CheckRow => {
    const mine = counted.filter((c) => c.type === type.id);
    return {
      type: type.id,
      cases: mine.length,
      medianRatio: median(mine.map((c) => (c.estimate ?? 0) / c.census)),
      withinShare: mine.length ? mine.filter(within).length / mine.length : null,
    };
  });
  const hits = counted.filter(within).length;
  return {
    cases,
    rows,
    overall: {
      cases: counted.length,
      within: hits,
      withinShare: counted.length ? hits / counted.length : 0,
      medianRatio: median(counted.map((c) => (c.estimate ?? 0) / c.census)),
    },
  };
}

/** The check as a plain-text table. */
export function formatCompetitionCheck(result: CheckResult): string {
  const pct = (x: number | null) => (x === null ? '—' : `${Math.round(x * 100)} %`);
  const lines = [
    `Competition check: countWithinRadius vs ZIP Code Business Patterns 2018, rings of each ZIP's land area (${CHECK_ZIPS.join(', ')})`,
    `${'type'.padEnd(20)} ${'cases ZBP≥5'.padStart(11)} ${'median ratio'.padStart(12)} ${'within ±30 %'.padStart(12)}`,
  ];
  for (const r of result.rows)
    lines.push(
      `${r.type.padEnd(20)} ${String(r.cases).padStart(11)} ${(r.medianRatio === null ? '—' : r.medianRatio.toFixed(2)).padStart(12)} ${pct(r.withinShare).padStart(12)}`,
    );
  const o = result.overall;
  lines.push(
    `${'all types'.padEnd(20)} ${String(o.cases).padStart(11)} ${(o.medianRatio === null ? '—' : o.medianRatio.toFixed(2)).padStart(12)} ${pct(o.withinShare).padStart(12)}  (${o.within} of ${o.cases} within ±30 %)`,
  );
  return lines.join('\n');
}
