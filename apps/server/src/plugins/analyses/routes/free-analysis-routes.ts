import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from '../../../lib/http/common-schemas.js';
import { perRouteRateLimit } from '../../../lib/rate-limit.js';
import type { FreeAnalysisFlow } from '../free-analysis.js';
import { FreeAnalysisAccepted, FreeAnalysisBody } from '../schemas.js';

/** Free-analysis requests one IP address may make per hour: each one sends an e-mail. */
const REQUESTS_PER_HOUR = 5;

/** The free first analysis with only an e-mail address (no sign-in): request, then confirm by the e-mailed link. */
export function freeAnalysisRoutes(flow: FreeAnalysisFlow): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(rateLimit, perRouteRateLimit('requests', app.counters, 'free-analysis'));

    app.post(
      '/api/analyses/free',
      {
        config: { rateLimit: { max: REQUESTS_PER_HOUR, timeWindow: '1 hour' } },
        schema: {
          tags: ['analyses'],
          summary: 'Ask for the free first analysis with only an e-mail address; a confirmation link is e-mailed',
          body: FreeAnalysisBody,
          response: { 202: FreeAnalysisAccepted, 400: ErrorBody, 429: ErrorBody, 502: ErrorBody },
        },
      },
      async (request, reply) => {
        await flow.request(request.body);
        return reply.status(202).send({
          message: 'Check your e-mail: follow the link we sent to start your free analysis.',
        });
      },
    );

    app.get(
      '/api/analyses/free/confirm',
      {
        config: { rateLimit: { max: REQUESTS_PER_HOUR * 4, timeWindow: '1 hour' } },
        // The query string holds the link's token and the redirect a session: keep them out of the request log.
        logLevel: 'warn',
        schema: {
          tags: ['analyses'],
          summary:
            'The e-mailed link: starts the free analysis and redirects to its dashboard (signed in on the first follow only)',
          // Any token: a bad one is answered with a page that says so (the free-analysis page), not with JSON.
          querystring: Type.Object({ token: Type.String({ maxLength: 200 }) }),
          response: { 303: Type.Null(), 429: ErrorBody, 503: ErrorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reply.redirect(await flow.confirm(request.query.token, request.headers['user-agent']), 303);
      },
    );
  };
}
