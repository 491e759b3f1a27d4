/**
 * A business name folded for matching: lower case, accents and apostrophes dropped, spaces collapsed
 * ("Café Colao" → "cafe colao", "Dunkin'" → "dunkin").
 */
export function foldName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`.]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
