import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../lib/http/common-schemas.js';
import { bearerSecurity } from '../../../lib/http/signed-in.js';
import type { EmailChanges } from '../email-change.js';
import { EmailChangeBody, EmailChangeJson, EmailChangeOutcome, signedInErrors, TokenBody } from '../schemas.js';
import { signedInId } from './signed-in.js';

/**
 * Changing the e-mail address: asked for signed in with the password; confirmed from the new address's link and
 * cancelled or taken back from the old one's (the links land on `/email-change`, whose button posts the token:
 * a mail scanner opening the link changes nothing).
 */
export function emailChangeRoutes(changes: EmailChanges): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/api/account/email-change',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['account'],
          security: bearerSecurity,
          summary: 'Ask to change the e-mail address: a link to the new address, a notice to the old one',
          body: EmailChangeBody,
          response: { 202: EmailChangeJson, ...signedInErrors, 409: ErrorBody },
        },
      },
      async (request, reply) => {
        const change = await changes.request(signedInId(request), request.body.newEmail, request.body.password);
        return reply.status(202).send({ newEmail: change.newEmail, confirmBy: change.confirmBy.toISOString() });
      },
    );

    app.post(
      '/api/account/email-change/confirm',
      {
        schema: {
          tags: ['account'],
          summary: "The new address's link: the account's e-mail address becomes the new one",
          body: TokenBody,
          response: { 200: EmailChangeOutcome, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => ({ ...(await changes.confirm(request.body.token)), reverted: false }),
    );

    app.post(
      '/api/account/email-change/undo',
      {
        schema: {
          tags: ['account'],
          summary: "The old address's link: cancels the change, or takes a confirmed one back within its window",
          body: TokenBody,
          response: { 200: EmailChangeOutcome, 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => changes.undo(request.body.token),
    );
  };
}
