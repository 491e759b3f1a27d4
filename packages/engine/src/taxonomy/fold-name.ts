/**
 * A business name folded for matching: lower case, accents and apostrophes dropped, spaces collapsed
 * ("Café Colao" → "cafe colao", "Dunkin'" → "dunkin").
 */
export function foldName(name: string): string {
  let folded = FOLDED.get(name);
  if (folded === undefined) {
    folded = fold(name);
    if (FOLDED.size >= FOLDED_KEPT) FOLDED.clear();
    FOLDED.set(name, folded);
  }
  return folded;
}

/**
 * Names already folded: the trade filters fold the same competitor's name several times per site (brand, trade
 * words, other trades, one listing per store), and the same places are near many sites of a batch.
 */
const FOLDED = new Map<string, string>();
/** Enough for every place name of a city's sites; past it the names start again (a few MB at most). */
const FOLDED_KEPT = 50_000;

function fold(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`.]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
