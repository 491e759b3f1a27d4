import { parseCsv } from '../../io/read.js';
import { parseLatLonParens, parseWktPoint, round } from '../../io/values.js';
import type { Provenance } from '../../model/provenance.js';
import type { TransitStop } from '../../model/transit.js';

/** CTA bus stops (City portal): WKT point, routes in `ROUTESSTPG` ("54,54A"). */
export function importCtaBusStops(
  text: string,
  provenance: Provenance,
): { records: TransitStop[]; rowsRead: number; warnings: string[] } {
  const rows = parseCsv(text);
  const records: TransitStop[] = [];
  for (const row of rows) {
    const point = parseWktPoint(row.the_geom);
    if (!point) continue;
    const routes = (row.ROUTESSTPG ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
    records.push({
      id: `cta-bus:${row.SYSTEMSTOP}`,
      name: (row.PUBLIC_NAM || `${row.STREET} & ${row.CROSS_ST}`).trim(),
      mode: 'bus',
      routes: [...new Set(routes)].sort(),
      weeklyTrips: null,
      agency: 'Chicago Transit Authority',
      lat: round(point.lat),
      lon: round(point.lon),
      wheelchairAccessible: null,
      datasetId: 'cta-bus-stops',
      ...provenance,
    });
  }
  const skipped = rows.length - records.length;
  return { records, rowsRead: rows.length, warnings: skipped > 0 ? [`${skipped} stops without a point skipped`] : [] };
}

const L_LINES: Record<string, string> = {
  RED: 'Red',
  BLUE: 'Blue',
  G: 'Green',
  BRN: 'Brown',
  P: 'Purple',
  Pexp: 'Purple Express',
  Y: 'Yellow',
  Pnk: 'Pink',
  O: 'Orange',
};

/** CTA 'L' stops (one row per platform direction, a true/false column per line) → one record per station. */
export function importCtaLStops(
  text: string,
  provenance: Provenance,
): { records: TransitStop[]; rowsRead: number; warnings: string[] } {
  const rows = parseCsv(text);
  const stations = new Map<string, TransitStop>();
  for (const row of rows) {
    const point = parseLatLonParens(row.Location);
    const mapId = row.MAP_ID?.trim();
    if (!point || !mapId) continue;
    const lines = Object.entries(L_LINES)
      .filter(([col]) => row[col]?.trim().toLowerCase() === 'true')
      .map(([, name]) => name);
    const existing = stations.get(mapId);
    const ada = row.ADA?.trim().toLowerCase() === 'true';
    if (existing) {
      existing.routes = [...new Set([...existing.routes, ...lines])].sort();
      existing.wheelchairAccessible = existing.wheelchairAccessible || ada;
      continue;
    }
    stations.set(mapId, {
      id: `cta-l:${mapId}`,
      name: (row.STATION_DESCRIPTIVE_NAME || row.STATION_NAME || mapId).trim(),
      mode: 'subway',
      routes: [...new Set(lines)].sort(),
      weeklyTrips: null,
      agency: 'Chicago Transit Authority',
      lat: round(point.lat),
      lon: round(point.lon),
      wheelchairAccessible: ada,
      datasetId: 'cta-l-stops',
      ...provenance,
    });
  }
  const records = [...stations.values()].sort((a, b) => a.id.localeCompare(b.id));
  return { records, rowsRead: rows.length, warnings: [] };
}
