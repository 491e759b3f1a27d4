import { median } from '@sitescout/shared';
import type { BacktestMetrics } from './model-artifact.js';

/** One area's prediction against the range its published count lies in. */
export interface Prediction {
  predicted: number;
  low: number;
  high: number;
}

const r1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
const r3 = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 1000);

/**
 * Error figures for a back-test. Percentages are taken over areas whose count is known to be at
 * least 3 (for a type of several NAICS codes with one code suppressed, against the middle of the
 * range); areas whose whole count may be under 3 have no value to divide by and are counted
 * separately, with the share where the model also expects no more than the range allows.
 *
 * @example backtestMetrics([{predicted: 12, low: 10, high: 10}]).mapePct // 20
 */
export function backtestMetrics(predictions: readonly Prediction[]): BacktestMetrics {
  const published = predictions.filter((p) => p.low >= 3);
  const censored = predictions.filter((p) => p.low < 3 && p.high > p.low);
  const actual = (p: Prediction) => (p.low + p.high) / 2;
  const ape = published.map((p) => (100 * Math.abs(p.predicted - actual(p))) / actual(p));
  const abs = published.map((p) => Math.abs(p.predicted - actual(p)));
  return {
    areas: published.length,
    censoredAreas: censored.length,
    censoredAgreement:
      censored.length > 0 ? r3(censored.filter((p) => p.predicted <= p.high + 0.5).length / censored.length) : null,
    mapePct: ape.length > 0 ? r1(ape.reduce((s, v) => s + v, 0) / ape.length) : null,
    medianApePct: r1(median(ape)),
    medianAbsError: r1(median(abs)),
    within25Share: ape.length > 0 ? r3(ape.filter((v) => v <= 25).length / ape.length) : null,
  };
}
