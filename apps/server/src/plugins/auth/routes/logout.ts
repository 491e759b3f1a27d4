import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { bearerToken, resolveAuthUser } from '../authenticate.js';
import type { AuthRouteContext } from './context.js';
import { errorResponses, loose } from './schemas.js';

const LogoutQuery = Type.Object(
  {
    scope: Type.Optional(
      Type.Union([Type.Literal('global'), Type.Literal('local'), Type.Literal('others')], { default: 'global' }),
    ),
  },
  loose,
);

/** `POST /logout?scope=global|local|others` — ends sessions; their refresh tokens stop working at once. */
export const logoutRoute: FastifyPluginAsyncTypebox<AuthRouteContext> = async (app, { sessions, tokens }) => {
  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out this session, all sessions or all other sessions',
        querystring: LogoutQuery,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const authUser = await resolveAuthUser(app.database.db, tokens, bearerToken(request));
      await sessions.signOut(authUser.id, authUser.sessionId, request.query.scope ?? 'global');
      return reply.status(204).send(null);
    },
  );
};
