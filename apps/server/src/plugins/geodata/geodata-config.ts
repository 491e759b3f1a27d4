import { resolve } from 'node:path';
import { type Env, optionalString, positiveInt, url } from '../../config/env-parsers.js';

/** Data pack and public geodata services (all optional: offline works without any of them). */
export interface GeodataConfig {
  /** Folder holding `geodata-pack-v1/`; DATA_DIR unless GEODATA_PACK_DIR says otherwise. */
  packDir: string;
  /** Nominatim (`…/search`) or Photon (`…/api`) endpoint for street addresses. */
  geocoderUrl: string | undefined;
  /** Contact e-mail sent to Nominatim (its usage policy asks for one). */
  geocoderEmail: string | undefined;
  /** U.S. Census geocoder base URL (e.g. https://geocoding.geo.census.gov/geocoder); off when unset. */
  censusGeocoderUrl: string | undefined;
  /** Minimum milliseconds between requests to one online provider (Nominatim asks for ≥ 1000). */
  geocoderMinIntervalMs: number;
  /** Overpass API interpreter endpoint for live OSM places. */
  overpassUrl: string | undefined;
  /** Census Data API base URL and optional key. */
  censusApiUrl: string;
  censusApiKey: string | undefined;
}

export function loadGeodataConfig(env: Env, cwd: string, dataDir: string): GeodataConfig {
  const packDir = optionalString(env, 'GEODATA_PACK_DIR');
  return {
    packDir: packDir ? resolve(cwd, packDir) : dataDir,
    geocoderUrl: url(env, 'GEOCODER_URL', ['http:', 'https:'])?.toString(),
    geocoderEmail: optionalString(env, 'GEOCODER_EMAIL'),
    censusGeocoderUrl: url(env, 'CENSUS_GEOCODER_URL', ['http:', 'https:'])?.toString(),
    geocoderMinIntervalMs: positiveInt(env, 'GEOCODER_MIN_INTERVAL_MS', 1000),
    overpassUrl: url(env, 'OVERPASS_URL', ['http:', 'https:'])?.toString(),
    censusApiUrl: url(env, 'CENSUS_API_URL', ['http:', 'https:'])?.toString() ?? 'https://api.census.gov/data',
    censusApiKey: optionalString(env, 'CENSUS_API_KEY'),
  };
}
