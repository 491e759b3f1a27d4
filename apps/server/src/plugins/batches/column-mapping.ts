import { batchInputError } from './batch-input-error.js';
import type { ParsedCsv } from './parse-batch-csv.js';

/** Which column holds what; every value is a header name of the CSV. Address or lat + lon is required. */
export interface ColumnMapping {
  name?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  lat?: string;
  lon?: string;
}

export const MAPPING_FIELDS = ['name', 'address', 'city', 'state', 'zip', 'lat', 'lon'] as const;

/** One row ready for the batch: what to show, the address to geocode, or the coordinates given. */
export interface BatchInputRow {
  rowNumber: number;
  name: string | null;
  address: string | null;
  lat: number | null;
  lon: number | null;
}

const GUESSES: Record<keyof ColumnMapping, RegExp> = {
  name: /^(name|site|site name|store|store name|branch|branch name|shop|shop name|outlet|outlet name|business|business name|doing business as( name)?|doba|dba|label|location name|legal name)$/i,
  address: /^(address|street|street address|site address|address line 1|address1|addr|full address)$/i,
  city: /^(city|town)$/i,
  state: /^(state|st)$/i,
  zip: /^(zip|zip code|zipcode|postal code|postcode)$/i,
  lat: /^(lat|latitude)$/i,
  lon: /^(lon|lng|long|longitude)$/i,
};

/** The mapping a user most likely means, from the column names ("Address", "Latitude", "Store name", …). */
export function suggestMapping(headers: string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const field of MAPPING_FIELDS) {
    const header = headers.find((h) => GUESSES[field].test(h.trim()));
    if (header !== undefined) mapping[field] = header;
  }
  // Any other "… name" column ("Branch Name", "Franchisee name") names the site rather than nothing.
  mapping.name ??= headers.find((h) => /\bname\b/i.test(h) && !Object.values(mapping).includes(h));
  if (mapping.name === undefined) delete mapping.name;
  return mapping;
}

function coordinate(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

/**
 * Checks a mapping against the CSV (every named column exists; an address or a latitude and longitude column)
 * and turns the rows into batch rows. Throws a batch input error naming the column problem.
 */
export function applyMapping(csv: ParsedCsv, mapping: ColumnMapping): BatchInputRow[] {
  const index: Partial<Record<keyof ColumnMapping, number>> = {};
  for (const field of MAPPING_FIELDS) {
    const header = mapping[field];
    if (header === undefined || header === '') continue;
    const at = csv.headers.indexOf(header);
    if (at < 0) {
      throw batchInputError(
        'unknown_column',
        `There is no column "${header}" in the file (its columns: ${csv.headers.join(', ')}).`,
        `columns.${field}`,
      );
    }
    index[field] = at;
  }
  const hasCoordinates = index.lat !== undefined && index.lon !== undefined;
  if (index.address === undefined && !hasCoordinates) {
    throw batchInputError(
      'no_address_column',
      `No address column: none of the columns (${csv.headers.join(', ')}) is chosen as the address, or as latitude and longitude. Choose which column holds the address.`,
      'columns.address',
    );
  }
  const cell = (row: string[], field: keyof ColumnMapping) => {
    const at = index[field];
    const value = at === undefined ? undefined : row[at]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  return csv.rows.map((row, i) => {
    const street = cell(row, 'address');
    const place = [cell(row, 'city'), [cell(row, 'state'), cell(row, 'zip')].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    const address = street ? [street, place].filter(Boolean).join(', ') : null;
    const lat = coordinate(cell(row, 'lat'), -90, 90);
    const lon = coordinate(cell(row, 'lon'), -180, 180);
    const both = lat !== null && lon !== null;
    return {
      rowNumber: i + 1,
      name: cell(row, 'name')?.slice(0, 300) ?? null,
      address: address?.slice(0, 300) ?? null,
      lat: both ? lat : null,
      lon: both ? lon : null,
    };
  });
}
