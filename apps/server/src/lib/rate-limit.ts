import type { RateLimitPluginOptions } from '@fastify/rate-limit';

/**
 * Options for `@fastify/rate-limit` registered inside one encapsulated plugin, so only that plugin's routes are
 * limited (each sets `config.rateLimit`). Over the limit the client gets 429 `{code: 'rate_limited', message}`,
 * the message saying what was limited and when to retry, plus the standard Retry-After and RateLimit headers.
 * Counters live in this process's memory: with several API processes each one counts on its own.
 */
export function perRouteRateLimit(what: string): RateLimitPluginOptions {
  return {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `Too many ${what} from your address. Please try again in ${context.after}.`,
    }),
  };
}
