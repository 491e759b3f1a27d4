import { Piscina } from 'piscina';
import { compiledThreadFile } from './compiled-thread-file.js';

/**
 * One worker thread for a kind of CPU-heavy request work (scoring a password, parsing an upload), created on first
 * use and stopped after 30 s idle. It runs at lower priority (`nice` +10), so a flood of such requests takes CPU
 * from the API and the analyses last. `entry` is the thread module, e.g. `new URL('./x-thread.js', import.meta.url)`.
 */
export function oneNiceThread(entry: URL): { run(task: unknown): Promise<unknown>; close(): Promise<void> } {
  let pool: Piscina | undefined;
  return {
    run(task) {
      pool ??= new Piscina({
        filename: compiledThreadFile(entry),
        minThreads: 0,
        maxThreads: 1,
        idleTimeout: 30_000,
        niceIncrement: 10,
        execArgv: [],
      });
      return pool.run(task);
    },
    async close() {
      const running = pool;
      pool = undefined;
      await running?.close();
    },
  };
}
