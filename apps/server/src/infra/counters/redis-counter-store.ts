import { Redis } from 'ioredis';
import { type CounterStore, NO_COUNT } from './counter-store.js';

/** Keys are namespaced so SiteScout can share a Redis with other programs. */
const PREFIX = 'sitescout:counter:';

/** INCR, and on the first count the window's expiry, in one atomic script. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/**
 * Counters in Redis (REDIS_URL), shared by every process; each key expires with its window. Commands fail fast
 * while Redis is away (no offline queue), so a request is never held waiting for it.
 */
export function createRedisCounterStore(url: string): CounterStore {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // A lost connection is retried by the client; an error event with no listener would end the process.
  redis.on('error', () => {});
  let connected: Promise<void> | undefined;
  const ready = () => {
    connected ??= redis.connect().catch((error: unknown) => {
      connected = undefined;
      throw error;
    });
    return connected;
  };
  return {
    kind: 'redis',
    async increment(key, windowMs) {
      await ready();
      const [count, ttl] = (await redis.eval(INCREMENT, 1, PREFIX + key, String(windowMs))) as [number, number];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      await ready();
      const [count, ttl] = await Promise.all([redis.get(PREFIX + key), redis.pttl(PREFIX + key)]);
      return count === null || ttl <= 0 ? NO_COUNT : { count: Number(count), resetInMs: ttl };
    },
    async reset(key) {
      await ready();
      await redis.del(PREFIX + key);
    },
    async close() {
      redis.disconnect();
    },
  };
}
