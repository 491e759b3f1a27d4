import { toMultiLine } from '../../io/geojson.js';
import { num } from '../../io/values.js';
import type { MultiLine } from '../../model/geometry.js';
import type { Provenance } from '../../model/provenance.js';

/** One street segment with its address ranges (City of Chicago Street Center Lines, portal dataset 6imu-meau). */
export interface StreetSegment extends Provenance {
  id: string;
  /** Full name as the City writes it, e.g. "N CLARK ST". */
  name: string;
  preDir: string | null;
  streetName: string;
  streetType: string | null;
  sufDir: string | null;
  /** Address ranges of the left and right side, from → to along the line's direction; null when the City has none. */
  left: { from: number; to: number } | null;
  right: { from: number; to: number } | null;
  leftZip: string | null;
  rightZip: string | null;
  /** Cross streets at the start and the end ("W FULLERTON AVE"). */
  fromCross: string | null;
  toCross: string | null;
  /** Street class code (the manual's TRANS_CLASS domain: 1 expressway … 4 residential …). */
  streetClass: string | null;
  line: MultiLine;
}

type Row = Record<string, unknown>;

/** A field whatever case the export used (the SODA API lower-cases the manual's names). */
function field(row: Row, ...names: string[]): string | null {
  for (const name of names) {
    for (const key of [name, name.toLowerCase()]) {
      const value = row[key];
      if (value !== undefined && value !== null && String(value).trim() !== '') return String(value).trim();
    }
  }
  return null;
}

function range(row: Row, from: string, to: string): { from: number; to: number } | null {
  const a = num(field(row, from));
  const b = num(field(row, to));
  // 0-0 is the City's "no addresses on this side".
  if (a === null || b === null || (a === 0 && b === 0)) return null;
  return { from: a, to: b };
}

/**
 * Street Center Lines as the SODA API returns them (JSON rows with `the_geom`) or as GeoJSON features: segments
 * with left/right address ranges (L_F_ADD, L_T_ADD, R_F_ADD, R_T_ADD), cross streets and ZIPs, per the City's data
 * manual. Segments without a line or a name are skipped and counted.
 */
export function importChicagoCenterlines(
  text: string,
  provenance: Provenance,
): { records: StreetSegment[]; rowsRead: number; skipped: number } {
  const parsed = JSON.parse(text) as unknown;
  const rows: Array<{ props: Row; geometry: unknown }> = Array.isArray(parsed)
    ? (parsed as Row[]).map((r) => ({ props: r, geometry: r.the_geom }))
    : ((parsed as { features?: Array<{ properties: Row; geometry: unknown }> }).features ?? []).map((f) => ({
        props: f.properties ?? {},
        geometry: f.geometry,
      }));
  const records: StreetSegment[] = [];
  let skipped = 0;
  for (const { props, geometry } of rows) {
    const line = toMultiLine(geometry as Parameters<typeof toMultiLine>[0]);
    const streetName = field(props, 'STREET_NAM', 'STREET_NAME');
    if (!line || !streetName) {
      skipped += 1;
      continue;
    }
    const preDir = field(props, 'PRE_DIR');
    const streetType = field(props, 'STREET_TYP', 'STREET_TYPE');
    const sufDir = field(props, 'SUF_DIR');
    records.push({
      id: field(props, 'TRANS_ID', 'OBJECTID') ?? String(records.length),
      name: [preDir, streetName, streetType, sufDir].filter(Boolean).join(' '),
      preDir,
      streetName,
      streetType,
      sufDir,
      left: range(props, 'L_F_ADD', 'L_T_ADD'),
      right: range(props, 'R_F_ADD', 'R_T_ADD'),
      leftZip: field(props, 'L_ZIP'),
      rightZip: field(props, 'R_ZIP'),
      fromCross: field(props, 'F_CROSS'),
      toCross: field(props, 'T_CROSS'),
      streetClass: field(props, 'CLASS'),
      line,
      ...provenance,
    });
  }
  return { records, rowsRead: rows.length, skipped };
}
