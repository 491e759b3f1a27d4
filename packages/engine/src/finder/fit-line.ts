import type { AreaRecord } from '@sitescout/geodata';
import { ordinal } from '../figures/ordinal.js';
import type { FitInputs } from '../site-score/sub-scores.js';
import type { CustomerSegment } from '../taxonomy/types.js';

type FitKey = keyof FitInputs;

const percent = (v: number) => `${v.toFixed(1)} %`;
const dollars = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;

/** How each figure the customer-fit rules read is named and written (every one: higher fits better). */
const FACTORS: Record<FitKey, { label: string; format: (v: number) => string }> = {
  under18Share: { label: 'residents under 18', format: percent },
  age25to44Share: { label: 'residents aged 25–44', format: percent },
  age65PlusShare: { label: 'residents aged 65+', format: percent },
  bachelorsOrHigherShare: { label: "adults with a bachelor's degree", format: percent },
  ownerOccupiedShare: { label: 'homes owner-occupied', format: percent },
  medianHouseholdIncome: { label: 'median household income', format: dollars },
  perCapitaIncome: { label: 'income per head', format: dollars },
};

/** The figures the chosen customer groups are scored on, as `segmentFit` reads them (income: median, else per head). */
export function fitFactorsRead(segments: readonly CustomerSegment[], fit: FitInputs): FitKey[] {
  const read: Record<CustomerSegment, FitKey[]> = {
    families: ['under18Share'],
    'young-professionals': ['age25to44Share', 'bachelorsOrHigherShare'],
    seniors: ['age65PlusShare'],
    homeowners: ['ownerOccupiedShare'],
    'high-income': [fit.medianHouseholdIncome !== null ? 'medianHouseholdIncome' : 'perCapitaIncome'],
  };
  return [...new Set(segments.flatMap((s) => read[s]))].filter((k) => fit[k] !== null);
}

/** A ZIP area's own figure for a fit input (null where the value in use is its county's). */
export function ownFigure(zcta: AreaRecord, key: FitKey): number | null {
  return zcta.demographics[key]?.value ?? null;
}

/** Every scored area's own figures per fit input, highest first, to place one area among the others. */
export class FitRanking {
  private readonly values = new Map<FitKey, number[]>();
  /** Each input's figures in ascending order, sorted on the first `rank` after an `add`. */
  private readonly sorted = new Map<FitKey, Float64Array>();

  add(key: FitKey, value: number): void {
    const list = this.values.get(key) ?? [];
    list.push(value);
    this.values.set(key, list);
    this.sorted.delete(key);
  }

  /** 1 = the highest of the region's areas with their own figure (ties share the better rank), and how many have one. */
  rank(key: FitKey, value: number): { rank: number; of: number } {
    const list = this.values.get(key) ?? [];
    let ascending = this.sorted.get(key);
    if (!ascending) {
      // NaN is above no figure, so it is left out of the order it could not take part in.
      ascending = Float64Array.from(list.filter((v) => !Number.isNaN(v))).sort();
      this.sorted.set(key, ascending);
    }
    // The figures above `value`: those after the last one at or below it (every area ranks against all, so a
    // search in the sorted figures replaces a pass over them per area).
    let lo = 0;
    let hi = ascending.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((ascending[mid] as number) > value) hi = mid;
      else lo = mid + 1;
    }
    return { rank: 1 + (Number.isNaN(value) ? 0 : ascending.length - lo), of: list.length };
  }
}

/**
 * The fit part's line for one ZIP area: its own strongest and weakest customer figures with their values and their
 * place among the areas searched, then the figures that are its county's (the same for every ZIP area there), then
 * the groups' scores. Two areas' lines differ whenever their figures do.
 *
 * @example fitLine('young-professionals 78', {age25to44Share: 48.2}, {bachelorsOrHigherShare: 41.2}, ranking)
 * // "residents aged 25–44 48.2 % (2nd of 52 areas); adults with a bachelor's degree 41.2 % is the county's figure…"
 */
export function fitLine(
  groups: string,
  own: Partial<Record<FitKey, number>>,
  county: Partial<Record<FitKey, number>>,
  ranking: FitRanking,
): string {
  const placed = (Object.entries(own) as Array<[FitKey, number]>)
    .map(([key, value]) => ({ key, value, ...ranking.rank(key, value) }))
    .sort((a, b) => a.rank / a.of - b.rank / b.of || a.key.localeCompare(b.key));
  const said = (p: (typeof placed)[number]) =>
    `${FACTORS[p.key].label} ${FACTORS[p.key].format(p.value)} (${ordinal(p.rank)} of ${p.of} areas)`;
  const parts: string[] = [];
  const strongest = placed[0];
  const weakest = placed.length > 1 ? placed.at(-1) : undefined;
  if (strongest) parts.push(`${weakest ? 'strongest: ' : ''}${said(strongest)}`);
  if (weakest) parts.push(`weakest: ${said(weakest)}`);
  const shared = (Object.entries(county) as Array<[FitKey, number]>).map(
    ([key, value]) => `${FACTORS[key].label} ${FACTORS[key].format(value)}`,
  );
  if (shared.length > 0)
    parts.push(
      `the county's figure${shared.length > 1 ? 's' : ''} (none loaded for this ZIP area): ${shared.join(', ')}`,
    );
  return `${parts.join('; ')}${parts.length > 0 ? ' — ' : ''}customer groups ${groups}`;
}
