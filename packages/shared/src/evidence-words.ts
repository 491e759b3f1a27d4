/**
 * Figures in words that claim no more than their evidence: a percentile never reaches 0 % or 100 % (a sample of
 * areas cannot show that nothing ranks above or below), a range never collapses into "39–39", and people are
 * whole people.
 */

/**
 * A percentile (0–100) as text: "76%", or "above 99%" / "below 1%" at the ends.
 *
 * @example percentileText(100) // 'above 99%'
 */
export function percentileText(percent: number): string {
  const p = Math.round(percent);
  if (p >= 100 || percent > 99.5) return 'above 99%';
  if (p <= 0 || percent < 0.5) return 'below 1%';
  return `${p}%`;
}

/**
 * Where a percentile puts a place among the others, in words that never claim more than all or less than none:
 * "in the top 1% of", "in the bottom 1% of", else "higher than 76% of".
 *
 * @example rankAmongText(100) // 'in the top 1% of'
 */
export function rankAmongText(percent: number): string {
  const text = percentileText(percent);
  if (text.startsWith('above')) return 'in the top 1% of';
  if (text.startsWith('below')) return 'in the bottom 1% of';
  return `higher than ${text} of`;
}

/**
 * A range whose ends read differently, "12–18"; where both ends print the same, "about 39".
 *
 * @example rangeText(39.2, 39.4, (v) => v.toFixed(0)) // 'about 39'
 */
export function rangeText(low: number, high: number, format: (value: number) => string = String): string {
  const lo = format(Math.min(low, high));
  const hi = format(Math.max(low, high));
  return lo === hi ? `about ${lo}` : `${lo}–${hi}`;
}

/**
 * A count of people, households or homes: a whole number (area apportioning gives fractions no one can be).
 *
 * @example headcount(66.8) // 67
 */
export function headcount(value: number): number {
  return Math.round(value);
}
