import type { WalkSeed } from './walk-distances.js';
import type { WalkGraph } from './walk-graph.js';

/** Where the site meets the street graph: the nearest point on the nearest street segment. */
export interface WalkSnap {
  /** Straight-line miles from the site to that point (the walk to the sidewalk). */
  snapMiles: number;
  /** The segment's two crossings, each with the miles walked to reach it from the site. */
  seeds: [WalkSeed, WalkSeed];
}

/**
 * The street segment nearest to the graph's origin (the site) and the walk from the site to each of its
 * two crossings: the straight line to the nearest point of the segment, then along it. Null on an empty graph.
 */
export function snapToStreet(graph: WalkGraph): WalkSnap | null {
  let best: { d: number; from: number; to: number; t: number; len: number } | null = null;
  for (let from = 0; from < graph.points.length; from++) {
    const [ax, ay] = graph.xy[from] as [number, number];
    for (let e = graph.offsets[from] as number; e < (graph.offsets[from + 1] as number); e++) {
      const to = graph.targets[e] as number;
      if (to < from) continue; // each segment once
      const [bx, by] = graph.xy[to] as [number, number];
      const dx = bx - ax;
      const dy = by - ay;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
      const d = Math.hypot(ax + t * dx, ay + t * dy);
      if (!best || d < best.d) best = { d, from, to, t, len: graph.lengths[e] as number };
    }
  }
  if (!best) return null;
  return {
    snapMiles: best.d,
    seeds: [
      { node: best.from, miles: best.d + best.t * best.len },
      { node: best.to, miles: best.d + (1 - best.t) * best.len },
    ],
  };
}
