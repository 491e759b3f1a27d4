import { stringify } from 'csv-stringify/sync';

/** One value of a CSV download; null and undefined are empty cells. */
export type CsvValue = string | number | null | undefined;

/**
 * Rows as RFC 4180 CSV by csv-stringify: quoted when a cell holds a comma, quote or line break (a lone CR too), quotes
 * doubled, CRLF line ends; `bom` adds a UTF-8 byte-order mark so Excel reads accents right. Its formula guard puts an
 * apostrophe before text starting with = + - @ tab or carriage return (and their full-width forms): spreadsheets run
 * the first four as formulas and skip a leading tab/CR before checking, so "\t=HYPERLINK(…)" would run too (OWASP CSV
 * injection). Numbers are written as they are (a negative number is not a formula).
 */
export function csvDocument(rows: readonly (readonly CsvValue[])[], options: { bom?: boolean } = {}): string {
  return stringify(
    rows.map((row) => [...row]),
    { bom: options.bom ?? false, record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true },
  );
}

/**
 * One cell as it appears in a document.
 *
 * @example csvCell('\t=1+1') // "'\t=1+1"
 */
export function csvCell(value: CsvValue): string {
  return csvDocument([[value]]).slice(0, -2);
}
