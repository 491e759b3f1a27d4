import type { Database } from '../../db/database.js';
import type { CounterStore } from './counter-store.js';
import { createMemoryCounterStore } from './memory-counter-store.js';
import { createPostgresCounterStore } from './postgres-counter-store.js';
import { createRedisCounterStore } from './redis-counter-store.js';

export type { CounterStore } from './counter-store.js';
export { rateLimitStore } from './rate-limit-store.js';

/**
 * Where rate limits count: Redis when REDIS_URL is set, else PostgreSQL when the database is a shared server
 * (several API processes may serve one client), else this process's memory (embedded PGlite: one process).
 */
export function createCounterStore(options: { redisUrl: string | undefined; database: Database }): CounterStore {
  if (options.redisUrl) return createRedisCounterStore(options.redisUrl);
  if (options.database.kind === 'postgres') return createPostgresCounterStore(options.database.sql);
  return createMemoryCounterStore();
}
