import type { BestLocations, ReportSection, SiteAnalysis } from '@sitescout/engine';
import type { SharedPack } from '@sitescout/geodata';
import { Piscina } from 'piscina';
import { wholeNumber } from '../../config/env-parsers.js';
import { compiledThreadFile } from '../../lib/compiled-thread-file.js';
import { createFairScheduler } from '../../lib/fair-scheduler.js';
import { createRecycledThreadPool, type RecycledThreadPool } from '../../lib/recycled-thread-pool.js';
import type { BatchSiteOutcome, BatchTask } from './batch-task.js';
import type { EngineShards, EngineTask, ThreadShards } from './engine-shards.js';
import type { FinderTask, NoticeTask, SiteTask } from './engine-task.js';

/** Longest one site may take (a 50-mile site takes a couple of seconds here). */
const SITE_TIMEOUT_MS = 120_000;

/**
 * Young-generation size of an engine thread (48 MB: semi-spaces of 16 MB). ENGINE_YOUNG_GENERATION_MB overrides it.
 * A busy thread touches all of it, so it is resident memory per thread: 192 MB (semi-spaces of 64 MB) cost about
 * 90 MB more per thread, and on 2026-11-26 (load average 12-14, one thread, 42 Chicago one-site analyses, runs
 * interleaved) it bought no engine time that the machine's noise did not swamp: 15.4-27.0 s with 192 MB,
 * 7.4-16.5 s with 48 MB.
 */
const YOUNG_GENERATION_MB = Number(process.env.ENGINE_YOUNG_GENERATION_MB) || 48;

/**
 * With state shards: the engine threads are replaced by fresh ones after this many tasks that move to other states
 * than the task before (ENGINE_RECYCLE_STATE_CHANGES, default 6; 0 never). A thread composes a new view, and builds
 * its tables again, for each new set of states, and V8 and the allocator keep the memory that churn touched
 * (docs/benchmarks/2026-11-28-national-shards.md): a thread that stops gives it all back. A fresh thread costs its
 * start (the base arrives shared in its start data) and little else: a task in other states composes its view
 * anyway. A server whose tasks stay in the same states never replaces its threads.
 */
const RECYCLE_AFTER_STATE_CHANGES = wholeNumber(process.env, 'ENGINE_RECYCLE_STATE_CHANGES', 6);

/** Runs the analysis engine on worker threads, one site per task, accounts taking turns. */
export interface EnginePool {
  /** Engine threads: how many tasks can run at once. */
  readonly threads?: number;
  /** Analyses one site for `account` (its id): waits for a thread, behind at most one task of each other account. */
  analyseSite(account: string, task: SiteTask): Promise<SiteAnalysis>;
  /** What a report at one site would hold, section by section (the quote before payment), taking turns like a site. */
  notice(account: string, task: NoticeTask): Promise<ReportSection[]>;
  /** Runs the best-location finder for `account`, taking turns with analyses like one site does. */
  find(account: string, task: FinderTask): Promise<BestLocations>;
  /**
   * Scores a slice of a batch for `account` as one task (its turn is one slice, not the whole batch). Slices may run
   * on several threads at once when no other account is waiting.
   */
  scoreBatch(account: string, task: BatchTask): Promise<BatchSiteOutcome[]>;
  /** Loads the data pack on every thread ahead of the first job. */
  warm(packDir: string): Promise<void>;
  close(): Promise<void>;
}

/** What engine threads get when they start: the tables the main thread holds in shared memory for `packDir`. */
export interface EngineThreadData {
  packDir: string;
  /** The whole pack (absent when the threads read state shards only). */
  shared?: SharedPack;
  /** With state shards: the base shard, which every task's view is composed over. */
  shards?: ThreadShards;
}

/**
 * A fixed pool of `threads` engine threads (ANALYSIS_THREADS, default 1). Each reads the shared tables the main
 * thread already holds (`shared()`, asked when the threads start: the pack is loaded by then) and decodes the rest
 * of the pack for itself, so keep it small. Sites go in one task each and accounts take turns between them, so a
 * 25-site job of one account holds a thread for one site at a time, not for the whole job. With `shards`, each
 * task reads the state shards it needs (loaded on this thread before it is handed over) instead of the whole pack.
 */
export function createEnginePool(
  threads: number,
  shared: () => EngineThreadData | undefined = () => undefined,
  shards?: EngineShards,
  options: { recycleAfterStateChanges?: number } = {},
): EnginePool {
  let pool: Piscina | RecycledThreadPool | undefined;
  let closed = false;
  let warming = 0;
  const turns = createFairScheduler({ slots: threads, perKey: 1 });
  const recycleAfter = shards ? (options.recycleAfterStateChanges ?? RECYCLE_AFTER_STATE_CHANGES) : 0;
  // The states of the last task handed over ('' before any): a task elsewhere counts toward replacing the threads.
  let lastStates = '';
  const threadPool = () => {
    if (closed) throw new Error('the analysis engine has stopped');
    if (pool) return pool;
    const settings = {
      filename: compiledThreadFile(new URL('./engine-thread.js', import.meta.url)),
      minThreads: threads,
      maxThreads: threads,
      // Threads keep the loaded pack: never stop them for being idle.
      idleTimeout: Number.POSITIVE_INFINITY,
      // Compiled code only: never the parent's flags (under Vitest, `--conditions source`).
      execArgv: [],
      // A site's many short-lived objects die in the young generation; its size is resident memory per thread.
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      // SharedArrayBuffers are shared with the threads, not copied.
      workerData: shared(),
    };
    pool = recycleAfter > 0 ? createRecycledThreadPool(settings, recycleAfter) : new Piscina(settings);
    return pool;
  };
  const run = (task: EngineTask | NoticeTask) => {
    const p = threadPool();
    const signal = AbortSignal.timeout(SITE_TIMEOUT_MS);
    if (!shards) return p.run(task, { signal });
    const placed = shards.place(task);
    const states = placed.shards.states.map((s) => s.key).join(',');
    const moved = states !== lastStates;
    lastStates = states;
    return 'destroy' in p ? p.run(placed, { signal }) : p.run(placed, { signal }, moved);
  };
  return {
    threads,
    analyseSite: (account, task) =>
      turns.run(account, async () => {
        const analysis = (await run(task)) as SiteAnalysis;
        return analysis;
      }),
    notice: (account, task) => turns.run(account, async () => (await run(task)) as ReportSection[]),
    find: (account, task) => turns.run(account, async () => (await run(task)) as BestLocations),
    // A slice is short: a batch may use every idle thread, and another account's task waits for one slice at most.
    scoreBatch: (account, task) =>
      turns.run(account, async () => (await run(task)) as BatchSiteOutcome[], { useIdleSlots: true }),
    async warm(packDir) {
      const p = threadPool();
      warming += 1;
      try {
        const warm = { packDir, warm: true as const };
        const task = shards ? shards.place(warm) : warm;
        await Promise.all(
          Array.from({ length: threads }, () => ('destroy' in p ? p.run(task) : p.run(task, undefined, false))),
        );
      } catch (error) {
        // Stopped by close() (shutdown): not a failure to load the pack.
        if (!closed) throw error;
      } finally {
        warming -= 1;
      }
    },
    async close() {
      closed = true;
      // A warm-up (loading and preparing the pack: many seconds of CPU) is not waited for at shutdown: its
      // threads are stopped, the work is lost anyway. Sites already running finish first.
      if (pool && 'destroy' in pool) {
        if (warming > 0) await pool.destroy();
        else await pool.close({ force: true });
      } else await pool?.close();
      pool = undefined;
    },
  };
}
