import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { RenderTask } from './render-task.js';

/**
 * The compiled thread entry. Under Vitest this module runs from src/ as TypeScript, which a worker thread cannot
 * load, so it always points at dist/ (built by `tsc -b`, which `npm test` runs first).
 */
function threadFile(): string {
  const here = fileURLToPath(new URL('./render-thread.js', import.meta.url));
  const file = here.replace(/\/src\/plugins\/reports\//, '/dist/plugins/reports/');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the server first (npx tsc -b)`);
  return file;
}

/** Threads for PDF rendering: all cores but one, which stays with the event loop; at least one. */
export function defaultRenderThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** Longest a single report may take to draw (a 3-site report takes about 1.5 s here). */
const RENDER_TIMEOUT_MS = 120_000;

export interface RenderPool {
  render(task: RenderTask): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * A small pool of worker threads (piscina) that render PDFs. Threads start on first use and stop after a minute
 * idle; queued renders wait their turn rather than piling onto the CPU at once.
 */
export function createRenderPool(threads: number = defaultRenderThreads()): RenderPool {
  let pool: Piscina | undefined;
  return {
    async render(task) {
      pool ??= new Piscina({
        filename: threadFile(),
        minThreads: 0,
        maxThreads: threads,
        idleTimeout: 60_000,
        // The thread runs compiled code: never the parent's flags (under Vitest, `--conditions source` would send
        // its imports to TypeScript sources it cannot load).
        execArgv: [],
      });
      // Bounded: a thread that cannot start or a render that never ends fails the request (or job, which retries).
      const bytes = (await pool.run(task, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) })) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async close() {
      // Renders already asked for finish first (a download in flight at shutdown is still answered).
      await pool?.close();
      pool = undefined;
    },
  };
}
