import { type Columns, column, rowCount, toColumns } from './columns.js';
import type { GeometryReader, GeometryRef, GeometryWriter } from './geometry-codec.js';

/** How one record type is laid out in the pack. */
export interface TableSpec<T> {
  keys: ReadonlyArray<keyof T & string>;
  /** String fields with few distinct values (source, vintage, dataset id): stored as indexes. */
  dictionary?: ReadonlyArray<keyof T & string>;
  /** Fields added after packs were first written: a pack without the column reads them as null. */
  optional?: ReadonlyArray<keyof T & string>;
  /** A geometry field stored in geometry.bin. */
  geometry?: { key: keyof T & string; kind: 'polygon' | 'line' };
}

export interface EncodedTable {
  rows: number;
  columns: Columns;
  dictionaries: Record<string, string[]>;
}

/** Records → columnar table (geometry to the writer, repeated strings dictionary-encoded). */
export function encodeTable<T extends object>(
  records: readonly T[],
  spec: TableSpec<T>,
  geometry: GeometryWriter,
): EncodedTable {
  const plainKeys = spec.keys.filter((k) => k !== spec.geometry?.key && !spec.dictionary?.includes(k));
  const columns = toColumns(records, plainKeys);
  const dictionaries: Record<string, string[]> = {};
  for (const key of spec.dictionary ?? []) {
    const values: string[] = [];
    const index = new Map<string, number>();
    columns[key] = records.map((r) => {
      const v = String(r[key]);
      let i = index.get(v);
      if (i === undefined) {
        i = values.length;
        values.push(v);
        index.set(v, i);
      }
      return i;
    });
    dictionaries[key] = values;
  }
  if (spec.geometry) {
    const { key, kind } = spec.geometry;
    columns[key] = records.map((r) => {
      const g = r[key] as unknown;
      if (!g) return null;
      return kind === 'line' ? geometry.addLine(g as never) : geometry.add(g as never);
    });
  }
  return { rows: records.length, columns, dictionaries };
}

/** Columnar table → records. */
export function decodeTable<T>(table: EncodedTable, spec: TableSpec<T>, geometry: GeometryReader): T[] {
  const n = rowCount(table.columns);
  const keys = spec.keys.map((k) => {
    const values =
      spec.optional?.includes(k) && !(k in table.columns)
        ? new Array<unknown>(n).fill(null)
        : column<unknown>(table.columns, k);
    const dict = spec.dictionary?.includes(k) ? table.dictionaries[k] : undefined;
    const geo = spec.geometry?.key === k ? spec.geometry.kind : undefined;
    // Array cells repeat a lot (categories and merged-from lists of 100,000 chain stores): one shared, frozen
    // copy per distinct value, so they cost memory per distinct value, not per record.
    const shared = new Map<string, unknown>();
    return { k, values, dict, geo, shared };
  });
  const out: T[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const record: Record<string, unknown> = {};
    for (const { k, values, dict, geo, shared } of keys) {
      const v = values[i];
      if (dict) record[k] = dict[v as number];
      else if (geo)
        record[k] =
          v === null ? null : geo === 'line' ? geometry.line(v as GeometryRef) : geometry.polygon(v as GeometryRef);
      else if (Array.isArray(v)) {
        const key = v.join('\u0000');
        let same = shared.get(key);
        if (same === undefined) {
          same = Object.freeze(v);
          shared.set(key, same);
        }
        record[k] = same;
      } else record[k] = v;
    }
    out[i] = record as T;
  }
  return out;
}
