/** The rings every report shows besides the chosen radius (miles). */
export const STANDARD_RINGS = [0.5, 1, 3, 5] as const;

/**
 * The ring radii for a report: the chosen radius plus the standard 0.5/1/3/5-mile rings,
 * sorted and without duplicates.
 *
 * @example ringRadii(2) // [0.5, 1, 2, 3, 5]
 */
export function ringRadii(radiusMiles: number): number[] {
  return [...new Set([...STANDARD_RINGS, radiusMiles])].sort((a, b) => a - b);
}
