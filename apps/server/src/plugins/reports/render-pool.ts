import { availableParallelism } from 'node:os';
import { compiledThreadFile } from '../../lib/compiled-thread-file.js';
import { createFairScheduler } from '../../lib/fair-scheduler.js';
import { createRecycledThreadPool, type RecycledThreadPool } from '../../lib/recycled-thread-pool.js';
import type { RenderTask } from './render-task.js';

/**
 * Threads for PDF rendering: all cores but one, which stays with the event loop, and at least two — with one
 * render at a time per account, a second thread means one account's 25-site report never holds every thread.
 */
export function defaultRenderThreads(): number {
  return Math.max(2, availableParallelism() - 1);
}

/** Longest a single report may take to draw (a 3-site report takes about 1.5 s here). */
const RENDER_TIMEOUT_MS = 120_000;

/** Young-generation size of a render thread (semi-spaces of 4 MB; V8's default is 16 MB ones). */
const RENDER_YOUNG_GENERATION_MB = 12;

/**
 * Old-generation cap of a render thread. Besides bounding the thread, a small cap makes V8 collect sooner: in
 * `npm run bench:rhythm` the render thread held 85-90 MB of heap instead of 125-170 MB. A 20-site report draws
 * within it; a report that does not is drawn again on a thread without the cap.
 */
export const RENDER_OLD_GENERATION_MB = 256;

/** Who a render is for when the caller names nobody (scripts, tests): they share one turn. */
const NOBODY = '';

/**
 * Renders one set of threads draws before fresh threads take over: a bound on whatever a long-lived render thread
 * still accumulates (V8 lets a thread's reserved heap grow far beyond what is reachable before collecting it, and
 * that memory stays resident). A fresh thread spends about 0.4 s of CPU loading react-pdf, and its first render is
 * slower while the code warms up.
 */
export const RENDERS_PER_THREAD_SET = 20;

export interface RenderPool {
  /** Draws the report on a thread; `account` takes turns with other accounts (one render each at a time). */
  render(task: RenderTask, account?: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** Whether a render failed because its thread ran out of heap (the thread is gone; another may draw it). */
function outOfMemory(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/**
 * A small pool of worker threads (piscina) that render PDFs. Threads start on first use, stop after a minute idle
 * and are replaced by fresh ones every {@link RENDERS_PER_THREAD_SET} renders. Renders wait in a fair queue in
 * front of the threads: at most one per account draws at a time and accounts take turns, so a burst of big
 * reports from one account delays another's by at most one render. Threads hold at most `oldGenerationMb` of old
 * generation (see {@link RENDER_OLD_GENERATION_MB}); a report that needs more is drawn again on a thread without
 * that cap.
 */
export function createRenderPool(
  threads: number = defaultRenderThreads(),
  rendersPerThreadSet: number = RENDERS_PER_THREAD_SET,
  oldGenerationMb: number = RENDER_OLD_GENERATION_MB,
): RenderPool {
  let pool: RecycledThreadPool | undefined;
  /** Threads without the old-generation cap, started for the first report that did not fit. */
  let roomy: RecycledThreadPool | undefined;
  const turns = createFairScheduler({ slots: threads, perKey: 1 });
  let closed = false;
  const threadPool = (oldGeneration: { maxOldGenerationSizeMb?: number }) =>
    createRecycledThreadPool(
      {
        filename: compiledThreadFile(new URL('./render-thread.js', import.meta.url)),
        minThreads: 0,
        maxThreads: threads,
        idleTimeout: 60_000,
        // The thread runs compiled code: never the parent's flags (under Vitest, `--conditions source` would send
        // its imports to TypeScript sources it cannot load).
        execArgv: [],
        // Between tasks the thread's event loop must run: React finishes each render's bookkeeping in a task it
        // schedules for later, and under piscina's default (an idle thread blocks on an atomic wait) it never ran, so
        // every report drawn stayed reachable — fiber root, element tree and laid-out document, 2–3 MB for a one-site
        // report. Measured with heap snapshot files after the 3rd and the 12th of 12 different reports: 31.8 → 66.7
        // MB with the default, 28.6 → 29.0 MB with atomics disabled.
        atomics: 'disabled',
        // A render's garbage is collected as it goes instead of growing the thread's heap, which stays resident
        // until the thread is replaced (a PDF is not on the path to a visible result).
        resourceLimits: { maxYoungGenerationSizeMb: RENDER_YOUNG_GENERATION_MB, ...oldGeneration },
        // React's production build draws the reports (its development build is several times slower and checks
        // every element): whatever NODE_ENV the server runs with, since production-mode start-up has other rules.
        env: { ...process.env, NODE_ENV: 'production' },
      },
      rendersPerThreadSet,
    );
  // Bounded: a thread that cannot start or a render that never ends fails the request (or job, which retries).
  const run = async (threads: RecycledThreadPool, task: RenderTask) =>
    (await threads.run(task, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) })) as Uint8Array;
  const draw = async (task: RenderTask) => {
    if (closed) throw new Error('the report renderer has stopped');
    pool ??= threadPool({ maxOldGenerationSizeMb: oldGenerationMb });
    let bytes: Uint8Array;
    try {
      bytes = await run(pool, task);
    } catch (error) {
      if (!outOfMemory(error) || closed) throw error;
      roomy ??= threadPool({});
      bytes = await run(roomy, task);
    }
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  return {
    render: (task, account = NOBODY) => turns.run(account, () => draw(task)),
    async close() {
      // Renders already drawing finish first (a download in flight at shutdown is still answered).
      closed = true;
      await Promise.all([pool?.close(), roomy?.close()]);
      pool = undefined;
      roomy = undefined;
    },
  };
}
