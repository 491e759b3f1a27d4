import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  accountDeletions,
  analyses,
  analysisReports,
  analysisResultTexts,
  authOneTimeTokens,
  authSessions,
  authUsers,
  batchExports,
  batches,
  batchRows,
  emailChanges,
  freeAnalysisRequests,
  incomingAnalyses,
  proMemberships,
} from '../../db/schema/index.js';

/** What an erased account's e-mail becomes: unique, unroutable (`.invalid`), and no person's. */
export function tombstoneEmail(userId: string): string {
  return `erased-${userId}@erased.invalid`;
}

export type ErasureOutcome =
  | { erased: true; userId: string; formerEmail: string | null }
  | { erased: false; reason: 'unknown' | 'cancelled' | 'already-erased' | 'not-due' };

/**
 * Erases the personal data of a deleted account whose grace period is over, in one transaction with the deletion
 * row locked, so a retry, a second worker or a cancel racing it changes nothing twice:
 * - the account: e-mail → a tombstone, phone, password, name and other profile data, confirmations cleared;
 *   every session (refresh tokens with them), e-mailed link and e-mail change removed, so no device, cookie or
 *   link signs in any more (the known-device cookie only ever helped a right password, and none is left);
 * - analyses: who was mailed, the sites asked about, the result, the PDF and stored texts; the row stays with its
 *   business type, status and dates, since ledger entries name it as what a credit paid for;
 * - batches: the uploaded rows, the file name and the workbook; incoming analyses and free-analysis requests;
 * - Pro ends.
 * Orders and the credit ledger are not touched: bookkeeping law keeps them; they hold no personal data besides the
 * account id, which now names a tombstone.
 */
export async function eraseAccount(db: Db, deletionId: string, now = new Date()): Promise<ErasureOutcome> {
  return db.transaction(async (tx): Promise<ErasureOutcome> => {
    const [deletion] = await tx
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.id, deletionId))
      .for('update');
    if (!deletion) return { erased: false, reason: 'unknown' };
    if (deletion.erasedAt) return { erased: false, reason: 'already-erased' };
    if (deletion.cancelledAt) return { erased: false, reason: 'cancelled' };
    if (deletion.eraseAt > now) return { erased: false, reason: 'not-due' };
    const { userId } = deletion;
    const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, userId)).for('update');
    const formerEmail = user?.email ?? null;

    await tx
      .update(authUsers)
      .set({
        email: tombstoneEmail(userId),
        phone: null,
        passwordHash: null,
        userMetadata: {},
        emailConfirmedAt: null,
        phoneConfirmedAt: null,
        confirmationSentAt: null,
        recoverySentAt: null,
        lastSignInAt: null,
        signedOutAt: now,
        updatedAt: now,
      })
      .where(eq(authUsers.id, userId));
    await tx.delete(authSessions).where(eq(authSessions.userId, userId));
    await tx.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, userId));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));

    const owned = tx.select({ id: analyses.id }).from(analyses).where(eq(analyses.userId, userId));
    await tx.delete(analysisReports).where(inArray(analysisReports.analysisId, owned));
    await tx.delete(analysisResultTexts).where(inArray(analysisResultTexts.analysisId, owned));
    await tx
      .update(analyses)
      .set({
        notifyEmail: null,
        request: sql`'{"erased": true}'::jsonb`,
        result: null,
        error: null,
        progressNote: null,
      })
      .where(eq(analyses.userId, userId));

    const ownBatches = tx.select({ id: batches.id }).from(batches).where(eq(batches.userId, userId));
    await tx.delete(batchRows).where(inArray(batchRows.batchId, ownBatches));
    await tx.delete(batchExports).where(inArray(batchExports.batchId, ownBatches));
    await tx.update(batches).set({ sourceName: null, error: null }).where(eq(batches.userId, userId));

    await tx.delete(incomingAnalyses).where(eq(incomingAnalyses.userId, userId));
    if (formerEmail) await tx.delete(freeAnalysisRequests).where(eq(freeAnalysisRequests.email, formerEmail));
    await tx
      .update(proMemberships)
      .set({ endedAt: now, note: null })
      .where(and(eq(proMemberships.userId, userId), isNull(proMemberships.endedAt)));

    await tx.update(accountDeletions).set({ erasedAt: now }).where(eq(accountDeletions.id, deletionId));
    return { erased: true, userId, formerEmail };
  });
}

/** Deletion requests whose grace period is over and that are not erased yet (a sweep re-queues their jobs). */
export async function dueDeletions(db: Db, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ id: accountDeletions.id })
    .from(accountDeletions)
    .where(
      and(isNull(accountDeletions.cancelledAt), isNull(accountDeletions.erasedAt), lte(accountDeletions.eraseAt, now)),
    );
  return rows.map((r) => r.id);
}
