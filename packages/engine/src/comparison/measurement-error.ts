import { REVENUE_BAND } from '../forecast/revenue-forecast.js';

/**
 * How far apart two figures must be before one site wins: a lead smaller than the figure's measurement error is a
 * tie. Each error is stated with its basis; none is tuned on a comparison.
 */
export interface MeasurementError {
  /** The error around a figure of this size, in the figure's own unit. */
  of: (value: number) => number;
  /** The error in words, for the tie sentence ("±3 points"). */
  words: string;
}

const relative = (share: number, basis: string): MeasurementError => ({
  of: (v) => Math.abs(v) * share,
  words: `±${Math.round(share * 100)} %, ${basis}`,
});

/**
 * Scores out of 100 (the site score, its parts, Walk and Transit Scores): ±3 points. The Walk Score's mean error
 * against published scores is 2.8 points on the check areas and 6.1 on South Loop addresses (scores/README.md), and
 * every part is rounded to a whole number before it is weighed.
 */
export const SCORE_POINTS_ERROR = 3;
export const SCORE_ERROR: MeasurementError = {
  of: () => SCORE_POINTS_ERROR,
  words: `±${SCORE_POINTS_ERROR} points`,
};

/** People and households apportioned to a ring by area share: ±5 % (a tract's or ZIP's people are not spread evenly). */
export const HEADCOUNT_ERROR = relative(0.05, 'apportioning areas by land share');

/** A competitor density from a count with a range: ±10 % (Census cells of 0–2 and names beyond the Census count). */
export const DENSITY_ERROR = relative(0.1, 'the competitor count’s range');

/** A rent scaled from home values, or a published asking rent: ±5 % (asking rents, lease type not stated). */
export const RENT_ERROR = relative(0.05, 'asking rents, lease type not stated');

/** A revenue forecast: its own stated band (±30 %, `REVENUE_BAND`): two forecasts inside it are not told apart. */
export const REVENUE_ERROR = relative(REVENUE_BAND, 'the forecast’s own band');
