import type { LatLon } from '@sitescout/geodata';
import { nearestRank } from '@sitescout/shared';
import type { EngineContext } from '../analysis/engine-context.js';
import { buildWalksheds, MAX_SNAP_MILES, WALK_MINUTES, walkMiles } from '../trade-area/build-walksheds.js';
import { walkDistances } from '../trade-area/walk-distances.js';
import { buildWalkGraph } from '../trade-area/walk-graph.js';
import { reachedPoints, walkOutline } from '../trade-area/walk-outline.js';
import { snapToStreet } from '../trade-area/walk-snap.js';

const ms = (v: number) => `${v.toFixed(1)} ms`;

const percentile = (ascending: readonly number[], p: number): number => nearestRank(ascending, p / 100) ?? 0;

/** The outlines alone: street lines, graph, snap, shortest paths and the three hulls (no apportioning). */
function outlines(ctx: EngineContext, site: LatLon): void {
  const maxMiles = walkMiles(Math.max(...WALK_MINUTES));
  const graph = buildWalkGraph(ctx.geo.streetLinesWithin(site, maxMiles + MAX_SNAP_MILES), site);
  const snap = snapToStreet(graph);
  if (!snap) return;
  const dist = walkDistances(graph, snap.seeds, maxMiles);
  for (const minutes of WALK_MINUTES)
    walkOutline(reachedPoints(graph, dist, walkMiles(minutes), [site.lon, site.lat]).points);
}

/**
 * Walkshed latency over the sites inside the street data: the outlines (graph, shortest paths, hulls) and the
 * whole walk-time trade area (plus residents and households by clipped tracts). Prints figures only.
 */
export function benchWalksheds(ctx: EngineContext, sites: readonly LatLon[]): void {
  const inStreets = sites.filter((s) => buildWalksheds(ctx.geo, s).covered);
  if (inStreets.length === 0) {
    console.log('walksheds: no site inside the street data (no street lines in the pack)');
    return;
  }
  const time = (f: (s: LatLon) => unknown) =>
    inStreets
      .map((s) => {
        const start = performance.now();
        f(s);
        return performance.now() - start;
      })
      .sort((a, b) => a - b);
  const shapes = time((s) => outlines(ctx, s));
  const whole = time((s) => buildWalksheds(ctx.geo, s));
  console.log(
    `walksheds 5/10/15 min, ${inStreets.length} Chicago sites: outlines (graph, shortest paths, hulls) p50 ${ms(percentile(shapes, 50))}, p95 ${ms(percentile(shapes, 95))}; with residents and households (tracts clipped) p50 ${ms(percentile(whole, 50))}, p95 ${ms(percentile(whole, 95))}`,
  );
}
