import { unzipSync } from 'fflate';
import shapefile from 'shapefile';
import { num } from '../../io/values.js';
import type { Provenance } from '../../model/provenance.js';

/** The ADDRFEAT fields the street geocoder reads (TIGER/Line technical documentation, Address Range Feature). */
export const ADDRFEAT_FIELDS = [
  'TLID',
  'FULLNAME',
  'LFROMHN',
  'LTOHN',
  'RFROMHN',
  'RTOHN',
  'ZIPL',
  'ZIPR',
  'PARITYL',
  'PARITYR',
] as const;

/** One ADDRFEAT edge: a street name's address ranges on each side, from → to along the line as drawn. */
export interface AddrfeatSegment extends Provenance {
  tlid: string;
  /** FULLNAME as the Census Bureau writes it, e.g. "M St NW". */
  name: string;
  left: { from: number; to: number } | null;
  right: { from: number; to: number } | null;
  leftZip: string | null;
  rightZip: string | null;
  /** [lon, lat] vertices (NAD83, which the pack takes as WGS84: under a metre apart in the lower 48). */
  line: Array<[number, number]>;
}

type Row = Record<string, unknown>;

interface AddrfeatFeature {
  type: 'Feature';
  properties: Row;
  geometry: { type: string; coordinates: unknown } | null;
}

/**
 * The `.shp` and `.dbf` inside a TIGER/Line ADDRFEAT zip (`tl_2024_<county>_addrfeat.zip`) read as GeoJSON
 * features with the fields the geocoder needs. Throws when the zip lacks either file.
 */
export async function readAddrfeatZip(zip: Uint8Array): Promise<AddrfeatFeature[]> {
  const members = unzipSync(zip, { filter: (f) => /\.(shp|dbf)$/i.test(f.name) });
  const named = (ext: string) => Object.entries(members).find(([name]) => name.toLowerCase().endsWith(ext))?.[1];
  const shp = named('.shp');
  const dbf = named('.dbf');
  if (!shp || !dbf) throw new Error('the ADDRFEAT zip holds no .shp and .dbf pair');
  // The Census Bureau writes the .dbf in UTF-8 (the .cpg says so).
  const collection = await shapefile.read(shp, dbf, { encoding: 'utf-8' });
  return collection.features.map((f) => ({
    type: 'Feature',
    properties: Object.fromEntries(ADDRFEAT_FIELDS.map((k) => [k, f.properties?.[k] ?? null])),
    geometry: f.geometry as AddrfeatFeature['geometry'],
  }));
}

function text(row: Row, key: string): string | null {
  const value = row[key];
  if (value === undefined || value === null) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}

/** A side's range; null when the side has none or a number is not a plain integer ("W123", "10-15"). */
function range(row: Row, from: string, to: string): { from: number; to: number } | null {
  const a = text(row, from);
  const b = text(row, to);
  if (!a || !b || !/^\d+$/.test(a) || !/^\d+$/.test(b)) return null;
  return { from: num(a) as number, to: num(b) as number };
}

function lineOf(geometry: AddrfeatFeature['geometry']): Array<[number, number]> | null {
  if (!geometry) return null;
  const parts =
    geometry.type === 'LineString'
      ? [geometry.coordinates as number[][]]
      : geometry.type === 'MultiLineString'
        ? (geometry.coordinates as number[][][])
        : [];
  const line = parts.flat().map(([lon, lat]) => [lon, lat] as [number, number]);
  return line.length >= 2 && line.every(([lon, lat]) => Number.isFinite(lon) && Number.isFinite(lat)) ? line : null;
}

/**
 * ADDRFEAT features (as `data:fetch` writes them: a GeoJSON FeatureCollection) → segments with at least one
 * numeric range and a name. Edges without either are counted as skipped.
 */
export function importAddrfeat(
  body: string,
  provenance: Provenance,
): { records: AddrfeatSegment[]; rowsRead: number; skipped: number } {
  const features = (JSON.parse(body) as { features?: AddrfeatFeature[] }).features ?? [];
  const records: AddrfeatSegment[] = [];
  let skipped = 0;
  for (const f of features) {
    const row = f.properties ?? {};
    const name = text(row, 'FULLNAME');
    const left = range(row, 'LFROMHN', 'LTOHN');
    const right = range(row, 'RFROMHN', 'RTOHN');
    const line = lineOf(f.geometry);
    if (!name || !line || (!left && !right)) {
      skipped += 1;
      continue;
    }
    records.push({
      tlid: text(row, 'TLID') ?? String(records.length),
      name,
      left,
      right,
      leftZip: left ? text(row, 'ZIPL') : null,
      rightZip: right ? text(row, 'ZIPR') : null,
      line,
      ...provenance,
    });
  }
  return { records, rowsRead: features.length, skipped };
}
