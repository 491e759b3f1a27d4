import { column, Dictionary, rowCount } from '../pack/columns.js';
import type { GeometryRef } from '../pack/geometry-codec.js';
import type { EncodedTable, TableSpec } from '../pack/table-codec.js';
import { geometryReader, type SharedGeometryColumn, shareGeometryColumn } from './shared-geometry.js';

/**
 * A pack table held once per process in typed columns on SharedArrayBuffers: built on the main thread from the
 * pack's columns, handed to the engine threads (structured cloning shares a SharedArrayBuffer, it never copies
 * it), and read on every thread through records whose fields are getters over the columns. The records answer
 * every field exactly as the decoded JSON records do (the same numbers, strings, `null`s and frozen arrays), so
 * the engine's data interface does not change; what a thread keeps of its own is one small object per row and
 * the strings it has read.
 */
export interface SharedTable {
  rows: number;
  columns: Record<string, SharedColumn>;
}

export type SharedColumn =
  /** Numbers with `null` as NaN (JSON has no NaN, so no value is lost). */
  | { kind: 'number'; values: Float64Array }
  /** 0 false, 1 true, 2 null. */
  | { kind: 'boolean'; values: Uint8Array }
  /** Few distinct values (dataset ids, categories, brands, names of chains): each row an index into `values`. */
  | { kind: 'dictionary'; codes: Int32Array; values: unknown[] }
  /** Many distinct strings (ids, addresses): UTF-8 bytes, row i from offsets[i] to offsets[i + 1]; nulls[i] 1 = null. */
  | { kind: 'text'; bytes: Uint8Array; offsets: Uint32Array; nulls: Uint8Array }
  /** Polygons or lines: offsets into the shared coordinates (shared-geometry.ts). */
  | SharedGeometryColumn
  /** A column the pack lacks (an optional field added later): null on every row. */
  | { kind: 'absent' };

/** At most this share of distinct values among the rows makes a column a dictionary rather than text. */
const DICTIONARY_SHARE = 0.25;

const shared = (bytes: number) => new SharedArrayBuffer(Math.max(8, Math.ceil(bytes / 8) * 8));

function numberColumn(values: unknown[]): SharedColumn {
  const out = new Float64Array(shared(values.length * 8), 0, values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i] === null ? Number.NaN : (values[i] as number);
  return { kind: 'number', values: out };
}

function booleanColumn(values: unknown[]): SharedColumn {
  const out = new Uint8Array(shared(values.length), 0, values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i] === null ? 2 : values[i] ? 1 : 0;
  return { kind: 'boolean', values: out };
}

function dictionaryColumn(values: unknown[], dictionary?: unknown[]): SharedColumn {
  const codes = new Int32Array(shared(values.length * 4), 0, values.length);
  if (dictionary) {
    for (let i = 0; i < values.length; i++) codes[i] = values[i] as number;
    return { kind: 'dictionary', codes, values: dictionary };
  }
  // Keyed by the value as JSON (arrays too); each distinct value is read back once.
  const distinct = new Dictionary();
  for (let i = 0; i < values.length; i++) codes[i] = distinct.id(JSON.stringify(values[i]));
  return { kind: 'dictionary', codes, values: distinct.values.map((v) => JSON.parse(v) as unknown) };
}

function textColumn(values: unknown[]): SharedColumn {
  const encoded = values.map((v) => (v === null ? null : Buffer.from(v as string, 'utf8')));
  const total = encoded.reduce((sum, b) => sum + (b?.length ?? 0), 0);
  const bytes = new Uint8Array(shared(total), 0, total);
  const offsets = new Uint32Array(shared((values.length + 1) * 4), 0, values.length + 1);
  const nulls = new Uint8Array(shared(values.length), 0, values.length);
  let at = 0;
  for (let i = 0; i < encoded.length; i++) {
    const b = encoded[i];
    offsets[i] = at;
    if (b) {
      bytes.set(b, at);
      at += b.length;
    } else nulls[i] = 1;
  }
  offsets[values.length] = at;
  return { kind: 'text', bytes, offsets, nulls };
}

