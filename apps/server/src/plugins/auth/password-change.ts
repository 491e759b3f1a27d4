import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { authSessions } from '../../db/schema/index.js';
import type { AttemptLimiter } from './attempt-limiter.js';
import { AuthError, authErrors } from './auth-error.js';
import { present } from './identifiers.js';
import { verifyPassword } from './password-hash.js';
import type { SignInLimits } from './sign-in.js';
import type { UserRow } from './user-json.js';

/** A session opened by a recovery link may set a new password without the old one for this long. */
export const FRESH_RECOVERY_MS = 15 * 60 * 1000;

/**
 * Who may change a password through `PUT /user`: whoever proves the current one (`current_password`, as auth-js
 * sends it), or a session opened by a recovery link in the last 15 minutes, or an account that has no password
 * yet (created for a received or free analysis: its session came from a link e-mailed to the address). A stolen
 * access token alone cannot lock the owner out. Wrong current passwords count as failed sign-ins.
 */
export async function assertMayChangePassword(
  db: Db,
  user: UserRow,
  sessionId: string,
  currentPassword: string | undefined,
  limiter: AttemptLimiter,
  limits: SignInLimits,
): Promise<void> {
  if (!user.passwordHash) return;
  const given = present(currentPassword);
  if (!given) {
    const [session] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId));
    if (session?.method === 'recovery' && Date.now() - session.createdAt.getTime() < FRESH_RECOVERY_MS) return;
    throw new AuthError(
      400,
      'reauthentication_needed',
      'current_password: enter your current password to choose a new one',
      { field: 'current_password' },
    );
  }
  const key = `account:id:${user.id}`;
  limiter.check([{ key, limit: limits.perAccount }]);
  if (!(await verifyPassword(given, user.passwordHash))) {
    limiter.record([key]);
    throw authErrors.invalidCredentials();
  }
}
