import type { AreaOverlap, GeoView } from '@sitescout/geodata';
import { quantile } from '@sitescout/shared';
import type { EngineContext } from '../analysis/engine-context.js';
import { summarizeDemographics } from '../demographics/summarize-demographics.js';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
import type { BusinessType } from '../taxonomy/types.js';
import { ringOverlaps } from '../trade-area/build-trade-area.js';
import { censusEstimate } from './census-estimate.js';
import { BUSINESS_WEIGHT } from './daytime-apportion.js';
import { siteCompetitors } from './site-competitors.js';

/** Cases with fewer Census establishments than this are left out of the shares (small counts are noise). */
export const CHECK_MIN_CENSUS = 5;
/** An estimate agrees with the Census when within this share of it. */
export const CHECK_TOLERANCE = 0.3;

/**
 * The gate on the check half, set from the tuning half's figures (never from the check half): five points below
 * its share within ±30 % and its median ratio ± 0.2. Tuning half: the report's estimate 43 % (median 1.13; the
 * known-stores floor counts only named places whose one NAICS code is the trade's Census code, so fast food and
 * cafés no longer lift full-service restaurants, nor gas stations and pharmacies convenience stores: restaurants
 * 1.41×, convenience stores 1.25×, from 2.57× and 2.88×); its Census part 43 % (1.05); the county by daytime
 * population 37 % (1.05), its range holding the ZIP count in 84 % of cases.
 */
export const CHECK_GATE = {
  leaveOneOut: { minWithin: 0.38, medianRatio: [0.93, 1.33] },
  censusLeaveOneOut: { minWithin: 0.38, medianRatio: [0.85, 1.25] },
  countyByDay: { minWithin: 0.32, medianRatio: [0.85, 1.25] },
  dayRangeCoverage: 0.79,
} as const;

/**
 * The shares of a county's count spread by in-commuters (daytime population above residents, `daytime-apportion.ts`)
 * the check measures the county method at: the fitted {@link BUSINESS_WEIGHT} is the one with the most tuning-half
 * cases within ±30 % (ties: the smaller), never read from the check half.
 */
const BUSINESS_WEIGHT_GRID: readonly number[] = [0, 0.1, 0.2, 0.3, 0.4, 0.5];

/**
 * Chicago's central-area ZIPs with a ZIP file (the Loop, South Loop, West Loop, River North, Streeterville, Gold
 * Coast): the downtown cores the reference holds. Their cases are in both halves, as the split puts them.
 */
export const DOWNTOWN_ZIPS: readonly string[] = [
  '60601',
  '60602',
  '60603',
  '60604',
  '60605',
  '60606',
  '60607',
  '60610',
  '60611',
  '60654',
  '60661',
];

/** Downtown cores outside Chicago with no ZIP file offline: the county method's restaurants, printed without a reference. */
const DOWNSTATE_DOWNTOWNS: readonly { zip: string; name: string }[] = [
  { zip: '62701', name: 'Springfield' },
  { zip: '61602', name: 'Peoria' },
];

/** The estimates each case is measured for; none reads the checked ZIP's own count. */
export type CheckMethod = 'leaveOneOut' | 'censusLeaveOneOut' | 'countyByDay' | 'countyByHouseholds';

export const METHOD_WORDS: Record<CheckMethod, string> = {
  leaveOneOut:
    "the report's estimate with this ZIP's count (and its named-place completeness) withheld; never below the named places and chain stores in the ring whose NAICS code is the trade's",
  censusLeaveOneOut:
    "the Census part of it: neighbouring ZIPs' counts, the county's by daytime population for this ZIP's land",
  countyByDay: 'county count by daytime population, no ZIP counts at all (suburban and downstate sites)',
  countyByHouseholds: 'county count by households (the method replaced), no ZIP counts',
};

export interface CheckCase {
  type: string;
  zip: string;
  /** Which half of the ZIPs the case belongs to: constants are set on 'tune' only. */
  half: 'tune' | 'check';
  radiusMiles: number;
  /** Each method's estimate for a ring of the ZIP's land area around its internal point; null = no count. */
  estimates: Record<CheckMethod, number | null>;
  /** The county-by-daytime estimate's range (the range that method carries in a report). */
  dayRange: [number, number] | null;
  /** The county-by-daytime estimate at each {@link BUSINESS_WEIGHT_GRID} weight (no ZIP counts). */
  countyByDayAt: (number | null)[];
  /** ZIP Code Business Patterns 2018 establishments for the type's NAICS codes (reported rows). */
  census: number;
}

