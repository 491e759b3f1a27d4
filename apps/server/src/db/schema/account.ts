import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * An owner's request to delete their account. The account stays usable until `erase_at` (the grace period); signing
 * in meanwhile offers to cancel (`cancelled_at`). At `erase_at` the erasure job wipes the person's data and stamps
 * `erased_at`, once. At most one pending request per account.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Account id from the auth domain (no foreign key: the row outlives the person's data). */
    userId: uuid('user_id').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    eraseAt: timestamp('erase_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_deletions_pending_idx')
      .on(table.userId)
      .where(sql`${table.cancelledAt} is null and ${table.erasedAt} is null`),
  ],
);

/**
 * A change of an account's e-mail address: confirmed by a link to the new address (only then does the address
 * change), and announced to the old address with a link that cancels it, or reverts it within `undo_until`. Only
 * hashes of the two links' tokens are kept.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    undoTokenHash: text('undo_token_hash').notNull(),
    /** The link to the new address works until then. */
    confirmBy: timestamp('confirm_by', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The old address's link reverts the change until then (set at confirmation). */
    undoUntil: timestamp('undo_until', { withTimezone: true }),
    /** Cancelled before confirmation, by a newer request or from the old address. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_changes_confirm_token_idx').on(table.confirmTokenHash),
    uniqueIndex('email_changes_undo_token_idx').on(table.undoTokenHash),
    index('email_changes_user_idx').on(table.userId),
  ],
);
