import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** What an administrator did: one row per action, from the admin page, the admin API or `npm run admin`. */
export const ADMIN_ACTIONS = ['pro.grant', 'pro.end', 'credits.add', 'credits.refund', 'report.resend'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/**
 * The audit log of administrators' actions on accounts. Rows are only ever added. `admin_id` is the acting account
 * (null for the `npm run admin` command, which names itself in `admin_email`).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id'),
    /** The administrator's e-mail when acting (or `cli` for the command line). */
    adminEmail: text('admin_email').notNull(),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    /** The account acted on (no foreign key: the row outlives an erased account). */
    targetUserId: uuid('target_user_id').notNull(),
    reason: text('reason').notNull(),
    /** What changed, e.g. `{ "amount": 2, "ledgerEntryId": "…" }`. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** The caller's key for the action: the same key again does nothing more and answers this row. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_target_idx').on(table.targetUserId, table.createdAt),
    index('admin_audit_log_created_idx').on(table.createdAt),
    uniqueIndex('admin_audit_log_key_idx').on(table.idempotencyKey),
  ],
);
