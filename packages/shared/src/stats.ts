const sorted = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

/** The median: the middle value, or the mean of the two middle ones; null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = sorted(values);
  const mid = Math.floor(s.length / 2);
  const hi = s[mid] as number;
  return s.length % 2 === 1 ? hi : ((s[mid - 1] as number) + hi) / 2;
}

/**
 * The median when it must be one of the values (a real crossing's house number, a measured time): the middle one,
 * the upper of the two middle ones for an even count; null for no values.
 */
export function upperMedian(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = sorted(values);
  return s[Math.floor(s.length / 2)] as number;
}

/** Linear-interpolated quantile (q in 0..1; q = 0.5 is the median); null for no values. */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const s = sorted(values);
  const i = (s.length - 1) * q;
  const lo = Math.floor(i);
  return (s[lo] as number) + ((s[Math.ceil(i)] as number) - (s[lo] as number)) * (i - lo);
}

/** Nearest-rank percentile of an ascending list (q in 0..1): the value at rank ⌈q·n⌉, never interpolated. */
export function nearestRank(ascending: readonly number[], q: number): number | null {
  if (ascending.length === 0) return null;
  const rank = Math.min(ascending.length, Math.max(1, Math.ceil(q * ascending.length)));
  return ascending[rank - 1] as number;
}
