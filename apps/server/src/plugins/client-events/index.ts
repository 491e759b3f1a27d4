import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { clientEvents } from '../../db/schema/index.js';
import { perRouteRateLimit } from '../../lib/rate-limit.js';
import { PRUNE_EVERY_MS, pruneClientEvents } from './prune.js';

const ClientEventBody = Type.Object(
  {
    kind: Type.Union([Type.Literal('not_found'), Type.Literal('error')]),
    path: Type.String({ minLength: 1, maxLength: 2048 }),
    detail: Type.Optional(Type.String({ maxLength: 4000 })),
    referrer: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: false },
);

/** Reports one IP address may send per minute: a browser sends a handful; more is someone filling the table. */
export const CLIENT_EVENTS_PER_MINUTE = 20;

/**
 * Browsers report pages not found and client errors here; each report is one row in client_events. Anonymous, so
 * bounded: per-IP rate limit, and rows older than 30 days are deleted (at start-up and every 6 hours).
 */
export const clientEventsPlugin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(rateLimit, perRouteRateLimit('reports', app.counters, 'client-events'));

  const prune = async () => {
    try {
      const deleted = await pruneClientEvents(app.database.db);
      if (deleted > 0) app.log.info({ deleted }, 'expired client events deleted');
    } catch (error) {
      app.log.warn({ err: error }, 'client events not pruned; trying again later');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void prune();
    timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    '/api/client-events',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: CLIENT_EVENTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['system'],
        summary: 'Log a page not found or a client-side error',
        body: ClientEventBody,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const { kind, path, detail, referrer } = request.body;
      await app.database.db.insert(clientEvents).values({
        kind,
        path,
        detail: detail ?? null,
        referrer: referrer ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      });
      request.log.info({ kind, path }, 'client event');
      return reply.status(204).send(null);
    },
  );
};
