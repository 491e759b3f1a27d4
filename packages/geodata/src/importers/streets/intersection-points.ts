import { parseCsv } from '../../io/read.js';
import { num, round, validLatLon } from '../../io/values.js';
import type { LatLon } from '../../model/geometry.js';

/**
 * Street intersections (`intersection,street_1,street_2,zipcode,longitude,latitude`, one row per pair
 * of named streets) → points, for the Walk Score's pedestrian-friendliness adjustment. Rows without a
 * valid point are skipped; two rows at the same point (a five-way crossing) count once.
 */
export function importIntersectionPoints(text: string): { points: LatLon[]; rowsRead: number } {
  const rows = parseCsv(text);
  const seen = new Set<string>();
  const points: LatLon[] = [];
  for (const row of rows) {
    const p = validLatLon(num(row.latitude), num(row.longitude));
    if (!p) continue;
    const key = `${round(p.lat, 5)}:${round(p.lon, 5)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    points.push({ lat: round(p.lat, 5), lon: round(p.lon, 5) });
  }
  return { points, rowsRead: rows.length };
}
