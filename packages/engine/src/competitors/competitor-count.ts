import type { CensusEstimate } from './census-estimate.js';
import type { KnownStoresFloor } from './known-stores-floor.js';

/** Named places are the estimate where they are this share of the Census count (measured at build time). */
export const COMPLETENESS_BAND = { min: 0.7, max: 1.3 } as const;

export type CompetitorCountBasis =
  | 'named-places'
  | 'zip-business-patterns'
  | 'county-business-patterns'
  | 'zip-and-county-business-patterns';

export interface CompetitorCount {
  value: number;
  range: [number, number];
  basis: CompetitorCountBasis;
  source: string;
  vintage: string;
  /** Source and vintage in one phrase, e.g. "U.S. Census Bureau, ZIP Code Business Patterns 2018". */
  citation: string;
  method: string;
  /** Set when the known stores lifted the estimate: the estimate before, and what is known to be there. */
  raisedFrom?: { value: number; citation: string; known: string };
}

const CENSUS_BASIS: Record<CensusEstimate['basis'], CompetitorCountBasis> = {
  zip: 'zip-business-patterns',
  county: 'county-business-patterns',
  'zip+county': 'zip-and-county-business-patterns',
};

/**
 * The one competitor estimate of a ring. Named places when their measured completeness there is within
 * 70–130 % of the Census count (below, the sources miss businesses; above, their categories are broader
 * than the NAICS code); otherwise the Census count apportioned to the ring, its range widened to hold
 * the named places. Named places alone where no Census count exists; null when neither exists.
 *
 * @example chooseCompetitorCount(1, {value: 58, range: [57, 59], …}, 0.02).value // 58
 */
export function chooseCompetitorCount(
  named: number | null,
  census: CensusEstimate | null,
  completeness: number | null,
  placeSource: { source: string; vintage: string; citation?: string },
): CompetitorCount | null {
  const places = { source: placeSource.source, vintage: placeSource.vintage };
  const placeCitation = placeSource.citation ?? `${placeSource.source} ${placeSource.vintage}`;
  const trustNamed =
    named !== null &&
    completeness !== null &&
    completeness >= COMPLETENESS_BAND.min &&
    completeness <= COMPLETENESS_BAND.max;
  if (census && named !== null && trustNamed) {
    return {
      value: named,
      range: [Math.min(named, census.range[0]), Math.max(named, census.range[1])],
      basis: 'named-places',
      ...places,
      citation: `named places: ${placeCitation}`,
      method: `named places within the ring (${placeSource.source}); here they are ${Math.round((completeness ?? 0) * 100)} % as many as the Census establishments (${census.source} ${census.vintage}), so they are taken as the count; range up to the Census count`,
    };
  }
  if (census) {
    const high = Math.max(census.range[1], named ?? 0);
    const why =
      named === null
        ? 'no place data here'
        : completeness === null
          ? `${named} named place${named === 1 ? '' : 's'}; their completeness here is unmeasured`
          : `${named} named place${named === 1 ? '' : 's'}, ${Math.round(completeness * 100)} % of the Census count in this area, so the Census count is used`;
    return {
      value: census.value,
      range: [census.range[0], high],
      basis: CENSUS_BASIS[census.basis],
      source: census.source,
      vintage: census.vintage,
      citation: census.citation,
      method: `${census.method}${high > census.range[1] ? `; range raised to the ${named} named places` : ''} (${why})`,
    };
  }
  if (named !== null) {
    return {
      value: named,
      range: [named, named],
      basis: 'named-places',
      ...places,
      citation: `named places only: ${placeCitation}`,
      method: `named places within the ring (${placeSource.source}); no Census count for this area to check them against, so businesses missing from the sources are not counted`,
    };
  }
  return null;
}

