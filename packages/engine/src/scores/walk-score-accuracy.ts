import type { AreaRecord, Geocoder, LatLon } from '@sitescout/geodata';
import type { EngineContext } from '../analysis/engine-context.js';
import { mobilityScores } from './mobility-scores.js';
import { PUBLISHED_WALK_SCORES, type PublishedWalkScore, type ReferenceArea } from './published-walk-scores.js';
import { spearman, spearmanInterval } from './rank-correlation.js';
import { streetGridPoints } from './street-grid.js';
import { walkScoreAt } from './walk-at-site.js';

export interface WalkAccuracyRow {
  reference: PublishedWalkScore;
  /** SiteScout's score (population-weighted over tracts for areas), null where it gives none. */
  sitescout: number | null;
  /** For areas, the same over the tracts' street-grid points instead of their internal points (`street-grid.ts`). */
  onGrid: number | null;
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
  /** Central 90 % bootstrap interval of `spearman` (resampled places, fixed seed). */
  spearmanInterval: { low: number; high: number };
}

/** Chicago tracts and how many got a Walk and a Transit Score, among those with streets at their internal point. */
export interface TractCoverage {
  tracts: number;
  withStreets: number;
  walkWithheldWithStreets: number;
  transitWithheldWithStreets: number;
  walkWithheld: number;
  /** Walk Score grid points (0.0015°) on the street grid inside Chicago tracts, and how many got a score. */
  gridPoints: number;
  gridPointsScored: number;
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
  /**
   * The same agreement with areas averaged over Walk Score's point grid (`onGrid`): a sensitivity of the comparison,
   * printed beside the gated figures (which score each tract at its internal point, as when the halves were fixed).
   */
  grid: { tune: WalkAgreement; check: WalkAgreement; all: WalkAgreement };
  tracts: TractCoverage;
}

interface TractScore {
  tract: AreaRecord;
  communityArea: string;
  score: number | null;
  transit: number | null;
  streets: boolean;
  /** Walk Scores at the tract's street-grid points (`streetGridPoints`), and how many points there are. */
  gridScores: number[];
  gridPoints: number;
}

/**
 * Chicago tracts (internal point inside a community area) with SiteScout's Walk and Transit Scores at that point
 * (the coverage check) and its Walk Scores at the tract's street-grid points (the comparison with published areas).
 */
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
      gridScores: [],
      gridPoints: 0,
    });
  }
  // The grid after every internal point (the class-visibility probe is made from each 3-mile cell's centre, so the
  // order no longer matters; kept in this order all the same).
  for (const t of out) {
    const grid = streetGridPoints(ctx.geo, t.tract);
    t.gridScores = grid.map((p) => walkScoreAt(ctx, p).walk.score).filter((s): s is number => s !== null);
    t.gridPoints = grid.length;
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
    gridPoints: tracts.reduce((n, t) => n + t.gridPoints, 0),
    gridPointsScored: tracts.reduce((n, t) => n + t.gridScores.length, 0),
  };
}

