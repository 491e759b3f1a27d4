import { multiPolygonAreaSqMi } from '../../geometry/polygon.js';
import { centroid, parseFeatures, toMultiPolygon } from '../../io/geojson.js';
import { num, round, validLatLon } from '../../io/values.js';
import type { AreaBase } from '../types.js';

const SQ_METRES_PER_SQ_MILE = 2_589_988.11;

/**
 * Census tract polygons from TIGERweb's query API (`f=geojson`, fields GEOID, NAME, STATE, COUNTY, AREALAND,
 * CENTLAT/CENTLON or INTPTLAT/INTPTLON). Land area comes from AREALAND when given, else from the polygon;
 * the internal point from INTPTLAT/INTPTLON, else CENTLAT/CENTLON, else the polygon's centroid.
 */
export function importTigerwebTracts(
  text: string,
  stateAbbr: string,
): { bases: AreaBase[]; rowsRead: number; skipped: number } {
  const features = parseFeatures(text);
  const bases: AreaBase[] = [];
  let skipped = 0;
  for (const feature of features) {
    const p = feature.properties ?? {};
    const polygon = toMultiPolygon(feature.geometry);
    const id = String(p.GEOID ?? '').trim();
    if (!polygon || !/^\d{11}$/.test(id)) {
      skipped += 1;
      continue;
    }
    const land = num(p.AREALAND as number | string | null);
    const point =
      validLatLon(num(p.INTPTLAT as string), num(p.INTPTLON as string)) ??
      validLatLon(num(p.CENTLAT as string), num(p.CENTLON as string)) ??
      centroid(polygon);
    bases.push({
      kind: 'tract',
      id,
      name: String(p.NAME ?? `Census Tract ${id.slice(5)}`),
      state: stateAbbr,
      landAreaSqMi: round(land !== null && land > 0 ? land / SQ_METRES_PER_SQ_MILE : multiPolygonAreaSqMi(polygon), 4),
      internalPoint: point,
      polygon,
      countyFips: id.slice(0, 5),
    });
  }
  return { bases, rowsRead: features.length, skipped };
}
