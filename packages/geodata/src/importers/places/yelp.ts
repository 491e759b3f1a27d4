import { mapYelpCategories } from '../../categories/map-categories.js';
import type { UnmappedCounter } from '../../categories/unmapped-counter.js';
import { parseJsonLines } from '../../io/read.js';
import { num, validLatLon } from '../../io/values.js';
import type { PlaceRecord } from '../../model/place.js';
import { makePlace, type PlaceSource } from './place-factory.js';

interface YelpBusiness {
  business_id: string;
  name: string;
  address?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  latitude?: number;
  longitude?: number;
  stars?: number;
  review_count?: number;
  is_open?: number;
  categories?: string | string[] | null;
}

/**
 * Yelp Open Dataset `business.json` (JSON lines; 2018 and 2021+ schemas). A business Yelp marks closed (`is_open`
 * 0: closed for good, in Yelp's documentation of the dataset) is left out: it is neither a competitor nor a
 * destination.
 */
export function importYelp(
  text: string,
  source: PlaceSource,
  unmapped: UnmappedCounter,
): { records: PlaceRecord[]; rowsRead: number; warnings: string[] } {
  const rows = parseJsonLines<YelpBusiness>(text);
  const records: PlaceRecord[] = [];
  let bad = 0;
  let closed = 0;
  for (const row of rows) {
    if (row.is_open === 0) {
      closed += 1;
      continue;
    }
    const point = validLatLon(num(row.latitude), num(row.longitude));
    if (!point || !row.name) {
      bad += 1;
      continue;
    }
    const categories = Array.isArray(row.categories) ? row.categories.join(', ') : row.categories;
    const address = [row.address, row.city, row.state, row.postal_code].filter(Boolean).join(', ');
    records.push(
      makePlace(
        {
          sourceId: row.business_id,
          name: row.name,
          ...point,
          match: mapYelpCategories(categories),
          address,
          rating: num(row.stars),
          reviewCount: num(row.review_count),
          status: row.is_open === 1 ? 'OPEN' : null,
        },
        source,
        unmapped,
      ),
    );
  }
  return {
    records,
    rowsRead: rows.length,
    warnings: [
      ...(bad > 0 ? [`${bad} rows without name or coordinates skipped`] : []),
      ...(closed > 0 ? [`${closed} businesses Yelp marks closed (is_open 0) left out`] : []),
    ],
  };
}