/** Chooses each column's layout from its values: numbers, booleans, a dictionary or UTF-8 text. */
export function sharedColumn(values: unknown[], dictionary: unknown[] | undefined): SharedColumn {
  if (dictionary) return dictionaryColumn(values, dictionary);
  const kinds = new Set(values.map((v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)));
  kinds.delete('null');
  if (kinds.size === 1 && kinds.has('number')) return numberColumn(values);
  if (kinds.size === 1 && kinds.has('boolean')) return booleanColumn(values);
  const distinct = new Set(values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))).size;
  if (kinds.size === 1 && kinds.has('string') && distinct > values.length * DICTIONARY_SHARE) return textColumn(values);
  return dictionaryColumn(values);
}

/** The pack's columnar table → shared typed columns (a geometry field as refs into the shared coordinates). */
export function shareTable<T>(table: EncodedTable, spec: TableSpec<T>): SharedTable {
  const rows = rowCount(table.columns);
  const columns: Record<string, SharedColumn> = {};
  for (const key of spec.keys) {
    if (spec.optional?.includes(key) && !(key in table.columns)) {
      columns[key] = { kind: 'absent' };
      continue;
    }
    if (spec.geometry?.key === key) {
      columns[key] = shareGeometryColumn(column<GeometryRef | null>(table.columns, key), spec.geometry.kind);
      continue;
    }
    const dictionary = spec.dictionary?.includes(key) ? table.dictionaries[key] : undefined;
    columns[key] = sharedColumn(column<unknown>(table.columns, key), dictionary);
  }
  return { rows, columns };
}

/** Reads one field of row `i`; dictionary arrays come frozen, one copy per distinct value, as the JSON decoder's. */
export function fieldReader(col: SharedColumn, coords?: Float64Array): (i: number) => unknown {
  switch (col.kind) {
    case 'geometry':
      if (!coords) throw new Error('a geometry column is read with the shared coordinates');
      return geometryReader(col, coords);
    case 'number': {
      const values = col.values;
      return (i) => {
        const v = values[i] as number;
        return Number.isNaN(v) ? null : v;
      };
    }
    case 'boolean': {
      const values = col.values;
      return (i) => (values[i] === 2 ? null : values[i] === 1);
    }
    case 'dictionary': {
      const { codes } = col;
      const values = col.values.map((v) => (Array.isArray(v) ? Object.freeze(v) : v));
      return (i) => values[codes[i] as number];
    }
    case 'text': {
      const { offsets, nulls } = col;
      const bytes = Buffer.from(col.bytes.buffer, col.bytes.byteOffset, col.bytes.byteLength);
      // The strings this thread has read, kept: a record is usually read many times once it is near a site.
      const cache: Array<string | undefined> = [];
      return (i) => {
        if (nulls[i] === 1) return null;
        let s = cache[i];
        if (s === undefined) {
          s = bytes.toString('utf8', offsets[i] as number, offsets[i + 1] as number);
          cache[i] = s;
        }
        return s;
      };
    }
    case 'absent':
      return () => null;
  }
}

/**
 * Records over a shared table: one small object per row whose fields (enumerable getters) read the columns.
 * `toJSON` gives the plain record, so serialising one writes what the decoded record would.
 */
export function sharedRecords<T>(table: SharedTable, spec: TableSpec<T>, coords?: Float64Array): T[] {
  const readers = spec.keys.map((key) => [key, fieldReader(table.columns[key] ?? { kind: 'absent' }, coords)] as const);
  class SharedRecord {
    constructor(readonly row: number) {}
    toJSON(): Record<string, unknown> {
      const plain: Record<string, unknown> = {};
      for (const [key, read] of readers) plain[key] = read(this.row);
      return plain;
    }
  }
  for (const [key, read] of readers) {
    Object.defineProperty(SharedRecord.prototype, key, {
      enumerable: true,
      get(this: SharedRecord) {
        return read(this.row);
      },
    });
  }
  const out: T[] = new Array(table.rows);
  for (let i = 0; i < table.rows; i++) out[i] = new SharedRecord(i) as unknown as T;
  return out;
}
