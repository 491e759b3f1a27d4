import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Kinds of public form that land in `form_submissions` (consultations have their own lead table). */
export const FORM_KINDS = ['sample_report', 'contact', 'demo_feedback'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Free sample report requests, contact messages and demo feedback sent from the public site. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: FORM_KINDS }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    message: text('message'),
    /** Fields only one kind has (business type and addresses of a sample request, a contact subject). */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    /** Page the form was sent from, as the browser reported it. */
    page: text('page'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('form_submissions_created_at_idx').on(table.createdAt)],
);

/**
 * Pro Monthly consultation requests: the sales leads. Kept in their own plain table so the
 * billing admin command can list them without knowing about the other forms.
 */
export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    company: text('company'),
    phone: text('phone'),
    message: text('message'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consultation_requests_created_at_idx').on(table.createdAt)],
);

/**
 * Mail owed to the team for each stored form. Written in the same transaction as the form row,
 * so a submission is never lost when SMTP is down; a worker retries until `sent_at` is set.
 */
export const formMails = pgTable(
  'form_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id').references(() => formSubmissions.id, { onDelete: 'cascade' }),
    consultationId: uuid('consultation_id').references(() => consultationRequests.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    replyTo: text('reply_to'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('form_mails_pending_idx').on(table.sentAt, table.nextAttemptAt)],
);
