import { join } from 'node:path';
import { parseCsv, readText } from '../io/read.js';
import { num, parseLatLonParens, parseWktPoint, validLatLon } from '../io/values.js';
import { readChicagoLicenceAddresses } from '../samples/chicago-licence-addresses.js';

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

/**
 * The Chicago business-licence addresses of summer 2025 that the City gives a point for, as references. Messier than
 * the civic lists (units in every form), and what a broker's spreadsheet looks like; reported apart from them by
 * `geocode:accuracy`.
 */
export function readLicenceAddresses(geodataDir: string): ReferenceAddress[] {
  return readChicagoLicenceAddresses(geodataDir).flatMap(({ name, address, query, point }) =>
    point
      ? [{ dataset: 'licences-2025' as const, name: name || address, query, ...point, knownBadReference: null }]
      : [],
  );
}
