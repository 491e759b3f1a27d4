import {
  analyzeSite,
  type BestLocations,
  BUSINESS_TYPES,
  bestLocations,
  createEngineContext,
  type EngineContext,
  EngineInputError,
  getBusinessType,
  type ReportSection,
  reportNotice,
  type SiteAnalysis,
  scoreSite,
  siteSummary,
} from '@sitescout/engine';
import { createOverlaidView, type GeoView, loadGeodata, type OverlaidView } from '@sitescout/geodata';
import { type ShardSet, ShardViews } from '@sitescout/geodata/shards';
import { workerData } from 'piscina';
import { startMemoryTrace } from '../../lib/memory-trace.js';
import type { BatchSiteOutcome, BatchTask } from './batch-task.js';
import type { EngineThreadData } from './engine-pool.js';
import type { FinderTask, NoticeTask, SiteTask } from './engine-task.js';

const traceMemory = startMemoryTrace('engine');

/** A view with the county overlays watched over it, and the engine context of the current composed view. */
interface ViewContext {
  overlaid: OverlaidView;
  view: GeoView;
  ctx: EngineContext;
}

/** Per pack folder: the main pack with the county overlays watched, and the engine context of the current view. */
const contexts = new Map<string, ViewContext>();

/** Tables the main thread shares for its pack (undefined when the pool was started before it had loaded one). */
const fromMain = workerData as EngineThreadData | undefined;

/**
 * The pack of `packDir`, loaded on this thread's first task and kept with its memoised tables; the tables the main
 * thread shares are read in place, not decoded again. County overlays built since (data on demand) are loaded
 * before the next task: only the new county's small pack is read, and the context starts over on the new view.
 */
function contextFor(packDir: string): EngineContext {
  let entry = contexts.get(packDir);
  if (!entry) {
    const shared = fromMain?.packDir === packDir ? fromMain.shared : undefined;
    entry = overlaidContext(packDir, loadGeodata(packDir, shared ? { shared } : {}).view);
    contexts.set(packDir, entry);
  }
  return currentContext(entry);
}

function overlaidContext(packDir: string, view: GeoView): ViewContext {
  return { overlaid: createOverlaidView(packDir, view), view, ctx: createEngineContext(view) };
}

/** The entry's context, started over on the overlaid view when a county overlay was added since. */
function currentContext(entry: ViewContext): EngineContext {
  const view = entry.overlaid.view();
  if (view !== entry.view) {
    entry.view = view;
    entry.ctx = createEngineContext(view);
  }
  return entry.ctx;
}

/** State shards: the view of the shards the API thread loaded for the last task (the base from the start data). */
let shardViews: ShardViews | undefined;
let sharded: { shardView: GeoView; entry: ViewContext } | undefined;

/**
 * The context over the shards a task carries (the base and the states it reaches): composed again, and its
 * memoised tables dropped with the old view, only when the task needs a state the last view does not hold (a task
 * whose states are a subset of the view's keeps it: less churn), so a thread holds one task's states, never more.
 */
function shardContextFor(packDir: string, set: ShardSet): EngineContext {
  if (!shardViews) {
    shardViews = new ShardViews();
    if (fromMain?.shards) shardViews.keep(fromMain.shards.base);
  }
  const shardView = shardViews.view(set, { keepSuperset: true });
  if (sharded?.shardView !== shardView) sharded = { shardView, entry: overlaidContext(packDir, shardView) };
  return currentContext(sharded.entry);
}

/**
 * Builds what the pack builds on first use (coverage grids and indexes: about 13 s of CPU here, far more on a busy
 * machine) by analysing one site at the first ZIP of the pack. Done in the warm-up, which has no time limit: a
 * first real site would otherwise spend it against its own timeout, and a thread stopped at the timeout loses
 * it all, so on a busy machine no analysis could ever finish.
 */
function prepare(ctx: EngineContext): void {
  const point = ctx.geo.areas('zcta')[0]?.internalPoint;
  const type = BUSINESS_TYPES[0];
  if (!point || !type) return;
  analyzeSite(ctx, type, { label: 'warm-up', lat: point.lat, lon: point.lon, precision: 'coordinates' }, 1, {});
}

/**
 * Entry point of an engine thread (run by the pool in engine-pool.ts): analyses one site. A site at 50 miles takes
 * up to a couple of seconds of CPU, which must not stall the API's event loop. A task without a site only loads
 * the pack and prepares it (warm-up); a task with a region runs the best-location finder; one with sites scores
 * a batch slice. A task with `shards` reads those shards (engine-shards.ts) instead of the whole pack.
 */
export default function analyseSiteInThread(
  task: (SiteTask | NoticeTask | FinderTask | BatchTask | { packDir: string; warm: true }) & { shards?: ShardSet },
): SiteAnalysis | BestLocations | BatchSiteOutcome[] | ReportSection[] | null {
  const ctx = task.shards ? shardContextFor(task.packDir, task.shards) : contextFor(task.packDir);
  if ('notice' in task)
    return reportNotice(ctx, getBusinessType(task.businessType), task.site, task.radiusMiles, task.priorities);
  if ('sites' in task) {
    const outcomes = scoreBatchSlice(ctx, task);
    traceMemory();
    return outcomes;
  }
  if ('region' in task)
    return bestLocations(ctx, getBusinessType(task.businessType), task.region, {
      priorities: task.priorities,
      customers: task.priorities.customers,
      rankBy: task.rankBy,
      topN: task.topN,
    });
  if (!('site' in task)) {
    prepare(ctx);
    traceMemory();
    return null;
  }
  const analysis = analyzeSite(ctx, getBusinessType(task.businessType), task.site, task.radiusMiles, task.priorities);
  traceMemory();
  return analysis;
}

/**
 * A batch slice: each site's score summary, from the engine's scoring path (the report's own score, competitor
 * estimate and forecast, without the sections only a report shows), not the whole analysis.
 */
function scoreBatchSlice(ctx: EngineContext, task: BatchTask): BatchSiteOutcome[] {
  const type = getBusinessType(task.businessType);
  return task.sites.map((site) => {
    try {
      return {
        ok: true,
        score: siteSummary(scoreSite(ctx, type, site, task.radiusMiles, task.priorities), site.precision ?? null),
      };
    } catch (error) {
      if (error instanceof EngineInputError) return { ok: false, error: error.message };
      throw error;
    }
  });
}
