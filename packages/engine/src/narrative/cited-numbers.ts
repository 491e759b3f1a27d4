/** Numbers as written in text ("$1,234", "78/100", "0.25", "12%") normalised for comparison. */
export function citedNumbers(text: string): string[] {
  const found = text.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];
  return found.map(normaliseNumber);
}

/** "1,234.50" → "1234.5"; "007" → "7". */
export function normaliseNumber(raw: string): string {
  const n = Number.parseFloat(raw.replace(/,/g, ''));
  return Number.isFinite(n) ? String(n) : raw;
}

/**
 * Numbers in `text` that do not appear in any of the allowed texts — the check that keeps a
 * language model from inventing figures. Empty when every cited number is backed by a fact.
 *
 * @example uncitedNumbers('Rent is $25 and 40% up', ['rent 25']) // ['40']
 */
export function uncitedNumbers(text: string, allowed: readonly string[]): string[] {
  const ok = new Set(allowed.flatMap(citedNumbers));
  return [...new Set(citedNumbers(text).filter((x) => !ok.has(x)))];
}
