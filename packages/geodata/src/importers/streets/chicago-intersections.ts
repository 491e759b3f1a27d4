import { parseCsv } from '../../io/read.js';
import { num, validLatLon } from '../../io/values.js';

/** One named crossing of two Chicago streets (City street centerlines). */
export interface Intersection {
  street1: string;
  street2: string;
  /** ZIP of the segment; null when the City left it blank. */
  zip: string | null;
  lat: number;
  lon: number;
}

/**
 * `streets/munged-chicago-intersections.csv`: `intersection,street_1,street_2,zipcode,longitude,latitude`,
 * upper-case full names ("N ABERDEEN ST"). Rows without a usable point are skipped and counted.
 */
export function importChicagoIntersections(text: string): {
  records: Intersection[];
  rowsRead: number;
  warnings: string[];
} {
  const rows = parseCsv(text);
  const records: Intersection[] = [];
  for (const row of rows) {
    const point = validLatLon(num(row.latitude), num(row.longitude));
    const street1 = row.street_1?.trim().toUpperCase();
    const street2 = row.street_2?.trim().toUpperCase();
    if (!point || !street1 || !street2) continue;
    const zip = /^\d{5}$/.test(row.zipcode?.trim() ?? '') ? (row.zipcode?.trim() as string) : null;
    records.push({ street1, street2, zip, ...point });
  }
  const skipped = rows.length - records.length;
  return { records, rowsRead: rows.length, warnings: skipped > 0 ? [`${skipped} rows without a point skipped`] : [] };
}
