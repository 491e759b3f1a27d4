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
  sameGroup: (a: T, b: T) => boolean = () => false,
): Array<T & { rank: number | null; index: number }> {
  const shown = (x: T) => (x.score === null ? null : Math.round(x.score));
  const rows = items.map((item, index) => ({ item, index, s: shown(item), down: item.demoted === true }));
  // A demoted item (its zoning flags the use, see `zoningDemotions`) ranks after every scored item that is not.
  const ahead = (x: (typeof rows)[number], r: (typeof rows)[number]) =>
    x.s !== null && (x.down === r.down ? x.s > (r.s as number) : r.down) && !sameGroup(x.item, r.item);
  const ranked = rows.map((r) => ({
    ...r.item,
    index: r.index,
    rank: r.s === null ? null : 1 + rows.filter((x) => ahead(x, r)).length,
  }));
  // Same-place sites take the best rank of their group.
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
