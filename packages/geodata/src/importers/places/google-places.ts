import { mapGoogleTypes } from '../../categories/map-categories.js';
import type { UnmappedCounter } from '../../categories/unmapped-counter.js';
import { parseCsv } from '../../io/read.js';
import { num, validLatLon } from '../../io/values.js';
import type { PlaceRecord } from '../../model/place.js';
import { makePlace, type PlaceSource } from './place-factory.js';

const STATUS = /^(OPERATIONAL|CLOSED_TEMPORARILY|CLOSED_PERMANENTLY)$/;

/** Parsed fields of one Google Places row. */
export interface GoogleRow {
  name: string;
  status: string | null;
  address: string | null;
  priceLevel: number | null;
  rating: number | null;
  reviewCount: number | null;
  lat: number;
  lon: number;
}

/**
 * One line of the header-less restaurants file. Names and addresses both contain ", ", so the five
 * numeric fields are read from the right and the business status token splits name from address.
 */
export function parseGoogleRestaurantLine(line: string): GoogleRow | null {
  const tokens = line.split(', ');
  if (tokens.length < 8) return null;
  const tail = tokens.slice(-5);
  const head = tokens.slice(0, -5);
  let statusAt = -1;
  for (let i = head.length - 1; i >= 1; i--) if (STATUS.test((head[i] as string).trim())) statusAt = i;
  if (statusAt < 1) return null;
  const point = validLatLon(num(tail[3]), num(tail[4]));
  if (!point) return null;
  return {
    name: head.slice(0, statusAt).join(', ').trim(),
    status: (head[statusAt] as string).trim(),
    address:
      head
        .slice(statusAt + 1)
        .join(', ')
        .trim() || null,
    priceLevel: num(tail[0]),
    rating: num(tail[1]),
    reviewCount: num(tail[2]),
    ...point,
  };
}

/** The header-less `chicago_restaurants.csv`. */
export function importGoogleRestaurants(
  text: string,
  source: PlaceSource,
  unmapped: UnmappedCounter,
): { records: PlaceRecord[]; rowsRead: number; warnings: string[] } {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const records: PlaceRecord[] = [];
  let bad = 0;
  lines.forEach((line, index) => {
    const row = parseGoogleRestaurantLine(line);
    if (!row) {
      bad += 1;
      return;
    }
    records.push(
      makePlace({ sourceId: String(index + 1), ...row, match: mapGoogleTypes(['restaurant']) }, source, unmapped),
    );
  });
  return { records, rowsRead: lines.length, warnings: bad > 0 ? [`${bad} unparseable rows skipped`] : [] };
}

/** Python-list text "['a', 'b']" → ["a", "b"]. */
export function parsePythonList(text: string | undefined): string[] {
  return [...(text ?? '').matchAll(/'([^']*)'/g)].map((m) => m[1] as string);
}

/** The Google files with a header and a `Types` column (convenience stores, schools, hospitals). */
export function importGoogleTyped(
  text: string,
  source: PlaceSource,
  unmapped: UnmappedCounter,
): { records: PlaceRecord[]; rowsRead: number; warnings: string[] } {
  const rows = parseCsv(text);
  const records: PlaceRecord[] = [];
  let bad = 0;
  rows.forEach((row, index) => {
    const point = validLatLon(num(row.Latitude), num(row.Longitude));
    if (!point || !row.Name) {
      bad += 1;
      return;
    }
    records.push(
      makePlace(
        {
          sourceId: String(index + 1),
          name: row.Name,
          ...point,
          match: mapGoogleTypes(parsePythonList(row.Types)),
          address: row.Address ?? null,
          rating: num(row.Rating),
          reviewCount: num(row['Total Ratings']),
          priceLevel: num(row['Price Level']),
          status: row['Business Status']?.trim() || null,
        },
        source,
        unmapped,
      ),
    );
  });
  return {
    records,
    rowsRead: rows.length,
    warnings: bad > 0 ? [`${bad} rows without name or coordinates skipped`] : [],
  };
}
