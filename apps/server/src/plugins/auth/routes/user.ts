import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { authErrors } from '../auth-error.js';
import { bearerToken, resolveAuthUser } from '../authenticate.js';
import { assertMayChangePassword } from '../password-change.js';
import { toGoTrueUser } from '../user-json.js';
import type { AuthRouteContext } from './context.js';
import { errorResponses, loose, UserBody } from './schemas.js';

const UpdateUserBody = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 320 })),
    phone: Type.Optional(Type.String({ maxLength: 32 })),
    password: Type.Optional(Type.String({ maxLength: 1024 })),
    /** Required with a new password (an account without one yet may set it without). */
    current_password: Type.Optional(Type.String({ maxLength: 1024 })),
    data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  loose,
);

/** `GET /user` and `PUT /user` — the signed-in account, read and changed. */
export const userRoutes: FastifyPluginAsyncTypebox<AuthRouteContext> = async (app, ctx) => {
  const { accounts, tokens } = ctx;
  async function currentUser(request: FastifyRequest) {
    const authUser = await resolveAuthUser(app.database.db, tokens, bearerToken(request));
    const user = await accounts.findById(authUser.id);
    if (!user) throw authErrors.sessionNotFound();
    return { user, sessionId: authUser.sessionId };
  }

  app.get(
    '/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account',
        response: { 200: UserBody, ...errorResponses },
      },
    },
    async (request) => toGoTrueUser((await currentUser(request)).user),
  );

  app.put(
    '/user',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Change the profile data, or the password (with current_password; other sessions end, the owner is mailed)',
        body: UpdateUserBody,
        response: { 200: UserBody, ...errorResponses },
      },
    },
    async (request) => {
      const { user, sessionId } = await currentUser(request);
      const { password, data, email, phone } = request.body;
      if (password !== undefined) {
        await assertMayChangePassword(user, request.body.current_password, ctx.limiter, ctx.signInLimits);
      }
      const updated = await accounts.update(
        user,
        {
          password,
          data,
          ...(email !== undefined ? { email } : {}),
          ...(phone !== undefined ? { phone } : {}),
        },
        sessionId,
      );
      request.log.info(
        { userId: user.id, password: password !== undefined, data: data !== undefined },
        'account updated',
      );
      return toGoTrueUser(updated);
    },
  );
};
