import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthErrorBody } from '../../../lib/http/common-schemas.js';
import { bearerSecurity, requireUser, signedInOnly } from '../../../lib/http/signed-in.js';
import type { CreditService } from '../credit-ledger.js';
import { ledgerJson } from '../ledger-json.js';
import { ordersOf } from '../order-history.js';
import type { ProService } from '../pro-memberships.js';
import { CreditSummary } from '../schemas.js';

/** The signed-in account's credits: balance, Complete Reports, Pro status and ledger history. */
export function creditsRoutes(credits: CreditService, pro: ProService): FastifyPluginAsyncTypebox {
  return async (app) => {
    const authenticate = signedInOnly(app);
    app.get(
      '/api/billing/credits',
      {
        preHandler: authenticate,
        schema: {
          tags: ['billing'],
          security: bearerSecurity,
          summary: "The signed-in account's credit balance and ledger history",
          response: { 200: CreditSummary, 400: AuthErrorBody, 401: AuthErrorBody },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        // The allowance first: it may top this month's Pro analyses up, which the balances and history then show.
        const allowance = await pro.allowance(user.id);
        const [balances, entries, orders] = await Promise.all([
          credits.balances(user.id),
          credits.history(user.id),
          ordersOf(app.database.db, user.id),
        ]);
        reply.header('cache-control', 'no-store');
        return {
          balance: balances.analysis,
          completeReports: balances.complete_report,
          pro: allowance !== null,
          proAllowance: allowance && {
            perMonth: allowance.perMonth,
            left: allowance.left,
            renewsAt: allowance.renewsAt.toISOString(),
            endsAt: allowance.endsAt?.toISOString() ?? null,
            endsAtFixed: allowance.endsAtFixed,
          },
          ...ledgerJson(entries, orders),
        };
      },
    );
  };
}
