import { Transform, type TransformCallback } from 'node:stream';
import { batchInputError, MAX_BATCH_ROWS } from './batch-input-error.js';
import { MAX_CSV_BLANK_LINES, MAX_CSV_COLUMNS } from './csv-shape.js';

const BACKSLASH = 92;
const QUOTE = 34;
const COLON = 58;
const COMMA = 44;
const SEMICOLON = 59;
const SPACE = 32;
const LETTER_N = 110;
const LETTER_T = 116;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
/** Header and a few other string fields ride along in the same body. */
const SLACK_LINES = 10;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Counts a batch upload while its JSON body is still arriving: the lines and separators of the `csv` text (and the
 * entries of `addresses`), read straight from the JSON (escapes and CSV quotes respected), and stops the upload at
 * the first limit passed, before the body is parsed. The exact check after parsing (csv-shape.ts) has the final word;
 * this one only ends a hostile upload early. A semicolon or tab file counts its commas too: the column limit here
 * is a bound that a real file of at most {@link MAX_CSV_COLUMNS} columns never reaches by itself.
 */
export function uploadCounter(): Transform {
  /** Open objects and arrays, innermost last; a string right after `{` or an object's `,` is a key. */
  const open: number[] = [];
  let expectKey = false;
  let inString = false;
  let stringIsKey = false;
  let escaped = false;
  let csvQuoted = false;
  /** The key the value being read belongs to. */
  let key = '';
  let text = '';
  let filled = 0;
  let blank = 0;
  let separators = 0;
  let lineHasText = false;
  let line = 1;
  const counted = () => !stringIsKey && (key === 'csv' || key === 'addresses');
  const what = () => (key === 'addresses' ? 'Addresses' : 'CSV file');
  const fail = (code: string, message: string) =>
    batchInputError(code, message, key === 'addresses' ? 'addresses' : 'csv');
  const endLine = (): Error | undefined => {
    if (lineHasText) filled += 1;
    else blank += 1;
    separators = 0;
    lineHasText = false;
    line += 1;
    if (filled > MAX_BATCH_ROWS + SLACK_LINES)
      return fail(
        'too_many_rows',
        `${what()}: more than ${count(MAX_BATCH_ROWS)} rows; a batch takes at most ${count(MAX_BATCH_ROWS)}. Split it into several batches.`,
      );
    if (blank > MAX_CSV_BLANK_LINES + SLACK_LINES)
      return fail(
        'too_many_blank_lines',
        `${what()}: more than ${count(MAX_CSV_BLANK_LINES)} empty lines. Delete the empty rows and save it again.`,
      );
    return undefined;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i] as number;
        if (!inString) {
          if (byte === QUOTE) {
            inString = true;
            stringIsKey = expectKey;
            text = '';
            csvQuoted = false;
          } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
            open.push(byte);
            expectKey = byte === OPEN_OBJECT;
          } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
            open.pop();
            expectKey = false;
          } else if (byte === COMMA) expectKey = open.at(-1) === OPEN_OBJECT;
          else if (byte === COLON) expectKey = false;
          continue;
        }
        if (escaped) {
          escaped = false;
          if (!counted()) continue;
          if (byte === QUOTE) {
            csvQuoted = !csvQuoted;
            lineHasText = true;
          } else if (byte === LETTER_N && !csvQuoted) {
            const error = endLine();
            if (error) return callback(error);
          } else if (byte === LETTER_T && !csvQuoted) separators += 1;
          else lineHasText = true;
        } else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) {
          inString = false;
          if (stringIsKey) key = text;
          else if (counted()) {
            const error = endLine();
            if (error) return callback(error);
          }
          stringIsKey = false;
        } else if (stringIsKey) {
          if (text.length < 32) text += String.fromCharCode(byte);
        } else if (counted()) {
          if ((byte === COMMA || byte === SEMICOLON) && !csvQuoted) {
            separators += 1;
            if (separators >= 4 * MAX_CSV_COLUMNS)
              return callback(
                fail(
                  'too_many_columns',
                  `CSV file: more than ${count(MAX_CSV_COLUMNS)} columns (line ${count(line)}). Keep only the columns you map.`,
                ),
              );
          } else if (byte !== SPACE) lineHasText = true;
        }
      }
      callback(null, chunk);
    },
  });
}
