import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SERVER_VERSION } from '../../version.js';

const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  version: Type.String(),
});

/** Liveness and database reachability, for load balancers and for people. */
export const healthPlugin: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service health',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const db = app.database.kind;
      try {
        await app.database.ping();
        return { status: 'ok' as const, db, version: SERVER_VERSION };
      } catch {
        return reply.status(503).send({ status: 'degraded' as const, db, version: SERVER_VERSION });
      }
    },
  );
};
