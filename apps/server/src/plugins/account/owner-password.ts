import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { authUsers } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { AttemptLimiter } from '../auth/attempt-limiter.js';
import { verifyPassword } from '../auth/password-hash.js';
import { accountErrors } from './account-error.js';

/** Wrong passwords count where the password change's do: per account, in the shared counters. */
export interface PasswordGuard {
  limiter: AttemptLimiter;
  /** Wrong passwords allowed per account in the limiter's window (SIGN_IN_ATTEMPTS_PER_15_MIN). */
  perAccount: number;
}

/** The signed-in account row (its e-mail and password hash), for the owner's controls. */
export async function accountRow(db: Db, userId: string) {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
  if (!user) throw accountErrors.notFound('The account');
  return user;
}

/**
 * The owner proves it is them before a change a stolen access token alone must not make (deleting the account,
 * moving it to another address): the current password, checked by scrypt. Wrong ones count against the account's
 * sign-in limit (the same counter as `PUT /user`'s current password), so a token cannot be used to guess it.
 */
export async function assertOwnerPassword(db: Db, guard: PasswordGuard, userId: string, password: string) {
  const user = await accountRow(db, userId);
  if (!user.passwordHash) throw accountErrors.noPassword();
  const key = `account:id:${user.id}`;
  try {
    await guard.limiter.check([{ key, limit: guard.perAccount }]);
  } catch {
    throw new AppError(
      429,
      'too_many_attempts',
      'password: too many wrong passwords; try again in 15 minutes',
      'password',
    );
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    await guard.limiter.record([key]);
    throw accountErrors.wrongPassword();
  }
  return user;
}
