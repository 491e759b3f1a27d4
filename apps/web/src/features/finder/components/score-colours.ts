/** Light to dark green: the higher an area's score, the darker it is drawn. */
export const SCORE_RAMP = ['#f1f7e9', '#c7e6b4', '#8fcf8b', '#4daf62', '#1a7f3c', '#0b5229'] as const;

/**
 * The score at each ramp colour: the whole 0–100 range, the same for every search, so two areas two points apart
 * look alike and a colour means the same score on every map (issue 41).
 */
export const SCORE_STOPS: readonly number[] = SCORE_RAMP.map((_, i) => (100 * i) / (SCORE_RAMP.length - 1));

/** The ramp colour of one score (for the table's swatches), matching the map's interpolation closely enough. */
export function scoreColour(score: number): string {
  const step = 100 / (SCORE_RAMP.length - 1);
  return SCORE_RAMP[Math.max(0, Math.min(SCORE_RAMP.length - 1, Math.round(score / step)))] ?? SCORE_RAMP[0];
}
