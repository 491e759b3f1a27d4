/** One value of a CSV download; null and undefined are empty cells. */
export type CsvValue = string | number | null | undefined;

/**
 * A cell as RFC 4180 CSV: quoted when it holds a comma, quote or line break, quotes doubled. Text starting with
 * = + - @ tab or carriage return is prefixed with an apostrophe: spreadsheets run the first four as formulas and
 * skip leading tab/CR before checking, so "\t=HYPERLINK(…)" would run too (OWASP CSV injection). Numbers are
 * written as they are (a negative number is not a formula).
 *
 * @example csvCell('\t=1+1') // "'\t=1+1"
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text with CRLF line ends; `bom` adds a UTF-8 byte-order mark so Excel reads accents right. */
export function csvDocument(rows: readonly (readonly CsvValue[])[], options: { bom?: boolean } = {}): string {
  return `${options.bom ? '\ufeff' : ''}${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
