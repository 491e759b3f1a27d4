import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDataDir } from '@sitescout/geodata';
import { type Env, optionalString, positiveInt, url } from '../../config/env-parsers.js';

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
  /** U.S. Census geocoder base URL (e.g. https://geocoding.geo.census.gov/geocoder); off when unset. */
  censusGeocoderUrl: string | undefined;
  /** Minimum milliseconds between requests to one online provider (Nominatim asks for ≥ 1000). */
  geocoderMinIntervalMs: number;
}

export function loadGeodataConfig(env: Env, cwd: string): GeodataConfig {
  const packDir = optionalString(env, 'GEODATA_PACK_DIR');
  return {
    packDir: packDir ? resolve(cwd, packDir) : defaultDataDir(dirname(fileURLToPath(import.meta.url))),
    geocoderUrl: url(env, 'GEOCODER_URL', ['http:', 'https:'])?.toString(),
    geocoderEmail: optionalString(env, 'GEOCODER_EMAIL'),
    censusGeocoderUrl: url(env, 'CENSUS_GEOCODER_URL', ['http:', 'https:'])?.toString(),
    geocoderMinIntervalMs: positiveInt(env, 'GEOCODER_MIN_INTERVAL_MS', 1000),
  };
}
