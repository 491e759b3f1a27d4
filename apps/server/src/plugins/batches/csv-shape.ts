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

/** The separator of a CSV: whichever of comma, semicolon and tab splits its first line into the most parts. */
export function csvDelimiter(text: string): string {
  const end = text.indexOf('\n');
  const firstLine = (end < 0 ? text : text.slice(0, end)).replace(/^\ufeff/, '');
  return [',', ';', '\t'].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best));
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
