import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthError, authErrors } from '../auth-error.js';
import { present } from '../identifiers.js';
import { safeRedirect } from '../redirect.js';
import { sessionFragment } from '../sessions.js';
import type { AuthRouteContext } from './context.js';
import { errorResponses, loose, SessionBody } from './schemas.js';

const LinkQuery = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 256 }),
    type: Type.Union([Type.Literal('signup'), Type.Literal('recovery')]),
    redirect_to: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  loose,
);

const VerifyBody = Type.Object(
  {
    type: Type.Literal('sms'),
    phone: Type.String({ maxLength: 32 }),
    token: Type.String({ maxLength: 16 }),
  },
  loose,
);

/**
 * `GET /verify` is where e-mailed links point: it confirms the address (or opens a recovery session) and
 * redirects to the site with the session in the URL fragment, which never reaches a server or its logs.
 * `POST /verify` checks an SMS code and answers with a session.
 */
export const verifyRoutes: FastifyPluginAsyncTypebox<AuthRouteContext> = async (app, { accounts, sessions }) => {
  app.get(
    '/verify',
    {
      // The query string holds a one-time token: keep this route out of the request log.
      logLevel: 'warn',
      schema: {
        tags: ['auth'],
        summary: 'Follow an e-mailed confirmation or recovery link',
        querystring: LinkQuery,
        response: { 303: Type.Null() },
      },
    },
    async (request, reply) => {
      const { token, type, redirect_to } = request.query;
      const target = new URL(
        safeRedirect(app.config.publicUrl, redirect_to, type === 'recovery' ? '/reset-password' : '/'),
      );
      try {
        const user = type === 'signup' ? await accounts.confirmEmail(token) : await accounts.redeemRecoveryLink(token);
        const session = await sessions.start(
          user,
          type === 'signup' ? 'email/signup' : 'recovery',
          request.headers['user-agent'],
        );
        target.hash = sessionFragment(session, type);
      } catch (error) {
        if (!(error instanceof AuthError)) throw error;
        target.hash = new URLSearchParams({
          error: 'access_denied',
          error_code: error.errorCode,
          error_description: 'Email link is invalid or has expired',
        }).toString();
      }
      return reply.redirect(target.toString(), 303);
    },
  );

  app.post(
    '/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm a phone sign-up with the code sent by SMS',
        body: VerifyBody,
        response: { 200: SessionBody, ...errorResponses },
      },
    },
    async (request) => {
      const phone = present(request.body.phone);
      const code = present(request.body.token);
      if (!phone || !code) throw authErrors.otpExpired();
      const user = await accounts.verifySmsCode(phone, code);
      return sessions.start(user, 'otp', request.headers['user-agent']);
    },
  );
};
