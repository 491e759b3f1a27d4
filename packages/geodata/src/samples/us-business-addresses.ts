import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stateCode } from '../geocode/us-states.js';
import { parseCsv } from '../io/read.js';
import { num, validLatLon } from '../io/values.js';
import type { LatLon } from '../model/geometry.js';

const DATAFINITI = 'places/us-fast-food-datafiniti/FastFoodRestaurants.csv';
const YELP_FOLDER = 'places/yelp-open-dataset-samples';
const YELP_FILES = ['zenv_yelp_business.json', 'rachelalutes_yelp_business_2018.json', 'adharsh_yelp_business.json'];

/** A U.S. business address outside Chicago with the point its publisher gives for it. */
export interface UsBusinessAddress {
  dataset: 'datafiniti-fast-food' | 'yelp';
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string | null;
  point: LatLon;
  /**
   * Which half of the sample it falls in, by a hash of the address: constants are tuned on "tune" and checked on
   * "check", never the other way round.
   */
  half: 'tune' | 'check';
}

function halfOf(key: string): UsBusinessAddress['half'] {
  return createHash('sha256').update(key).digest().readUInt8(0) % 2 === 0 ? 'tune' : 'check';
}

function zip5(text: string | undefined): string | null {
  return /^\d{5}/.exec((text ?? '').trim())?.[0] ?? null;
}

/**
 * Street addresses of U.S. businesses outside the City of Chicago with their own coordinates (GEODATA_DIR): the
 * Datafiniti fast-food sample (nationwide) and the Yelp Open Dataset samples (Philadelphia, Tampa, St. Louis with its
 * Illinois suburbs, Indianapolis …). One row per distinct street, town and state, in file order; rows without a
 * house number, with a Canadian province or in Chicago are left out.
 */
export function readUsBusinessAddresses(geodataDir: string): UsBusinessAddress[] {
  const seen = new Set<string>();
  const out: UsBusinessAddress[] = [];
  const add = (row: Omit<UsBusinessAddress, 'half'>) => {
    if (!/^\d+[A-Za-z]?\s+\S/.test(row.street) || row.city.trim().toUpperCase() === 'CHICAGO') return;
    const key = `${row.street}|${row.city}|${row.state}`.toUpperCase().replace(/\s+/g, ' ');
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ ...row, half: halfOf(key) });
  };
  for (const r of parseCsv(readFileSync(join(geodataDir, DATAFINITI), 'utf8'))) {
    const point = validLatLon(num(r.latitude), num(r.longitude));
    const state = stateCode(r.province ?? '');
    if (!point || !state || r.country !== 'US' || !r.address || !r.city) continue;
    add({
      dataset: 'datafiniti-fast-food',
      name: r.name ?? '',
      street: r.address.trim(),
      city: r.city.trim(),
      state,
      zip: zip5(r.postalCode),
      point,
    });
  }
  for (const file of YELP_FILES) {
    for (const line of readFileSync(join(geodataDir, YELP_FOLDER, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const r = JSON.parse(line) as Record<string, unknown>;
      const point = validLatLon(Number(r.latitude), Number(r.longitude));
      const state = stateCode(String(r.state ?? ''));
      const street = String(r.address ?? '').trim();
      if (!point || !state || !street || !r.city) continue;
      add({
        dataset: 'yelp',
        name: String(r.name ?? ''),
        street,
        city: String(r.city).trim(),
        state,
        zip: zip5(String(r.postal_code ?? '')),
        point,
      });
    }
  }
  return out;
}
