import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/database-unavailable.js';
import { SERVER_VERSION } from '../../version.js';

/** A database that has not answered `select 1` by then counts as down: a health check must not hang. */
const PING_TIMEOUT_MS = 3_000;

/** Resolves when the database answers; rejects when it fails or stays silent for `timeoutMs`. */
async function pingWithin(ping: () => Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
  });
  try {
    await Promise.race([ping(), silent]);
  } finally {
    clearTimeout(timer);
  }
}

const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  version: Type.String(),
});

/**
 * Liveness and database reachability, for load balancers and for people. While the database is away: 503
 * `degraded` with Retry-After, within {@link PING_TIMEOUT_MS}.
 */
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
        await pingWithin(() => app.database.ping(), PING_TIMEOUT_MS);
        return { status: 'ok' as const, db, version: SERVER_VERSION };
      } catch {
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'degraded' as const, db, version: SERVER_VERSION });
      }
    },
  );
};
