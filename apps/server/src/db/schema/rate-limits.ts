import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit and sign-in counters shared by every API process on one PostgreSQL (infra/counters). Unlogged in the
 * migration: counts are short-lived, and a crash forgetting them only ever helps a legitimate user.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** `namespace:route:ip`, `sign-in:account:<id>`, … */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** When the window ends and the count starts over. */
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
