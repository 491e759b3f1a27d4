import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { bearerSecurity } from '../../../lib/http/signed-in.js';
import { accountView } from '../account-view.js';
import { auditJson } from '../audit-json.js';
import { auditLog } from '../audit-log.js';
import { AdminAccountView, AuditLogJson, adminErrors } from '../schemas.js';
import { adminOnly } from './admin-only.js';

/** `GET /api/admin/accounts?email=` and `GET /api/admin/audit-log`: what an administrator reads. */
export const readRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const preHandler = adminOnly(app);
  app.get(
    '/api/admin/accounts',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary: 'An account by e-mail: plan, Pro until, credits, orders and receipts, ledger, analyses, audit',
        querystring: Type.Object({ email: Type.String({ minLength: 3, maxLength: 320 }) }),
        response: { 200: AdminAccountView, ...adminErrors },
      },
    },
    (request) => accountView(app, request.query.email),
  );
  app.get(
    '/api/admin/audit-log',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary: "Administrators' actions, newest first (of one account with `userId`)",
        querystring: Type.Object({
          userId: Type.Optional(Type.String({ format: 'uuid' })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
        }),
        response: { 200: AuditLogJson, ...adminErrors },
      },
    },
    async (request) => {
      const { userId, limit } = request.query;
      const rows = await auditLog(app.database.db, {
        ...(userId ? { targetUserId: userId } : {}),
        limit: limit ?? 100,
      });
      return { entries: rows.map(auditJson) };
    },
  );
};
