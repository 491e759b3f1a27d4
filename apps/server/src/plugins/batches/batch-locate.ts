import { type SiteInput, siteFromGeocode } from '@sitescout/engine';
import { GeocodeError } from '@sitescout/geodata';
import type { GeocodingService } from '../geocode/geocoding-service.js';
import type { BatchRowRecord } from './batch-store.js';

/** Where a row is, or why it cannot be placed. */
export type RowPlace = { site: SiteInput; placedAs: string } | { error: string };

/**
 * Addresses geocoded before the thread lets other requests run: an address the offline index cannot place is searched
 * against every street name (milliseconds each), and the worker may share the API's thread. A slice's addresses are
 * one call (one cache lookup for them all), yielding to the event loop between every GEOCODE_STEP of them.
 */
export const GEOCODE_STEP = 4;

/**
 * Where each row is, in the rows' order: its given coordinates, or its address geocoded (one call for the slice,
 * yielding every few addresses); a row that cannot be placed says why.
 */
export async function locateRows(geocoding: GeocodingService, rows: BatchRowRecord[]): Promise<RowPlace[]> {
  const toGeocode = rows.filter((r) => (r.lat === null || r.lon === null) && r.address);
  const geocoded =
    toGeocode.length === 0
      ? []
      : await geocoding.geocodeMany(
          toGeocode.map((r) => r.address ?? ''),
          { yieldEvery: GEOCODE_STEP },
        );
  const found = new Map(toGeocode.map((r, i) => [r.rowNumber, geocoded[i]]));
  return rows.map((row): RowPlace => {
    const label = row.name ?? row.address ?? `Row ${row.rowNumber}`;
    if (row.lat !== null && row.lon !== null) {
      return {
        site: { label, lat: row.lat, lon: row.lon, precision: 'coordinates' },
        placedAs: `${row.lat.toFixed(5)}, ${row.lon.toFixed(5)}`,
      };
    }
    const g = found.get(row.rowNumber);
    if (!g) return { error: 'No address on this row.' };
    if (g instanceof GeocodeError) return { error: `Address not found: ${g.message}` };
    return {
      site: siteFromGeocode(label, g),
      placedAs: g.label,
    };
  });
}
