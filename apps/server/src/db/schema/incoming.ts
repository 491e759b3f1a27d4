import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** How an analysis reached us: the signed webhook, or a signed-in browser relaying a link or a message. */
export const INCOMING_SOURCES = ['webhook', 'url', 'message'] as const;
export type IncomingSource = (typeof INCOMING_SOURCES)[number];

/**
 * Analysis reports produced elsewhere and delivered to an account ("incoming analyses"). Only the
 * sanitised HTML is kept — never what arrived — so nothing stored can run script when shown.
 */
export const incomingAnalyses = pgTable(
  'incoming_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Account id from the auth domain (no foreign key: domains do not share tables). */
    userId: uuid('user_id').notNull(),
    source: text('source', { enum: INCOMING_SOURCES }).notNull(),
    /** Sanitised body content of the report. */
    html: text('html').notNull(),
    /** SHA-256 of `html`: a sender retrying the same delivery does not create a second copy. */
    contentHash: text('content_hash').notNull(),
    /** First heading of the report, for the list; null when it has none. */
    title: text('title'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('incoming_analyses_user_content_key').on(table.userId, table.contentHash),
    index('incoming_analyses_user_received_idx').on(table.userId, table.receivedAt),
  ],
);