export interface CheckFigures {
  cases: number;
  within: number;
  withinShare: number;
  medianRatio: number | null;
}

export interface CheckRow {
  type: string;
  /** The report's estimate, leave-one-ZIP-out, on both halves. */
  figures: CheckFigures;
  /** Its Census part alone (before the known-stores floor). */
  census: CheckFigures;
  /** The report's estimate and its Census part on each half: the check half's are the measure, never tuned on. */
  byHalf: Record<'tune' | 'check', { figures: CheckFigures; census: CheckFigures }>;
  /** The county count by daytime population (no ZIP counts: suburban and downstate sites), on each half. */
  countyByDay: Record<'tune' | 'check', CheckFigures>;
}

export interface CheckResult {
  zips: { tune: string[]; check: string[] };
  cases: CheckCase[];
  /** Per type, both halves: the report's estimate and its Census part. */
  rows: CheckRow[];
  /** Per method and half. */
  overall: Record<CheckMethod, Record<'tune' | 'check' | 'all', CheckFigures>>;
  /** Share of the check half's ZIP counts inside the county-by-daytime range, and that range's ratio band. */
  dayRangeCoverage: { check: number; tune: number };
  /** ZBP ÷ county-by-daytime estimate at the 10th and 90th percentile on each half. */
  dayRatioBand: Record<'tune' | 'check', [number, number] | null>;
  /** The county method at each in-commuter weight: each half, and the downtown ZIPs' cases (both halves). */
  businessWeights: { weight: number; tune: CheckFigures; check: CheckFigures; downtown: CheckFigures }[];
  /** The weight the tuning half picks (most cases within ±30 %, ties to the smaller). */
  fittedBusinessWeight: number;
  /** Restaurants by the county method (ZIP-area ring) in downtown cores outside Chicago, at each grid weight. */
  downstate: { zip: string; name: string; restaurants: (number | null)[] }[];
}

const median = (xs: readonly number[]) => quantile(xs, 0.5);

const within = (estimate: number | null, census: number): boolean =>
  estimate !== null && Math.abs(estimate / census - 1) <= CHECK_TOLERANCE + 1e-9;

function figuresOf(cases: readonly CheckCase[], estimate: (c: CheckCase) => number | null): CheckFigures {
  const counted = cases.filter((c) => c.census >= CHECK_MIN_CENSUS);
  const hits = counted.filter((c) => within(estimate(c), c.census)).length;
  return {
    cases: counted.length,
    within: hits,
    withinShare: counted.length ? hits / counted.length : 0,
    medianRatio: median(counted.map((c) => (estimate(c) ?? 0) / c.census)),
  };
}

const figures = (cases: readonly CheckCase[], method: CheckMethod) => figuresOf(cases, (c) => c.estimates[method]);

/** The Chicago ZIPs with a ZIP Code Business Patterns file loaded, sorted. */
export function zipsWithCounts(geo: GeoView): string[] {
  return geo
    .areas('zcta')
    .filter((a) => geo.businessCounts({ zip: a.id, naics: ['722515'] }).covered)
    .map((a) => a.id)
    .sort();
}

/**
 * Tuning half and check half: every other ZIP in sorted order (60601, 60603 … tune; 60602, 60604 … check), so
 * both halves hold downtown, north, west and south side ZIPs.
 */
export function splitZips(zips: readonly string[]): { tune: string[]; check: string[] } {
  return { tune: zips.filter((_, i) => i % 2 === 0), check: zips.filter((_, i) => i % 2 === 1) };
}

/** The loaded data as if one ZIP's business counts — and the named-place completeness measured from them — were not. */
function withoutZip(geo: GeoView, zip: string): GeoView {
  return {
    ...geo,
    businessCounts: (query) =>
      'zip' in query && query.zip === zip
        ? {
            covered: false,
            rows: [],
            establishmentsRange: [0, 0],
            source: null,
            vintage: null,
            message: 'withheld by the check',
          }
        : geo.businessCounts(query),
    completeness: (geography, geoId, category) =>
      geography === 'zip' && geoId === zip ? undefined : geo.completeness(geography, geoId, category),
  };
}

/** A context over `geo` sharing the base's county tables (which never read ZIP counts). */
function contextOver(base: EngineContext, geo: GeoView): EngineContext {
  const own = new Map<string, unknown>();
  return {
    geo,
    memo<T>(key: string, compute: () => T): T {
      if (!key.startsWith('published-naics-zip')) return base.memo(key, compute);
      if (!own.has(key)) own.set(key, compute());
      return own.get(key) as T;
    },
  };
}

const noZip: readonly AreaOverlap[] = [];

