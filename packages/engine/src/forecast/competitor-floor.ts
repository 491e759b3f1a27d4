import type { GeoView } from '@sitescout/geodata';
import type { BusinessType } from '../taxonomy/types.js';

/**
 * Share of the county's establishments per household that a storefront's ring is assumed to hold at least. A ring
 * below it is more likely under-counted (a ZIP count apportioned by land, stale named places) than empty; 0.5 leaves
 * room for real gaps. A service area spans many ZIPs and evens out, so it holds the county's full density. Tuned on
 * `TUNING_SITES` of `forecast/forecast-check.ts`, judged on its `CHECK_SITES`.
 */
export const COUNTY_DENSITY_FLOOR = { storefront: 0.5, 'service-area': 1 } as const;

/** The competitors a forecast shares the market with: never fewer than what is known to be there. */
export interface CompetitorFloor {
  /** Establishments the forecast uses: the largest of the estimate, the named places and the density floor. */
  value: number;
  /** The competitor section's estimate (null: none). */
  estimate: number | null;
  /** County establishments per household × ring households × {@link COUNTY_DENSITY_FLOOR} of the kind; null without CBP. */
  densityFloor: number | null;
  /** Which figure set the value, in words. */
  basis: string;
}

/** County Business Patterns establishments of the type per household in the county (null outside loaded counties). */
export function countyDensityPerHousehold(geo: GeoView, type: BusinessType, countyFips: string | null): number | null {
  if (!countyFips) return null;
  const answer = geo.businessCounts({ countyFips, naics: type.recognition.naics });
  const households = geo.area('county', countyFips)?.demographics.households?.value ?? 0;
  if (!answer.covered || households <= 0) return null;
  const establishments = answer.rows.reduce((s, r) => s + (r.establishments ?? 0), 0);
  return establishments / households;
}

/**
 * The competitor count a forecast uses: the competitor estimate, raised to the named places within the radius
 * (chain locators, licences, listings) and to half the county's establishment density × the ring's households.
 * A site never takes the whole local market because an apportioned count came out 0.
 *
 * @example competitorFloor(geo, coffee, '17197', 6_100, 0, 0).value // ≈ 1.9: Will County's density, not 0
 */
export function competitorFloor(
  geo: GeoView,
  type: BusinessType,
  countyFips: string | null,
  ringHouseholds: number | null,
  estimate: number | null,
  namedWithinRadius: number | null,
): CompetitorFloor {
  const density = countyDensityPerHousehold(geo, type, countyFips);
  const densityFloor =
    density !== null && ringHouseholds && ringHouseholds > 0
      ? density * ringHouseholds * COUNTY_DENSITY_FLOOR[type.kind]
      : null;
  const named = namedWithinRadius ?? 0;
  const candidates: Array<[number, string]> = [
    [estimate ?? 0, 'the competitor estimate'],
    [named, `the ${named} named places within the radius`],
    [
      densityFloor ?? 0,
      `${type.kind === 'storefront' ? 'half the' : 'the'} county's density (${((density ?? 0) * 10_000).toFixed(1)} establishments per 10,000 households, County Business Patterns) × the ring's households`,
    ],
  ];
  const [value, basis] = candidates.reduce((best, c) => (c[0] > best[0] ? c : best));
  return {
    value,
    estimate,
    densityFloor,
    basis:
      estimate !== null && value > estimate
        ? `${value.toFixed(1)} competitors from ${basis}, above the estimate of ${Math.round(estimate)}`
        : `${value.toFixed(1)} competitors (${basis})`,
  };
}
