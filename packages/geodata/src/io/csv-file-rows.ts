import { closeSync, openSync, readSync } from 'node:fs';
import { CsvError, parse } from 'csv-parse/sync';

/**
 * The records of a CSV file with a header row, read `chunkBytes` at a time and parsed a run of whole lines at a
 * time: memory stays at about one chunk whatever the file's size (a GTFS stop_times.txt of several GB). Same
 * records as {@link parseCsv} (trimmed header names, empty lines skipped).
 */
export function* csvFileRows(path: string, chunkBytes = 1 << 20): Generator<Record<string, string>> {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(chunkBytes);
    let carry = Buffer.alloc(0);
    let header: string[] | null = null;
    for (;;) {
      const n = readSync(fd, buffer, 0, chunkBytes, null);
      const data = Buffer.concat([carry, buffer.subarray(0, n)]);
      // Whole lines only (a newline byte never occurs inside a UTF-8 sequence); at the end, whatever is left.
      const end = n === 0 ? data.length : data.lastIndexOf(10) + 1;
      let rows: string[][] = [];
      try {
        rows = parse(data.subarray(0, end).toString('utf8'), {
          skip_empty_lines: true,
          relax_column_count: true,
          bom: header === null,
        }) as string[][];
        carry = Buffer.from(data.subarray(end));
      } catch (error) {
        // A quoted field with a line break runs past this chunk: read on and parse the lines together.
        if (n === 0 || !(error instanceof CsvError) || error.code !== 'CSV_QUOTE_NOT_CLOSED') throw error;
        carry = data;
      }
      for (const row of rows) {
        if (!header) {
          header = row.map((h) => h.trim());
          continue;
        }
        const record: Record<string, string> = {};
        for (let i = 0; i < row.length && i < header.length; i++) record[header[i] as string] = row[i] as string;
        yield record;
      }
      if (n === 0) return;
    }
  } finally {
    closeSync(fd);
  }
}
