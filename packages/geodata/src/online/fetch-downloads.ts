import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OnlineMeta } from '../build/import-online.js';
import type { BBox } from '../model/geometry.js';
import { type CensusApiRequest, censusApiUrl } from './census-api-client.js';
import { fetchText } from './http.js';
import { overpassQuery } from './overpass-client.js';
import type { MinIntervalLimiter } from './rate-limiter.js';
import type { ResponseCache } from './response-cache.js';
import { withRetry } from './retry.js';

function save(onlineDir: string, kind: OnlineMeta['kind'], meta: OnlineMeta, body: string): string {
  const dir = join(onlineDir, kind);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${meta.name}.json`), body);
  writeFileSync(join(dir, `${meta.name}.meta.json`), `${JSON.stringify(meta, null, 2)}\n`);
  return join(dir, `${meta.name}.json`);
}

/** Downloads OSM places for a bbox from Overpass into `<onlineDir>/overpass/` for the next `data:build`. */
export async function downloadOverpass(options: {
  url: string;
  name: string;
  bbox: BBox;
  onlineDir: string;
  cache: ResponseCache;
  limiter: MinIntervalLimiter;
  today: string;
}): Promise<{ file: string; cached: boolean }> {
  const query = overpassQuery(options.bbox);
  const { body, cached } = await options.cache.through(`overpass:${options.url}:${query}`, () =>
    withRetry(() =>
      options.limiter.schedule(() =>
        fetchText(options.url, {
          method: 'POST',
          body: new URLSearchParams({ data: query }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          timeoutMs: 90_000,
        }),
      ),
    ),
  );
  JSON.parse(body); // refuse to store an error page as data
  const meta: OnlineMeta = {
    kind: 'overpass',
    name: options.name,
    source: 'OpenStreetMap via Overpass API',
    vintage: options.today,
    url: options.url,
    bbox: options.bbox,
  };
  return { file: save(options.onlineDir, 'overpass', meta, body), cached };
}

/** Downloads a Census API table into `<onlineDir>/census-api/` (the key never reaches the files). */
export async function downloadCensusTable(options: {
  baseUrl: string;
  name: string;
  request: CensusApiRequest;
  apiKey?: string;
  onlineDir: string;
  cache: ResponseCache;
  limiter: MinIntervalLimiter;
}): Promise<{ file: string; cached: boolean }> {
  const publicUrl = censusApiUrl(options.baseUrl, options.request);
  const { body, cached } = await options.cache.through(`census:${publicUrl}`, () =>
    withRetry(() =>
      options.limiter.schedule(() =>
        fetchText(censusApiUrl(options.baseUrl, options.request, options.apiKey), { timeoutMs: 60_000 }),
      ),
    ),
  );
  JSON.parse(body);
  const { year, dataset } = options.request;
  const meta: OnlineMeta = {
    kind: 'census-api',
    name: options.name,
    source: `U.S. Census Bureau, ${dataset.toUpperCase()} (Census API)`,
    vintage: dataset.includes('acs5') ? `${year - 4}-${year}` : String(year),
    url: publicUrl,
  };
  return { file: save(options.onlineDir, 'census-api', meta, body), cached };
}
