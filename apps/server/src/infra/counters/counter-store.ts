/** A count in a fixed window: how many so far, and how long until the window ends and the count starts over. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Counters in fixed time windows, keyed by a string (an IP address, an account, a route): what every rate limit and
 * sign-in limit counts with. One process keeps them in memory; several processes share PostgreSQL or Redis, so a
 * client spread over N API processes gets each limit once, not N times.
 */
export interface CounterStore {
  /** Where the counts live: `memory` (this process only), `postgres` or `redis` (shared by every process). */
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Adds one to `key`, starting a window of `windowMs` when none is running; the count after adding. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** The count of `key` now, without adding (0 outside a window). */
  peek(key: string): Promise<WindowCount>;
  /** Forgets `key` (e.g. a successful sign-in clears the account's failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export const NO_COUNT: WindowCount = { count: 0, resetInMs: 0 };
