import type { AreaOverlap, GeoView } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';

export interface EstablishmentEstimate {
  /** Best estimate (suppressed cells count as 1, the middle of 0–2). */
  establishments: number;
  range: [number, number];
  households: number;
  source: string;
  vintage: string;
  counties: number;
}

/**
 * County Business Patterns establishments for the NAICS codes expected in a ring: the overlapping
 * counties' establishments per household (each county weighted by its share inside the ring) times
 * the households in the ring — businesses follow households, not land. Without ring households, the
 * county counts scaled by area share. Null when no overlapping county has business-pattern data
 * (outside Illinois with the bundled files).
 */
export function establishmentsInRing(
  geo: GeoView,
  counties: readonly AreaOverlap[],
  naics: readonly string[],
  ringHouseholds: number | null = null,
): EstablishmentEstimate | null {
  let low = 0;
  let high = 0;
  let households = 0;
  let used = 0;
  let source = '';
  let vintage = '';
  for (const o of counties) {
    const answer = geo.businessCounts({ countyFips: o.area.id, naics });
    const hh = o.area.demographics.households?.value;
    if (!answer.covered || hh === undefined) continue;
    used += 1;
    low += answer.establishmentsRange[0] * o.overlapFraction;
    high += answer.establishmentsRange[1] * o.overlapFraction;
    households += hh * o.overlapFraction;
    source = answer.source ?? source;
    vintage = answer.vintage ?? vintage;
  }
  if (used === 0) return null;
  if (ringHouseholds !== null && households > 0) {
    const scale = ringHouseholds / households;
    low *= scale;
    high *= scale;
    households = ringHouseholds;
  }
  return { establishments: (low + high) / 2, range: [low, high], households, source, vintage, counties: used };
}

/**
 * Establishments per 10,000 households in one county (CBP), the local reference density.
 *
 * @example countyDensity(geo, '17031', ['722515'])?.value // e.g. 5.3
 */
export function countyDensity(geo: GeoView, countyFips: string, naics: readonly string[]): Figure | null {
  const county = geo.area('county', countyFips);
  const hh = county?.demographics.households;
  if (!county || !hh || hh.value <= 0) return null;
  const answer = geo.businessCounts({ countyFips, naics });
  if (!answer.covered) return null;
  const mid = (answer.establishmentsRange[0] + answer.establishmentsRange[1]) / 2;
  return {
    value: (10_000 * mid) / hh.value,
    estimate: {
      method: `${answer.source ?? 'County Business Patterns'} (${answer.vintage ?? ''}) establishments for NAICS ${naics.join(', ')} in ${county.name} ÷ its households (${hh.source}, ${hh.vintage}) × 10,000; suppressed cells counted as 1`,
    },
  };
}

/**
 * Establishments per 10,000 households over every county of a state with business-pattern data (CBP),
 * the reference for a ring whose own count is its county's (the county's density would equal it by
 * construction). Null with fewer than two such counties (the same count again).
 */
export function stateDensity(geo: GeoView, state: string, naics: readonly string[]): Figure | null {
  let mid = 0;
  let households = 0;
  let source = '';
  let vintage = '';
  let counties = 0;
  for (const county of geo.areas('county')) {
    if (county.state !== state) continue;
    const hh = county.demographics.households?.value;
    if (!hh || hh <= 0) continue;
    const answer = geo.businessCounts({ countyFips: county.id, naics });
    if (!answer.covered) continue;
    mid += (answer.establishmentsRange[0] + answer.establishmentsRange[1]) / 2;
    households += hh;
    counties += 1;
    source = answer.source ?? source;
    vintage = answer.vintage ?? vintage;
  }
  // One county would make the state's density the county's own: equal by construction, no reference.
  if (households <= 0 || counties < 2) return null;
  return {
    value: (10_000 * mid) / households,
    estimate: {
      method: `${source} (${vintage}) establishments for NAICS ${naics.join(', ')} in every ${state} county ÷ their households × 10,000; suppressed cells counted as 1`,
    },
  };
}
