import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { accountDeletions } from '../../db/schema/index.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { Mailer } from '../../infra/mail/index.js';
import { accountErrors } from './account-error.js';
import { deletionScheduledMail } from './account-mails.js';
import { assertOwnerPassword, type PasswordGuard } from './owner-password.js';
import { ERASURE_QUEUE, type ErasureJobData } from './queues.js';

export interface AccountDeletionDeps {
  passwords: PasswordGuard;
  database: Database;
  queue: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  graceSeconds: number;
  log: FastifyBaseLogger;
}

/** A deletion waiting for its grace period to end. */
export interface ScheduledDeletion {
  requestedAt: Date;
  eraseAt: Date;
}

/**
 * Deleting an account with a grace period: the owner asks with the password, the account stays as it is until
 * `eraseAt` and is mailed when and how to keep it; the erasure job (its id the request's, queued to start at
 * `eraseAt` in the same transaction as the request) erases the person's data then, unless it was cancelled.
 */
export function createAccountDeletion(deps: AccountDeletionDeps) {
  const { db } = deps.database;
  const pendingRow = async (userId: string) => {
    const [row] = await db
      .select()
      .from(accountDeletions)
      .where(
        and(
          eq(accountDeletions.userId, userId),
          isNull(accountDeletions.cancelledAt),
          isNull(accountDeletions.erasedAt),
        ),
      )
      .limit(1);
    return row;
  };
  return {
    async scheduled(userId: string): Promise<ScheduledDeletion | null> {
      const row = await pendingRow(userId);
      return row ? { requestedAt: row.requestedAt, eraseAt: row.eraseAt } : null;
    },

    /** Schedules the erasure (the existing one when asked twice) and mails the owner. */
    async request(userId: string, password: string): Promise<ScheduledDeletion> {
      const user = await assertOwnerPassword(db, deps.passwords, userId, password);
      const existing = await pendingRow(userId);
      if (existing) return { requestedAt: existing.requestedAt, eraseAt: existing.eraseAt };
      // Installing the queue's schema needs the connection; on PGlite it must not wait behind our own transaction.
      await deps.queue.start();
      const eraseAt = new Date(Date.now() + deps.graceSeconds * 1000);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(accountDeletions)
          .values({ userId, eraseAt })
          .onConflictDoNothing()
          .returning();
        if (!inserted) return undefined;
        await deps.queue.enqueue<ErasureJobData>(
          ERASURE_QUEUE,
          { deletionId: inserted.id },
          { id: inserted.id, tx, startAfter: eraseAt },
        );
        return inserted;
      });
      // Asked twice at once: the other request's schedule stands.
      const scheduled = row ?? (await pendingRow(userId));
      if (!scheduled) throw accountErrors.notFound('The deletion request');
      if (row && user.email) {
        try {
          await deps.mailer.send(deletionScheduledMail(user.email, row.eraseAt, `${deps.publicUrl}/account`));
        } catch (error) {
          deps.log.error({ err: error, userId }, 'deletion notice not sent');
        }
      }
      deps.log.info({ userId, eraseAt: scheduled.eraseAt }, 'account deletion scheduled');
      return { requestedAt: scheduled.requestedAt, eraseAt: scheduled.eraseAt };
    },

    /** Keeps the account: the pending deletion is cancelled (its job then finds nothing to do). 404 when none. */
    async cancel(userId: string): Promise<void> {
      const [cancelled] = await db
        .update(accountDeletions)
        .set({ cancelledAt: new Date() })
        .where(
          and(
            eq(accountDeletions.userId, userId),
            isNull(accountDeletions.cancelledAt),
            isNull(accountDeletions.erasedAt),
          ),
        )
        .returning();
      if (!cancelled) throw accountErrors.notFound('A pending deletion');
      deps.log.info({ userId }, 'account deletion cancelled');
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
