import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { authSessions, authUsers } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/fastify-types.js';
import type { AccessTokens } from './access-token.js';
import { AuthError, authErrors } from './auth-error.js';

/** The bearer token of a request, or undefined when the header is absent or not a bearer token. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves the account an access token acts for. Besides the signature and expiry it checks that the session
 * still exists, so signing out (or a detected refresh-token theft) takes effect at once, not at token expiry.
 */
export async function resolveAuthUser(db: Db, tokens: AccessTokens, token: string | undefined): Promise<AuthUser> {
  if (!token) throw authErrors.noAuthorization();
  const claims = await tokens.verify(token);
  const [row] = await db
    .select({ id: authUsers.id, email: authUsers.email, phone: authUsers.phone, role: authUsers.role })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .where(and(eq(authSessions.id, claims.session_id), eq(authSessions.userId, claims.sub)))
    .limit(1);
  if (!row) throw authErrors.sessionNotFound();
  return { id: row.id, email: row.email, phone: row.phone, role: row.role, sessionId: claims.session_id };
}

/**
 * Builds the `app.authenticate` preHandler: 401 with a GoTrue-style body unless the bearer token is good. Whatever
 * a signed-in route answers is that account's: `Cache-Control: no-store` unless the route says otherwise.
 */
export function createAuthenticate(db: Db, tokens: AccessTokens) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    reply.header('cache-control', 'no-store');
    try {
      request.authUser = await resolveAuthUser(db, tokens, bearerToken(request));
      return undefined;
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      // Returning the sent reply ends the request here (Fastify's async-hook contract).
      return reply.status(error.statusCode).send(error.toBody());
    }
  };
}
