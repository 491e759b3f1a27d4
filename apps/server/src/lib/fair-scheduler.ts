/** Runs tasks on a few shared slots (worker threads) so that no one account can hold them all. */
export interface FairScheduler {
  /**
   * Runs `task` once a slot is free: at most `slots` tasks at once in all, at most `perKey` of them for one `key`
   * (an account), and waiting keys take turns — a key that just had a task goes behind every other waiting key.
   * So one account's long queue delays another account's task by at most the tasks already running.
   */
  run<T>(key: string, task: () => Promise<T>, options?: RunOptions): Promise<T>;
  /** Tasks of `key` running or waiting now. */
  load(key: string): number;
}

export interface RunOptions {
  /**
   * The task may also take a slot beyond its key's `perKey` share when that slot would otherwise stay idle (no other
   * key has a task waiting that it may start). For short, many-part work (a batch's slices): one account then uses
   * every idle thread, and another account's task still starts as soon as one of those short tasks ends.
   */
  useIdleSlots?: boolean;
}

interface Waiting {
  start: () => void;
  useIdleSlots: boolean;
}

export function createFairScheduler(options: { slots: number; perKey?: number }): FairScheduler {
  const { slots } = options;
  const perKey = options.perKey ?? 1;
  const waiting = new Map<string, Waiting[]>();
  const running = new Map<string, number>();
  // When each key last got a slot: the waiting key served longest ago (or never) goes next.
  const lastServed = new Map<string, number>();
  let turn = 0;
  let busy = 0;

  const nextKey = (): string | undefined => {
    // Keys within their share first; only when none is waiting may a task that can use idle slots go beyond it.
    for (const beyondShare of [false, true]) {
      let best: string | undefined;
      for (const [key, queue] of waiting) {
        if (queue.length === 0) continue;
        const withinShare = (running.get(key) ?? 0) < perKey;
        if (beyondShare ? !queue[0]?.useIdleSlots : !withinShare) continue;
        if (best === undefined || (lastServed.get(key) ?? 0) < (lastServed.get(best) ?? 0)) best = key;
      }
      if (best !== undefined) return best;
    }
    return undefined;
  };

  const dispatch = () => {
    while (busy < slots) {
      const key = nextKey();
      const item = key === undefined ? undefined : waiting.get(key)?.shift();
      if (key === undefined || !item) return;
      if (waiting.get(key)?.length === 0) waiting.delete(key);
      busy++;
      running.set(key, (running.get(key) ?? 0) + 1);
      lastServed.set(key, ++turn);
      item.start();
    }
  };

  const finished = (key: string) => {
    busy--;
    const left = (running.get(key) ?? 1) - 1;
    if (left > 0) running.set(key, left);
    else running.delete(key);
    if (!running.has(key) && !waiting.has(key)) lastServed.delete(key);
    dispatch();
  };

  return {
    run<T>(key: string, task: () => Promise<T>, options: RunOptions = {}): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          Promise.resolve()
            .then(task)
            .then(
              (value) => {
                finished(key);
                resolve(value);
              },
              (error: unknown) => {
                finished(key);
                reject(error);
              },
            );
        };
        const item = { start, useIdleSlots: options.useIdleSlots === true };
        const queue = waiting.get(key);
        if (queue) queue.push(item);
        else waiting.set(key, [item]);
        dispatch();
      });
    },
    load: (key) => (running.get(key) ?? 0) + (waiting.get(key)?.length ?? 0),
  };
}
