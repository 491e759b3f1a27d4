import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthError, authErrors } from '../auth-error.js';
import { present } from '../identifiers.js';
import { safeRedirect } from '../redirect.js';
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
    /** `signup` (auth-js also says `email`) confirms an e-mailed sign-up link. */
    type: Type.Union([Type.Literal('sms'), Type.Literal('recovery'), Type.Literal('signup'), Type.Literal('email')]),
    phone: Type.Optional(Type.String({ maxLength: 32 })),
    token: Type.Optional(Type.String({ maxLength: 256 })),
    token_hash: Type.Optional(Type.String({ maxLength: 256 })),
    /** The password chosen on the page: required with an e-mailed link, optional with an SMS code. */
    password: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  loose,
);

/**
 * `GET /verify` is where e-mailed links point. Neither kind confirms or signs in by itself: each redirects to the
 * page where a password is entered, with the link's token in the URL fragment (which never reaches a server or
 * its logs): a sign-up link to `/confirm-email#confirmation_token=…&type=signup&next=/path`, a recovery link to
 * `/reset-password#recovery_token=…&type=recovery`. `POST /verify` finishes either with the password
 * (`{type: 'signup' | 'recovery', token, password}`), or checks an SMS code (`{type: 'sms', phone, token,
 * password?}`), and answers with a session. So whoever confirms an address ends up with a password they typed.
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
        type === 'recovery'
          ? safeRedirect(app.config.publicUrl, redirect_to, '/reset-password')
          : new URL('/confirm-email', app.config.publicUrl),
      );
      try {
        if (type === 'recovery') {
          if (!(await accounts.recoveryLinkIsValid(token))) throw authErrors.otpExpired();
          target.hash = new URLSearchParams({ recovery_token: token, type: 'recovery' }).toString();
        } else {
          if (!(await accounts.confirmationLinkIsValid(token))) throw authErrors.otpExpired();
          // Where the sign-up asked to land once confirmed: a page of this site only.
          const next = new URL(safeRedirect(app.config.publicUrl, redirect_to, '/'));
          target.hash = new URLSearchParams({
            confirmation_token: token,
            type: 'signup',
            next: `${next.pathname}${next.search}`,
          }).toString();
        }
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
        summary: 'Confirm a sign-up (e-mailed link or SMS code) or redeem a recovery link, with the password chosen',
        body: VerifyBody,
        response: { 200: SessionBody, ...errorResponses },
      },
    },
    async (request) => {
      const { body } = request;
      const token = present(body.token) ?? present(body.token_hash);
      if (!token) throw authErrors.otpExpired();
      if (body.type === 'recovery') {
        const user = await accounts.redeemRecoveryLink(token, body.password);
        return sessions.start(user, 'recovery', request.headers['user-agent']);
      }
      if (body.type === 'signup' || body.type === 'email') {
        const user = await accounts.confirmSignUp(token, body.password);
        return sessions.start(user, 'email/signup', request.headers['user-agent']);
      }
      const phone = present(body.phone);
      if (!phone) throw authErrors.otpExpired();
      const user = await accounts.verifySmsCode(phone, token, body.password);
      return sessions.start(user, 'otp', request.headers['user-agent']);
    },
  );
};