function agreement(rows: readonly WalkAccuracyRow[]): WalkAgreement {
  const scored = rows.filter((r) => r.sitescout !== null);
  const published = scored.map((r) => r.reference.published);
  const ours = scored.map((r) => r.sitescout as number);
  return {
    places: rows.length,
    scored: scored.length,
    meanAbsError: meanAbs(scored),
    spearman: spearman(published, ours),
    spearmanInterval: spearmanInterval(published, ours),
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

/**
 * A tract's score as Walk Score's population weighting sees it: the mean over its street-grid points (its people
 * spread evenly over them), or the score at its internal point when it has no outline or no point on the streets.
 */
function gridTractScore(t: TractScore): number | null {
  if (t.gridScores.length === 0) return t.score;
  return t.gridScores.reduce((a, b) => a + b, 0) / t.gridScores.length;
}

/** Population-weighted mean of the tracts' scores (tracts without a score or residents left out). */
function weightedScore(
  tracts: readonly TractScore[],
  tractScore: (t: TractScore) => number | null,
): { score: number | null; scored: number } {
  let weight = 0;
  let sum = 0;
  let scored = 0;
  for (const t of tracts) {
    const people = t.tract.demographics.population?.value ?? 0;
    const score = tractScore(t);
    if (score === null || people <= 0) continue;
    weight += people;
    sum += people * score;
    scored += 1;
  }
  return { score: weight > 0 ? Math.round((10 * sum) / weight) / 10 : null, scored };
}

const meanAbs = (rows: readonly WalkAccuracyRow[]) => {
  const errors = rows
    .filter((r) => r.sitescout !== null)
    .map((r) => Math.abs((r.sitescout as number) - r.reference.published));
  return errors.length ? errors.reduce((a, b) => a + b, 0) / errors.length : Number.NaN;
};

const halves = (rows: readonly WalkAccuracyRow[]) => ({
  tune: agreement(rows.filter((r) => r.reference.role === 'tune')),
  check: agreement(rows.filter((r) => r.reference.role === 'check')),
  all: agreement(rows),
});

/**
 * SiteScout's Walk Scores beside the published ones ({@link PUBLISHED_WALK_SCORES}): areas as population-weighted
 * tract means (at the tracts' internal points, and over their street-grid points as `onGrid`), addresses geocoded
 * and scored at their point.
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
      rows.push({ reference, sitescout: score, onGrid: score, scored: score === null ? 0 : 1, of: 1 });
      continue;
    }
    const inside = tracts.filter((t) => inArea(t, area));
    const { score, scored } = weightedScore(inside, (t) => t.score);
    const onGrid = weightedScore(inside, gridTractScore).score;
    rows.push({ reference, sitescout: score, onGrid, scored, of: inside.length });
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
    ...halves(rows),
    grid: halves(rows.map((r) => ({ ...r, sitescout: r.onGrid }))),
    tracts: tractCoverage(tracts),
  };
}

/** Tract coverage in words: which tracts get a score, and over how many grid points the areas are averaged. */
function coverageLines(t: TractCoverage): string[] {
  const withoutStreets = t.tracts - t.withStreets;
  const walkGiven = t.withStreets - t.walkWithheldWithStreets;
  const transitGiven = t.withStreets - t.transitWithheldWithStreets;
  return [
    `Coverage: ${t.withStreets} of the ${t.tracts} Chicago tracts have streets loaded at their internal point; ${walkGiven} of those ${t.withStreets} get a Walk Score and ${transitGiven} a Transit Score${t.walkWithheldWithStreets + t.transitWithheldWithStreets === 0 ? ' — every one' : ''}. Land without destinations (parks, rail yards, the lake) lowers a score and never withholds it.`,
    `${withoutStreets} tract${withoutStreets === 1 ? ' has' : 's have'} no street loaded at ${withoutStreets === 1 ? 'its' : 'their'} internal point; ${t.walkWithheld} tract${t.walkWithheld === 1 ? '' : 's'} in all get${t.walkWithheld === 1 ? 's' : ''} no Walk Score.`,
    `Areas are population-weighted means of their tracts, each scored at its internal point; the sensitivity below uses the ${t.gridPoints} points of Walk Score's 0.0015° grid that lie on the street grid inside Chicago tracts (${t.gridPointsScored} scored) instead, each tract's residents spread evenly over its points.`,
  ];
}

/** Plain-text table of the check, as `npm run walkscore:accuracy` prints it. */
export function formatWalkScoreAccuracy(result: WalkAccuracy): string {
  const lines = [
    'Walk Score: SiteScout vs published (Walk Score Inc., quoted on dated pages; * = published with the pre-2011 method)',
    '',
  ];
  lines.push(`${'place'.padEnd(26)} ${'role'.padEnd(11)} published  SiteScout  error  scored   on grid`);
  for (const r of result.rows) {
    const s = r.sitescout === null ? 'none' : r.sitescout.toFixed(r.reference.area.kind === 'address' ? 0 : 1);
    const e = r.sitescout === null ? '' : (r.sitescout - r.reference.published).toFixed(1);
    lines.push(
      `${r.reference.place.padEnd(26)} ${`${r.reference.role}${r.reference.method ? '*' : ''}`.padEnd(11)} ${String(r.reference.published).padStart(9)}  ${s.padStart(9)}  ${e.padStart(5)}  ${`${r.scored}/${r.of}`.padEnd(7)}  ${r.reference.area.kind === 'address' || r.onGrid === null ? '' : r.onGrid.toFixed(1).padStart(7)}`,
    );
  }
  const unscored = result.rows.filter((r) => r.sitescout === null).length;
  const half = (name: string, a: WalkAgreement) =>
    `${name}: ${a.scored}/${a.places} places scored, mean absolute error ${a.meanAbsError.toFixed(1)} points, Spearman ${a.spearman.toFixed(2)} (90 % bootstrap interval ${a.spearmanInterval.low.toFixed(2)}–${a.spearmanInterval.high.toFixed(2)})`;
  lines.push('', ...coverageLines(result.tracts), '');
  lines.push(
    half('tune half (the calibration exponent was fitted on these)', result.tune),
    half('check half (no part in the fit)', result.check),
    half('all places', result.all),
    '',
    "Sensitivity — areas averaged over Walk Score's point grid (column 'on grid') instead of the tracts' internal points:",
    half('  tune half', result.grid.tune),
    half('  check half', result.grid.check),
    half('  all places', result.grid.all),
    '',
    `check areas: mean absolute error ${result.areaMeanAbsError.toFixed(1)} points`,
    `check addresses with a score: mean absolute error ${result.addressMeanAbsError.toFixed(1)} points (${unscored} places get no Walk Score: outside the loaded place and street data)`,
    `Spearman rank correlation, published vs SiteScout over ${result.rows.length - unscored} places: ${result.spearman.toFixed(2)}`,
    'EPA National Walkability Index: not in the loaded data (GEODATA_DIR has no copy), so no tract-level Spearman against it is computed.',
  );
  return lines.join('\n');
}
