import type { CounterStore } from '../../infra/counters/index.js';
import { authErrors } from './auth-error.js';

/**
 * Slows failed sign-ins down instead of locking the account: after `freeFailures` failures for a key each further
 * failure doubles the wait before the next attempt (1 s, 2 s, 4 s … up to `maxDelayMs`), answered 429 with
 * `Retry-After`. Once the wait is over the right password works again at once, so a guesser can delay the owner
 * but never lock them out. Failures count in a window of `windowMs` from the first one. Counted in the app's
 * {@link CounterStore} (two counters per key: failures, and the current wait), so several API processes share
 * them: a guesser alternating between processes waits as long as one hitting a single process.
 */
export class SignInBackoff {
  constructor(
    private readonly counters: CounterStore,
    private readonly windowMs: number,
    private readonly maxDelayMs: number,
  ) {}

  /** Throws `over_request_rate_limit` (429, with Retry-After) while any key must still wait. */
  async check(keys: string[]): Promise<void> {
    for (const key of keys) {
      const wait = await this.counters.peek(waitKey(key));
      if (wait.count > 0) throw authErrors.tooManyAttempts(Math.max(1, Math.ceil(wait.resetInMs / 1000)));
    }
  }

  /** Counts a failure against each key; past its free failures, the key must wait before the next attempt. */
  async recordFailure(keys: { key: string; freeFailures: number }[]): Promise<void> {
    for (const { key, freeFailures } of keys) {
      const { count } = await this.counters.increment(failuresKey(key), this.windowMs);
      const over = count - freeFailures;
      if (over >= 0) {
        await this.counters.increment(waitKey(key), Math.min(this.maxDelayMs, 1000 * 2 ** Math.min(over, 30)));
      }
    }
  }

  async reset(key: string): Promise<void> {
    await this.counters.reset(failuresKey(key));
    await this.counters.reset(waitKey(key));
  }
}

const failuresKey = (key: string) => `sign-in-failures:${key}`;
const waitKey = (key: string) => `sign-in-wait:${key}`;
