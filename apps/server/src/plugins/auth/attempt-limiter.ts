import { authErrors } from './auth-error.js';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Counts attempts per key (an account, an IP) in a fixed window and refuses further attempts once a key
 * reaches its limit. In memory: one server process holds the counters, which is how SiteScout is deployed;
 * a restart forgets them, which only ever helps the legitimate user.
 */
export class AttemptLimiter {
  readonly #windows = new Map<string, Window>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws `over_request_rate_limit` (429) when any key has used up its `limit`. */
  check(keys: { key: string; limit: number }[]): void {
    const now = this.now();
    for (const { key, limit } of keys) {
      const window = this.#windows.get(key);
      if (window && window.resetAt > now && window.count >= limit) {
        throw authErrors.tooManyAttempts(Math.ceil((window.resetAt - now) / 1000));
      }
    }
  }

  /** Counts one attempt (a failure, or a message sent) against each key. */
  record(keys: string[]): void {
    const now = this.now();
    if (this.#windows.size > 50_000) this.#prune(now);
    for (const key of keys) {
      const window = this.#windows.get(key);
      if (!window || window.resetAt <= now) this.#windows.set(key, { count: 1, resetAt: now + this.windowMs });
      else window.count += 1;
    }
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #prune(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
