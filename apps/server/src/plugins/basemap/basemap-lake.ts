import type { GeoView, MultiPolygon } from '@sitescout/geodata';

/**
 * Lake Michigan drawn from our own data: the pack has no water polygons, but Chicago's community areas end at the
 * shore, so the city's eastern edge, scanned latitude by latitude, is the shoreline. South of where the
 * Illinois–Indiana state line meets the shore the eastern edge is the state line (land on both sides), so the
 * scan starts there; north of the city limit (Evanston) the pack has no outline, so the lake stops there too.
 */
export const LAKE_SOUTH_LAT = 41.71;
/** Scan step: about 55 m, finer than the map ever shows the shore at the zooms it is drawn. */
const STEP_DEGREES = 0.0005;
/** The lake's drawn eastern edge: far enough east to fill any view the map can show (3° wide at most). */
const LAKE_EAST_LON = -84.5;

export const LAKE_SOURCE =
  'Derived from the City of Chicago community-area outlines (their eastern edge is the shore); drawn along the city only';

const cache = new WeakMap<GeoView, MultiPolygon | null>();

type Edge = [x1: number, y1: number, x2: number, y2: number];

/** Every outline edge, filed under each scan row it crosses (so a row looks only at its own edges). */
function edgesByRow(polygons: readonly MultiPolygon[], south: number, rows: number): Edge[][] {
  const byRow: Edge[][] = Array.from({ length: rows }, () => []);
  for (const polygon of polygons)
    for (const part of polygon)
      for (const ring of part)
        for (let i = 0; i + 1 < ring.length; i++) {
          const [x1, y1] = ring[i] as [number, number];
          const [x2, y2] = ring[i + 1] as [number, number];
          const lo = Math.max(0, Math.ceil((Math.min(y1, y2) - south) / STEP_DEGREES));
          const hi = Math.min(rows - 1, Math.floor((Math.max(y1, y2) - south) / STEP_DEGREES));
          for (let r = lo; r <= hi; r++) byRow[r]?.push([x1, y1, x2, y2]);
        }
  return byRow;
}

function easternmostCrossing(edges: readonly Edge[], lat: number): number | null {
  let best: number | null = null;
  for (const [x1, y1, x2, y2] of edges) {
    if (y1 <= lat === y2 <= lat) continue;
    const x = x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1);
    if (best === null || x > best) best = x;
  }
  return best;
}

/** The lake east of the city's shore, or null when the pack has no Chicago community areas. Computed once a pack. */
export function lakePolygon(view: GeoView): MultiPolygon | null {
  const cached = cache.get(view);
  if (cached !== undefined) return cached;
  const polygons = view
    .areas('community-area')
    .flatMap((a) => (a.polygon ? [a.polygon] : []))
    .filter((p) => p.length > 0);
  let north = -Infinity;
  for (const polygon of polygons)
    for (const part of polygon) for (const [, lat] of part[0] ?? []) if (lat > north) north = lat;
  const shore: Array<[number, number]> = [];
  const rows = Math.max(0, Math.ceil((north - LAKE_SOUTH_LAT) / STEP_DEGREES));
  const byRow = edgesByRow(polygons, LAKE_SOUTH_LAT, rows);
  for (let r = 0; r < rows; r++) {
    const lat = LAKE_SOUTH_LAT + r * STEP_DEGREES;
    const lon = easternmostCrossing(byRow[r] ?? [], lat);
    if (lon !== null) shore.push([Math.round(lon * 1e5) / 1e5, Math.round(lat * 1e5) / 1e5]);
  }
  const first = shore[0];
  const last = shore.at(-1);
  const lake: MultiPolygon | null =
    first && last && shore.length > 10
      ? [[[...shore, [LAKE_EAST_LON, last[1]], [LAKE_EAST_LON, first[1]], first]]]
      : null;
  cache.set(view, lake);
  return lake;
}
