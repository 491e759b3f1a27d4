import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { num, validLatLon } from '../io/values.js';
import type { LatLon } from '../model/geometry.js';

const FOLDER = 'places/chicago-business-licenses';
const FILES = ['licenses_2025-08-25.json', 'licenses_2025-09-01.json'];

/** A Chicago street address as a business licence gives it, units and all ("8248 S COTTAGE GROVE AVE STOREFRONT"). */
export interface LicenceAddress {
  /** The business's trading name, else its legal name. */
  name: string;
  address: string;
  zip: string | null;
  /** What a user would type: "8248 S COTTAGE GROVE AVE STOREFRONT, Chicago, IL 60619". */
  query: string;
  /** The point the City gives for the licence, when it gives one. */
  point: LatLon | null;
}

/**
 * The distinct Chicago addresses (street address and ZIP) of the City's business licences issued in summer 2025 (GEODATA_DIR), in file
 * order: real addresses as brokers' lists write them, for the geocoder's accuracy check, the batch bench and tests.
 */
export function readChicagoLicenceAddresses(geodataDir: string): LicenceAddress[] {
  const seen = new Set<string>();
  const out: LicenceAddress[] = [];
  for (const file of FILES) {
    const rows = JSON.parse(readFileSync(join(geodataDir, FOLDER, file), 'utf8')) as Array<
      Record<string, string | undefined>
    >;
    for (const row of rows) {
      const address = row.address?.trim();
      if (row.city?.trim().toUpperCase() !== 'CHICAGO' || !address) continue;
      const zip = row.zip_code?.trim() || null;
      const query = `${address}, Chicago, IL${zip ? ` ${zip}` : ''}`;
      if (seen.has(query)) continue;
      seen.add(query);
      out.push({
        name: row.doing_business_as_name?.trim() || row.legal_name?.trim() || '',
        address,
        zip,
        query,
        point: validLatLon(num(row.latitude), num(row.longitude)),
      });
    }
  }
  return out;
}
