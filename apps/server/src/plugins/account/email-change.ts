import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { authOneTimeTokens, authSessions, authUsers, emailChanges } from '../../db/schema/index.js';
import type { Mailer } from '../../infra/mail/index.js';
import { normalizeEmail } from '../auth/identifiers.js';
import { issueOneTimeToken } from '../auth/one-time-tokens.js';
import { hashToken, randomToken } from '../auth/secret-token.js';
import { accountErrors } from './account-error.js';
import { confirmNewEmailMail, emailChangeNoticeMail, emailChangeRevertedMail } from './account-mails.js';
import { assertOwnerPassword, type PasswordGuard } from './owner-password.js';

/** The link to the new address works this long. */
const CONFIRM_TTL_MS = 24 * 3600 * 1000;

export interface EmailChangeDeps {
  passwords: PasswordGuard;
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** How long the old address may take a confirmed change back. */
  undoSeconds: number;
  log: FastifyBaseLogger;
}

/** A pending or confirmed change as the account page shows it. */
export interface EmailChangeState {
  newEmail: string;
  confirmBy: Date;
}

/**
 * Changing an account's e-mail address with both addresses heard: the owner asks with the password; the new
 * address gets a confirmation link and the old one a notice with a link that cancels the change (before the new
 * address confirms) or takes it back (for `undoSeconds` after). The address changes only when the new one confirms;
 * a take-back ends every session and resets the password (whoever changed it may know it) and mails a recovery link.
 */
