import { authErrors } from './auth-error.js';

interface Failures {
  count: number;
  /** No attempt is looked at before this moment (ms since the epoch). */
  nextAllowedAt: number;
  lastFailureAt: number;
}

/**
 * Slows failed sign-ins down instead of locking the account: after `freeFailures` failures for a key each further
 * failure doubles the wait before the next attempt (1 s, 2 s, 4 s … up to `maxDelayMs`), answered 429 with
 * `Retry-After`. Once the wait is over the right password works again at once, so a guesser can delay the owner
 * but never lock them out. Failures are forgotten `windowMs` after the last one. In memory, per process.
 */
export class SignInBackoff {
  readonly #failures = new Map<string, Failures>();

  constructor(
    private readonly windowMs: number,
    private readonly maxDelayMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws `over_request_rate_limit` (429, with Retry-After) while any key must still wait. */
  check(keys: string[]): void {
    const now = this.now();
    for (const key of keys) {
      const entry = this.#live(key, now);
      if (entry && entry.nextAllowedAt > now) {
        throw authErrors.tooManyAttempts(Math.max(1, Math.ceil((entry.nextAllowedAt - now) / 1000)));
      }
    }
  }

  /** Counts a failure against each key; past its free failures, the key must wait before the next attempt. */
  recordFailure(keys: { key: string; freeFailures: number }[]): void {
    const now = this.now();
    if (this.#failures.size > 50_000) this.#prune(now);
    for (const { key, freeFailures } of keys) {
      const entry = this.#live(key, now) ?? { count: 0, nextAllowedAt: 0, lastFailureAt: now };
      entry.count += 1;
      entry.lastFailureAt = now;
      const over = entry.count - freeFailures;
      if (over >= 0) entry.nextAllowedAt = now + Math.min(this.maxDelayMs, 1000 * 2 ** Math.min(over, 30));
      this.#failures.set(key, entry);
    }
  }

  reset(key: string): void {
    this.#failures.delete(key);
  }

  #live(key: string, now: number): Failures | undefined {
    const entry = this.#failures.get(key);
    if (entry && now - entry.lastFailureAt > this.windowMs && entry.nextAllowedAt <= now) {
      this.#failures.delete(key);
      return undefined;
    }
    return entry;
  }

  #prune(now: number): void {
    for (const key of [...this.#failures.keys()]) this.#live(key, now);
  }
}
