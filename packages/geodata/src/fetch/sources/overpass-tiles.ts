import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { round } from '../../io/values.js';
import type { BBox } from '../../model/geometry.js';
import type { DownloadRecord } from '../../online/download.js';
import { overpassQuery } from '../../online/overpass-client.js';
import type { FetchContext } from '../fetch-context.js';
import type { SourceProgress } from '../progress.js';

/** Tile side in degrees: small enough for the public Overpass servers' time and memory limits. */
export const TILE_DEGREES = 0.25;

/** Splits a box into tiles of at most `size` degrees, west to east, south to north. */
export function tilesOf(bbox: BBox, size = TILE_DEGREES): BBox[] {
  const [west, south, east, north] = bbox;
  const cols = Math.max(1, Math.ceil((east - west) / size));
  const rows = Math.max(1, Math.ceil((north - south) / size));
  const w = (east - west) / cols;
  const h = (north - south) / rows;
  const tiles: BBox[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      tiles.push([
        round(west + c * w, 5),
        round(south + r * h, 5),
        round(west + (c + 1) * w, 5),
        round(south + (r + 1) * h, 5),
      ]);
  return tiles;
}

interface OverpassElement {
  type: string;
  id: number;
}

function elementsOf(text: string): OverpassElement[] {
  const json = JSON.parse(text) as { elements?: OverpassElement[]; remark?: string };
  if (!Array.isArray(json.elements)) throw new Error('no "elements" in the Overpass answer');
  // Overpass answers 200 with a remark when a query ran out of time or memory: that tile is incomplete.
  if (json.remark && /error|timed out|out of memory/i.test(json.remark)) throw new Error(`Overpass: ${json.remark}`);
  return json.elements;
}

/**
 * OpenStreetMap places (shop, amenity, craft, office, healthcare, leisure with a name) for the area's box,
 * tile by tile from Overpass; the tiles are merged (one element once) into `overpass/<area>.json`.
 */
export async function fetchOverpassTiles(ctx: FetchContext, progress: SourceProgress): Promise<string> {
  const { area, config } = ctx;
  const tiles = tilesOf(area.bbox);
  const seen = new Map<string, OverpassElement>();
  const requests: DownloadRecord[] = [];
  for (const [i, tile] of tiles.entries()) {
    const query = overpassQuery(tile, undefined, 120);
    const { file, record } = await ctx.fetch('overpass', progress, {
      url: config.overpassUrl,
      method: 'POST',
      body: new URLSearchParams({ data: query }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      cachePath: `overpass/${createHash('sha256').update(`${config.overpassUrl}\n${query}`).digest('hex').slice(0, 24)}.json`,
      validate: (part) => void elementsOf(readFileSync(part, 'utf8')),
    });
    requests.push(record);
    for (const e of elementsOf(readFileSync(file, 'utf8'))) seen.set(`${e.type}/${e.id}`, e);
    progress.step(i + 1, tiles.length, seen.size);
  }
  const name = `${area.slug}-osm`;
  const elements = [...seen.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, e]) => e);
  ctx.writeProduct('overpass', `overpass/${name}.json`, JSON.stringify({ version: 0.6, elements }), {
    kind: 'overpass',
    name,
    source: 'OpenStreetMap via Overpass API',
    vintage: ctx.today(),
    url: config.overpassUrl,
    requests,
    retrievedAt: requests[requests.length - 1]?.retrievedAt ?? ctx.now().toISOString(),
    area: area.label,
    bbox: area.bbox,
    licence: 'ODbL',
    attribution: '© OpenStreetMap contributors',
  });
  return `${elements.length.toLocaleString('en-US')} named places in ${tiles.length} tile${tiles.length === 1 ? '' : 's'}`;
}
