import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../app-error.js';
import type { AuthUser } from '../fastify-types.js';

/** The OpenAPI security requirement of a route behind `app.authenticate`. */
export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * The preHandler of a signed-in route: `app.authenticate` bound to the root instance, so a route registered in any
 * plugin (an encapsulated child) checks the access token the same way.
 */
export function signedInOnly(app: FastifyInstance): preHandlerAsyncHookHandler {
  return (request: FastifyRequest, reply: FastifyReply) => app.authenticate.call(app, request, reply);
}

/** The account a signed-in route acts for; a route reached without `signedInOnly` answers 401 rather than guess. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new AppError(401, 'not_signed_in', 'Sign in to continue.');
  return request.authUser;
}
