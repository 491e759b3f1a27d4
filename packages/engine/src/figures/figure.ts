import { headcount } from '@sitescout/shared';
/** Where a published figure came from: the dataset and the period it describes. */
export interface Sourced {
  source: string;
  vintage: string;
}

/** A figure SiteScout derived itself, with the method in plain words. */
export interface Estimated {
  estimate: { method: string };
}

export type Provenance = Sourced | Estimated;

/**
 * A number (or other value) shown to a user, always with its provenance:
 * `{value, source, vintage}` for published data, `{value, estimate: {method}}` for derived figures.
 * Geodata figures (`{value, unit, source, vintage, note?}`) are Figures as they are.
 */
export type Figure<T = number> = { value: T; unit?: string; note?: string } & Provenance;

/** A derived figure. @example estimated(0.42, 'Huff model share, beta 2') */
export function estimated<T>(value: T, method: string): Figure<T> {
  return { value, estimate: { method } };
}

/** True when the provenance is an estimate rather than a published value. */
export function isEstimate(p: Provenance): p is Estimated {
  return 'estimate' in p;
}

/** A one-line citation of a figure's provenance, for reports. */
export function describeProvenance(p: Provenance): string {
  return isEstimate(p) ? `estimate: ${p.estimate.method}` : `${p.source}, ${p.vintage}`;
}

/** A count of people, homes or households as a whole number (see `headcount`). @example wholeCount({value: 66.8, …}).value // 67 */
export function wholeCount(f: Figure | null): Figure | null {
  return f ? { ...f, value: headcount(f.value) } : null;
}
