import { normaliseName } from '../categories/brands.js';

/** Words that say what a place is rather than which one it is ("Cafe", "Restaurant", "The"). */
const FILLER = /\b(the|and|restaurant|cafe|café|bar|grill|inc|llc|co)\b/g;

/**
 * A name reduced to its letters and digits: case, accents, punctuation, spaces, "&"/"and" and branch
 * numbers removed — "Cafe Ba-Ba-Reeba!" and "Cafe Babareeba" both become "cafebabareeba".
 */
export function compactName(name: string): string {
  return normaliseName(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '');
}

/** The same, without filler words, so "The Girl & the Goat" matches "Girl and the Goat Restaurant". */
function coreName(name: string): string {
  return normaliseName(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, '')
    .replace(FILLER, ' ')
    .replace(/\s+/g, '');
}

function bigrams(s: string): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i < s.length - 1; i++) {
    const g = s.slice(i, i + 2);
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

/** Sørensen–Dice coefficient over letter pairs, 0–1. */
export function diceSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const A = bigrams(a);
  const B = bigrams(b);
  let shared = 0;
  for (const [g, n] of A) shared += Math.min(n, B.get(g) ?? 0);
  return (2 * shared) / (a.length - 1 + (b.length - 1));
}

/** Two names count as the same business at this Dice similarity of their compact forms. */
export const SAME_NAME_SIMILARITY = 0.85;

/**
 * Whether two source names are the same business: equal or near-equal compact names (Dice ≥ 0.85), or
 * equal once filler words are dropped (at least 4 letters left), or one compact name starting with the
 * other when that one has at least 6 letters ("Starbucks" / "Starbucks Coffee").
 *
 * @example sameBusinessName('Cafe Ba-Ba-Reeba!', 'Cafe Babareeba') // true
 */
export function sameBusinessName(a: string, b: string): boolean {
  const x = compactName(a);
  const y = compactName(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length >= 6 && long.startsWith(short)) return true;
  const cx = coreName(a);
  if (cx.length >= 4 && cx === coreName(b)) return true;
  return diceSimilarity(x, y) >= SAME_NAME_SIMILARITY;
}
