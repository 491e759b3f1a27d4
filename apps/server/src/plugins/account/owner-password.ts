import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { authUsers } from '../../db/schema/index.js';
import { verifyPassword } from '../auth/password-hash.js';
import { accountErrors } from './account-error.js';

/** The signed-in account row (its e-mail and password hash), for the owner's controls. */
export async function accountRow(db: Db, userId: string) {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
  if (!user) throw accountErrors.notFound('The account');
  return user;
}

/**
 * The owner proves it is them before a change that cannot be taken back by a stolen access token alone (deleting
 * the account, moving it to another address): the current password, compared in constant time by scrypt.
 */
export async function assertOwnerPassword(db: Db, userId: string, password: string) {
  const user = await accountRow(db, userId);
  if (!user.passwordHash) throw accountErrors.noPassword();
  if (!(await verifyPassword(password, user.passwordHash))) throw accountErrors.wrongPassword();
  return user;
}
