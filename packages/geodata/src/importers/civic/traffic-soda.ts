import { num, round, validLatLon } from '../../io/values.js';
import type { TrafficCount } from '../../model/civic.js';
import type { Provenance } from '../../model/provenance.js';

interface SodaTrafficRow {
  id?: string;
  traffic_volume_count_location_address?: string;
  street?: string;
  date_of_count?: string;
  total_passing_vehicle_volume?: string | number;
  vehicle_volume_by_each_direction_of_traffic?: string;
  latitude?: string | number;
  longitude?: string | number;
}

/**
 * CDOT average daily traffic counts as the City portal's SODA API gives them (`pfsx-4n4m.json`: snake_case
 * fields, dates as floating timestamps "2006-11-14T00:00:00.000"). Rows without a point or a volume are skipped.
 */
export function importTrafficCountsSoda(
  text: string,
  provenance: Provenance,
): { records: TrafficCount[]; rowsRead: number } {
  const rows = JSON.parse(text) as SodaTrafficRow[];
  if (!Array.isArray(rows)) throw new Error('expected the SODA JSON array of traffic counts');
  const records: TrafficCount[] = [];
  for (const row of rows) {
    const point = validLatLon(num(row.latitude), num(row.longitude));
    const volume = num(row.total_passing_vehicle_volume);
    if (!point || volume === null) continue;
    const street = (row.street ?? '').trim();
    records.push({
      id: `traffic:${row.id ?? records.length}`,
      street,
      location: `${(row.traffic_volume_count_location_address ?? '').trim()} ${street}`.trim(),
      date: (row.date_of_count ?? '').slice(0, 10),
      totalVolume: volume,
      byDirection: row.vehicle_volume_by_each_direction_of_traffic?.trim() || null,
      lat: round(point.lat),
      lon: round(point.lon),
      ...provenance,
    });
  }
  return { records, rowsRead: rows.length };
}
