import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { authOneTimeTokens, authRefreshTokens, authSessions, authUsers } from '../../db/schema/index.js';
import type { AccessTokens } from './access-token.js';
import { authErrors } from './auth-error.js';
import type { GoTrueUser } from './routes/schemas.js';
import { hashToken, randomToken } from './secret-token.js';
import { appMetadata, toGoTrueUser, type UserRow } from './user-json.js';

/** GoTrue's session response: what `/token`, `/verify` and the e-mail link hand to auth-js. */
export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

/**
 * The implicit-grant fragment auth-js reads on the page a link lands on (`detectSessionInUrl`). A fragment
 * never reaches a server or its logs.
 */
export function sessionFragment(session: SessionResponse, type: string): string {
  return new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  }).toString();
}

export type SignOutScope = 'global' | 'local' | 'others';

/** Issues, rotates and ends sessions. Refresh tokens are stored only as hashes. */
export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly tokens: AccessTokens,
  ) {}

  /** Starts a new session (refresh-token family) for a user who just proved who they are. */
  async start(user: UserRow, method: string, userAgent: string | undefined): Promise<SessionResponse> {
    const refreshToken = randomToken();
    const { session, signedIn } = await this.db.transaction(async (tx) => {
      const [session] = await tx
        .insert(authSessions)
        .values({ userId: user.id, method, userAgent: userAgent?.slice(0, 512) ?? null })
        .returning();
      if (!session) throw new Error('session insert returned nothing');
      await tx.insert(authRefreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId: session.id });
      const [signedIn] = await tx
        .update(authUsers)
        .set({ lastSignInAt: new Date() })
        .where(eq(authUsers.id, user.id))
        .returning();
      return { session, signedIn: signedIn ?? user };
    });
    return this.respond(signedIn, session, refreshToken);
  }

  /**
   * Exchanges a refresh token for a new pair. Each token works once; presenting a used one again means it was
   * copied, so the whole session is revoked and every token of its family stops working.
   */
  async refresh(refreshToken: string): Promise<SessionResponse> {
    const tokenHash = hashToken(refreshToken);
    const next = randomToken();
    const outcome = await this.db.transaction(async (tx) => {
      // The conditional update is the race guard: of two concurrent uses only one sees used_at null.
      const [used] = await tx
        .update(authRefreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(authRefreshTokens.tokenHash, tokenHash), isNull(authRefreshTokens.usedAt)))
        .returning({ sessionId: authRefreshTokens.sessionId });
      if (!used) {
        const [old] = await tx
          .select({ sessionId: authRefreshTokens.sessionId })
          .from(authRefreshTokens)
          .where(eq(authRefreshTokens.tokenHash, tokenHash));
        if (!old) return { kind: 'not_found' as const };
        await tx.delete(authSessions).where(eq(authSessions.id, old.sessionId));
        return { kind: 'reused' as const };
      }
      await tx.insert(authRefreshTokens).values({ tokenHash: hashToken(next), sessionId: used.sessionId });
      const [session] = await tx
        .update(authSessions)
        .set({ refreshedAt: new Date() })
        .where(eq(authSessions.id, used.sessionId))
        .returning();
      if (!session) return { kind: 'not_found' as const };
      const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, session.userId));
      if (!user) return { kind: 'not_found' as const };
      return { kind: 'ok' as const, session, user };
    });
    if (outcome.kind === 'reused') throw authErrors.refreshTokenReused();
    if (outcome.kind === 'not_found') throw authErrors.refreshTokenNotFound();
    return this.respond(outcome.user, outcome.session, next);
  }

  /**
   * Ends this session (`local`), every session of the user (`global`) or all but this one (`others`). Signing
   * out everywhere also voids every link e-mailed before (recovery links, the free analysis's sign-in link).
   */
  async signOut(userId: string, sessionId: string, scope: SignOutScope): Promise<void> {
    if (scope === 'global') {
      await this.db.transaction(async (tx) => {
        await tx.delete(authSessions).where(eq(authSessions.userId, userId));
        await tx.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, userId));
        await tx.update(authUsers).set({ signedOutAt: new Date() }).where(eq(authUsers.id, userId));
      });
      return;
    }
    const where =
      scope === 'local'
        ? eq(authSessions.id, sessionId)
        : and(eq(authSessions.userId, userId), ne(authSessions.id, sessionId));
    await this.db.delete(authSessions).where(where);
  }

  private async respond(
    user: UserRow,
    session: typeof authSessions.$inferSelect,
    refreshToken: string,
  ): Promise<SessionResponse> {
    const { token, expiresAt } = await this.tokens.sign({
      userId: user.id,
      sessionId: session.id,
      email: user.email,
      phone: user.phone,
      role: user.role,
      method: session.method,
      sessionStartedAt: session.createdAt,
      appMetadata: appMetadata(user),
      userMetadata: user.userMetadata,
    });
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: this.tokens.expirySeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: toGoTrueUser(user),
    };
  }
}