export function createEmailChanges(deps: EmailChangeDeps) {
  const { db } = deps;
  const pageLink = (action: 'confirm' | 'undo', token: string) =>
    `${deps.publicUrl}/email-change#action=${action}&token=${token}`;

  const emailTaken = async (email: string, userId: string) => {
    const [other] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
    return other !== undefined && other.id !== userId;
  };

  return {
    /** Starts a change: both mails go out; any earlier pending change of the account is cancelled. */
    async request(userId: string, rawNewEmail: string, password: string): Promise<EmailChangeState> {
      const user = await assertOwnerPassword(db, deps.passwords, userId, password);
      if (!user.email) throw accountErrors.noEmail();
      let newEmail: string;
      try {
        newEmail = normalizeEmail(rawNewEmail);
      } catch {
        throw accountErrors.badEmail();
      }
      if (newEmail === user.email) throw accountErrors.sameEmail();
      if (await emailTaken(newEmail, userId)) throw accountErrors.emailTaken();
      const confirmToken = randomToken();
      const undoToken = randomToken();
      const now = new Date();
      const confirmBy = new Date(now.getTime() + CONFIRM_TTL_MS);
      const oldEmail = user.email;
      await db.transaction(async (tx) => {
        await tx
          .update(emailChanges)
          .set({ cancelledAt: now })
          .where(
            and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt)),
          );
        await tx.insert(emailChanges).values({
          userId,
          oldEmail,
          newEmail,
          confirmTokenHash: hashToken(confirmToken),
          undoTokenHash: hashToken(undoToken),
          confirmBy,
        });
        // Sent inside the transaction: a change whose mails could not go out is not left pending.
        await deps.mailer.send(confirmNewEmailMail(newEmail, pageLink('confirm', confirmToken), confirmBy));
        await deps.mailer.send(
          emailChangeNoticeMail(oldEmail, newEmail, pageLink('undo', undoToken), Math.round(deps.undoSeconds / 86400)),
        );
      });
      deps.log.info({ userId }, 'e-mail change requested');
      return { newEmail, confirmBy };
    },

    /** The change waiting for the new address's confirmation, if any. */
    async pending(userId: string): Promise<EmailChangeState | null> {
      const [row] = await db
        .select()
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.userId, userId),
            isNull(emailChanges.confirmedAt),
            isNull(emailChanges.cancelledAt),
            gt(emailChanges.confirmBy, new Date()),
          ),
        )
        .limit(1);
      return row ? { newEmail: row.newEmail, confirmBy: row.confirmBy } : null;
    },

    /**
     * The new address's link: the account's address becomes the new one (confirmed by the link), other e-mailed
     * links end. Used, expired, cancelled or unknown tokens: 404.
     */
    async confirm(token: string): Promise<{ email: string }> {
      const now = new Date();
      const email = await db.transaction(async (tx) => {
        const [change] = await tx
          .select()
          .from(emailChanges)
          .where(eq(emailChanges.confirmTokenHash, hashToken(token)))
          .for('update');
        if (!change || change.confirmedAt || change.cancelledAt || change.confirmBy <= now) {
          throw accountErrors.notFound('The confirmation link');
        }
        const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, change.userId)).for('update');
        if (!user || user.email !== change.oldEmail) throw accountErrors.notFound('The confirmation link');
        const [other] = await tx
          .select({ id: authUsers.id })
          .from(authUsers)
          .where(eq(authUsers.email, change.newEmail));
        if (other) throw accountErrors.emailTaken();
        await tx
          .update(authUsers)
          .set({ email: change.newEmail, emailConfirmedAt: now, updatedAt: now })
          .where(eq(authUsers.id, change.userId));
        // Links mailed to the old address (confirmation, recovery) must not act on the moved account.
        await tx.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, change.userId));
        await tx
          .update(emailChanges)
          .set({ confirmedAt: now, undoUntil: new Date(now.getTime() + deps.undoSeconds * 1000) })
          .where(eq(emailChanges.id, change.id));
        return change.newEmail;
      });
      deps.log.info('e-mail change confirmed');
      return { email };
    },

    /**
     * The old address's link: cancels a change not confirmed yet, or takes a confirmed one back within its window
     * (then every session ends, the password is cleared and a recovery link goes to the old address).
     */
    async undo(token: string): Promise<{ email: string; reverted: boolean }> {
      const now = new Date();
      const recoveryToken = randomToken();
      const outcome = await db.transaction(async (tx) => {
        const [change] = await tx
          .select()
          .from(emailChanges)
          .where(eq(emailChanges.undoTokenHash, hashToken(token)))
          .for('update');
        if (!change || change.cancelledAt || change.revertedAt) throw accountErrors.notFound('The link');
        if (!change.confirmedAt) {
          await tx.update(emailChanges).set({ cancelledAt: now }).where(eq(emailChanges.id, change.id));
          return { email: change.oldEmail, reverted: false };
        }
        if (!change.undoUntil || change.undoUntil <= now) throw accountErrors.notFound('The link');
        const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, change.userId)).for('update');
        if (!user || user.email !== change.newEmail) throw accountErrors.notFound('The link');
        const [other] = await tx
          .select({ id: authUsers.id })
          .from(authUsers)
          .where(eq(authUsers.email, change.oldEmail));
        if (other) throw accountErrors.notFound('The link');
        await tx
          .update(authUsers)
          .set({ email: change.oldEmail, emailConfirmedAt: now, passwordHash: null, signedOutAt: now, updatedAt: now })
          .where(eq(authUsers.id, change.userId));
        await tx.delete(authSessions).where(eq(authSessions.userId, change.userId));
        await tx.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, change.userId));
        await tx.update(emailChanges).set({ revertedAt: now }).where(eq(emailChanges.id, change.id));
        await issueOneTimeToken(tx, change.userId, 'recovery', hashToken(recoveryToken));
        return { email: change.oldEmail, reverted: true };
      });
      if (outcome.reverted) {
        const link = new URL(`${deps.publicUrl}/auth/v1/verify`);
        link.searchParams.set('token', recoveryToken);
        link.searchParams.set('type', 'recovery');
        link.searchParams.set('redirect_to', `${deps.publicUrl}/reset-password`);
        await deps.mailer.send(emailChangeRevertedMail(outcome.email, link.toString()));
      }
      deps.log.info({ reverted: outcome.reverted }, 'e-mail change taken back from the old address');
      return outcome;
    },
  };
}

export type EmailChanges = ReturnType<typeof createEmailChanges>;
