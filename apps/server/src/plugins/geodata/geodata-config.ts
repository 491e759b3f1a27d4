import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CENSUS_GEOCODER_URL, defaultDataDir, type FetchConfig, loadFetchConfig } from '@sitescout/geodata';
import { ConfigError } from '../../config/config-error.js';
import { type Env, oneOf, optionalString, positiveInt, url } from '../../config/env-parsers.js';
import { DEFAULT_MARKET, type FirstStartFetch } from './first-start-fetch.js';

/** Data pack location and the online geocoders (optional: offline works without them). */
export interface GeodataConfig {
  /**
   * Folder holding `geodata-pack-v3/`. Default: `.data` at the repository root — the same place
   * `npm run data:build` writes to — so every server of a checkout (tests included) shares one pack.
   */
  packDir: string;
  /** Nominatim (`…/search`) or Photon (`…/api`) endpoint for street addresses. */
  geocoderUrl: string | undefined;
  /** Contact e-mail sent to Nominatim (its usage policy asks for one). */
  geocoderEmail: string | undefined;
  /**
   * U.S. Census geocoder base URL (public, keyless), asked for street addresses outside the offline street data;
   * default the Bureau's own. Undefined when `ONLINE_GEOCODING=off`.
   */
  censusGeocoderUrl: string | undefined;
  /** How long (ms) the server stays offline after a lookup found no network (DNS or connection failure). */
  offlineMemoryMs: number;
  /** Minimum milliseconds between requests to one online provider (Nominatim asks for ≥ 1000). */
  geocoderMinIntervalMs: number;
  /**
   * `DATA_ON_DEMAND=on`: the first analysis in a U.S. county without data fetches that county from the official
   * sources (`data:fetch`'s settings: CENSUS_API_URL, TIGERWEB_URL, OVERPASS_URL …) and builds it into a county
   * overlay of the pack. On by default in production (NODE_ENV=production), off otherwise. Undefined when off.
   */
  dataOnDemand: FetchConfig | undefined;
  /**
   * `FIRST_START_FETCH=on` (default; off under NODE_ENV=test): a server with no data pack and no GEODATA_DIR fetches
   * `DEFAULT_MARKET` (default Cook County, IL: 17031) from the official sources, then builds and serves it.
   */
  firstStart: FirstStartFetch | undefined;
  /** Data on demand's limits: counties fetched at once per process, new counties a day per account and for free analyses. */
  countyFetches: CountyFetchLimits;
}

export interface CountyFetchLimits {
  /** `COUNTY_FETCH_CONCURRENCY`: counties one process fetches in parallel. */
  concurrency: number;
  /** `NEW_COUNTIES_PER_ACCOUNT_DAY`: new counties one account may have fetched a day. */
  perAccount: number;
  /** `NEW_COUNTIES_ANONYMOUS_DAY`: new counties free (anonymous) analyses together may have fetched a day. */
  anonymous: number;
  /** `OVERLAY_DISK_MB`: disk the fetched counties may take; past it the least recently used are removed. */
  diskMb: number;
}

/** `data:fetch`'s settings (CENSUS_API_URL, TIGERWEB_URL, OVERPASS_URL …), a bad one named as the config error. */
function fetchConfig(env: Env): FetchConfig {
  try {
    return loadFetchConfig(env);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const name = /^([A-Z_]+):/.exec(message)?.[1] ?? 'DATA_ON_DEMAND';
    throw new ConfigError(name, message.replace(/^[A-Z_]+: /, ''));
  }
}

function dataOnDemand(env: Env): FetchConfig | undefined {
  const fallback = env.NODE_ENV === 'production' ? 'on' : 'off';
  return oneOf(env, 'DATA_ON_DEMAND', ['on', 'off'], fallback) === 'off' ? undefined : fetchConfig(env);
}

function firstStart(env: Env): FirstStartFetch | undefined {
  const fallback = env.NODE_ENV === 'test' ? 'off' : 'on';
  if (oneOf(env, 'FIRST_START_FETCH', ['on', 'off'], fallback) === 'off') return undefined;
  return { market: optionalString(env, 'DEFAULT_MARKET') ?? DEFAULT_MARKET, config: fetchConfig(env) };
}

export function loadGeodataConfig(env: Env, cwd: string): GeodataConfig {
  const packDir = optionalString(env, 'GEODATA_PACK_DIR');
  return {
    packDir: packDir ? resolve(cwd, packDir) : defaultDataDir(dirname(fileURLToPath(import.meta.url))),
    geocoderUrl: url(env, 'GEOCODER_URL', ['http:', 'https:'])?.toString(),
    geocoderEmail: optionalString(env, 'GEOCODER_EMAIL'),
    // Online by default where it helps: real users are online; without a network the first failed lookup is remembered.
    censusGeocoderUrl:
      oneOf(env, 'ONLINE_GEOCODING', ['on', 'off'], 'on') === 'off'
        ? undefined
        : (url(env, 'CENSUS_GEOCODER_URL', ['http:', 'https:'])?.toString() ?? CENSUS_GEOCODER_URL),
    offlineMemoryMs: positiveInt(env, 'OFFLINE_MEMORY_MS', 5 * 60_000),
    geocoderMinIntervalMs: positiveInt(env, 'GEOCODER_MIN_INTERVAL_MS', 1000),
    dataOnDemand: dataOnDemand(env),
    firstStart: firstStart(env),
    countyFetches: {
      concurrency: positiveInt(env, 'COUNTY_FETCH_CONCURRENCY', 2),
      perAccount: positiveInt(env, 'NEW_COUNTIES_PER_ACCOUNT_DAY', 2),
      anonymous: positiveInt(env, 'NEW_COUNTIES_ANONYMOUS_DAY', 10),
      diskMb: positiveInt(env, 'OVERLAY_DISK_MB', 4096),
    },
  };
}