/** Every type's case for one ZIP: the ring of the ZIP's land area around its internal point. */
function zipCases(base: EngineContext, types: readonly BusinessType[], zip: string, half: 'tune' | 'check') {
  const geo = withoutZip(base.geo, zip);
  const ctx = contextOver(base, geo);
  const area = geo.area('zcta', zip);
  if (!area?.landAreaSqMi) return [];
  const radiusMiles = Math.sqrt(area.landAreaSqMi / Math.PI);
  const center = area.internalPoint;
  const ring = ringOverlaps(geo, center, radiusMiles, ['zcta', 'county', 'tract']);
  const households = summarizeDemographics(ring).figures.households;
  const counties = ring.byKind.county ?? [];
  const tracts = ring.byKind.tract ?? [];
  const out: CheckCase[] = [];
  for (const type of types) {
    const census = base.geo.businessCounts({ zip, naics: type.recognition.naics });
    if (!census.covered) continue;
    const section = siteCompetitors(ctx, {
      type,
      center,
      radiusMiles,
      ringRadii: [radiusMiles],
      chainStores: false,
      households,
      counties,
      countyFips: area.countyFips,
      zctas: ring.byKind.zcta ?? [],
    });
    // Without any ZCTA the estimate falls to the counties: by daytime population with tracts, else by households.
    const byDay = censusEstimate(ctx, type, radiusMiles, noZip, counties, households?.value ?? null, tracts);
    const byHouseholds = censusEstimate(ctx, type, radiusMiles, noZip, counties, households?.value ?? null);
    out.push({
      type: type.id,
      zip,
      half,
      radiusMiles,
      estimates: {
        leaveOneOut: section.countWithinRadius?.value ?? null,
        censusLeaveOneOut:
          censusEstimate(ctx, type, radiusMiles, ring.byKind.zcta ?? [], counties, households?.value ?? null, tracts)
            ?.value ?? null,
        countyByDay: byDay?.value ?? null,
        countyByHouseholds: byHouseholds?.value ?? null,
      },
      dayRange: byDay?.range ?? null,
      countyByDayAt: BUSINESS_WEIGHT_GRID.map(
        (b) =>
          censusEstimate(ctx, type, radiusMiles, noZip, counties, households?.value ?? null, tracts, b)?.value ?? null,
      ),
      census: census.establishmentsRange[0],
    });
  }
  return out;
}

/**
 * Competitor estimates against ZIP Code Business Patterns 2018 for every business type × every Chicago ZIP with a
 * ZIP file, each estimate made without that ZIP's own count (leave-one-ZIP-out): the report's estimate (neighbouring
 * ZIPs' counts for their parts of the ring, the county's count by daytime population for the rest), the county's
 * count by daytime population alone (what a suburban or downstate site gets) and by households (the method it
 * replaced). Rings are each ZIP's land area around its Census internal point.
 */
