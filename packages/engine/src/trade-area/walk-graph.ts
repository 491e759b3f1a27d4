import { haversineMiles, type LatLon, localProjector, type StreetLine } from '@sitescout/geodata';

/**
 * A pedestrian graph: nodes are street crossings (vertices shared by the street lines, matched by their
 * exact coordinates), edges the street segments between consecutive crossings, both ways, with their
 * great-circle length. Adjacency in compressed rows: the edges of node i are `offsets[i] … offsets[i+1]`.
 */
export interface WalkGraph {
  /** [lon, lat] of each node. */
  points: Array<[number, number]>;
  /** Local planar miles of each node around the graph's origin (for snapping and outlines). */
  xy: Array<[number, number]>;
  offsets: Int32Array;
  targets: Int32Array;
  /** Miles of each directed edge. */
  lengths: Float64Array;
  /** Projects [lon, lat] to the same local miles as `xy`. */
  project: (lon: number, lat: number) => [number, number];
}

/** Builds the graph of the given street lines; `origin` anchors the local projection (the site). */
export function buildWalkGraph(lines: readonly StreetLine[], origin: LatLon): WalkGraph {
  // Crossings matched by exact coordinates: longitude, then latitude (no string key per vertex).
  const ids = new Map<number, Map<number, number>>();
  const points: Array<[number, number]> = [];
  const node = ([lon, lat]: [number, number]) => {
    let byLat = ids.get(lon);
    if (!byLat) {
      byLat = new Map();
      ids.set(lon, byLat);
    }
    let id = byLat.get(lat);
    if (id === undefined) {
      id = points.length;
      byLat.set(lat, id);
      points.push([lon, lat]);
    }
    return id;
  };
  const edges: Array<[number, number, number]> = [];
  for (const street of lines)
    for (const part of street.line)
      for (let i = 1; i < part.length; i++) {
        const a = part[i - 1] as [number, number];
        const b = part[i] as [number, number];
        const from = node(a);
        const to = node(b);
        if (from === to) continue;
        edges.push([from, to, haversineMiles({ lon: a[0], lat: a[1] }, { lon: b[0], lat: b[1] })]);
      }
  const degree = new Int32Array(points.length + 1);
  for (const [from, to] of edges) {
    degree[from + 1] = (degree[from + 1] as number) + 1;
    degree[to + 1] = (degree[to + 1] as number) + 1;
  }
  const offsets = new Int32Array(points.length + 1);
  for (let i = 1; i <= points.length; i++) offsets[i] = (offsets[i - 1] as number) + (degree[i] as number);
  const fill = offsets.slice(0, points.length);
  const targets = new Int32Array(edges.length * 2);
  const lengths = new Float64Array(edges.length * 2);
  const add = (from: number, to: number, miles: number) => {
    const at = fill[from] as number;
    targets[at] = to;
    lengths[at] = miles;
    fill[from] = at + 1;
  };
  for (const [from, to, miles] of edges) {
    add(from, to, miles);
    add(to, from, miles);
  }
  const project = localProjector(origin);
  return { points, xy: points.map(([lon, lat]) => project(lon, lat)), offsets, targets, lengths, project };
}
