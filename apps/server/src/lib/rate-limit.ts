import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { type CounterStore, rateLimitStore } from '../infra/counters/index.js';

/**
 * Options for `@fastify/rate-limit` registered inside one encapsulated plugin, so only that plugin's routes are
 * limited (each sets `config.rateLimit`). Over the limit the client gets 429 `{code: 'rate_limited', message}`,
 * the message saying what was limited and when to retry, plus the standard Retry-After and RateLimit headers.
 * Counts in `counters` under `namespace` (shared by every process when they are in PostgreSQL or Redis). When the
 * counter store cannot be reached the request is let through rather than refused: the limit is a guard, not a gate.
 */
export function perRouteRateLimit(what: string, counters: CounterStore, namespace: string): RateLimitPluginOptions {
  return {
    global: false,
    store: rateLimitStore(counters, namespace),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `Too many ${what} from your address. Please try again in ${context.after}.`,
    }),
  };
}
