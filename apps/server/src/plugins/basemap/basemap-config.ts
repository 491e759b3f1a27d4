import { ConfigError } from '../../config/config-error.js';
import { type Env, optionalString, positiveInt, stringWithDefault } from '../../config/env-parsers.js';

/** Optional outside map tiles; without them the dashboard map is drawn from our own data only. */
export interface BasemapConfig {
  /**
   * An OSM-style raster tile template (`https://…/{z}/{x}/{y}.png`) or a vector style document (`…/style.json`).
   * Kept verbatim: URL parsing would percent-encode the `{z}` placeholders.
   */
  tilesUrl: string | undefined;
  /** Credit line the tile provider's licence asks for. */
  tilesAttribution: string;
  /**
   * Basemaps one IP address may ask for per minute (BASEMAP_REQUESTS_PER_MINUTE). A drawing costs up to a few
   * hundred milliseconds of the API thread (a 3° box, zoning): the limit and the cache keep anonymous clients
   * from taking it over.
   */
  requestsPerMinute: number;
}

export function loadBasemapConfig(env: Env): BasemapConfig {
  const tilesUrl = optionalString(env, 'MAP_TILES_URL');
  if (tilesUrl !== undefined) {
    if (!/^https?:\/\//.test(tilesUrl)) throw new ConfigError('MAP_TILES_URL', 'must start with http:// or https://');
    const isStyle = /\.json(\?|$)/.test(tilesUrl);
    if (!isStyle && !['{z}', '{x}', '{y}'].every((p) => tilesUrl.includes(p)))
      throw new ConfigError('MAP_TILES_URL', 'must be a tile template with {z}, {x} and {y}, or a style .json URL');
  }
  return {
    tilesUrl,
    tilesAttribution: stringWithDefault(env, 'MAP_TILES_ATTRIBUTION', '© OpenStreetMap contributors'),
    requestsPerMinute: positiveInt(env, 'BASEMAP_REQUESTS_PER_MINUTE', 60),
  };
}
