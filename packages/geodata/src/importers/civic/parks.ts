import { parseFeatures, toMultiPolygon } from '../../io/geojson.js';
import { num } from '../../io/values.js';
import type { Park } from '../../model/civic.js';
import type { Provenance } from '../../model/provenance.js';

const NOT_AMENITIES = new Set([
  'acres',
  'shape_area',
  'perimeter',
  'objectid_1',
  'park_no',
  'zip',
  'ward',
  'gisobjid',
  'objectid',
  'shape_leng',
]);

/** Chicago Park District boundaries with their amenity counts (non-zero counts kept). */
export function importParks(text: string, provenance: Provenance): { records: Park[]; rowsRead: number } {
  const features = parseFeatures(text);
  const records: Park[] = [];
  features.forEach((feature, i) => {
    const p = (feature.properties ?? {}) as Record<string, unknown>;
    const polygon = toMultiPolygon(feature.geometry);
    if (!polygon) return;
    const amenities: Record<string, number> = {};
    for (const [key, value] of Object.entries(p).sort(([a], [b]) => a.localeCompare(b))) {
      if (NOT_AMENITIES.has(key)) continue;
      const n = num(value as string);
      if (n !== null && n > 0 && Number.isInteger(n) && typeof value === 'string' && /^\d+$/.test(value))
        amenities[key] = n;
    }
    records.push({
      id: `park:${num(p.park_no as string) ?? i + 1}`,
      name: String(p.park ?? p.label ?? `Park ${i + 1}`),
      acres: num(p.acres as string),
      parkClass: p.park_class ? String(p.park_class) : null,
      amenities,
      polygon,
      ...provenance,
    });
  });
  return { records, rowsRead: features.length };
}

/** Park facility points → per-park facility counts ("facility:PLAYGROUND": 2), joined by park number. */
export function importParkFacilities(text: string): {
  countsByPark: Map<string, Record<string, number>>;
  rowsRead: number;
  skipped: number;
} {
  const features = parseFeatures(text);
  const countsByPark = new Map<string, Record<string, number>>();
  let skipped = 0;
  for (const feature of features) {
    const p = (feature.properties ?? {}) as Record<string, unknown>;
    const parkNo = num(p.park_no as string);
    const name = String(p.facility_n ?? '').trim();
    if (parkNo === null || !name) {
      skipped += 1;
      continue;
    }
    const id = `park:${parkNo}`;
    const counts = countsByPark.get(id) ?? {};
    const key = `facility:${name.toLowerCase()}`;
    counts[key] = (counts[key] ?? 0) + 1;
    countsByPark.set(id, counts);
  }
  return { countsByPark, rowsRead: features.length, skipped };
}
