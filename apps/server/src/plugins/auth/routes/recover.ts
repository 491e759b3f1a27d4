import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { authErrors } from '../auth-error.js';
import { present } from '../identifiers.js';
import { withPaddedTime } from '../padded-time.js';
import { type AuthRouteContext, countSend } from './context.js';
import { errorResponses, loose, RedirectQuery } from './schemas.js';

const RecoverBody = Type.Object({ email: Type.Optional(Type.String({ maxLength: 320 })) }, loose);

/** `POST /recover` — e-mails a password-reset link; the same answer after the same time whether or not the account exists. */
export const recoverRoute: FastifyPluginAsyncTypebox<AuthRouteContext> = async (app, ctx) => {
  app.post(
    '/recover',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a password-recovery link by e-mail',
        querystring: RedirectQuery,
        body: RecoverBody,
        response: { 200: Type.Object({}), ...errorResponses },
      },
    },
    async (request) => {
      await countSend(ctx, request.ip);
      const email = present(request.body.email);
      if (!email) throw authErrors.validation('Password recovery requires an email');
      await withPaddedTime(() => ctx.accounts.requestRecovery(email, request.query.redirect_to));
      return {};
    },
  );
};
