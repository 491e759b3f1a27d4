import { importCensusApi } from '../importers/census/census-api.js';
import type { AreaContribution } from '../importers/types.js';
import { fetchText } from './http.js';
import type { MinIntervalLimiter } from './rate-limiter.js';
import type { ResponseCache } from './response-cache.js';

export const CENSUS_API_URL = 'https://api.census.gov/data';

export interface CensusApiRequest {
  /** e.g. 2023 */
  year: number;
  /** e.g. "acs/acs5" */
  dataset: string;
  /** e.g. ["B19013_001E", "B25077_001E"] */
  variables: string[];
  /** e.g. "zip code tabulation area:*" or "tract:*" */
  for: string;
  /** e.g. "state:17 county:031" */
  in?: string;
}

/** The request URL (the key is added only when configured, and never logged or cached by key). */
export function censusApiUrl(baseUrl: string, request: CensusApiRequest, key?: string): string {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}/${request.year}/${request.dataset}`);
  url.searchParams.set('get', ['NAME', ...request.variables].join(','));
  url.searchParams.set('for', request.for);
  if (request.in) url.searchParams.set('in', request.in);
  if (key) url.searchParams.set('key', key);
  return url.toString();
}

/**
 * Fetches an ACS table from the Census API (`CENSUS_API_KEY` optional: the API allows a small
 * number of keyless requests a day), caches the raw JSON, and imports it with the offline importer.
 */
export async function fetchCensusTable(options: {
  baseUrl: string;
  request: CensusApiRequest;
  apiKey?: string;
  cache: ResponseCache;
  limiter: MinIntervalLimiter;
}): Promise<{ contributions: AreaContribution[]; unknownVariables: string[]; cached: boolean }> {
  const { request } = options;
  const vintage = `${request.year - 4}-${request.year}`;
  const cacheKey = `census:${censusApiUrl(options.baseUrl, request)}`;
  const { body, cached } = await options.cache.through(cacheKey, () =>
    options.limiter.schedule(() =>
      fetchText(censusApiUrl(options.baseUrl, request, options.apiKey), { timeoutMs: 60_000 }),
    ),
  );
  const { contributions, unknownVariables } = importCensusApi(body, {
    source: `U.S. Census Bureau, ${request.dataset.toUpperCase()} (Census API)`,
    vintage: request.dataset.includes('acs5') ? vintage : String(request.year),
  });
  return { contributions, unknownVariables, cached };
}
