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

/** An account's id, e-mail and creation time by id, or null (for operators' tools). */
export async function accountById(
  db: Db,
  id: string,
): Promise<{ id: string; email: string | null; createdAt: Date } | null> {
  const [user] = await db
    .select({ id: authUsers.id, email: authUsers.email, createdAt: authUsers.createdAt })
    .from(authUsers)
    .where(eq(authUsers.id, id))
    .limit(1);
  return user ?? null;
}