export function competitionCheck(
  ctx: EngineContext,
  types: readonly BusinessType[] = BUSINESS_TYPES,
  zips: readonly string[] = zipsWithCounts(ctx.geo),
): CheckResult {
  const halves = splitZips(zips);
  const cases = [
    ...halves.tune.flatMap((zip) => zipCases(ctx, types, zip, 'tune')),
    ...halves.check.flatMap((zip) => zipCases(ctx, types, zip, 'check')),
  ];
  const methods: CheckMethod[] = ['leaveOneOut', 'censusLeaveOneOut', 'countyByDay', 'countyByHouseholds'];
  const byHalf = (half: 'tune' | 'check') => cases.filter((c) => c.half === half);
  const overall = Object.fromEntries(
    methods.map((m) => [
      m,
      { tune: figures(byHalf('tune'), m), check: figures(byHalf('check'), m), all: figures(cases, m) },
    ]),
  ) as CheckResult['overall'];
  const rows = types.map((type): CheckRow => {
    const ofType = cases.filter((c) => c.type === type.id);
    const half = (h: 'tune' | 'check') => ofType.filter((c) => c.half === h);
    return {
      type: type.id,
      figures: figures(ofType, 'leaveOneOut'),
      census: figures(ofType, 'censusLeaveOneOut'),
      byHalf: {
        tune: { figures: figures(half('tune'), 'leaveOneOut'), census: figures(half('tune'), 'censusLeaveOneOut') },
        check: { figures: figures(half('check'), 'leaveOneOut'), census: figures(half('check'), 'censusLeaveOneOut') },
      },
      countyByDay: { tune: figures(half('tune'), 'countyByDay'), check: figures(half('check'), 'countyByDay') },
    };
  });
  const dayCases = (half: 'tune' | 'check') =>
    byHalf(half).filter((c) => c.census >= CHECK_MIN_CENSUS && c.estimates.countyByDay && c.dayRange);
  const coverage = (half: 'tune' | 'check') => {
    const xs = dayCases(half);
    const inside = xs.filter((c) => {
      const [low, high] = c.dayRange as [number, number];
      return c.census >= Math.floor(low) && c.census <= Math.ceil(high);
    });
    return xs.length ? inside.length / xs.length : 0;
  };
  const band = (half: 'tune' | 'check'): [number, number] | null => {
    const ratios = dayCases(half).map((c) => c.census / (c.estimates.countyByDay as number));
    const lo = quantile(ratios, 0.1);
    const hi = quantile(ratios, 0.9);
    return lo === null || hi === null ? null : [lo, hi];
  };
  const downtown = cases.filter((c) => DOWNTOWN_ZIPS.includes(c.zip));
  const businessWeights = BUSINESS_WEIGHT_GRID.map((weight, i) => {
    const at = (c: CheckCase) => c.countyByDayAt[i] ?? null;
    return {
      weight,
      tune: figuresOf(byHalf('tune'), at),
      check: figuresOf(byHalf('check'), at),
      downtown: figuresOf(downtown, at),
    };
  });
  const best = businessWeights.reduce((a, b) => (b.tune.within > a.tune.within ? b : a));
  return {
    zips: halves,
    cases,
    rows,
    overall,
    dayRangeCoverage: { tune: coverage('tune'), check: coverage('check') },
    dayRatioBand: { tune: band('tune'), check: band('check') },
    businessWeights,
    fittedBusinessWeight: best.weight,
    downstate: DOWNSTATE_DOWNTOWNS.map(({ zip, name }) => ({ zip, name, restaurants: downstateRestaurants(ctx, zip) })),
  };
}

/** Restaurants by the county method alone in a ring of a ZIP's land area around its internal point, per grid weight. */
function downstateRestaurants(ctx: EngineContext, zip: string): (number | null)[] {
  const area = ctx.geo.area('zcta', zip);
  const type = BUSINESS_TYPES.find((t) => t.id === 'restaurant');
  if (!area?.landAreaSqMi || !type) return BUSINESS_WEIGHT_GRID.map(() => null);
  const radiusMiles = Math.sqrt(area.landAreaSqMi / Math.PI);
  const ring = ringOverlaps(ctx.geo, area.internalPoint, radiusMiles, ['zcta', 'county', 'tract']);
  const households = summarizeDemographics(ring).figures.households?.value ?? null;
  return BUSINESS_WEIGHT_GRID.map(
    (b) =>
      censusEstimate(ctx, type, radiusMiles, noZip, ring.byKind.county ?? [], households, ring.byKind.tract ?? [], b)
        ?.value ?? null,
  );
}

const pct = (x: number | null) => (x === null ? '—' : `${Math.round(x * 100)} %`);
const ratio = (x: number | null) => (x === null ? '—' : x.toFixed(2));

