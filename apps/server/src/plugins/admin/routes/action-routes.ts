import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerSecurity } from '../../../lib/http/signed-in.js';
import { requireAdmin } from '../admin-access.js';
import type { AdminActions } from '../admin-actions.js';
import { auditJson } from '../audit-json.js';
import {
  AccountIdParams,
  ActionBody,
  ActionOutcomeJson,
  AnalysisIdParams,
  adminErrors,
  CreditChangeBody,
  GrantProBody,
} from '../schemas.js';
import { adminOnly } from './admin-only.js';

const schema = { tags: ['admin'], security: bearerSecurity };

/** The administrator's actions: each audited, each idempotent by the body's `idempotencyKey`. */
export function actionRoutes(actions: AdminActions): FastifyPluginAsyncTypebox {
  return async (app) => {
    const preHandler = adminOnly(app);
    const actor = (request: Parameters<typeof requireAdmin>[1]) => requireAdmin(app.config.adminEmails, request);
    const answer = (outcome: Awaited<ReturnType<AdminActions['endPro']>>) => ({
      entry: auditJson(outcome.entry),
      replayed: outcome.replayed,
    });

    app.post(
      '/api/admin/accounts/:userId/pro/grant',
      {
        preHandler,
        schema: {
          ...schema,
          summary: 'Start Pro Monthly (for `months`, or until ended); a set end moves `months` later',
          params: AccountIdParams,
          body: GrantProBody,
          response: { 200: ActionOutcomeJson, ...adminErrors },
        },
      },
      async (request) => answer(await actions.grantPro(actor(request), request.params.userId, request.body)),
    );
    app.post(
      '/api/admin/accounts/:userId/pro/end',
      {
        preHandler,
        schema: {
          ...schema,
          summary: 'End Pro Monthly now',
          params: AccountIdParams,
          body: ActionBody,
          response: { 200: ActionOutcomeJson, ...adminErrors },
        },
      },
      async (request) => answer(await actions.endPro(actor(request), request.params.userId, request.body)),
    );
    app.post(
      '/api/admin/accounts/:userId/credits',
      {
        preHandler,
        schema: {
          ...schema,
          summary: 'Add or refund credits: one ledger entry per idempotency key, with its audit row',
          params: AccountIdParams,
          body: CreditChangeBody,
          response: { 200: ActionOutcomeJson, ...adminErrors },
        },
      },
      async (request) => {
        const { unit = 'analysis', ...body } = request.body;
        return answer(await actions.changeCredits(actor(request), request.params.userId, { ...body, unit }));
      },
    );
    app.post(
      '/api/admin/analyses/:analysisId/resend-report',
      {
        preHandler,
        schema: {
          ...schema,
          summary: "E-mail a finished analysis's report again",
          params: AnalysisIdParams,
          body: ActionBody,
          response: { 200: ActionOutcomeJson, ...adminErrors },
        },
      },
      async (request) => answer(await actions.resendReport(actor(request), request.params.analysisId, request.body)),
    );
  };
}
