import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../../lib/app-error.js';
import { AuthErrorBody, ErrorBody } from '../../../lib/http/common-schemas.js';
import { bearerSecurity, requireUser } from '../../../lib/http/signed-in.js';
import type { ProService } from '../pro-memberships.js';
import { ProCancellation } from '../schemas.js';

const notPro = () => new AppError(404, 'not_found', 'This account has no Pro Monthly membership to cancel');

/** The account holder cancels Pro Monthly at the end of the month, or takes the cancellation back before then. */
export function proCancelRoutes(pro: ProService): FastifyPluginAsyncTypebox {
  return async (app) => {
    const errors = { 400: Type.Union([ErrorBody, AuthErrorBody]), 401: AuthErrorBody, 404: ErrorBody };
    app.post(
      '/api/billing/pro/cancel',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['billing'],
          security: bearerSecurity,
          summary: 'Cancel Pro Monthly: it stays until the end of this month, then ends (404 when not Pro)',
          response: { 200: ProCancellation, ...errors },
        },
      },
      async (request) => {
        const cancelled = await pro.cancelAtPeriodEnd(requireUser(request).id);
        if (!cancelled) throw notPro();
        request.log.info({ userId: requireUser(request).id }, 'Pro cancelled at the end of the month');
        return { endsAt: cancelled.endsAt.toISOString() };
      },
    );
    app.post(
      '/api/billing/pro/resume',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['billing'],
          security: bearerSecurity,
          summary: 'Keep Pro Monthly: takes back a cancellation before Pro ended (404 when there is none)',
          response: { 204: Type.Null(), ...errors },
        },
      },
      async (request, reply) => {
        if (!(await pro.resume(requireUser(request).id))) throw notPro();
        return reply.status(204).send(null);
      },
    );
  };
}
