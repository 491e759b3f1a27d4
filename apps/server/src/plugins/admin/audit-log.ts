import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type AdminAction, adminAuditLog } from '../../db/schema/admin.js';

export type AuditEntry = typeof adminAuditLog.$inferSelect;

/** Who did it: an administrator's account, or `npm run admin` (no account, `email: 'cli'`). */
export interface AdminActor {
  id: string | null;
  email: string;
}

/** What one action wrote down, besides who and when. */
export interface AuditRecord {
  action: AdminAction;
  targetUserId: string;
  reason: string;
  details: Record<string, unknown>;
}

/** The entry an idempotency key already has, or undefined. */
export async function auditEntryByKey(db: Db, key: string): Promise<AuditEntry | undefined> {
  const [row] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.idempotencyKey, key)).limit(1);
  return row;
}

/** Serialises actions sharing an idempotency key until the surrounding transaction ends. */
export async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`admin_action:${key}`}, 0))`);
}

export async function writeAudit(db: Db, actor: AdminActor, key: string, record: AuditRecord): Promise<AuditEntry> {
  const [row] = await db
    .insert(adminAuditLog)
    .values({ ...record, adminId: actor.id, adminEmail: actor.email, idempotencyKey: key })
    .onConflictDoNothing()
    .returning();
  return row ?? ((await auditEntryByKey(db, key)) as AuditEntry);
}

/** The newest entries, of one account or of all. */
export function auditLog(db: Db, { targetUserId, limit = 100 }: { targetUserId?: string; limit?: number }) {
  return db
    .select()
    .from(adminAuditLog)
    .where(targetUserId ? eq(adminAuditLog.targetUserId, targetUserId) : undefined)
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(limit);
}
