import type { AreaRecord, Geocoder, LatLon } from '@sitescout/geodata';
import type { EngineContext } from '../analysis/engine-context.js';
import { mobilityScores } from './mobility-scores.js';
import { PUBLISHED_WALK_SCORES, type PublishedWalkScore, type ReferenceArea } from './published-walk-scores.js';

export interface WalkAccuracyRow {
  reference: PublishedWalkScore;
  /** SiteScout's score (population-weighted over tracts for areas), null where it gives none. */
  sitescout: number | null;
  /** Tracts (areas) or 1 (addresses) that got a score, of those looked at. */
  scored: number;
  of: number;
}

/** Agreement with the published scores over a set of places (those that got a score). */
export interface WalkAgreement {
  places: number;
  scored: number;
  meanAbsError: number;
  spearman: number;
}

/** Chicago tracts and how many got a Walk and a Transit Score, among those with streets at their internal point. */
export interface TractCoverage {
  tracts: number;
  withStreets: number;
  walkWithheldWithStreets: number;
  transitWithheldWithStreets: number;
  walkWithheld: number;
}

export interface WalkAccuracy {
  rows: WalkAccuracyRow[];
  /** Mean absolute error over the check areas (neighbourhoods and ZIPs) and over the check addresses that got a score. */
  areaMeanAbsError: number;
  addressMeanAbsError: number;
  /** Spearman rank correlation between published and SiteScout scores over every place that got one. */
  spearman: number;
  /** The tune half (the calibration was fitted on it), the check half (no part in it), and every place. */
  tune: WalkAgreement;
  check: WalkAgreement;
  all: WalkAgreement;
  tracts: TractCoverage;
}

interface TractScore {
  tract: AreaRecord;
  communityArea: string;
  score: number | null;
  transit: number | null;
  streets: boolean;
}

/** Chicago tracts (internal point inside a community area) with SiteScout's Walk Score at that point. */
function chicagoTractScores(ctx: EngineContext): TractScore[] {
  const out: TractScore[] = [];
  for (const tract of ctx.geo.areas('tract')) {
    const area = ctx.geo.areaAt('community-area', tract.internalPoint);
    if (!area) continue;
    const scores = mobilityScores(ctx, tract.internalPoint);
    out.push({
      tract,
      communityArea: area.name,
      score: scores.walk.score,
      transit: scores.transit?.score ?? null,
      streets: ctx.geo.discCoverage('intersections', tract.internalPoint, 0.5).centreCovered,
    });
  }
  return out;
}

function tractCoverage(tracts: readonly TractScore[]): TractCoverage {
  const withStreets = tracts.filter((t) => t.streets);
  return {
    tracts: tracts.length,
    withStreets: withStreets.length,
    walkWithheldWithStreets: withStreets.filter((t) => t.score === null).length,
    transitWithheldWithStreets: withStreets.filter((t) => t.transit === null).length,
    walkWithheld: tracts.filter((t) => t.score === null).length,
  };
}

function agreement(rows: readonly WalkAccuracyRow[]): WalkAgreement {
  const scored = rows.filter((r) => r.sitescout !== null);
  return {
    places: rows.length,
    scored: scored.length,
    meanAbsError: meanAbs(scored),
    spearman: spearman(
      scored.map((r) => r.reference.published),
      scored.map((r) => r.sitescout as number),
    ),
  };
}

function inArea(t: TractScore, area: ReferenceArea): boolean {
  const p = t.tract.internalPoint;
  if (area.kind === 'city') return true;
  if (area.kind === 'community-area') return t.communityArea === area.name;
  if (area.kind === 'box')
    return p.lat >= area.south && p.lat <= area.north && p.lon >= area.west && p.lon <= area.east;
  return false;
}

/** Population-weighted mean of the tracts' scores (tracts without a score or residents left out). */
function weightedScore(tracts: readonly TractScore[]): { score: number | null; scored: number } {
  let weight = 0;
  let sum = 0;
  let scored = 0;
  for (const t of tracts) {
    const people = t.tract.demographics.population?.value ?? 0;
    if (t.score === null || people <= 0) continue;
    weight += people;
    sum += people * t.score;
    scored += 1;
  }
  return { score: weight > 0 ? Math.round((10 * sum) / weight) / 10 : null, scored };
}

/** Average ranks (ties share their mean rank). */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j += 1;
    for (let k = i; k <= j; k += 1) out[order[k]?.[1] as number] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation (Pearson on average ranks). */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length + 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i += 1) {
    const x = (ra[i] as number) - mean;
    const y = (rb[i] as number) - mean;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return num / Math.sqrt(da * db);
}

