import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CsvTextError, parseCsvObjects, parseCsvRecords } from '../src/io/csv-text.js';
import { geodataDir } from './helpers/data.js';

/** What the importers asked csv-parse for before: the reference the fast reader must equal. */
const reference = (text: string, delimiter = ',') =>
  parse(text, { delimiter, skip_empty_lines: true, relax_column_count: true, bom: true }) as string[][];
const referenceObjects = (text: string, delimiter = ',') =>
  parse(text, {
    columns: (header: string[]) => header.map((h) => h.trim()),
    delimiter,
    skip_empty_lines: true,
    relax_column_count: true,
    bom: true,
  }) as Array<Record<string, string>>;

/**
 * The folder's CSV and text files up to `maxBytes` (csv-parse itself is the slow part of this check; every file of
 * the folder, 85 MB, matched when the reader was written).
 */
function* dataFiles(dir: string, maxBytes: number): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) yield* dataFiles(path, maxBytes);
    else if (/\.(csv|txt)(\.gz)?$/.test(name) && stat.size <= maxBytes) yield path;
  }
}

describe('fast CSV reader', () => {
  it.each([
    ['plain lines', 'a,b,c\n1,2,3\n4,5,6\n'],
    ['Windows line ends, a bare LF kept as text', 'a,b\r\n1,x\ny\r\n'],
    ['old Mac line ends', 'a,b\r1,2\r3,4'],
    [
      'quoted fields with delimiters, doubled quotes and line breaks',
      'a,b\n"x, y","he said ""hi"""\n"multi\nline",z\n',
    ],
    ['empty lines skipped, an empty quoted field kept', '\n\na,b\n\n"",1\n\n,\n'],
    ['ragged records', 'a,b,c\n1\n1,2,3,4,5\n'],
    ['a delimiter at the very end', 'a,b\n1,'],
    ['a quoted field at the very end', 'a,b\n1,"2"'],
    ['byte-order mark and padded header names', '\uFEFF a , b \n1,2\n'],
    ['a lone CR inside a LF file', 'a,b\n1\r2,3\n'],
  ])('reads %s exactly as csv-parse does', (_name, text) => {
    expect(parseCsvRecords(text)).toEqual(reference(text));
    expect(parseCsvObjects(text)).toEqual(referenceObjects(text));
  });

  it('reads pipe-delimited text as csv-parse does', () => {
    const text = 'GEOID|NAME\n17031|Cook County\n17043|"Du|Page"\n';
    expect(parseCsvObjects(text, '|')).toEqual(referenceObjects(text, '|'));
  });

  it.each([
    ['a quote inside an unquoted field', 'a,b\n1,x"y\n', 'INVALID_OPENING_QUOTE'],
    ['text after a closing quote', 'a,b\n"1"x,2\n', 'CSV_INVALID_CLOSING_QUOTE'],
    ['a quote never closed', 'a,b\n"1,2\n', 'CSV_QUOTE_NOT_CLOSED'],
  ])('refuses %s, as csv-parse does', (_name, text, code) => {
    expect(() => reference(text)).toThrow();
    expect(() => parseCsvRecords(text)).toThrow(CsvTextError);
    try {
      parseCsvRecords(text);
    } catch (error) {
      expect((error as CsvTextError).code).toBe(code);
    }
  });

  it('gives the same records as csv-parse for the CSV and text files of the public data folder up to 600 kB', () => {
    const root = geodataDir();
    let files = 0;
    for (const path of dataFiles(root, 600_000)) {
      const raw = readFileSync(path);
      const text = (path.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
      const delimiter = path.endsWith('.txt') && text.slice(0, 2000).includes('|') ? '|' : ',';
      let expected: string[][] | Error;
      try {
        expected = reference(text, delimiter);
      } catch (error) {
        expected = error as Error;
      }
      if (expected instanceof Error) expect(() => parseCsvRecords(text, delimiter), relative(root, path)).toThrow();
      else expect(parseCsvRecords(text, delimiter), relative(root, path)).toEqual(expected);
      files += 1;
    }
    expect(files).toBeGreaterThan(100);
  }, 300_000);
});
