/** Column-oriented JSON: one array per field, so field names are stored once, not per record. */
export type Columns = Record<string, unknown[]>;

/** Records → columns for the given keys (values copied as-is; undefined becomes null). */
export function toColumns<T extends object>(records: readonly T[], keys: ReadonlyArray<keyof T & string>): Columns {
  const columns: Columns = {};
  for (const key of keys) columns[key] = records.map((r) => (r[key] === undefined ? null : r[key]));
  return columns;
}

/** Number of rows in a column set. */
export function rowCount(columns: Columns): number {
  const first = Object.values(columns)[0];
  return first ? first.length : 0;
}

/** Reads one column, failing loudly when the pack lacks it (a format mismatch). */
export function column<T>(columns: Columns, key: string): T[] {
  const values = columns[key];
  if (!Array.isArray(values)) throw new Error(`data pack table lacks column "${key}"`);
  return values as T[];
}

/** Dictionary-encodes repeated strings (dataset ids, sources): values → indexes + table. */
export class Dictionary {
  private readonly index = new Map<string, number>();
  readonly values: string[] = [];
  id(value: string): number {
    let i = this.index.get(value);
    if (i === undefined) {
      i = this.values.length;
      this.values.push(value);
      this.index.set(value, i);
    }
    return i;
  }
}
