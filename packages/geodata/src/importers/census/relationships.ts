import { parseCsv } from '../../io/read.js';
import { pad } from '../../io/values.js';

/** ZCTA → primary county FIPS (relationships/zctas.csv). */
export function importZctaPrimaryCounty(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const row of parseCsv(text)) {
    const zcta = row.ZCTA5?.trim();
    const county = row['Primary County']?.trim();
    if (zcta && county) map.set(pad(zcta, 5), pad(county, 5));
  }
  return map;
}

/**
 * ZCTA → GEOID of its primary place (relationships/zctas.csv, "Primary Place": the Census place holding most of
 * the ZCTA), e.g. 60193 → 1768003 (Schaumburg village). Absent for ZCTAs mostly outside any place.
 */
export function importZctaPrimaryPlace(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const row of parseCsv(text)) {
    const zcta = row.ZCTA5?.trim();
    const place = row['Primary Place']?.trim();
    if (zcta && place) map.set(pad(zcta, 5), pad(place, 7));
  }
  return map;
}

/** USPS ZIP → "CITY, ST" of its post office (for labels and city geocoding). */
export function importUspsZipLocale(text: string): Map<string, { city: string; state: string }> {
  const map = new Map<string, { city: string; state: string }>();
  for (const row of parseCsv(text)) {
    const zip = row['DELIVERY ZIPCODE']?.trim();
    const city = row['PHYSICAL CITY']?.trim();
    const state = row['PHYSICAL STATE']?.trim();
    if (zip && city && state && !map.has(zip)) map.set(pad(zip, 5), { city, state });
  }
  return map;
}

/** ZCTA → (place GEOID → land area in sq mi the two share), from relationships/zcta_places.csv. */
export function importZctaPlaceLand(text: string): Map<string, Map<string, number>> {
  const map = new Map<string, Map<string, number>>();
  for (const row of parseCsv(text)) {
    const zcta = row.ZCTA5?.trim();
    const place = row['Place GEOID']?.trim();
    const land = Number(row['Land Area']);
    if (!zcta || !place || !Number.isFinite(land)) continue;
    const key = pad(zcta, 5);
    const places = map.get(key) ?? new Map<string, number>();
    places.set(pad(place, 7), land);
    map.set(key, places);
  }
  return map;
}
