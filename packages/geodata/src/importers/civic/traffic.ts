import { parseCsv } from '../../io/read.js';
import { num, round, validLatLon } from '../../io/values.js';
import type { TrafficCount } from '../../model/civic.js';
import type { Provenance } from '../../model/provenance.js';

/** "11/14/2006" → "2006-11-14". */
function isoDate(us: string | undefined): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec((us ?? '').trim());
  return m ? `${m[3]}-${(m[1] as string).padStart(2, '0')}-${(m[2] as string).padStart(2, '0')}` : (us ?? '').trim();
}

/**
 * CDOT average daily traffic counts. The trailing boundary columns are portal-internal indexes,
 * not codes, and are ignored.
 */
export function importTrafficCounts(
  text: string,
  provenance: Provenance,
): { records: TrafficCount[]; rowsRead: number } {
  const rows = parseCsv(text);
  const records: TrafficCount[] = [];
  for (const row of rows) {
    const point = validLatLon(num(row.Latitude), num(row.Longitude));
    const volume = num(row['Total Passing Vehicle Volume']);
    if (!point || volume === null) continue;
    records.push({
      id: `traffic:${row.ID}`,
      street: (row.Street ?? '').trim(),
      location:
        `${(row['Traffic Volume Count Location  Address'] ?? row['Traffic Volume Count Location Address'] ?? '').trim()} ${(row.Street ?? '').trim()}`.trim(),
      date: isoDate(row['Date of Count']),
      totalVolume: volume,
      byDirection: row['Vehicle Volume By Each Direction of Traffic']?.trim() || null,
      lat: round(point.lat),
      lon: round(point.lon),
      ...provenance,
    });
  }
  return { records, rowsRead: rows.length };
}
