import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { bearerSecurity } from '../../../lib/http/signed-in.js';
import { exportAccount } from '../data-export.js';
import { exportCsv } from '../export-csv.js';
import { CsvKindParams, signedInErrors } from '../schemas.js';
import { signedInId } from './signed-in.js';

const day = () => new Date().toISOString().slice(0, 10);

/** The signed-in account's data as downloads: everything as one JSON file, or one CSV per kind. */
export function exportRoutes(): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { db } = app.database;
    const { publicUrl } = app.config;
    app.get(
      '/api/account/export.json',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['account'],
          security: bearerSecurity,
          summary: 'Download your data: account, analyses, batches, orders, credit history (JSON)',
          response: { 200: Type.Unknown({ description: 'The export, as a JSON attachment' }), ...signedInErrors },
        },
      },
      async (request, reply) => {
        const data = await exportAccount(db, signedInId(request), publicUrl);
        reply.header('content-type', 'application/json; charset=utf-8');
        reply.header('content-disposition', `attachment; filename="sitescout-export-${day()}.json"`);
        reply.serializer((payload: unknown) => JSON.stringify(payload, null, 2));
        return data;
      },
    );

    app.get(
      '/api/account/export/:kind',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['account'],
          security: bearerSecurity,
          summary: 'Download one kind of your data as CSV: analyses, batches (their rows), orders or credits',
          params: CsvKindParams,
          response: { 200: Type.String({ description: 'CSV, UTF-8 with a byte-order mark' }), ...signedInErrors },
        },
      },
      async (request, reply) => {
        const data = await exportAccount(db, signedInId(request), publicUrl);
        const { kind } = request.params;
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', `attachment; filename="sitescout-${kind}-${day()}.csv"`);
        return exportCsv(data, kind);
      },
    );
  };
}
