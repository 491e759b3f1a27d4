import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './column-types.js';

export const ANALYSIS_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/** Which credit paid for an analysis: one `analysis` credit, or a Complete Report (up to 3 sites compared). */
/**
 * The PDF report and the "ready" e-mail follow the result in the background, each with its own state: `pending`
 * (still to do), `ready` / `sent`, `failed` (gave up after the job's retries) or `none` (nothing to do: no report
 * renderer on this server, no e-mail address on the account).
 */
export const REPORT_STATUSES = ['pending', 'ready', 'failed', 'none'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** `sent`: the "ready" e-mail went out with the PDF attached; `sent-without-report`: it went out saying the PDF is late. */
export const MAIL_STATUSES = ['pending', 'sent', 'sent-without-report', 'failed', 'none'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const ANALYSIS_CREDIT_UNITS = ['analysis', 'complete_report', 'pro_analysis'] as const;

/**
 * One paid analysis: the validated, geocoded request, its progress and its result. The row is written in the
 * same transaction as the credit spend and the queue job (the job id is the analysis id), so a paid analysis
 * always has a job and a job always has a paid analysis.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey(),
    /** Account id from the auth domain (no foreign key: domains do not share tables). */
    userId: uuid('user_id').notNull(),
    /** Where the "your analysis is ready" e-mail goes (the account's address when it was started); none for phone-only accounts. */
    notifyEmail: text('notify_email'),
    businessType: text('business_type').notNull(),
    /** The validated request the engine runs: geocoded sites with precision, radius, priorities, plan. */
    request: jsonb('request').notNull(),
    creditUnit: text('credit_unit', { enum: ANALYSIS_CREDIT_UNITS }).notNull(),
    /** The analysis this one re-runs with new priorities, if any. */
    rerunOf: uuid('rerun_of'),
    status: text('status', { enum: ANALYSIS_STATUSES }).notNull().default('queued'),
    progressStep: text('progress_step').notNull().default('queued'),
    progressPercent: integer('progress_percent').notNull().default(0),
    /** A live progress line in the step's own words (e.g. the county data being fetched), when the step has one. */
    progressNote: text('progress_note'),
    /** How many times a worker has started it (retries after failures or a crashed worker). */
    attempts: integer('attempts').notNull().default(0),
    /** The engine's `{analyses: SiteAnalysis[], comparison}` once done. */
    result: jsonb('result'),
    error: text('error'),
    /** Set when the credit was given back after the job failed for good. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The PDF report's state once the result is visible (see REPORT_STATUSES). */
    reportStatus: text('report_status', { enum: REPORT_STATUSES }).notNull().default('pending'),
    /** The "ready" e-mail's state once the result is visible (see MAIL_STATUSES). */
    mailStatus: text('mail_status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    /** Set once the "your analysis is ready" e-mail has gone out. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('analyses_user_idx').on(table.userId, table.createdAt),
    index('analyses_status_idx').on(table.status),
  ],
);

/**
 * A free first analysis asked for with only an e-mail address. Nothing is created for the address until the
 * e-mailed link is followed: then the account is found or created and the analysis is paid with its free credit.
 */
export const freeAnalysisRequests = pgTable(
  'free_analysis_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** The validated, geocoded request, as stored on `analyses.request`. */
    request: jsonb('request').notNull(),
    /** SHA-256 of the link's token; the token itself is only in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was followed and the analysis started. */
    analysisId: uuid('analysis_id'),
    /** Set when the link signed its follower in: it does so once; later visits must sign in. */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('free_analysis_requests_email_idx').on(table.email, table.createdAt)],
);

/**
 * The PDF report of a finished analysis, drawn once (by its job, or by the first download of an analysis stored
 * before reports were kept) and streamed from here afterwards. In the database, so backups keep it; a re-run is a
 * new analysis with a report of its own.
 */
export const analysisReports = pgTable('analysis_reports', {
  analysisId: uuid('analysis_id')
    .primaryKey()
    .references(() => analyses.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
});
