import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { authErrors } from '../auth-error.js';
import { bearerToken, resolveAuthUser } from '../authenticate.js';
import { toGoTrueUser } from '../user-json.js';
import type { AuthRouteContext } from './context.js';
import { errorResponses, loose, UserBody } from './schemas.js';

const UpdateUserBody = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 320 })),
    phone: Type.Optional(Type.String({ maxLength: 32 })),
    password: Type.Optional(Type.String({ maxLength: 1024 })),
    data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  loose,
);

/** `GET /user` and `PUT /user` — the signed-in account, read and changed. */
export const userRoutes: FastifyPluginAsyncTypebox<AuthRouteContext> = async (app, { accounts, tokens }) => {
  async function currentUser(request: FastifyRequest) {
    const authUser = await resolveAuthUser(app.database.db, tokens, bearerToken(request));
    const user = await accounts.findById(authUser.id);
    if (!user) throw authErrors.sessionNotFound();
    return user;
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
    async (request) => toGoTrueUser(await currentUser(request)),
  );

  app.put(
    '/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password or profile data of the signed-in account',
        body: UpdateUserBody,
        response: { 200: UserBody, ...errorResponses },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const { password, data, email, phone } = request.body;
      const updated = await accounts.update(user, {
        password,
        data,
        ...(email !== undefined ? { email } : {}),
        ...(phone !== undefined ? { phone } : {}),
      });
      request.log.info(
        { userId: user.id, password: password !== undefined, data: data !== undefined },
        'account updated',
      );
      return toGoTrueUser(updated);
    },
  );
};
