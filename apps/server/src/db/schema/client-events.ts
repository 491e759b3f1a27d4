import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What browsers report back: pages not found (with the path asked for) and client-side errors. */
export const clientEvents = pgTable(
  'client_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['not_found', 'error'] }).notNull(),
    path: text('path').notNull(),
    detail: text('detail'),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_events_created_at_idx').on(table.createdAt)],
);
