import type { DiscCoverage } from '@sitescout/geodata';

/** Radii each score looks at: the Walk Score's 1.5-mile decay, a bus stop's half-mile walk, the Bike Score's mile. */
export const SCORE_RADIUS_MILES = { walk: 1.5, transit: 0.5, bike: 1 } as const;

/**
 * Whether a Walk or Transit Score is given at a site. Land without destinations (parks, rail yards, the lake shore,
 * industrial land) lowers a score and is never a reason to withhold it: the score is withheld only where the site is
 * outside the data's coverage — where the layer's records do not cover the land around it and either no street grid
 * is loaded at the site or the site lies outside both the layer's records and its declared coverage area (e.g.
 * "Chicago, IL" for places).
 *
 * @example scoreIsGiven({covered: false, centreCovered: false, …}, {centreCovered: true, …}, true) // true
 */
export function scoreIsGiven(layer: DiscCoverage, streets: DiscCoverage, inDeclaredArea: boolean): boolean {
  if (layer.covered) return true;
  return streets.centreCovered && (layer.centreCovered || inDeclaredArea);
}

/** "the loaded place data covers 72 % of the land within 1.5 mi" — the disc's coverage in words. */
export function coverageInWords(layer: DiscCoverage, what: string, radiusMiles: number): string {
  return `the loaded ${what} covers ${Math.round(100 * layer.coveredShare)} % of the land within ${radiusMiles} mi of this site`;
}
