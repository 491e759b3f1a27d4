/** Light to dark green: the higher an area's score, the darker it is drawn. */
export const SCORE_RAMP = ['#f1f7e9', '#c7e6b4', '#8fcf8b', '#4daf62', '#1a7f3c', '#0b5229'] as const;

/** Score stops spread evenly from the lowest to the highest score shown (at least 1 point apart). */
export function scoreStops(scores: number[]): number[] {
  const lo = Math.min(...scores);
  const hi = Math.max(lo + 1, ...scores);
  return SCORE_RAMP.map((_, i) => Math.round((lo + ((hi - lo) * i) / (SCORE_RAMP.length - 1)) * 10) / 10);
}

/** The ramp colour of one score (for the table's swatches), matching the map's interpolation closely enough. */
export function scoreColour(score: number, stops: number[]): string {
  let i = 0;
  while (i < stops.length - 1 && score > (stops[i] ?? 0) + ((stops[i + 1] ?? 0) - (stops[i] ?? 0)) / 2) i++;
  return SCORE_RAMP[i] ?? SCORE_RAMP[0];
}
