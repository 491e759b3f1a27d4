import { mapGoogleTypes } from '../../categories/map-categories.js';
import type { UnmappedCounter } from '../../categories/unmapped-counter.js';
import { parseCsv } from '../../io/read.js';
import { num, validLatLon } from '../../io/values.js';
import type { PlaceRecord } from '../../model/place.js';
import { makePlace, type PlaceSource } from './place-factory.js';

/** Datafiniti fast-food sample: every row is a fast-food location (its `type` is a cuisine). */
export function importDatafiniti(
  text: string,
  source: PlaceSource,
  unmapped: UnmappedCounter,
): { records: PlaceRecord[]; rowsRead: number; warnings: string[] } {
  const rows = parseCsv(text);
  const records: PlaceRecord[] = [];
  let bad = 0;
  for (const row of rows) {
    const point = validLatLon(num(row.latitude), num(row.longitude));
    if (!point || !row.name) {
      bad += 1;
      continue;
    }
    const match = mapGoogleTypes(['meal_takeaway']);
    match.sourceCategories = [`datafiniti:fast food`, `datafiniti:${row.type ?? ''}`];
    records.push(
      makePlace(
        {
          sourceId: row.keys ?? `${records.length}`,
          name: row.name,
          ...point,
          match,
          address: [row.address, row.city, row.province, row.postalCode].filter(Boolean).join(', '),
        },
        source,
        unmapped,
      ),
    );
  }
  return {
    records,
    rowsRead: rows.length,
    warnings: bad > 0 ? [`${bad} rows without name or coordinates skipped`] : [],
  };
}
