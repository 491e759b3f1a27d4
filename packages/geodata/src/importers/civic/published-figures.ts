import { parseCsv } from '../../io/read.js';
import { num } from '../../io/values.js';
import type { PublishedFigure } from '../../model/civic.js';

/** benchmarks/published-figures.csv: one published figure a row, with its source URL and caveat. */
export function importPublishedFigures(text: string): { records: PublishedFigure[]; rowsRead: number } {
  const rows = parseCsv(text);
  const records: PublishedFigure[] = [];
  for (const row of rows) {
    const value = num(row.value);
    if (value === null) continue;
    records.push({
      dataset: row.dataset ?? '',
      item: row.item ?? '',
      geography: row.geography ?? '',
      group: row.group ?? '',
      year: row.year ?? '',
      value,
      unit: row.unit ?? '',
      sourceUrl: row.source_url ?? '',
      note: row.note ?? '',
    });
  }
  return { records, rowsRead: rows.length };
}