/**
 * The estimate never below what is known to stand in the ring (named places of the trade and 2024 chain stores):
 * a Census count older than the listings, or apportioned from a wider area, is raised to them, and says so.
 *
 * @example withKnownStoresFloor({value: 25, range: [25, 39], …}, {count: 35, …}).value // 35
 */
export function withKnownStoresFloor(
  count: CompetitorCount | null,
  floor: KnownStoresFloor | null,
): CompetitorCount | null {
  if (!count || !floor || Math.round(count.value) >= floor.count) return count;
  return {
    ...count,
    value: floor.count,
    range: [Math.max(count.range[0], floor.count), Math.max(count.range[1], floor.count)],
    // The figure is now the stores known to be there, not the Census estimate: credit it to them (one credit for
    // every site, so a report's source list does not grow a row per site); the method names what it was raised from.
    source: 'Named places and 2024 chain locators inside the ring',
    vintage: '2018–2025',
    citation: `stores known inside the ring, raised from the ${count.citation} estimate`,
    method: `${count.method}; raised to the ${floor.count} stores known to be inside the ring (${floor.note}): the estimate of about ${Math.round(count.value)} was below what the map shows`,
    raisedFrom: { value: count.value, citation: count.citation, known: floor.note },
  };
}

/** What the owner sells among the named places, for types whose NAICS code counts more trades. */
export interface ProductCount {
  product: string;
  /** What the NAICS code counts besides, in words. */
  naicsIncludes: string;
  named: number;
  /** Named places that sell the product (the rest are snack bars of the kinds in `others`). */
  selling: number;
  /** e.g. {"ice cream": 2, "donut": 1}. */
  others: Record<string, number>;
}

const round = (n: number) => Math.round(n).toLocaleString('en-US');

/** "NAICS 722515 … also counts ice cream …; 31 of the 34 named sell coffee (2 ice cream, 1 donut)". */
export function productWords(p: ProductCount): string {
  const others = Object.entries(p.others)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  const named =
    p.named === 0
      ? `none is named here to say how many sell ${p.product}`
      : `${p.selling} of the ${p.named} named sell${p.selling === 1 && p.named === 1 ? 's' : ''} ${p.product}${others ? ` (the others: ${others})` : ''}`;
  return `${p.naicsIncludes}; ${named}`;
}

/**
 * The estimate in words, as the dashboard, PDF and CLI say it.
 *
 * @example countSummary(12, count, 'coffee shops') // "12 named on the map, of about 58 establishments (U.S. Census Bureau, ZIP Code Business Patterns 2018)"
 */
export function countSummary(
  named: number | null,
  count: CompetitorCount | null,
  /** The type's plural noun: "coffee shops". */
  many: string,
  more: { chainStores?: number; product?: ProductCount | null } = {},
): string {
  const product = more.product ? `. ${productWords(more.product)}` : '';
  if (!count)
    return named === null
      ? `No count of ${many} exists for this area (no place data and no Census business counts).`
      : `${named} named on the map; no Census count to say how many establishments there are in all${product}.`;
  const range = count.range[1] - count.range[0] >= 1 ? `; range ${round(count.range[0])}–${round(count.range[1])}` : '';
  const chains = more.chainStores ?? 0;
  const lead =
    named === null
      ? chains > 0
        ? `No place data here; ${chains} chain store${chains === 1 ? '' : 's'} from the 2024 locators on the map`
        : 'None named on the map (no place data here)'
      : `${named} named on the map`;
  if (count.raisedFrom) {
    // Named places taken as the count are raised only by the chain stores the locators add: no Census figure to blame.
    const below =
      count.basis === 'named-places'
        ? ''
        : `; the Census count, about ${round(count.raisedFrom.value)} (${count.raisedFrom.citation}), is below what the map shows`;
    return `${lead}, of at least ${round(count.value)} establishments (${count.raisedFrom.known}${below})${range}${product}`;
  }
  return `${lead}, of about ${round(count.value)} establishments (${count.citation})${range}${product}`;
}
