import { type CounterStore, NO_COUNT, type WindowCount } from './counter-store.js';

interface Window {
  count: number;
  resetAt: number;
}

/** Most keys kept before expired windows are swept out (one pass, when the map grows past it). */
const SWEEP_AT = 50_000;

/** Counters in this process's memory: right for one process (the embedded default); a restart forgets them. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, Window>();
  const live = (key: string, at: number) => {
    const window = windows.get(key);
    return window && window.resetAt > at ? window : undefined;
  };
  const view = (window: Window | undefined, at: number): WindowCount =>
    window ? { count: window.count, resetInMs: window.resetAt - at } : NO_COUNT;
  return {
    kind: 'memory',
    async increment(key, windowMs) {
      const at = now();
      if (windows.size > SWEEP_AT) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
      const window = live(key, at) ?? { count: 0, resetAt: at + windowMs };
      window.count += 1;
      windows.set(key, window);
      return view(window, at);
    },
    async peek(key) {
      const at = now();
      return view(live(key, at), at);
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
