import FlatQueue from 'flatqueue';
import type { WalkGraph } from './walk-graph.js';

/** A node the walk starts from and the miles already walked to reach it (site to street, along the segment). */
export interface WalkSeed {
  node: number;
  miles: number;
}

/**
 * Shortest walking distance (miles) from the seeds to every node, by Dijkstra's algorithm, stopping at
 * `maxMiles`: nodes farther away (or not connected) stay `Infinity`.
 */
export function walkDistances(graph: WalkGraph, seeds: readonly WalkSeed[], maxMiles: number): Float64Array {
  const dist = new Float64Array(graph.points.length).fill(Number.POSITIVE_INFINITY);
  const queue = new FlatQueue<number>();
  for (const { node, miles } of seeds)
    if (miles < (dist[node] as number) && miles <= maxMiles) {
      dist[node] = miles;
      queue.push(node, miles);
    }
  while (queue.length > 0) {
    const d = queue.peekValue() as number;
    const u = queue.pop() as number;
    if (d > (dist[u] as number)) continue; // a stale entry: u was reached shorter since
    for (let e = graph.offsets[u] as number; e < (graph.offsets[u + 1] as number); e++) {
      const v = graph.targets[e] as number;
      const next = d + (graph.lengths[e] as number);
      if (next < (dist[v] as number) && next <= maxMiles) {
        dist[v] = next;
        queue.push(v, next);
      }
    }
  }
  return dist;
}
