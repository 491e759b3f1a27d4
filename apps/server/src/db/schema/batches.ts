import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './column-types.js';

export const BATCH_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_ROW_STATUSES = ['pending', 'scored', 'failed'] as const;
export type BatchRowStatus = (typeof BATCH_ROW_STATUSES)[number];

/**
 * One batch-scoring run of a Pro account: a business type and up to 1,000 rows. The batch, its rows and its queue
 * job are written in one transaction; a worker scores the rows still pending, so an interrupted batch resumes.
 */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey(),
    /** Account id from the auth domain (no foreign key: domains do not share tables). */
    userId: uuid('user_id').notNull(),
    businessType: text('business_type').notNull(),
    radiusMiles: real('radius_miles').notNull(),
    /** The name of the uploaded file, or null when the addresses were pasted. */
    sourceName: text('source_name'),
    status: text('status', { enum: BATCH_STATUSES }).notNull().default('queued'),
    totalRows: integer('total_rows').notNull(),
    /** Rows scored or failed so far. */
    processedRows: integer('processed_rows').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('batches_user_idx').on(table.userId, table.createdAt)],
);

/** One input row of a batch: what the user gave, then its score summary or why it could not be scored. */
export const batchRows = pgTable(
  'batch_rows',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    /** 1-based position in the upload (the line the user sees in their file, after the header). */
    rowNumber: integer('row_number').notNull(),
    name: text('name'),
    address: text('address'),
    /** Given coordinates, or the geocoded point once scored. */
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    status: text('status', { enum: BATCH_ROW_STATUSES }).notNull().default('pending'),
    /** The row's score summary (the engine's `SiteSummary`). */
    result: jsonb('result'),
    error: text('error'),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.rowNumber] })],
);

/** A finished batch's Excel workbook, built once when the batch is done and served from here on every download. */
export const batchExports = pgTable('batch_exports', {
  batchId: uuid('batch_id')
    .primaryKey()
    .references(() => batches.id, { onDelete: 'cascade' }),
  xlsx: bytea('xlsx').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});
