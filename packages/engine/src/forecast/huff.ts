/** A demand zone: its demand (households, dollars…) and its distance to every store, in store order. */
export interface HuffZone {
  id: string;
  demand: number;
  distancesMiles: readonly number[];
}

export interface HuffResult {
  /** probabilities[z][j]: share of zone z's demand going to store j; each row sums to 1. */
  probabilities: number[][];
  /** Demand captured by each store. */
  captured: number[];
  /** captured[j] / total demand; sums to 1 when any zone has demand. */
  marketShare: number[];
}

/**
 * Distances below this are treated as this (miles): a zone whose centre sits on a store would
 * otherwise send it all of its demand.
 */
export const HUFF_MIN_DISTANCE_MILES = 0.1;

/**
 * Huff (1964) probabilistic gravity model:
 *
 *   P_ij = A_j · D_ij^−β / Σ_k A_k · D_ik^−β
 *
 * where A_j is store attractiveness and D_ij the distance from zone i to store j (floored at 0.1 mi).
 * Returns each zone's choice probabilities and each store's captured demand and market share.
 *
 * @example huff([{id: 'z', demand: 100, distancesMiles: [1, 2]}], [1, 1], 2).marketShare // [0.8, 0.2]
 */
export function huff(zones: readonly HuffZone[], attractiveness: readonly number[], beta: number): HuffResult {
  const stores = attractiveness.length;
  const captured = new Array<number>(stores).fill(0);
  const probabilities: number[][] = [];
  let total = 0;
  // Plain loops (a few hundred zones × stores per site): the same sums in the same order as maps and reduces.
  const utility = new Float64Array(stores);
  for (const zone of zones) {
    let sum = 0;
    for (let j = 0; j < stores; j++) {
      const u =
        (attractiveness[j] as number) *
        Math.max(zone.distancesMiles[j] ?? Number.POSITIVE_INFINITY, HUFF_MIN_DISTANCE_MILES) ** -beta;
      utility[j] = u;
      sum += u;
    }
    const row = new Array<number>(stores);
    for (let j = 0; j < stores; j++) row[j] = sum > 0 ? (utility[j] as number) / sum : 0;
    probabilities.push(row);
    if (sum > 0) {
      total += zone.demand;
      for (let j = 0; j < stores; j++) captured[j] = (captured[j] as number) + (row[j] as number) * zone.demand;
    }
  }
  return { probabilities, captured, marketShare: captured.map((c) => (total > 0 ? c / total : 0)) };
}

/**
 * Store attractiveness from rating and review count where a source has them; 1 otherwise
 * (an average store: 4 stars and about 100 reviews scores 1).
 *
 *   A = max(0.25, rating / 4) · (1 + log10(1 + reviews)) / 3
 *
 * @example huffAttractiveness(4, 99) // 1
 */
export function huffAttractiveness(rating: number | null, reviewCount: number | null): number {
  if (rating === null && reviewCount === null) return 1;
  const quality = rating === null ? 1 : Math.max(0.25, rating / 4);
  const popularity = reviewCount === null ? 1 : (1 + Math.log10(1 + reviewCount)) / 3;
  return quality * popularity;
}
