import type { FastifyRequest } from 'fastify';

/** The account id `app.authenticate` set on the request. */
export function signedInId(request: FastifyRequest): string {
  const user = request.authUser;
  if (!user) throw new Error('route needs app.authenticate');
  return user.id;
}
