import {
  analyzeSite,
  type BestLocations,
  bestLocations,
  createEngineContext,
  type EngineContext,
  getBusinessType,
  type SiteAnalysis,
} from '@sitescout/engine';
import { loadGeodata } from '@sitescout/geodata';
import type { FinderTask, SiteTask } from './engine-task.js';

const contexts = new Map<string, EngineContext>();

/** The pack of `packDir`, loaded on this thread's first task (about 300 MB) and kept with its memoised tables. */
function contextFor(packDir: string): EngineContext {
  let ctx = contexts.get(packDir);
  if (!ctx) {
    ctx = createEngineContext(loadGeodata(packDir).view);
    contexts.set(packDir, ctx);
  }
  return ctx;
}

/**
 * Entry point of an engine thread (run by the pool in engine-pool.ts): analyses one site. A site at 50 miles takes
 * up to a couple of seconds of CPU, which must not stall the API's event loop. A task without a site only loads
 * the pack (warm-up); a task with a region runs the best-location finder.
 */
export default function analyseSiteInThread(
  task: SiteTask | FinderTask | { packDir: string; warm: true },
): SiteAnalysis | BestLocations | null {
  const ctx = contextFor(task.packDir);
  if ('region' in task)
    return bestLocations(ctx, getBusinessType(task.businessType), task.region, {
      priorities: task.priorities,
      customers: task.priorities.customers,
      rankBy: task.rankBy,
      topN: task.topN,
    });
  if (!('site' in task)) return null;
  return analyzeSite(ctx, getBusinessType(task.businessType), task.site, task.radiusMiles, task.priorities);
}