const meanAbs = (rows: readonly WalkAccuracyRow[]) => {
  const errors = rows
    .filter((r) => r.sitescout !== null)
    .map((r) => Math.abs((r.sitescout as number) - r.reference.published));
  return errors.length ? errors.reduce((a, b) => a + b, 0) / errors.length : Number.NaN;
};

/**
 * SiteScout's Walk Scores beside the published ones ({@link PUBLISHED_WALK_SCORES}): areas as population-weighted
 * tract means, addresses geocoded and scored at their point.
 */
export async function walkScoreAccuracy(ctx: EngineContext, geocoder: Geocoder): Promise<WalkAccuracy> {
  const tracts = chicagoTractScores(ctx);
  const rows: WalkAccuracyRow[] = [];
  for (const reference of PUBLISHED_WALK_SCORES) {
    const area = reference.area;
    if (area.kind === 'address') {
      const g = await geocoder.geocode(area.query);
      const point: LatLon = { lat: g.lat, lon: g.lon };
      const score =
        g.precision === 'street' || g.precision === 'rooftop' ? mobilityScores(ctx, point).walk.score : null;
      rows.push({ reference, sitescout: score, scored: score === null ? 0 : 1, of: 1 });
      continue;
    }
    const inside = tracts.filter((t) => inArea(t, area));
    const { score, scored } = weightedScore(inside);
    rows.push({ reference, sitescout: score, scored, of: inside.length });
  }
  const checks = rows.filter((r) => r.reference.role === 'check');
  const withScore = rows.filter((r) => r.sitescout !== null);
  return {
    rows,
    areaMeanAbsError: meanAbs(checks.filter((r) => r.reference.area.kind !== 'address')),
    addressMeanAbsError: meanAbs(checks.filter((r) => r.reference.area.kind === 'address')),
    spearman: spearman(
      withScore.map((r) => r.reference.published),
      withScore.map((r) => r.sitescout as number),
    ),
    tune: agreement(rows.filter((r) => r.reference.role === 'tune')),
    check: agreement(checks),
    all: agreement(rows),
    tracts: tractCoverage(tracts),
  };
}

/** Plain-text table of the check, as `npm run walkscore:accuracy` prints it. */
export function formatWalkScoreAccuracy(result: WalkAccuracy): string {
  const lines = [
    'Walk Score: SiteScout vs published (Walk Score Inc., quoted on dated pages; * = published with the pre-2011 method)',
    '',
  ];
  lines.push(`${'place'.padEnd(26)} ${'role'.padEnd(11)} published  SiteScout  error  scored`);
  for (const r of result.rows) {
    const s = r.sitescout === null ? 'none' : r.sitescout.toFixed(r.reference.area.kind === 'address' ? 0 : 1);
    const e = r.sitescout === null ? '' : (r.sitescout - r.reference.published).toFixed(1);
    lines.push(
      `${r.reference.place.padEnd(26)} ${`${r.reference.role}${r.reference.method ? '*' : ''}`.padEnd(11)} ${String(r.reference.published).padStart(9)}  ${s.padStart(9)}  ${e.padStart(5)}  ${r.scored}/${r.of}`,
    );
  }
  const unscored = result.rows.filter((r) => r.sitescout === null).length;
  const half = (name: string, a: WalkAgreement) =>
    `${name}: ${a.scored}/${a.places} places scored, mean absolute error ${a.meanAbsError.toFixed(1)} points, Spearman ${a.spearman.toFixed(2)}`;
  const t = result.tracts;
  lines.push(
    '',
    `Chicago tracts: ${t.tracts}, ${t.withStreets} with streets at their internal point; Walk Score withheld for ${t.walkWithheldWithStreets} of those with streets (${t.walkWithheld} in all), Transit Score withheld for ${t.transitWithheldWithStreets}`,
    half('tune half (the calibration exponent was fitted on these)', result.tune),
    half('check half (no part in the fit)', result.check),
    half('all places', result.all),
    `check areas: mean absolute error ${result.areaMeanAbsError.toFixed(1)} points`,
    `check addresses with a score: mean absolute error ${result.addressMeanAbsError.toFixed(1)} points (${unscored} places get no Walk Score: outside the loaded place and street data)`,
    `Spearman rank correlation, published vs SiteScout over ${result.rows.length - unscored} places: ${result.spearman.toFixed(2)}`,
    'EPA National Walkability Index: not in the loaded data (GEODATA_DIR has no copy), so no tract-level Spearman against it is computed.',
  );
  return lines.join('\n');
}
