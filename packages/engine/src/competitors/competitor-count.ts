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
  /**
   * Set when the known stores outnumber the Census estimate by more than the change expected between their years:
   * which source is older and by how much, e.g. "Named places in the ring (2025) outnumber the ZIP Code Business
   * Patterns count (2018) by 40 % …".
   */
  vintageGap?: string;
}

/**
 * The change in a trade's establishment count allowed per year between a Census vintage and the listings (an
 * assumption, not measured here: a few per cent a year, counted without compounding). Beyond it the two sources
 * disagree by more than their age explains, and the report says which is older.
 */
export const EXPECTED_CHANGE_PER_YEAR = 0.03;

/** The earliest year in a vintage ("2018; 2022" → 2018), or null. */
function earliestYear(vintage: string): number | null {
  const years = (vintage.match(/\b(19|20)\d{2}\b/g) ?? []).map(Number);
  return years.length ? Math.min(...years) : null;
}

/** The Census source's short name: "U.S. Census Bureau, ZIP Code Business Patterns" → "ZIP Code Business Patterns". */
const shortSource = (source: string) =>
  source
    .split(';')[0]
    ?.replace(/^U\.S\. Census Bureau,?\s*/i, '')
    .trim() || 'Census';

/**
 * One sentence when the stores known in the ring outnumber the Census count by more than the change expected over
 * the years between them, naming which is older and by how much; null when they agree within it.
 *
 * @example vintageGapSentence(25, {source: 'U.S. Census Bureau, ZIP Code Business Patterns', vintage: '2018'}, 35, 2025)
 * // "Named places in the ring (2025) outnumber the ZIP Code Business Patterns count (2018) by 40 % …"
 */
export function vintageGapSentence(
  censusValue: number,
  census: { source: string; vintage: string },
  known: number,
  knownYear: number | null,
): string | null {
  const censusYear = earliestYear(census.vintage);
  if (censusValue <= 0 || knownYear == null || censusYear === null) return null;
  const years = Math.max(0, knownYear - censusYear);
  const expected = EXPECTED_CHANGE_PER_YEAR * years;
  const excess = known / censusValue - 1;
  if (excess <= expected) return null;
  const age =
    years > 0
      ? `the Census count is the older by ${years} year${years === 1 ? '' : 's'}, over which about ${Math.round(expected * 100)} % change is expected`
      : 'both are of the same year, so the difference is not their age';
  return `Named places in the ring (${knownYear}) outnumber the ${shortSource(census.source)} count (${censusYear}) by ${Math.round(excess * 100)} %: ${age}.`;
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
  const gap = count.basis === 'named-places' ? null : vintageGapSentence(count.value, count, floor.count, floor.year);
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
    ...(gap ? { vintageGap: gap } : {}),
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
  more: {
    chainStores?: number;
    product?: ProductCount | null;
    /** The named places of the trade's own NAICS code (those that floor the count), where fewer than all named. */
    ofCode?: { named: number; naics: readonly string[] };
  } = {},
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
  // Named places of other codes stay on the map but floor nothing: say how many are of the trade's own code.
  const coded =
    named !== null && more.ofCode && more.ofCode.named < named
      ? `; ${more.ofCode.named} of the ${named} named are of NAICS ${more.ofCode.naics.join(' or ')}, the others' source labels say another trade or no single kind`
      : '';
  if (count.raisedFrom) {
    // Named places taken as the count are raised only by the chain stores the locators add: no Census figure to blame.
    const below =
      count.basis === 'named-places'
        ? ''
        : `; the Census count, about ${round(count.raisedFrom.value)} (${count.raisedFrom.citation}), is below what the map shows`;
    const gap = count.vintageGap ? `. ${count.vintageGap}` : '';
    return `${lead}, of at least ${round(count.value)} establishments (${count.raisedFrom.known}${below})${range}${coded}${product}${gap}`;
  }
  return `${lead}, of about ${round(count.value)} establishments (${count.citation})${range}${coded}${product}`;
}
