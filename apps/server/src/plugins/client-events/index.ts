import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { clientEvents } from '../../db/schema/index.js';

const ClientEventBody = Type.Object(
  {
    kind: Type.Union([Type.Literal('not_found'), Type.Literal('error')]),
    path: Type.String({ minLength: 1, maxLength: 2048 }),
    detail: Type.Optional(Type.String({ maxLength: 4000 })),
    referrer: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: false },
);

/** Browsers report pages not found and client errors here; each report is one row in client_events. */
export const clientEventsPlugin: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/client-events',
    {
      bodyLimit: 16 * 1024,
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