/** The check as a plain-text table. */
export function formatCompetitionCheck(result: CheckResult): string {
  const n = result.zips.tune.length + result.zips.check.length;
  const lines = [
    `Competition check: competitor estimates vs ZIP Code Business Patterns 2018 for ${n} Chicago ZIPs, each estimate made without that ZIP's own count (leave-one-ZIP-out); rings of each ZIP's land area around its internal point; cases with ZBP ≥ ${CHECK_MIN_CENSUS}`,
    `Tuning half (constants set here): ${result.zips.tune.join(', ')}`,
    `Check half (never tuned on):      ${result.zips.check.join(', ')}`,
    '',
    `${'method'.padEnd(20)} ${'half'.padEnd(6)} ${'cases'.padStart(6)} ${'median ratio'.padStart(12)} ${'within ±30 %'.padStart(12)}`,
  ];
  for (const m of ['leaveOneOut', 'censusLeaveOneOut', 'countyByDay', 'countyByHouseholds'] as const)
    for (const half of ['tune', 'check', 'all'] as const) {
      const f = result.overall[m][half];
      lines.push(
        `${m.padEnd(20)} ${half.padEnd(6)} ${String(f.cases).padStart(6)} ${ratio(f.medianRatio).padStart(12)} ${pct(f.withinShare).padStart(12)}  (${f.within} of ${f.cases})`,
      );
    }
  for (const m of ['leaveOneOut', 'censusLeaveOneOut', 'countyByDay', 'countyByHouseholds'] as const)
    lines.push(`  ${m}: ${METHOD_WORDS[m]}`);
  const b = result.dayRatioBand;
  const fmtBand = (x: [number, number] | null) => (x ? `×${x[0].toFixed(2)}–×${x[1].toFixed(2)}` : '—');
  lines.push(
    '',
    `County by daytime population: ZBP ÷ estimate, 10th–90th percentile: tuning half ${fmtBand(b.tune)}, check half ${fmtBand(b.check)}`,
    `Its printed range holds the ZIP count in ${pct(result.dayRangeCoverage.check)} of the check half's cases (${pct(result.dayRangeCoverage.tune)} of the tuning half's)`,
    '',
    `${'type (leave-one-ZIP-out)'.padEnd(24)} ${'cases'.padStart(6)} ${'median ratio'.padStart(12)} ${'within ±30 %'.padStart(12)} ${'Census part: median'.padStart(20)} ${'within'.padStart(7)}   (both halves)`,
  );
  const cell = (f: CheckFigures) =>
    `${String(f.cases).padStart(6)} ${ratio(f.medianRatio).padStart(12)} ${pct(f.cases ? f.withinShare : null).padStart(12)}`;
  for (const r of result.rows)
    lines.push(
      `${r.type.padEnd(24)} ${cell(r.figures)} ${ratio(r.census.medianRatio).padStart(20)} ${pct(r.census.cases ? r.census.withinShare : null).padStart(7)}`,
    );
  for (const half of ['check', 'tune'] as const) {
    lines.push(
      '',
      `${`type (${half === 'check' ? 'CHECK half' : 'tuning half'})`.padEnd(24)} ${'cases'.padStart(6)} ${'median ratio'.padStart(12)} ${'within ±30 %'.padStart(12)} ${'Census part: median'.padStart(20)} ${'within'.padStart(7)}`,
    );
    for (const r of result.rows) {
      const h = r.byHalf[half];
      lines.push(
        `${r.type.padEnd(24)} ${cell(h.figures)} ${ratio(h.census.medianRatio).padStart(20)} ${pct(h.census.cases ? h.census.withinShare : null).padStart(7)}`,
      );
    }
  }
  lines.push(
    '',
    `${'county by daytime pop.'.padEnd(24)} ${'tune: cases'.padStart(11)} ${'median'.padStart(7)} ${'±30 %'.padStart(6)} ${'check: cases'.padStart(13)} ${'median'.padStart(7)} ${'±30 %'.padStart(6)}`,
  );
  for (const r of result.rows) {
    const [t, c] = [r.countyByDay.tune, r.countyByDay.check];
    lines.push(
      `${r.type.padEnd(24)} ${String(t.cases).padStart(11)} ${ratio(t.medianRatio).padStart(7)} ${pct(t.cases ? t.withinShare : null).padStart(6)} ${String(c.cases).padStart(13)} ${ratio(c.medianRatio).padStart(7)} ${pct(c.cases ? c.withinShare : null).padStart(6)}`,
    );
  }
  lines.push(
    '',
    `County method by people by day (no ZIP counts), share b spread by in-commuters (daytime population above residents); in use b = ${BUSINESS_WEIGHT}, tuning half picks b = ${result.fittedBusinessWeight}`,
    `${'b'.padEnd(6)} ${'tune: cases'.padStart(11)} ${'median'.padStart(7)} ${'±30 %'.padStart(6)} ${'check: cases'.padStart(13)} ${'median'.padStart(7)} ${'±30 %'.padStart(6)} ${'downtown: cases'.padStart(16)} ${'median'.padStart(7)} ${'±30 %'.padStart(6)}`,
  );
  for (const w of result.businessWeights) {
    const cells = [w.tune, w.check, w.downtown].map(
      (f, i) =>
        `${String(f.cases).padStart([11, 13, 16][i] as number)} ${ratio(f.medianRatio).padStart(7)} ${pct(f.cases ? f.withinShare : null).padStart(6)}`,
    );
    lines.push(`${`${w.weight}${w.weight === BUSINESS_WEIGHT ? '*' : ''}`.padEnd(6)} ${cells.join(' ')}`);
  }
  lines.push(`  downtown: ${DOWNTOWN_ZIPS.join(', ')} (both halves; * = in use)`);
  for (const d of result.downstate)
    lines.push(
      `  ${d.name} ${d.zip} restaurants (no ZIP file offline, so no reference here): ${d.restaurants.map((x, i) => `b ${BUSINESS_WEIGHT_GRID[i]} → ${x === null ? '—' : x.toFixed(1)}`).join(', ')}`,
    );
  return lines.join('\n');
}
