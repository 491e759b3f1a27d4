import { KM_PER_MILE, nearestRank } from '@sitescout/shared';
import { haversineMiles } from '../geometry/distance.js';
import type { LatLon } from '../model/geometry.js';

/** Great-circle distance in metres. */
export function metresBetween(a: LatLon, b: LatLon): number {
  return haversineMiles(a, b) * KM_PER_MILE * 1000;
}

/** One geocoded reference: the error in metres and the precision answered, or why it failed. */
export interface AccuracyOutcome {
  errorMetres: number | null;
  precision: string | null;
  failure: string | null;
  /** The uncertainty the geocoder stated (metres), when it stated one. */
  uncertaintyMetres?: number | null;
}

export interface AccuracySummary {
  n: number;
  answered: number;
  failed: number;
  medianMetres: number | null;
  p90Metres: number | null;
  maxMetres: number | null;
  /** Share of all n answered at street or intersection precision (0..1). */
  streetOrIntersectionShare: number;
  /** Share of all n answered at street precision (0..1). */
  streetShare: number;
  byPrecision: Record<string, number>;
  /** Answers that stated an uncertainty. */
  withUncertainty: number;
  /** Share of those whose stated uncertainty is at least the true error (0..1; 0 when none stated one). */
  uncertaintyCoversShare: number;
}

/** n, median, p90, max and the precision shares; a failed lookup counts in n but has no error. */
export function summarise(outcomes: readonly AccuracyOutcome[]): AccuracySummary {
  const errors = outcomes
    .map((o) => o.errorMetres)
    .filter((e): e is number => e !== null)
    .sort((a, b) => a - b);
  const byPrecision: Record<string, number> = {};
  for (const o of outcomes) {
    const key = o.precision ?? 'not found';
    byPrecision[key] = (byPrecision[key] ?? 0) + 1;
  }
  const n = outcomes.length;
  const stated = outcomes.filter(
    (o): o is AccuracyOutcome & { errorMetres: number; uncertaintyMetres: number } =>
      o.errorMetres !== null && typeof o.uncertaintyMetres === 'number',
  );
  const covered = stated.filter((o) => o.uncertaintyMetres >= o.errorMetres).length;
  const street = byPrecision.street ?? 0;
  const intersection = byPrecision.intersection ?? 0;
  return {
    n,
    answered: errors.length,
    failed: n - errors.length,
    medianMetres: nearestRank(errors, 0.5),
    p90Metres: nearestRank(errors, 0.9),
    maxMetres: errors.length > 0 ? (errors[errors.length - 1] as number) : null,
    streetOrIntersectionShare: n === 0 ? 0 : (street + intersection) / n,
    streetShare: n === 0 ? 0 : street / n,
    byPrecision,
    withUncertainty: stated.length,
    uncertaintyCoversShare: stated.length === 0 ? 0 : covered / stated.length,
  };
}
