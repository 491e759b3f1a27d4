import type { CategoryMatch } from '../../categories/map-categories.js';
import { mapLicenceActivity } from '../../categories/map-categories.js';
import type { UnmappedCounter } from '../../categories/unmapped-counter.js';
import { parseFeatures, toPoint } from '../../io/geojson.js';
import { parseCsv } from '../../io/read.js';
import { num, parseLatLonParens, parseWktPoint, validLatLon } from '../../io/values.js';
import type { PlaceCategory } from '../../model/categories.js';
import type { PlaceRecord } from '../../model/place.js';
import { makePlace, type PlaceSource } from './place-factory.js';

type Result = { records: PlaceRecord[]; rowsRead: number; warnings: string[] };

function fixed(category: PlaceCategory[], label: string): CategoryMatch {
  return { categories: category, sourceCategories: [label], unmapped: [] };
}

function skippedWarning(n: number, what = 'rows without a location'): string[] {
  return n > 0 ? [`${n} ${what} skipped`] : [];
}

/**
 * Chicago Public Library branches; LOCATION is "(lat, lon)". The README notes Vodak-East Side's point
 * lies ~6.7 km from its (correct) address; with no street geocoder offline it is kept and flagged.
 */
export function importLibraries(text: string, source: PlaceSource, unmapped: UnmappedCounter): Result {
  const rows = parseCsv(text);
  const records: PlaceRecord[] = [];
  const warnings: string[] = [];
  for (const row of rows) {
    const point = parseLatLonParens(row.LOCATION);
    const name = row.NAME?.trim();
    if (!point || !name) continue;
    if (/^Vodak/i.test(name))
      warnings.push(`${name}: published point is ~6.7 km west of its address (${row.ADDRESS}); kept as published`);
    records.push(
      makePlace(
        {
          sourceId: name,
          name: `${name} Library`,
          ...point,
          match: fixed(['library'], 'chicago:library'),
          address: `${row.ADDRESS}, Chicago, IL ${row.ZIP}`,
        },
        source,
        unmapped,
      ),
    );
  }
  return { records, rowsRead: rows.length, warnings: [...warnings, ...skippedWarning(rows.length - records.length)] };
}

/** Grocery store status 2020 (WKT "POINT (lon lat)"); closed stores are kept with their status. */
export function importGrocery2020(text: string, source: PlaceSource, unmapped: UnmappedCounter): Result {
  const rows = parseCsv(text);
  const records: PlaceRecord[] = [];
  rows.forEach((row, i) => {
    const point = parseWktPoint(row.Location);
    const name = row['Store Name']?.trim();
    if (!point || !name) return;
    records.push(
      makePlace(
        {
          sourceId: String(i + 1),
          name,
          ...point,
          match: fixed(['grocery', 'shopping'], 'chicago:grocery store'),
          address: `${row.Address}, Chicago, IL ${row.Zip}`,
          status: row['New status']?.trim() || null,
        },
        source,
        unmapped,
      ),
    );
  });
  return { records, rowsRead: rows.length, warnings: skippedWarning(rows.length - records.length) };
}

/** Grocery stores 2013 (food-deserts project): LATITUDE/LONGITUDE columns. */
export function importGrocery2013(text: string, source: PlaceSource, unmapped: UnmappedCounter): Result {
  const rows = parseCsv(text);
  const records: PlaceRecord[] = [];
  for (const row of rows) {
    const point = validLatLon(num(row.LATITUDE), num(row.LONGITUDE)) ?? parseLatLonParens(row.LOCATION);
    const name = row['STORE NAME']?.trim();
    if (!point || !name) continue;
    records.push(
      makePlace(
        {
          sourceId: row['LICENSE ID'] || String(records.length),
          name,
          ...point,
          match: fixed(['grocery', 'shopping'], 'chicago:grocery store'),
          address: `${row.ADDRESS}, Chicago, IL ${row['ZIP CODE']}`,
        },
        source,
        unmapped,
      ),
    );
  }
  return { records, rowsRead: rows.length, warnings: skippedWarning(rows.length - records.length) };
}

/** Regional facility GeoJSON (pharmacies, CPS schools, shelters) with a fixed category. */
export function importFacilities(
  text: string,
  category: PlaceCategory,
  source: PlaceSource,
  unmapped: UnmappedCounter,
): Result {
  const features = parseFeatures(text);
  const records: PlaceRecord[] = [];
  features.forEach((feature, i) => {
    const p = (feature.properties ?? {}) as Record<string, unknown>;
    const point = toPoint(feature.geometry);
    const name = String(p.NAME ?? p['Site Name'] ?? p.Agency ?? '').trim();
    if (!point || !name || !validLatLon(point.lat, point.lon)) return;
    const address = [p.ADDRESS ?? p.Address, p.CITY ?? p.City, p.ZIP].filter(Boolean).join(', ');
    records.push(
      makePlace(
        {
          sourceId: String(p.ID ?? p.SCHOOL_ID ?? i + 1),
          name,
          ...point,
          match: fixed([category], `facility:${category}`),
          address,
        },
        source,
        unmapped,
      ),
    );
  });
  return { records, rowsRead: features.length, warnings: skippedWarning(features.length - records.length) };
}

interface LicenceRow {
  id?: string;
  doing_business_as_name?: string;
  legal_name?: string;
  address?: string;
  zip_code?: string;
  latitude?: string | null;
  longitude?: string | null;
  business_activity?: string | null;
  license_description?: string | null;
}

/**
 * Chicago business licences (Socrata JSON, current schema, or the 2002-2017 CSV sample in upper
 * case). Rows without coordinates (licences outside the city's geocoder) are skipped and counted.
 */
export function importLicences(text: string, source: PlaceSource, unmapped: UnmappedCounter): Result {
  const trimmed = text.trimStart();
  const rows: LicenceRow[] = trimmed.startsWith('[')
    ? (JSON.parse(trimmed) as LicenceRow[])
    : parseCsv(text).map((r) => ({
        id: r.ID,
        doing_business_as_name: r['DOING BUSINESS AS NAME'],
        legal_name: r['LEGAL NAME'],
        address: r.ADDRESS,
        zip_code: r['ZIP CODE'],
        latitude: r.LATITUDE,
        longitude: r.LONGITUDE,
        business_activity: r['BUSINESS ACTIVITY'],
        license_description: r['LICENSE DESCRIPTION'],
      }));
  const records: PlaceRecord[] = [];
  let noLocation = 0;
  for (const row of rows) {
    const point = validLatLon(num(row.latitude), num(row.longitude));
    const name = (row.doing_business_as_name || row.legal_name || '').trim();
    if (!point || !name) {
      noLocation += 1;
      continue;
    }
    records.push(
      makePlace(
        {
          sourceId: row.id ?? String(records.length),
          name,
          ...point,
          match: mapLicenceActivity(row.business_activity ?? '', row.license_description ?? ''),
          address: row.address ?? null,
          status: 'licensed',
        },
        source,
        unmapped,
      ),
    );
  }
  return {
    records,
    rowsRead: rows.length,
    warnings: skippedWarning(noLocation, 'licences without coordinates or name'),
  };
}
