import {
  analyzeSite,
  type BestLocations,
  bestLocations,
  createEngineContext,
  type EngineContext,
  EngineInputError,
  getBusinessType,
  type SiteAnalysis,
} from '@sitescout/engine';
import { loadGeodata } from '@sitescout/geodata';
import { batchRowScore } from '../batches/batch-row-score.js';
import type { BatchSiteOutcome, BatchTask } from '../batches/batch-task.js';
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
  task: SiteTask | FinderTask | BatchTask | { packDir: string; warm: true },
): SiteAnalysis | BestLocations | BatchSiteOutcome[] | null {
  const ctx = contextFor(task.packDir);
  if ('sites' in task) return scoreBatchSlice(ctx, task);
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

/** A batch slice: each site's score summary (not the whole analysis, which would be cloned back for nothing). */
function scoreBatchSlice(ctx: EngineContext, task: BatchTask): BatchSiteOutcome[] {
  const type = getBusinessType(task.businessType);
  return task.sites.map((site) => {
    try {
      return { ok: true, score: batchRowScore(analyzeSite(ctx, type, site, task.radiusMiles, task.priorities)) };
    } catch (error) {
      if (error instanceof EngineInputError) return { ok: false, error: error.message };
      throw error;
    }
  });
}
