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
  geodata: Type.Union(
    [
      Type.Literal('none'),
      Type.Literal('idle'),
      Type.Literal('fetching'),
      Type.Literal('building'),
      Type.Literal('loading'),
      Type.Literal('ready'),
      Type.Literal('failed'),
    ],
    {
      description:
        'The data pack: `none` = nothing loaded and nothing to build from (see GET /api/geodata/status); `fetching` = a first start is fetching its default market; the service still answers',
    },
  ),
  upstreams: Type.Object(
    {
      offline: Type.Boolean({
        description: 'True from the first failed request of an episode until an upstream answers again',
      }),
      offlineSince: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      offlineEpisodes: Type.Integer({
        minimum: 0,
        description: 'Episodes without a network since this process started (each logged once when it begins and ends)',
      }),
    },
    {
      description:
        'The online geocoders and county sources (one memory of the network per process); being offline is not a health failure',
    },
  ),
});

const NO_UPSTREAMS = { offline: false, offlineSince: null, offlineEpisodes: 0 };

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
      // Registered after this plugin; read at request time. No data is not a health failure: status stays ok.
      const geodata = app.hasDecorator('geodata') ? app.geodata.status().state : ('none' as const);
      const upstreams = app.hasDecorator('geocoding') ? app.geocoding.reachability.status() : NO_UPSTREAMS;
      try {
        await pingWithin(() => app.database.ping(), PING_TIMEOUT_MS);
        return { status: 'ok' as const, db, version: SERVER_VERSION, geodata, upstreams };
      } catch {
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'degraded' as const, db, version: SERVER_VERSION, geodata, upstreams });
      }
    },
  );
};
