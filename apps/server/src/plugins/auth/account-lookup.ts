import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { authUsers } from '../../db/schema/index.js';

/**
 * The account id for an e-mail address (as typed: trimmed, any case), or null when no account has it. Auth owns the
 * accounts table; other domains (billing's operator commands) ask here instead of reading it.
 */
export async function accountIdByEmail(db: Db, email: string): Promise<string | null> {
  const [user] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, email.trim().toLowerCase()))
    .limit(1);
  return user?.id ?? null;
}
