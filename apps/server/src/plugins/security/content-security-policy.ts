import type { Config } from '../../config/config.js';

export type CspDirectives = Record<string, string[]>;

/** The origin of a tile template or style URL (`https://tiles.example.com/{z}/{x}/{y}.png` → its origin). */
function originOf(url: string): string {
  // Tile templates hold `{z}` placeholders; only the part before the path matters here.
  const match = /^(https?:\/\/[^/?#]+)/.exec(url);
  return match?.[1] ?? url;
}

/**
 * The Content-Security-Policy every response carries. Scripts come only from our own origin (the built app has no
 * inline scripts; JSON-LD blocks are data, not scripts), nothing may be framed but our own pages, plugins are off.
 * Deliberate allowances, each for something the product does:
 * - `style-src 'unsafe-inline'`: prerendered pages and the received-report frame carry style attributes;
 * - `img-src data: blob:`: pictures carried inside a received report, and MapLibre's drawn tiles; no remote
 *   images (a partner's report could otherwise carry a tracking pixel), the tile origin excepted;
 * - `worker-src blob:`: MapLibre starts its tile workers from a blob URL;
 * - MAP_TILES_URL's origin for tiles; INCOMING_ALLOWED_ORIGINS may frame the page that receives analyses
 *   (`partnerFraming`, only for `/app/received`: every other page stays unframeable by other sites).
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'basemap' | 'incoming' | 'publicUrl'>,
  partnerFraming = false,
): CspDirectives {
  const tiles = config.basemap.tilesUrl ? [originOf(config.basemap.tilesUrl)] : [];
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...tiles],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...(partnerFraming ? config.incoming.allowedOrigins : [])],
  };
  // Only where the site itself is served over HTTPS: on plain HTTP it would break every sub-resource.
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The header value of a policy, as helmet writes it (`name value value; name; …`). */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
