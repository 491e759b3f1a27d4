import { batchInputError, MAX_BATCH_ROWS } from './batch-input-error.js';

/** Columns one CSV line may have (exports of licence lists have 30–40; a header of a million commas is not a table). */
export const MAX_CSV_COLUMNS = 100;
/** Lines holding nothing but separators and spaces (spreadsheet exports pad with a few) one file may have. */
export const MAX_CSV_BLANK_LINES = 1_000;

const COMMA = 44;
const SEMICOLON = 59;
const TAB = 9;
const QUOTE = 34;
const LF = 10;
const CR = 13;
const SPACE = 32;

const count = (n: number) => n.toLocaleString('en-US');

/** Characters of the first line looked at to choose the separator (a real header is far shorter). */
const DELIMITER_SAMPLE = 64 * 1024;

/**
 * The separator of a CSV: whichever of comma, semicolon and tab occurs most often on its first line (counted over
 * at most its first 64 KB, so a hostile megabyte-long header costs no more than a short one).
 */
export function csvDelimiter(text: string): string {
  const counts = new Map<number, number>([
    [COMMA, 0],
    [SEMICOLON, 0],
    [TAB, 0],
  ]);
  const end = Math.min(text.length, DELIMITER_SAMPLE);
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === LF) break;
    const seen = counts.get(code);
    if (seen !== undefined) counts.set(code, seen + 1);
  }
  let best = COMMA;
  for (const [code, n] of counts) if (n > (counts.get(best) ?? 0)) best = code;
  return String.fromCharCode(best);
}

/**
 * Counts a CSV's lines and columns in one pass over its characters (quotes respected), before any parsing, and
 * stops at the first limit passed: more than {@link MAX_BATCH_ROWS} rows under the header, more than
 * {@link MAX_CSV_COLUMNS} columns on a line, more than {@link MAX_CSV_BLANK_LINES} empty lines. So the parser,
 * whose cost grows with cells, only ever sees a table of bounded size. Errors name the "CSV file" field.
 */
export function checkCsvShape(text: string, field = 'csv'): void {
  const delimiter = csvDelimiter(text).charCodeAt(0);
  let rows = 0;
  let blank = 0;
  let columns = 1;
  let filled = false;
  let quoted = false;
  const endLine = (line: number) => {
    if (filled) rows += 1;
    else blank += 1;
    // The header is the first filled line: the rows under it are one fewer.
    if (rows - 1 > MAX_BATCH_ROWS)
      throw batchInputError(
        'too_many_rows',
        `CSV file: more than ${count(MAX_BATCH_ROWS)} rows; a batch takes at most ${count(MAX_BATCH_ROWS)}. Split it into several batches.`,
        field,
      );
    if (blank > MAX_CSV_BLANK_LINES)
      throw batchInputError(
        'too_many_blank_lines',
        `CSV file: more than ${count(MAX_CSV_BLANK_LINES)} empty lines (line ${count(line)}). Delete the empty rows and save it again.`,
        field,
      );
    columns = 1;
    filled = false;
  };
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      quoted = !quoted;
      filled = true;
    } else if (quoted) {
      if (code === LF) line += 1;
    } else if (code === delimiter) {
      columns += 1;
      if (columns > MAX_CSV_COLUMNS)
        throw batchInputError(
          'too_many_columns',
          `CSV file: more than ${count(MAX_CSV_COLUMNS)} columns (line ${count(line)}). Keep only the columns you map.`,
          field,
        );
    } else if (code === LF) {
      endLine(line);
      line += 1;
    } else if (
      code !== CR &&
      code !== SPACE &&
      code !== TAB &&
      code !== COMMA &&
      code !== SEMICOLON &&
      code !== 0xfeff
    ) {
      filled = true;
    }
  }
  endLine(line);
}
