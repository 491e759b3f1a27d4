import {
  analyzeSite,
  createEngineContext,
  type EngineContext,
  getBusinessType,
  type SiteAnalysis,
} from '@sitescout/engine';
import { loadGeodata } from '@sitescout/geodata';
import { startMemoryTrace } from '../../lib/memory-trace.js';
import type { SiteTask } from './engine-task.js';

const traceMemory = startMemoryTrace('engine');

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
 * the pack (warm-up).
 */
export default function analyseSiteInThread(task: SiteTask | { packDir: string; warm: true }): SiteAnalysis | null {
  const ctx = contextFor(task.packDir);
  if (!('site' in task)) return null;
  const analysis = analyzeSite(ctx, getBusinessType(task.businessType), task.site, task.radiusMiles, task.priorities);
  traceMemory();
  return analysis;
}
