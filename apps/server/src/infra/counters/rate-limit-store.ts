import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from './counter-store.js';

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A `@fastify/rate-limit` store that counts in a {@link CounterStore}, so the per-IP limits hold across processes
 * when the counters are shared. Each limited route counts under its own key (`namespace:METHOD/url:ip`).
 */
export function rateLimitStore(counters: CounterStore, namespace: string): FastifyRateLimitStoreCtor {
  class CountingStore implements FastifyRateLimitStore {
    prefix = `${namespace}:`;

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      counters.increment(this.prefix + key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as unknown as RouteInfo;
      const store = new CountingStore();
      store.prefix = `${this.prefix}${String(routeInfo?.method ?? '')}${routeInfo?.url ?? routeOptions.path}:`;
      return store;
    }
  }
  return CountingStore as unknown as FastifyRateLimitStoreCtor;
}
