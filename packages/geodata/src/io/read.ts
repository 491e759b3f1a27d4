import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseCsvObjects } from './csv-text.js';

/** Reads a text file, gunzipping `.gz`, dropping a UTF-8 byte-order mark. */
export function readText(path: string): string {
  const raw = readFileSync(path);
  const buffer = path.endsWith('.gz') ? gunzipSync(raw) : raw;
  return buffer.toString('utf8').replace(/^\uFEFF/, '');
}

/** CSV with a header row → records keyed by trimmed header names. */
export function parseCsv(text: string, delimiter = ','): Array<Record<string, string>> {
  return parseCsvObjects(text, delimiter);
}

/** JSON-lines (one object a line; blank lines ignored). */
export function parseJsonLines<T>(text: string): T[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as T);
}
