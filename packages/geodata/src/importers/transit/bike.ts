import { haversineMiles } from '../../geometry/distance.js';
import { parseFeatures, toMultiLine } from '../../io/geojson.js';
import { parseCsv } from '../../io/read.js';
import { num, parseLatLonParens, round, validLatLon } from '../../io/values.js';
import type { Provenance } from '../../model/provenance.js';
import type { BikeRoute, BikeStation } from '../../model/transit.js';

/** Divvy station list (City portal CSV). Stations not "In Service" are kept with their status. */
export function importDivvyStations(
  text: string,
  provenance: Provenance,
): { records: BikeStation[]; rowsRead: number } {
  const rows = parseCsv(text);
  const records: BikeStation[] = [];
  for (const row of rows) {
    const point = validLatLon(num(row.Latitude), num(row.Longitude)) ?? parseLatLonParens(row.Location);
    if (!point) continue;
    records.push({
      id: `divvy:${row.ID}`,
      name: (row['Station Name'] ?? '').trim(),
      docks: num(row['Total Docks']),
      status: row.Status?.trim() || null,
      lat: round(point.lat),
      lon: round(point.lon),
      ...provenance,
    });
  }
  return { records, rowsRead: rows.length };
}

/** GBFS `station_information.json` (the live Divvy feed format). */
export function importGbfsStations(text: string, provenance: Provenance): { records: BikeStation[]; rowsRead: number } {
  const data = JSON.parse(text) as { data?: { stations?: Array<Record<string, unknown>> } };
  const stations = data.data?.stations;
  if (!Array.isArray(stations)) throw new Error('GBFS station_information has no data.stations array');
  const records: BikeStation[] = [];
  for (const s of stations) {
    const point = validLatLon(num(s.lat as number), num(s.lon as number));
    if (!point) continue;
    records.push({
      id: `gbfs:${s.station_id}`,
      name: String(s.name ?? ''),
      docks: num(s.capacity as number),
      status: null,
      lat: round(point.lat),
      lon: round(point.lon),
      ...provenance,
    });
  }
  return { records, rowsRead: stations.length };
}

function lineLength(line: BikeRoute['line']): number {
  let miles = 0;
  for (const part of line)
    for (let i = 1; i < part.length; i++) {
      const [ax, ay] = part[i - 1] as [number, number];
      const [bx, by] = part[i] as [number, number];
      miles += haversineMiles({ lat: ay, lon: ax }, { lat: by, lon: bx });
    }
  return round(miles, 4);
}

/** City bike routes GeoJSON: type in `displayrou` (bike lane, buffered, protected, shared, greenway …). */
export function importBikeRoutes(text: string, provenance: Provenance): { records: BikeRoute[]; rowsRead: number } {
  const features = parseFeatures(text);
  const records: BikeRoute[] = [];
  features.forEach((feature, i) => {
    const p = (feature.properties ?? {}) as Record<string, unknown>;
    const line = toMultiLine(feature.geometry);
    if (!line) return;
    records.push({
      id: `bike-route:${i + 1}`,
      type: String(p.displayrou ?? 'bike route').toLowerCase(),
      street: p.street ? String(p.street) : null,
      lengthMiles: num(p.mi_ctrline as string) ?? lineLength(line),
      line,
      ...provenance,
    });
  });
  return { records, rowsRead: features.length };
}
