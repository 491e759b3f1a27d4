/**
 * The walking distance-decay curve used by the Walk Score part of SiteScout.
 *
 * The published Walk Score method gives full credit to an amenity within 0.25 mi, a steep decline
 * after that with about 12.5% credit left at 1 mi, and none beyond 1.5 mi (Walk Score Methodology,
 * Walk Score Inc. 2011; Carr, Dunsiger & Marcus 2011). The exact polynomial is not published, so
 * SiteScout uses the piecewise-linear curve through those anchor points:
 *
 *   d ≤ 0.25 mi  → 1
 *   0.25–1 mi    → 1 − 0.875·(d − 0.25)/0.75     (1 → 0.125)
 *   1–1.5 mi     → 0.125·(1.5 − d)/0.5            (0.125 → 0)
 *   d ≥ 1.5 mi   → 0
 *
 * @example walkDecay(0.625) // 0.5625
 */
export function walkDecay(distanceMiles: number): number {
  if (distanceMiles <= 0.25) return 1;
  if (distanceMiles <= 1) return 1 - (0.875 * (distanceMiles - 0.25)) / 0.75;
  if (distanceMiles < 1.5) return (0.125 * (1.5 - distanceMiles)) / 0.5;
  return 0;
}

/**
 * Distance decay for walking to a transit stop (Transit Score): full value within 0.25 mi, linear
 * to zero at 0.5 mi for buses and 1 mi for rail, the catchments transit planners use
 * (TCQSM 3rd ed., ch. 5; Walk Score Transit Score methodology uses the same idea without publishing
 * the curve).
 *
 * @example transitDecay(0.375, 0.5) // 0.5
 */
export function transitDecay(distanceMiles: number, maxMiles: number): number {
  if (distanceMiles <= 0.25) return 1;
  if (distanceMiles >= maxMiles) return 0;
  return (maxMiles - distanceMiles) / (maxMiles - 0.25);
}
