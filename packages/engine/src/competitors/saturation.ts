import type { BusinessType } from '../taxonomy/types.js';

export type SaturationVerdict =
  | 'underserved'
  | 'sweet-spot'
  | 'crowded'
  | 'saturated'
  | 'room-to-grow'
  | 'in-line'
  | 'unknown';

export interface Saturation {
  verdict: SaturationVerdict;
  reason: string;
}

/** Storefront sweet spot: 2–5 competitors within a 1–3 mile radius, the marketing advice the product gives owners. */
export const SWEET_SPOT = { min: 2, max: 5, minMiles: 1, maxMiles: 3 } as const;

/** The radius the sweet spot is judged at: the chosen radius clamped to 1–3 mi. */
export function sweetSpotRadius(radiusMiles: number): number {
  return Math.min(SWEET_SPOT.maxMiles, Math.max(SWEET_SPOT.minMiles, radiusMiles));
}

/**
 * Saturation verdict. Storefronts: the number of competitors within the chosen radius clamped to
 * 1–3 mi, against the spec's 2–5 sweet spot (fewer than 2 → underserved or unproven, 6–10 → crowded,
 * more → saturated). Service trades, and storefronts outside place coverage: competitor density per 10,000 households against the industry
 * density (below 0.8× → room to grow, up to 1.2× → in line, above → saturated).
 *
 * @example saturationVerdict(coffee, {countWithinSweetSpotRadius: 3, sweetSpotRadiusMiles: 1}).verdict // 'sweet-spot'
 */
export function saturationVerdict(
  type: BusinessType,
  input: {
    countWithinSweetSpotRadius?: number | null;
    sweetSpotRadiusMiles?: number;
    densityPer10k?: number | null;
    referenceDensityPer10k?: number | null;
    referenceLabel?: string;
    /** Why there is no verdict when density or reference is missing (default: no business-count data). */
    unknownReason?: string;
  },
): Saturation {
  const n = input.countWithinSweetSpotRadius;
  if (type.kind === 'storefront' && n !== null && n !== undefined) {
    const r = input.sweetSpotRadiusMiles ?? 1;
    const within = `${n} competitor${n === 1 ? '' : 's'} within ${r} mi`;
    const d = input.densityPer10k;
    const ref = input.referenceDensityPer10k;
    // Few competitors among few households is not little competition: never say so above the reference.
    if (n < SWEET_SPOT.min && d !== null && d !== undefined && ref && ref > 0 && d > ref)
      return {
        verdict: 'underserved',
        reason: `${within}, fewer than the 2–5 sweet spot, yet ${d.toFixed(1)} per 10,000 households is above the ${ref.toFixed(1)} reference (${input.referenceLabel ?? 'reference'}): few households to share, so demand is unproven`,
      };
    if (n < SWEET_SPOT.min)
      return {
        verdict: 'underserved',
        reason: `${within}: fewer than the 2–5 sweet spot — little competition, but demand is unproven`,
      };
    if (n <= SWEET_SPOT.max) return { verdict: 'sweet-spot', reason: `${within}: inside the 2–5 sweet spot` };
    if (n <= 10) return { verdict: 'crowded', reason: `${within}: above the 2–5 sweet spot` };
    return { verdict: 'saturated', reason: `${within}: more than twice the 2–5 sweet spot` };
  }
  const d = input.densityPer10k;
  const ref = input.referenceDensityPer10k;
  if (d === null || d === undefined || ref === null || ref === undefined || ref <= 0)
    return { verdict: 'unknown', reason: input.unknownReason ?? 'no business-count data for this area' };
  const ratio = d / ref;
  const text = `${d.toFixed(1)} per 10,000 households vs ${ref.toFixed(1)} (${input.referenceLabel ?? 'reference'})`;
  if (ratio < 0.8) return { verdict: 'room-to-grow', reason: `${text}: below the reference density` };
  if (ratio <= 1.2) return { verdict: 'in-line', reason: `${text}: in line with the reference density` };
  return { verdict: 'saturated', reason: `${text}: above the reference density` };
}
