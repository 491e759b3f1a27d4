import type { IndexedStreet, StreetIndex } from './street-index.js';
import { nameKey } from './street-names.js';

/**
 * Edit distance counting a swap of two neighbouring letters as one edit ("Pulaksi" → "Pulaski" is 1),
 * stopping early once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, k) => k);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (before[j - 2] as number) + 1);
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

/**
 * The one street name a typo most likely meant: a single name one edit away (names of 5+ letters),
 * or, failing that, the single name the typed words begin ("Irving Rd" → Irving Park Rd). Null when
 * there is no such name or more than one.
 */
export function correctedKey(index: StreetIndex, name: string, accept: (s: IndexedStreet) => boolean): string | null {
  const key = nameKey(name);
  if (key.length < 4) return null;
  const close = new Set<string>();
  const prefixed = new Set<string>();
  for (const [k, streets] of index.keys()) {
    if (!streets.some(accept)) continue;
    if (key.length >= 5 && editDistance(key, k, 1) <= 1) close.add(k);
    else if (k.startsWith(key)) prefixed.add(k);
  }
  if (close.size === 1) return [...close][0] as string;
  if (close.size === 0 && prefixed.size === 1) return [...prefixed][0] as string;
  return null;
}

/** Up to `limit` street labels whose names are closest to `name` (edit distance, then length of street). */
export function nearestStreetNames(index: StreetIndex, name: string, limit = 3): string[] {
  const key = nameKey(name);
  if (key.length === 0) return [];
  const max = Math.max(1, Math.min(3, Math.floor(key.length / 3)));
  const scored: Array<[number, IndexedStreet]> = [];
  for (const [k, streets] of index.keys()) {
    const d = k.startsWith(key) && key.length >= 3 ? 0.5 : editDistance(key, k, max);
    if (d <= max) for (const s of streets) scored.push([d, s]);
  }
  scored.sort((a, b) => a[0] - b[0] || b[1].crossings - a[1].crossings);
  const labels: string[] = [];
  for (const [, s] of scored) {
    if (!labels.includes(s.label)) labels.push(s.label);
    if (labels.length >= limit) break;
  }
  return labels;
}
