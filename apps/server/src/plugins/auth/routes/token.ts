import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { authErrors } from '../auth-error.js';
import { present } from '../identifiers.js';
import { signInWithPassword } from '../sign-in.js';
import type { AuthRouteContext } from './context.js';
import { errorResponses, loose, SessionBody } from './schemas.js';

const TokenQuery = Type.Object(
  { grant_type: Type.Union([Type.Literal('password'), Type.Literal('refresh_token')]) },
  loose,
);

const TokenBody = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 320 })),
    phone: Type.Optional(Type.String({ maxLength: 32 })),
    password: Type.Optional(Type.String({ maxLength: 1024 })),
    refresh_token: Type.Optional(Type.String({ maxLength: 256 })),
  },
  loose,
);

/** `POST /token` — sign in with a password, or exchange a refresh token for a new session pair. */
export const tokenRoute: FastifyPluginAsyncTypebox<AuthRouteContext> = async (app, ctx) => {
  app.post(
    '/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in (grant_type=password) or refresh a session (grant_type=refresh_token)',
        querystring: TokenQuery,
        body: TokenBody,
        response: { 200: SessionBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (request.query.grant_type === 'refresh_token') {
        const refreshToken = present(body.refresh_token);
        if (!refreshToken) throw authErrors.refreshTokenNotFound();
        return ctx.sessions.refresh(refreshToken);
      }
      const { user, accountKey } = await signInWithPassword(
        ctx.accounts,
        ctx.limiter,
        ctx.backoff,
        ctx.signInLimits,
        body,
        request.ip,
        (account, found) => ctx.devices.knows(request.headers.cookie, account, found),
      );
      const session = await ctx.sessions.start(user, 'password', request.headers['user-agent']);
      reply.header('set-cookie', ctx.devices.cookieFor(accountKey, user));
      return session;
    },
  );
};
