import type { CounterStore } from '../../infra/counters/index.js';
import type { FinderUsage } from './finder-schemas.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of the next UTC day after `now`. */
function nextUtcMidnight(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS);
}

/**
 * Free finder searches per account and UTC day, counted in the shared counters (memory, PostgreSQL or Redis), so
 * several API processes give an account the limit once. The key names the day, so the count starts over at midnight.
 */
export function createFinderQuota(counters: CounterStore, limit: number, clock: () => Date = () => new Date()) {
  const keyOf = (userId: string, now: Date) => `finder:${userId}:${now.toISOString().slice(0, 10)}`;
  const usage = (used: number, now: Date): FinderUsage => ({
    used: Math.min(used, limit),
    limit,
    resetsAt: nextUtcMidnight(now).toISOString(),
  });
  return {
    async usage(userId: string): Promise<FinderUsage> {
      const now = clock();
      return usage((await counters.peek(keyOf(userId, now))).count, now);
    },

    /** Counts one search, unless today's are used up: then `allowed` is false and nothing is counted. */
    async take(userId: string): Promise<{ allowed: boolean; usage: FinderUsage; retryAfterSeconds: number }> {
      const now = clock();
      const key = keyOf(userId, now);
      const untilMidnight = nextUtcMidnight(now).getTime() - now.getTime();
      const retryAfterSeconds = Math.ceil(untilMidnight / 1000);
      const before = (await counters.peek(key)).count;
      if (before >= limit) return { allowed: false, usage: usage(before, now), retryAfterSeconds };
      const { count } = await counters.increment(key, untilMidnight + 60_000);
      return { allowed: true, usage: usage(count, now), retryAfterSeconds };
    },
  };
}
