import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { bearerSecurity } from '../../../lib/http/signed-in.js';
import type { AccountDeletion } from '../account-deletion.js';
import { PasswordBody, signedInErrors } from '../schemas.js';
import { signedInId } from './signed-in.js';

const Scheduled = Type.Object({
  requestedAt: Type.String({ format: 'date-time' }),
  eraseAt: Type.String({ format: 'date-time', description: 'Personal data is erased then unless cancelled' }),
});

/** Deleting the signed-in account (after a grace period) and keeping it after all. */
export function deletionRoutes(deletion: AccountDeletion): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/api/account/deletion',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['account'],
          security: bearerSecurity,
          summary: 'Delete the account: erased after the grace period unless cancelled; the owner is mailed',
          body: PasswordBody,
          response: { 202: Scheduled, ...signedInErrors },
        },
      },
      async (request, reply) => {
        const scheduled = await deletion.request(signedInId(request), request.body.password);
        return reply.status(202).send({
          requestedAt: scheduled.requestedAt.toISOString(),
          eraseAt: scheduled.eraseAt.toISOString(),
        });
      },
    );

    app.delete(
      '/api/account/deletion',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['account'],
          security: bearerSecurity,
          summary: 'Keep the account: cancels its pending deletion (404 when none is pending)',
          response: { 204: Type.Null(), ...signedInErrors },
        },
      },
      async (request, reply) => {
        await deletion.cancel(signedInId(request));
        return reply.status(204).send(null);
      },
    );
  };
}
