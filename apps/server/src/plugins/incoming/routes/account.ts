import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../../lib/app-error.js';
import { bearerSecurity, requireUser } from '../../../lib/http/signed-in.js';
import type { IncomingStore } from '../incoming-store.js';
import { receiveAnalysis } from '../receive-analysis.js';
import {
  BrowserBody,
  ErrorSchema,
  IncomingClientConfig,
  IncomingDetailSchema,
  IncomingSummarySchema,
  MAX_INCOMING_BYTES,
  ReceiveResult,
} from '../schemas.js';

/**
 * The signed-in side: a browser relaying an analysis it was handed (URL parameters or an allow-listed
 * `postMessage`) may store it only for its own account, so a link or a foreign page cannot put content into
 * someone else's; and the account's received analyses, read back already sanitised.
 */
export const accountRoutes: FastifyPluginAsyncTypebox<{ store: IncomingStore }> = async (app, { store }) => {
  app.get(
    '/api/incoming/config',
    {
      schema: {
        tags: ['incoming'],
        summary: 'Origins the browser accepts postMessage analyses from',
        response: { 200: IncomingClientConfig },
      },
    },
    async () => ({ allowedOrigins: app.config.incoming.allowedOrigins }),
  );

  app.post(
    '/api/incoming-analyses',
    {
      bodyLimit: MAX_INCOMING_BYTES,
      preHandler: app.authenticate,
      schema: {
        tags: ['incoming'],
        summary: "Store an analysis the browser received, for the signed-in user's own e-mail",
        security: bearerSecurity,
        body: BrowserBody,
        response: { 200: ReceiveResult, 400: ErrorSchema, 403: ErrorSchema, 413: ErrorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!user.email || user.email !== request.body.email.trim().toLowerCase()) {
        throw new AppError(
          403,
          'email_mismatch',
          'email: this analysis is addressed to another e-mail address than the signed-in account',
          'email',
        );
      }
      return receiveAnalysis({ accounts: app.accounts, store, log: request.log }, request.body, request.body.source);
    },
  );

  app.get(
    '/api/incoming-analyses',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['incoming'],
        summary: "The signed-in user's received analyses, newest first",
        security: bearerSecurity,
        response: { 200: Type.Object({ items: Type.Array(IncomingSummarySchema) }) },
      },
    },
    async (request) => ({ items: await store.list(requireUser(request).id) }),
  );

  app.get(
    '/api/incoming-analyses/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['incoming'],
        summary: 'One received analysis with its sanitised HTML',
        security: bearerSecurity,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: IncomingDetailSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const found = await store.get(requireUser(request).id, request.params.id);
      if (!found) throw new AppError(404, 'not_found', 'id: no received analysis with this id', 'id');
      return found;
    },
  );
};
