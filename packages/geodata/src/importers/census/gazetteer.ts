import { parseCsv } from '../../io/read.js';
import { num, validLatLon } from '../../io/values.js';
import type { AreaBase, Imported } from '../types.js';
import { datasetMeta } from '../types.js';

const SOURCE = 'U.S. Census Bureau, Gazetteer Files';

/** A Census place (city, town, CDP) from the place Gazetteer, for "City, ST" geocoding. */
export interface GazetteerPlace {
  geoid: string;
  /** Name without its legal suffix: "Springfield" from "Springfield city". */
  name: string;
  fullName: string;
  state: string;
  lat: number;
  lon: number;
  landAreaSqMi: number | null;
}

function rowsOf(text: string): Array<Record<string, string>> {
  return parseCsv(text, '|');
}

function point(row: Record<string, string>) {
  return validLatLon(num(row.INTPTLAT), num(row.INTPTLONG));
}

/** ZCTA Gazetteer (pipe-delimited): id, land area, internal point. */
export function importGazetteerZcta(text: string, vintage: string, file: string): Imported<AreaBase> {
  const rows = rowsOf(text);
  const records: AreaBase[] = [];
  for (const row of rows) {
    const p = point(row);
    const id = row.GEOID?.trim();
    if (!p || !id) continue;
    records.push({
      kind: 'zcta',
      id,
      name: `ZCTA ${id}`,
      state: null,
      landAreaSqMi: num(row.ALAND_SQMI),
      internalPoint: p,
      polygon: null,
      countyFips: null,
    });
  }
  return {
    records,
    meta: datasetMeta({
      id: 'census-gazetteer-zcta',
      source: SOURCE,
      vintage,
      files: [file],
      licence: 'public domain',
      attribution: 'U.S. Census Bureau',
      coverage: 'United States',
      rowsRead: rows.length,
      rowsKept: records.length,
    }),
  };
}

/** County Gazetteer: FIPS, name, state, land area, internal point. */
export function importGazetteerCounties(text: string, vintage: string, file: string): Imported<AreaBase> {
  const rows = rowsOf(text);
  const records: AreaBase[] = [];
  for (const row of rows) {
    const p = point(row);
    const id = row.GEOID?.trim();
    if (!p || !id) continue;
    records.push({
      kind: 'county',
      id,
      name: `${row.NAME?.trim()}, ${row.USPS?.trim()}`,
      state: row.USPS?.trim() || null,
      landAreaSqMi: num(row.ALAND_SQMI),
      internalPoint: p,
      polygon: null,
      countyFips: id,
    });
  }
  return {
    records,
    meta: datasetMeta({
      id: 'census-gazetteer-counties',
      source: SOURCE,
      vintage,
      files: [file],
      licence: 'public domain',
      attribution: 'U.S. Census Bureau',
      coverage: 'United States',
      rowsRead: rows.length,
      rowsKept: records.length,
    }),
  };
}

const LSAD_SUFFIX =
  / (city and borough|city|town|village|borough|CDP|municipality|township|comunidad|zona urbana|urban county|consolidated government|metropolitan government|unified government|(city|town) \(balance\)|corporation|plantation)$/i;

/** Place Gazetteer: incorporated places and CDPs with internal points. */
export function importGazetteerPlaces(text: string, vintage: string, file: string): Imported<GazetteerPlace> {
  const rows = rowsOf(text);
  const records: GazetteerPlace[] = [];
  for (const row of rows) {
    const p = point(row);
    const fullName = row.NAME?.trim() ?? '';
    if (!p || !fullName) continue;
    records.push({
      geoid: row.GEOID?.trim() ?? '',
      name: fullName.replace(/ \(balance\)$/, '').replace(LSAD_SUFFIX, ''),
      fullName,
      state: row.USPS?.trim() ?? '',
      lat: p.lat,
      lon: p.lon,
      landAreaSqMi: num(row.ALAND_SQMI),
    });
  }
  return {
    records,
    meta: datasetMeta({
      id: 'census-gazetteer-places',
      source: SOURCE,
      vintage,
      files: [file],
      licence: 'public domain',
      attribution: 'U.S. Census Bureau',
      coverage: 'United States',
      rowsRead: rows.length,
      rowsKept: records.length,
    }),
  };
}
