import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { withPaddedTime } from '../padded-time.js';
import { type AuthRouteContext, countSend } from './context.js';
import { errorResponses, loose, RedirectQuery, UserBody } from './schemas.js';

const SignUpBody = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 320 })),
    phone: Type.Optional(Type.String({ maxLength: 32 })),
    password: Type.Optional(Type.String({ maxLength: 1024 })),
    data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    channel: Type.Optional(Type.String()),
  },
  loose,
);

/**
 * `POST /signup` — e-mail or phone plus password and metadata; answers the unconfirmed user. The same answer, after
 * the same time, whether or not the address has an account (see Accounts.signUp).
 */
export const signUpRoute: FastifyPluginAsyncTypebox<AuthRouteContext> = async (app, ctx) => {
  app.post(
    '/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (sends a confirmation link by e-mail or a code by SMS)',
        querystring: RedirectQuery,
        body: SignUpBody,
        response: { 200: UserBody, ...errorResponses },
      },
    },
    async (request) => {
      await countSend(ctx, request.ip);
      const { email, phone, password, data } = request.body;
      return withPaddedTime(() =>
        ctx.accounts.signUp({ email, phone, password, data, redirectTo: request.query.redirect_to }),
      );
    },
  );
};
