/**
 * The one ranking rule for site scores, used by the comparison, the batch table and every display of them:
 * scores are compared as the whole numbers shown (`Math.round`), equal shown scores share a rank (standard
 * competition ranking: 1, 1, 3), ties are listed with the more completely measured site first, then in input
 * order; items without a score come last with no rank. Items marked `demoted` (a site whose zoning flags the use,
 * while another is allowed) rank after every scored item that is not.
 *
 * @example competitionRanks([{score: 74.4, share: 1}, {score: 74, share: 0.65}, {score: 75, share: 1}]).map((r) => r.rank) // [2, 2, 1]
 */
export function competitionRanks<T extends { score: number | null; share?: number; demoted?: boolean }>(
  items: readonly T[],
  /** Items that must share a rank whatever their scores (the same place measured twice). */
  groups?: (a: T, b: T) => boolean,
): Array<T & { rank: number | null; index: number }> {
  const sameGroup = groups ?? (() => false);
  const shown = (x: T) => (x.score === null ? null : Math.round(x.score));
  const rows = items.map((item, index) => ({ item, index, s: shown(item), down: item.demoted === true }));
  // A demoted item (its zoning flags the use, see `zoningDemotions`) ranks after every scored item that is not.
  const ahead = (x: (typeof rows)[number], r: (typeof rows)[number]) =>
    x.s !== null && (x.down === r.down ? x.s > (r.s as number) : r.down) && !sameGroup(x.item, r.item);
  // Without groups, the items ahead of one are counted from the sorted scores (a batch table of 1,000 rows is read
  // on every poll): the same counts as the pairwise test, in n log n.
  const countAhead =
    groups === undefined ? aheadCounter(rows) : (r: (typeof rows)[number]) => rows.filter((x) => ahead(x, r)).length;
  const ranked = rows.map((r) => ({
    ...r.item,
    index: r.index,
    rank: r.s === null ? null : 1 + countAhead(r),
  }));
  // Same-place sites take the best rank of their group.
  if (groups !== undefined)
    for (const r of ranked)
      for (const o of ranked)
        if (r !== o && r.rank !== null && o.rank !== null && sameGroup(items[r.index] as T, items[o.index] as T))
          r.rank = Math.min(r.rank, o.rank);
  return ranked.sort(
    (x, y) =>
      (x.rank ?? Number.POSITIVE_INFINITY) - (y.rank ?? Number.POSITIVE_INFINITY) ||
      (y.share ?? 0) - (x.share ?? 0) ||
      x.index - y.index,
  );
}

/** Ascending numbers (NaN left out, as no comparison holds with it). */
const sortedNumbers = (values: readonly number[]) => Float64Array.from(values.filter((v) => !Number.isNaN(v))).sort();

/** How many of the ascending `sorted` are greater than `v` (none for NaN): the count of `w > v` over them. */
export function countGreater(sorted: Float64Array, v: number): number {
  if (Number.isNaN(v)) return 0;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) <= v) lo = mid + 1;
    else hi = mid;
  }
  return sorted.length - lo;
}

/**
 * The items ahead of a scored item when no two share a group: a demoted item has every scored item that is not
 * demoted ahead of it, plus the demoted ones shown higher; an item that is not demoted, those not demoted shown higher.
 */
function aheadCounter(rows: ReadonlyArray<{ s: number | null; down: boolean }>) {
  const up = rows.filter((x) => x.s !== null && !x.down).map((x) => x.s as number);
  const down = sortedNumbers(rows.filter((x) => x.s !== null && x.down).map((x) => x.s as number));
  const upSorted = sortedNumbers(up);
  return (r: { s: number | null; down: boolean }) =>
    r.down ? up.length + countGreater(down, r.s as number) : countGreater(upSorted, r.s as number);
}
