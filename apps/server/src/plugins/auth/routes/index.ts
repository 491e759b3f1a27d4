import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import secureJson from 'secure-json-parse';
import { isDatabaseUnavailable } from '../../../db/database-unavailable.js';
import { rateLimitStore } from '../../../infra/counters/index.js';
import { AuthError } from '../auth-error.js';
import type { AuthRouteContext } from './context.js';
import { logoutRoute } from './logout.js';
import { recoverRoute } from './recover.js';
import { settingsRoute } from './settings.js';
import { signUpRoute } from './signup.js';
import { tokenRoute } from './token.js';
import { userRoutes } from './user.js';
import { verifyRoutes } from './verify.js';

/**
 * The GoTrue-compatible API. Encapsulated so its errors leave in GoTrue's shape (`code`, `error_code`, `msg`)
 * rather than SiteScout's usual `{code, message, field}`: auth-js reads these to build its typed errors.
 */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRouteContext & { requestsPerMinute: number }> = async (
  app,
  options,
) => {
  // Only the shared services go down: passing `options` whole would repeat its `prefix` in every child.
  const { tokens, sessions, accounts, limiter, backoff, signInLimits, sendLimiter, devices, requestsPerMinute } =
    options;
  const ctx: AuthRouteContext = { tokens, sessions, accounts, limiter, backoff, signInLimits, sendLimiter, devices };
  // auth-js posts `/logout` with a JSON content type and no body; treat an empty body as `{}`.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' }));
    } catch {
      done(new AuthError(400, 'bad_json', 'Could not parse request body as JSON'), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Fixed GoTrue shape built here: no route's response schema may reshape it (see plugins/errors.ts).
    reply.serializer(JSON.stringify);
    if (error instanceof AuthError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(error.toBody());
    }
    // A database outage is answered like everywhere else (503 database_unavailable, Retry-After): plugins/errors.ts.
    if (isDatabaseUnavailable(error)) throw error;
    if (error.validation) {
      const first = error.validation[0];
      const where =
        first?.instancePath.replace(/^\//, '') || (first?.params as { missingProperty?: string })?.missingProperty;
      const message = `${where ? `${where}: ` : ''}${first?.message ?? 'is invalid'}`;
      return reply.status(400).send(new AuthError(400, 'validation_failed', message).toBody());
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send(new AuthError(status, 'bad_request', error.message).toBody());
    request.log.error({ err: error }, 'auth request failed');
    return reply
      .status(500)
      .send(new AuthError(500, 'unexpected_failure', 'Unexpected failure, please try again.').toBody());
  });

  // Tokens, accounts and their errors are for this client only: no cache (a proxy, the browser's disk) keeps them.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  // A flood guard on every auth call from one address, in front of the finer per-account sign-in limits.
  await app.register(rateLimit, {
    global: true,
    // Counted in the shared store, so N API processes give one address the limit once, not N times.
    store: rateLimitStore(app.counters, 'auth'),
    skipOnError: true,
    max: requestsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new AuthError(429, 'over_request_rate_limit', `Too many requests. Try again in ${context.after}.`),
  });

  await app.register(signUpRoute, ctx);
  await app.register(tokenRoute, ctx);
  await app.register(verifyRoutes, ctx);
  await app.register(userRoutes, ctx);
  await app.register(logoutRoute, ctx);
  await app.register(recoverRoute, ctx);
  await app.register(settingsRoute);
};
