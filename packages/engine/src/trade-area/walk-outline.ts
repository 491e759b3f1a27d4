import concaveman from 'concaveman';
import type { WalkGraph } from './walk-graph.js';

/** concaveman's relative concavity: 1 follows the reached streets closely, larger values approach the convex hull. */
export const HULL_CONCAVITY = 1.5;
/** Hull edges shorter than this (miles, about a Chicago block) are not refined further. */
export const HULL_LENGTH_THRESHOLD_MILES = 0.1;

/** A GeoJSON polygon ([lon, lat], outer ring closed, counter-clockwise). */
export interface GeoJsonPolygon {
  type: 'Polygon';
  coordinates: Array<Array<[number, number]>>;
}

/** [x, y] in local miles, then [lon, lat]: concaveman reads the first two and returns the same arrays. */
type HullPoint = [number, number, number, number];

/**
 * Every point a walk of `budgetMiles` reaches: the crossings within it, and on each street segment leaving a
 * reached crossing the farthest point the remaining budget gets to; the site itself is included. Also the
 * miles of street walked (a segment reached from both ends counts up to its length, once).
 */
export function reachedPoints(
  graph: WalkGraph,
  dist: Float64Array,
  budgetMiles: number,
  site: [number, number],
): { points: HullPoint[]; streetMiles: number } {
  const points: HullPoint[] = [[0, 0, site[0], site[1]]];
  const left = (node: number) => Math.max(0, budgetMiles - (dist[node] as number));
  let streetMiles = 0;
  for (let u = 0; u < graph.points.length; u++) {
    if (!((dist[u] as number) <= budgetMiles)) continue;
    const [x, y] = graph.xy[u] as [number, number];
    const [lon, lat] = graph.points[u] as [number, number];
    points.push([x, y, lon, lat]);
    for (let e = graph.offsets[u] as number; e < (graph.offsets[u + 1] as number); e++) {
      const v = graph.targets[e] as number;
      const len = graph.lengths[e] as number;
      if (u < v || !((dist[v] as number) <= budgetMiles)) streetMiles += Math.min(len, left(u) + left(v));
      if (left(u) >= len) continue;
      const f = left(u) / len;
      const [vx, vy] = graph.xy[v] as [number, number];
      const [vlon, vlat] = graph.points[v] as [number, number];
      points.push([x + f * (vx - x), y + f * (vy - y), lon + f * (vlon - lon), lat + f * (vlat - lat)]);
    }
  }
  return { points, streetMiles };
}

/**
 * The concave hull (concaveman) of the reached points as a GeoJSON polygon, or null when fewer than three
 * points are reached.
 */
export function walkOutline(points: readonly HullPoint[]): GeoJsonPolygon | null {
  if (points.length < 3) return null;
  const hull = concaveman(points as unknown as number[][], HULL_CONCAVITY, HULL_LENGTH_THRESHOLD_MILES) as HullPoint[];
  const ring = hull.map((p) => [p[2], p[3]] as [number, number]);
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push(first);
  if (ring.length < 4) return null;
  // RFC 7946: outer rings counter-clockwise (positive shoelace sum in lon/lat).
  let twiceArea = 0;
  for (let i = 1; i < ring.length; i++) {
    const [x0, y0] = ring[i - 1] as [number, number];
    const [x1, y1] = ring[i] as [number, number];
    twiceArea += x0 * y1 - x1 * y0;
  }
  return { type: 'Polygon', coordinates: [twiceArea < 0 ? ring.reverse() : ring] };
}
