import type { CounterStore } from '../../infra/counters/index.js';
import { authErrors } from './auth-error.js';

/**
 * Counts attempts per key (an account, an IP) in a fixed window and refuses further attempts once a key reaches its
 * limit, with Retry-After until the window ends. Counted in the app's {@link CounterStore}: in memory for one
 * process, in PostgreSQL or Redis when several processes serve, so the limit holds across all of them.
 */
export class AttemptLimiter {
  constructor(
    private readonly counters: CounterStore,
    /** Keeps these counts apart from every other limiter's (e.g. `sign-in`, `send`). */
    private readonly namespace: string,
    private readonly windowMs: number,
  ) {}

  /** Throws `over_request_rate_limit` (429) when any key has used up its `limit`. */
  async check(keys: { key: string; limit: number }[]): Promise<void> {
    for (const { key, limit } of keys) {
      const { count, resetInMs } = await this.counters.peek(this.#key(key));
      if (count >= limit) throw authErrors.tooManyAttempts(Math.max(1, Math.ceil(resetInMs / 1000)));
    }
  }

  /** Counts one attempt (a failure, or a message sent) against each key. */
  async record(keys: string[]): Promise<void> {
    for (const key of keys) await this.counters.increment(this.#key(key), this.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.counters.reset(this.#key(key));
  }

  #key(key: string): string {
    return `${this.namespace}:${key}`;
  }
}
