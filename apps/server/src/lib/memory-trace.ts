import { appendFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

/** How often each thread writes its line when tracing is on. */
const DEFAULT_INTERVAL_MS = 15_000;

/** One line of the trace: what one thread's V8 isolate holds, next to the whole process's resident memory. */
export interface MemoryTraceLine {
  /** Milliseconds since the epoch. */
  t: number;
  /** `main`, `engine` or `render`. */
  role: string;
  thread: number;
  /** This thread's V8 heap in use and reserved (MB). */
  heapUsedMb: number;
  heapTotalMb: number;
  /** Memory outside this thread's heap held by its objects (buffers, WebAssembly memories), and of it ArrayBuffers (MB). */
  externalMb: number;
  arrayBuffersMb: number;
  /** Resident memory of the whole process, all threads together (MB). */
  rssMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * Diagnostics for memory over a long run (the soak benchmark): with MEMORY_TRACE_FILE set, this thread appends one
 * JSON line of its memory to that file now and then at most every MEMORY_TRACE_INTERVAL_MS (15 s), so growth can be
 * pinned on the API thread, an engine thread or a render thread, and on V8 heap vs buffers vs the rest of resident
 * memory (with MEMORY_TRACE_GC=1 under `--expose-gc`: what stays reachable after a full collection). Returns
 * `sample`, which a pool thread calls after each task: an idle piscina thread waits on an atomic, so its timers
 * never fire. Off (does nothing) when the variable is unset.
 */
export function startMemoryTrace(role: string, env: NodeJS.ProcessEnv = process.env): () => void {
  const file = env.MEMORY_TRACE_FILE;
  if (!file) return () => {};
  const interval = Number(env.MEMORY_TRACE_INTERVAL_MS) || DEFAULT_INTERVAL_MS;
  // Diagnostics only (the server must run with `node --expose-gc`): a full collection before each line, so the
  // heap figures are what stays reachable, not garbage V8 has not collected yet. It changes what it measures.
  const collect = env.MEMORY_TRACE_GC === '1' ? (globalThis as { gc?: () => void }).gc : undefined;
  let last = 0;
  const write = () => {
    last = Date.now();
    collect?.();
    const m = process.memoryUsage();
    const line: MemoryTraceLine = {
      t: Date.now(),
      role,
      thread: threadId,
      heapUsedMb: mb(m.heapUsed),
      heapTotalMb: mb(m.heapTotal),
      externalMb: mb(m.external),
      arrayBuffersMb: mb(m.arrayBuffers),
      rssMb: mb(m.rss),
    };
    try {
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    } catch {
      // a diagnostic never takes the server down
    }
  };
  write();
  setInterval(write, interval).unref();
  return () => {
    if (Date.now() - last >= interval) write();
  };
}
