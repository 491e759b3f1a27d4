import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerSecurity } from '../../../lib/http/signed-in.js';
import { isAdminEmail } from '../../admin/admin-access.js';
import type { AccountDeletion } from '../account-deletion.js';
import type { EmailChanges } from '../email-change.js';
import { AccountStatus, signedInErrors } from '../schemas.js';
import { signedInId } from './signed-in.js';

/** `GET /api/account/status`: what the owner has under way (an e-mail change, a scheduled deletion). */
export function statusRoute(emailChanges: EmailChanges, deletion: AccountDeletion): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/account/status',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['account'],
          security: bearerSecurity,
          summary: 'A pending e-mail change and a scheduled deletion of the signed-in account',
          response: { 200: AccountStatus, ...signedInErrors },
        },
      },
      async (request) => {
        const userId = signedInId(request);
        const [change, scheduled] = await Promise.all([emailChanges.pending(userId), deletion.scheduled(userId)]);
        return {
          emailChange: change && { newEmail: change.newEmail, confirmBy: change.confirmBy.toISOString() },
          deletion: scheduled && {
            requestedAt: scheduled.requestedAt.toISOString(),
            eraseAt: scheduled.eraseAt.toISOString(),
          },
          admin: isAdminEmail(app.config.adminEmails, request.authUser?.email),
        };
      },
    );
  };
}
