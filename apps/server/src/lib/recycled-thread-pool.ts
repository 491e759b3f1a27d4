import { Piscina } from 'piscina';

type PoolOptions = NonNullable<ConstructorParameters<typeof Piscina>[0]>;
type RunOptions = Parameters<Piscina['run']>[1];

/** A piscina pool whose threads are replaced by fresh ones after a fixed number of tasks. */
export interface RecycledThreadPool {
  /**
   * `counted` false: the task does not count toward `tasksPerSet` and never starts a fresh set (it runs on the
   * current one, past its count if need be).
   */
  run(task: unknown, options?: RunOptions, counted?: boolean): Promise<unknown>;
  /** Waits for every task already running, on current and retiring threads, then stops all threads. */
  close(): Promise<void>;
}

/**
 * For threads whose memory grows with the tasks they run (a library's caches, a lazily collected heap): after
 * `tasksPerSet` tasks the current set of threads takes no more work, finishes what it is running and stops (its
 * heap goes with it), and the next task starts a fresh set from `options`. The pool is created on the first task.
 */
export function createRecycledThreadPool(options: PoolOptions, tasksPerSet: number): RecycledThreadPool {
  if (!Number.isInteger(tasksPerSet) || tasksPerSet < 1) throw new Error('tasksPerSet must be a positive integer');
  interface ThreadSet {
    pool: Piscina;
    /** Tasks handed to this set so far, and of them not yet finished. */
    given: number;
    unfinished: number;
    retired: boolean;
    closing: boolean;
    /** Resolves once the set's threads have stopped. */
    stopped: Promise<void>;
    markStopped: () => void;
  }
  let current: ThreadSet | undefined;
  const sets = new Set<ThreadSet>();
  // Piscina's close() waits only for tasks already on a thread and drops those still queued, so a set is closed
  // when its last task has finished, not when it is retired.
  const stopIfDone = (set: ThreadSet) => {
    if (!set.retired || set.unfinished > 0 || set.closing) return;
    set.closing = true;
    set.pool.close().finally(() => {
      sets.delete(set);
      set.markStopped();
    });
  };
  const newSet = (): ThreadSet => {
    let markStopped = () => {};
    const stopped = new Promise<void>((resolve) => {
      markStopped = resolve;
    });
    const set = { pool: new Piscina(options), given: 0, unfinished: 0, retired: false, closing: false };
    return { ...set, stopped, markStopped };
  };
  return {
    run(task, runOptions, counted = true) {
      // An uncounted task stays on the current set even past its count: only a counted one starts a fresh set.
      if (counted && current && current.given >= tasksPerSet) {
        current.retired = true;
        stopIfDone(current);
        current = undefined;
      }
      if (!current) {
        current = newSet();
        sets.add(current);
      }
      const set = current;
      if (counted) set.given += 1;
      set.unfinished += 1;
      return set.pool.run(task, runOptions).finally(() => {
        set.unfinished -= 1;
        stopIfDone(set);
      });
    },
    async close() {
      current = undefined;
      const all = [...sets];
      for (const set of all) {
        set.retired = true;
        stopIfDone(set);
      }
      await Promise.all(all.map((set) => set.stopped));
    },
  };
}
