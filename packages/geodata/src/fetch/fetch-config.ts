import { CENSUS_API_URL } from '../online/census-api-client.js';

/** Where each official source is fetched from: every base URL can be pointed elsewhere (a mirror, a stand-in). */
export interface FetchConfig {
  /** `CENSUS_API_URL`: Census Data API (ACS 5-year, CBP). */
  censusApiUrl: string;
  /** `CENSUS_API_KEY`: optional; keyless use is limited to a few hundred requests a day per IP. Never written to disk. */
  censusApiKey: string | undefined;
  /** `GAZETTEER_URL`: folder of the Census Gazetteer zip files. */
  gazetteerUrl: string;
  /** `TIGERWEB_URL`: TIGERweb ArcGIS REST services (tract and place polygons as GeoJSON). */
  tigerwebUrl: string;
  /** `TIGER_LINE_URL`: folder of the TIGER/Line Shapefiles release (ADDRFEAT county zips under `ADDRFEAT/`). */
  tigerLineUrl: string;
  /** `OVERPASS_URL`: Overpass API interpreter. */
  overpassUrl: string;
  /** `CHICAGO_PORTAL_URL`: City of Chicago Socrata portal (SODA API). */
  chicagoPortalUrl: string;
  /** `SOCRATA_APP_TOKEN`: optional app token (higher SODA rate limits). Never written to disk. */
  socrataAppToken: string | undefined;
  /** `GTFS_FEEDS_FILE`: JSON list of GTFS feeds per area, replacing the built-in list. */
  gtfsFeedsFile: string | undefined;
  /** `FETCH_MIN_INTERVAL_MS`: gap between two requests to one source (polite rate limit). */
  minIntervalMs: number;
  /** `FETCH_RETRIES`: attempts per request for 429/5xx/dropped connections. */
  attempts: number;
  /** `FETCH_MAX_WAIT_SECONDS`: longest single wait a Retry-After may impose before the source is given up. */
  maxWaitSeconds: number;
  /** `FETCH_RETRY_BASE_MS`: first back-off when a service gives no Retry-After. */
  retryBaseMs: number;
}

function positive(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name}: "${raw}" is not a number of 0 or more`);
  return value;
}

function baseUrl(env: Record<string, string | undefined>, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    throw new Error(`${name}: "${raw}" is not an http(s) URL`);
  }
  return raw.replace(/\/$/, '');
}

/** Reads the fetch settings from the environment (documented in docs/operations/configuration.md). */
export function loadFetchConfig(env: Record<string, string | undefined>): FetchConfig {
  return {
    censusApiUrl: baseUrl(env, 'CENSUS_API_URL', CENSUS_API_URL),
    censusApiKey: env.CENSUS_API_KEY?.trim() || undefined,
    gazetteerUrl: baseUrl(
      env,
      'GAZETTEER_URL',
      'https://www2.census.gov/geo/docs/maps-data/data/gazetteer/2025_Gazetteer',
    ),
    tigerwebUrl: baseUrl(env, 'TIGERWEB_URL', 'https://tigerweb.geo.census.gov/arcgis/rest/services/TIGERweb'),
    tigerLineUrl: baseUrl(env, 'TIGER_LINE_URL', 'https://www2.census.gov/geo/tiger/TIGER2024'),
    overpassUrl: baseUrl(env, 'OVERPASS_URL', 'https://overpass-api.de/api/interpreter'),
    chicagoPortalUrl: baseUrl(env, 'CHICAGO_PORTAL_URL', 'https://data.cityofchicago.org'),
    socrataAppToken: env.SOCRATA_APP_TOKEN?.trim() || undefined,
    gtfsFeedsFile: env.GTFS_FEEDS_FILE?.trim() || undefined,
    minIntervalMs: positive(env, 'FETCH_MIN_INTERVAL_MS', 1000),
    attempts: Math.max(1, Math.round(positive(env, 'FETCH_RETRIES', 6))),
    maxWaitSeconds: positive(env, 'FETCH_MAX_WAIT_SECONDS', 300),
    retryBaseMs: positive(env, 'FETCH_RETRY_BASE_MS', 2000),
  };
}
