import { METRES_PER_MILE, milesText } from '@sitescout/shared';

/**
 * How far an address may lie from the internal point of the ZIP code area or town it was placed in, sized from that
 * area's land area. A disc of the same land area has radius r = √(A/π); real ZIPs and towns are not discs and their
 * internal point is not their middle, so the stated uncertainty is a multiple of r.
 *
 * The multiples were chosen on the "tune" half of the outside-Chicago sample of `npm run geocode:accuracy` (Datafiniti
 * fast-food and Yelp business addresses with their publishers' points; the half is chosen by a hash of the address)
 * as the smallest that cover ≥ 96 % of its errors (ZIP: 1.6 → 96.5 %, 1.8 → 97.8 %; town: 2.4 → 94.8 %, 2.6 → 95.8 %,
 * 2.8 → 96.6 %). The other half, "check", is what the accuracy test holds to ≥ 95 % covered.
 */
export const ZIP_RADIUS_MULTIPLE = 1.6;
export const PLACE_RADIUS_MULTIPLE = 2.8;

/** No ZIP or town centre is stated closer than this: businesses sit on the arterial edges of small places. */
export const MIN_AREA_UNCERTAINTY_METRES = 1500;

/** Radius (metres) of a disc with the area's land area; null without an area. */
export function equalAreaRadiusMetres(landAreaSqMi: number | null): number | null {
  return landAreaSqMi && landAreaSqMi > 0 ? Math.sqrt(landAreaSqMi / Math.PI) * METRES_PER_MILE : null;
}

/** The stated uncertainty (metres) of a point placed at a ZIP's or town's internal point. */
export function areaUncertaintyMetres(landAreaSqMi: number | null, kind: 'zip' | 'place'): number | null {
  const r = equalAreaRadiusMetres(landAreaSqMi);
  if (r === null) return null;
  const multiple = kind === 'zip' ? ZIP_RADIUS_MULTIPLE : PLACE_RADIUS_MULTIPLE;
  return Math.round(Math.max(MIN_AREA_UNCERTAINTY_METRES, r * multiple));
}

/** The diameter (miles) of the equal-area disc: how far across the area's land is; null without an area. */
export function acrossMiles(landAreaSqMi: number | null): number | null {
  const r = equalAreaRadiusMetres(landAreaSqMi);
  return r === null ? null : (2 * r) / METRES_PER_MILE;
}

/** "3.1 mi": the diameter of the equal-area disc, in the product's one unit system; null without an area. */
export function acrossText(landAreaSqMi: number | null): string | null {
  const miles = acrossMiles(landAreaSqMi);
  return miles === null ? null : milesText(miles);
}
