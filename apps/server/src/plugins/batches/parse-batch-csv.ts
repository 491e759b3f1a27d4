import { parse } from 'csv-parse/sync';
import { batchInputError, MAX_BATCH_ROWS } from './batch-input-error.js';
import { csvDelimiter } from './csv-shape.js';

/** An uploaded CSV: its header names and the data rows under them. */
export interface ParsedCsv {
  headers: string[];
  rows: string[][];
}

/** Control characters other than tab, line feed and carriage return, and U+FFFD (bytes that were not UTF-8). */
function notText(code: number): boolean {
  return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd;
}

/** True when the text looks like a binary file (a spreadsheet, an image, a zip) rather than CSV text. */
function looksBinary(text: string): boolean {
  const head = text.slice(0, 64 * 1024);
  let odd = 0;
  for (let i = 0; i < head.length; i++) if (notText(head.charCodeAt(i))) odd++;
  return odd > 0 && odd / head.length > 0.01;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Reads an uploaded or pasted CSV (comma, semicolon or tab separated, first line = column names). Throws a
 * batch input error naming the problem: binary data, unreadable CSV, no rows, more than 1,000 rows. Its cost grows
 * with the cells: the API reads uploads through read-batch-csv.ts (size checked first, parsed on a thread).
 */
export function parseBatchCsv(text: string, field = 'csv'): ParsedCsv {
  if (looksBinary(text)) {
    throw batchInputError(
      'not_csv_text',
      'The file is not CSV text (it contains binary data). Save it as "CSV (comma delimited)" and upload that file.',
      field,
    );
  }
  const delimiter = csvDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    throw batchInputError('csv_unreadable', `The CSV could not be read: ${(error as Error).message}`, field);
  }
  records = records.filter((r) => r.some((cell) => cell !== ''));
  const [headers, ...rows] = records;
  if (!headers || rows.length === 0) {
    throw batchInputError(
      'no_rows',
      'The file has no rows to score: put the column names on the first line and one site per line under it.',
      field,
    );
  }
  if (rows.length > MAX_BATCH_ROWS) {
    throw batchInputError(
      'too_many_rows',
      `The file has ${count(rows.length)} rows; a batch takes at most ${count(MAX_BATCH_ROWS)}. Split it into several batches.`,
      field,
    );
  }
  return { headers: headers.map((h, i) => h || `Column ${i + 1}`), rows };
}
