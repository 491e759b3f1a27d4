import { parseFeatures, toMultiPolygon } from '../../io/geojson.js';
import { num } from '../../io/values.js';
import type { ZoningFamily } from '../../model/civic.js';
import type { ZoningPolygon } from '../../model/geo-data.js';
import type { Provenance } from '../../model/provenance.js';

/** Chicago zone class prefix → family (`zone_type` 6 and 11 are unconfirmed, so the prefix decides). */
export function zoningFamily(zoneClass: string, zoneType: number | null = null): ZoningFamily {
  const c = zoneClass.trim().toUpperCase();
  if (/^PMD/.test(c)) return 'planned-manufacturing';
  if (/^PD/.test(c)) return 'planned-development';
  if (/^(DX|DC|DR|DS)\b|^(DX|DC|DR|DS)-/.test(c)) return 'downtown';
  if (/^POS/.test(c)) return 'parks-open-space';
  if (/^B\d/.test(c)) return 'business';
  if (/^C\d/.test(c)) return 'commercial';
  if (/^M\d/.test(c)) return 'manufacturing';
  if (/^R[STM]/.test(c)) return 'residential';
  if (/^T\b|^T$/.test(c)) return 'transportation';
  const byType: Record<number, ZoningFamily> = {
    1: 'business',
    2: 'commercial',
    3: 'manufacturing',
    4: 'residential',
    5: 'planned-development',
    7: 'downtown',
    8: 'downtown',
    9: 'downtown',
    10: 'downtown',
    12: 'parks-open-space',
    13: 'transportation',
  };
  return (zoneType !== null && byType[zoneType]) || 'other';
}

/** Zoning district polygons (GeoJSON, CRS84; the `.gz` is read by `readText`). */
export function importZoning(
  text: string,
  provenance: Provenance,
): { records: ZoningPolygon[]; rowsRead: number; warnings: string[] } {
  const features = parseFeatures(text);
  const records: ZoningPolygon[] = [];
  let skipped = 0;
  for (const feature of features) {
    const p = (feature.properties ?? {}) as Record<string, unknown>;
    const polygon = toMultiPolygon(feature.geometry);
    const zoneClass = String(p.zone_class ?? '').trim();
    if (!polygon || !zoneClass) {
      skipped += 1;
      continue;
    }
    records.push({ zoneClass, family: zoningFamily(zoneClass, num(p.zone_type as number)), polygon, ...provenance });
  }
  return {
    records,
    rowsRead: features.length,
    warnings: skipped > 0 ? [`${skipped} features without class or polygon skipped`] : [],
  };
}
