import type { UnmappedCounter } from '../categories/unmapped-counter.js';
import { importOverpassJson } from '../importers/places/osm.js';
import type { PlaceSource } from '../importers/places/place-factory.js';
import type { BBox } from '../model/geometry.js';
import type { PlaceRecord } from '../model/place.js';
import { fetchText } from './http.js';
import type { MinIntervalLimiter } from './rate-limiter.js';
import type { ResponseCache } from './response-cache.js';

/** OSM keys that carry businesses and amenities (the Chicago CSV has only `amenity`). */
export const OVERPASS_KEYS = ['amenity', 'shop', 'leisure', 'craft', 'healthcare', 'office'] as const;

/** Overpass QL for named POIs with the given keys inside a bbox; ways/relations by centre. */
export function overpassQuery(bbox: BBox, keys: readonly string[] = OVERPASS_KEYS, timeoutSeconds = 60): string {
  const [west, south, east, north] = bbox;
  const box = `${south},${west},${north},${east}`;
  const parts = keys.map((k) => `  nwr["${k}"]["name"](${box});`).join('\n');
  return `[out:json][timeout:${timeoutSeconds}];\n(\n${parts}\n);\nout center tags;`;
}

/**
 * Fetches places from an Overpass endpoint (`OVERPASS_URL`, e.g. https://overpass-api.de/api/interpreter),
 * caching the raw response, and imports it with the same code as the OSM fixtures.
 */
export async function fetchOverpassPlaces(options: {
  url: string;
  bbox: BBox;
  cache: ResponseCache;
  limiter: MinIntervalLimiter;
  source: PlaceSource;
  unmapped: UnmappedCounter;
  keys?: readonly string[];
}): Promise<{ places: PlaceRecord[]; cached: boolean; warnings: string[] }> {
  const query = overpassQuery(options.bbox, options.keys);
  const { body, cached } = await options.cache.through(`overpass:${options.url}:${query}`, () =>
    options.limiter.schedule(() =>
      fetchText(options.url, {
        method: 'POST',
        body: new URLSearchParams({ data: query }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        timeoutMs: 90_000,
      }),
    ),
  );
  const { records, warnings } = importOverpassJson(body, options.source, options.unmapped);
  return { places: records, cached, warnings };
}
