import { seededRandom } from '@sitescout/shared';

/** Average ranks (ties share their mean rank). */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j += 1;
    for (let k = i; k <= j; k += 1) out[order[k]?.[1] as number] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation (Pearson on average ranks). @example spearman([1, 2, 3], [10, 30, 20]) // 0.5 */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length + 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i += 1) {
    const x = (ra[i] as number) - mean;
    const y = (rb[i] as number) - mean;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return num / Math.sqrt(da * db);
}

/**
 * The central 90 % interval of Spearman's rank correlation over `draws` resamples of the pairs (with replacement,
 * fixed seed): how far the figure could move with another draw of places of the same kind.
 */
export function spearmanInterval(
  a: readonly number[],
  b: readonly number[],
  draws = 2000,
): { low: number; high: number } {
  const random = seededRandom(40);
  const values: number[] = [];
  for (let d = 0; d < draws; d += 1) {
    const pick = a.map(() => Math.floor(random() * a.length));
    const r = spearman(
      pick.map((i) => a[i] as number),
      pick.map((i) => b[i] as number),
    );
    if (Number.isFinite(r)) values.push(r);
  }
  values.sort((x, y) => x - y);
  const at = (q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;
  return { low: at(0.05), high: at(0.95) };
}
