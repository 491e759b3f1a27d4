import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv, readText } from '../io/read.js';
import { num, parseLatLonParens, parseWktPoint, validLatLon } from '../io/values.js';

/** A published street address with the coordinates its publisher gives for it. */
export interface ReferenceAddress {
  dataset: 'libraries-2024' | 'grocery-2020' | 'grocery-2013' | 'licences-2025';
  name: string;
  /** What a user would type: "3710 E. 106th St., Chicago, IL 60617". */
  query: string;
  lat: number;
  lon: number;
  /** Set when the data README says the reference point itself is wrong. */
  knownBadReference: string | null;
}

const FOLDER = 'places/chicago-civic';

/**
 * The street addresses of the City of Chicago's library branches and grocery stores with their
 * published points, the reference for `npm run geocode:accuracy`. Vodak-East Side is flagged: the
 * data README says its published point lies ~6.7 km west of its (correct) address.
 */
export function readReferenceAddresses(geodataDir: string): ReferenceAddress[] {
  const out: ReferenceAddress[] = [];
  for (const row of parseCsv(readText(join(geodataDir, FOLDER, 'libraries_2024.csv')))) {
    const point = parseLatLonParens(row.LOCATION);
    const name = row.NAME?.trim();
    if (!point || !name || !row.ADDRESS) continue;
    out.push({
      dataset: 'libraries-2024',
      name,
      query: `${row.ADDRESS.trim()}, Chicago, IL ${row.ZIP?.trim() ?? ''}`.trim(),
      ...point,
      knownBadReference: /^Vodak/i.test(name) ? 'published point ~6.7 km west of the address (data README)' : null,
    });
  }
  for (const row of parseCsv(readText(join(geodataDir, FOLDER, 'grocery_store_status_2020.csv')))) {
    const point = parseWktPoint(row.Location);
    const name = row['Store Name']?.trim();
    if (!point || !name || !row.Address) continue;
    out.push({
      dataset: 'grocery-2020',
      name,
      query: `${row.Address.trim()}, Chicago, IL ${row.Zip?.trim() ?? ''}`.trim(),
      ...point,
      knownBadReference: null,
    });
  }
  for (const row of parseCsv(readText(join(geodataDir, FOLDER, 'grocery_stores_2013.csv')))) {
    const point = validLatLon(num(row.LATITUDE), num(row.LONGITUDE)) ?? parseLatLonParens(row.LOCATION);
    const name = row['STORE NAME']?.trim();
    if (!point || !name || !row.ADDRESS) continue;
    out.push({
      dataset: 'grocery-2013',
      name,
      query: `${row.ADDRESS.trim()}, Chicago, IL ${row['ZIP CODE']?.trim() ?? ''}`.trim(),
      ...point,
      knownBadReference: null,
    });
  }
  return out;
}

const LICENCE_FILES = ['licenses_2025-08-25.json', 'licenses_2025-09-01.json'];

/**
 * The distinct Chicago street addresses of the City's business licences issued in summer 2025, as the licence gives
 * them (units and all: "8248 S COTTAGE GROVE AVE STOREFRONT"), with the point the City gives for each. Messier than
 * the civic lists, and what a broker's spreadsheet looks like; reported apart from them by `geocode:accuracy`.
 */
export function readLicenceAddresses(geodataDir: string): ReferenceAddress[] {
  const seen = new Set<string>();
  const out: ReferenceAddress[] = [];
  for (const file of LICENCE_FILES) {
    const rows = JSON.parse(readFileSync(join(geodataDir, 'places/chicago-business-licenses', file), 'utf8')) as Array<
      Record<string, string | undefined>
    >;
    for (const row of rows) {
      const address = row.address?.trim();
      const point = validLatLon(num(row.latitude), num(row.longitude));
      if (row.city?.trim().toUpperCase() !== 'CHICAGO' || !address || !point || seen.has(address)) continue;
      seen.add(address);
      out.push({
        dataset: 'licences-2025',
        name: row.doing_business_as_name?.trim() || row.legal_name?.trim() || address,
        query: `${address}, Chicago, IL ${row.zip_code?.trim() ?? ''}`.trim(),
        ...point,
        knownBadReference: null,
      });
    }
  }
  return out;
}
