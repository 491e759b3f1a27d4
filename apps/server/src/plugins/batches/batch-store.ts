import type { SiteSummary } from '@sitescout/engine';
import { and, asc, count, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { batchExports, batches, batchRows } from '../../db/schema/index.js';
import type { BatchInputRow } from './column-mapping.js';

export type BatchRecord = typeof batches.$inferSelect;
export type BatchRowRecord = typeof batchRows.$inferSelect;

/** What a scored row keeps: its score summary and how its point was found. */
export interface BatchRowResult extends SiteSummary {
  /** Geocode precision ("street", "zip", "coordinates" …). */
  precision: string;
  /** The geocoder's name for the place, or the coordinates given. */
  placedAs: string;
}

/** One row's outcome, written by the worker. */
export type RowOutcome =
  | { rowNumber: number; ok: true; lat: number; lon: number; result: BatchRowResult }
  | { rowNumber: number; ok: false; error: string };

/** Rows are inserted in chunks (PostgreSQL allows 65,535 parameters per statement). */
const INSERT_CHUNK = 500;

/** Running batches whose processed rows are kept between polls (the least recently read go first). */
const KEPT_BATCHES = 8;
/** A batch's kept rows not read for this long are dropped. */
const KEPT_MS = 60_000;

/** Batches and their rows in the database. */
export function createBatchStore(db: Db) {
  /**
   * The processed rows of running batches as last read, in file order. A processed row never changes (only pending
   * rows are written, `saveOutcomes`), so a poll reads only the rows processed since, after checking by a count that
   * none was processed before the last one kept (slices stored out of order): then it reads them all again.
   */
  const kept = new Map<string, { rows: BatchRowRecord[]; readAt: number }>();
  const processedWhere = (id: string) => and(eq(batchRows.batchId, id), ne(batchRows.status, 'pending'));
  const readProcessed = (id: string, after: number) =>
    db
      .select()
      .from(batchRows)
      .where(and(processedWhere(id), gt(batchRows.rowNumber, after)))
      .orderBy(asc(batchRows.rowNumber));
  const forgetStale = (now: number) => {
    for (const [id, entry] of kept) if (now - entry.readAt > KEPT_MS) kept.delete(id);
  };

  return {
    /** Inserts the batch and its rows through `tx` (the caller's transaction, which also queues the job). */
    async insert(
      tx: Db,
      batch: { id: string; userId: string; businessType: string; radiusMiles: number; sourceName: string | null },
      rows: BatchInputRow[],
    ): Promise<BatchRecord> {
      const [row] = await tx
        .insert(batches)
        .values({ ...batch, totalRows: rows.length })
        .returning();
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await tx.insert(batchRows).values(rows.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, batchId: batch.id })));
      }
      if (!row) throw new Error('batch not inserted');
      return row;
    },

    async getOwned(id: string, userId: string): Promise<BatchRecord | undefined> {
      const [row] = await db
        .select()
        .from(batches)
        .where(and(eq(batches.id, id), eq(batches.userId, userId)))
        .limit(1);
      return row;
    },

    /**
     * Rows the account has waiting in unfinished batches, read through `tx` after taking the account's batch lock
     * (held to the end of the transaction), so two uploads at once cannot both fit under the cap.
     */
    async queuedRows(tx: Db, userId: string): Promise<number> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`batches:${userId}`}))`);
      const [row] = await tx
        .select({ n: sql<number>`coalesce(sum(${batches.totalRows} - ${batches.processedRows}), 0)::int` })
        .from(batches)
        .where(and(eq(batches.userId, userId), inArray(batches.status, ['queued', 'running'])));
      return Number(row?.n ?? 0);
    },

    /** The stored Excel workbook of a finished batch; undefined when none was built yet. */
    async storedXlsx(id: string): Promise<Buffer | undefined> {
      const [row] = await db.select({ xlsx: batchExports.xlsx }).from(batchExports).where(eq(batchExports.batchId, id));
      return row?.xlsx;
    },

    async storeXlsx(id: string, xlsx: Buffer): Promise<void> {
      await db.insert(batchExports).values({ batchId: id, xlsx }).onConflictDoNothing();
    },

    list: (userId: string, limit = 50): Promise<BatchRecord[]> =>
      db.select().from(batches).where(eq(batches.userId, userId)).orderBy(desc(batches.createdAt)).limit(limit),

    /**
     * The rows scored or failed so far, in file order (pending ones are not read: a poll of a running batch). With
     * `running`, the rows read by the last poll are kept and only those processed since are read; without, the
     * batch's kept rows are dropped and all are read.
     */
    async processed(id: string, running = false): Promise<BatchRowRecord[]> {
      const now = Date.now();
      forgetStale(now);
      const entry = kept.get(id);
      kept.delete(id);
      if (!running) return readProcessed(id, 0);
      let rows = entry?.rows ?? [];
      const last = rows.at(-1)?.rowNumber ?? 0;
      if (rows.length > 0) {
        const [before] = await db
          .select({ n: count() })
          .from(batchRows)
          .where(and(processedWhere(id), lte(batchRows.rowNumber, last)));
        if (Number(before?.n) !== rows.length) rows = [];
      }
      const since = await readProcessed(id, rows.at(-1)?.rowNumber ?? 0);
      const all = since.length === 0 ? rows : [...rows, ...since];
      kept.set(id, { rows: all, readAt: now });
      if (kept.size > KEPT_BATCHES) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      return all;
    },

    /** The next `limit` rows not yet scored, in file order; past row `after` (rows already handed to the engine). */
    pending: (id: string, limit: number, after = 0): Promise<BatchRowRecord[]> =>
      db
        .select()
        .from(batchRows)
        .where(and(eq(batchRows.batchId, id), eq(batchRows.status, 'pending'), gt(batchRows.rowNumber, after)))
        .orderBy(asc(batchRows.rowNumber))
        .limit(limit),

    /** A worker picks the batch up (again): counts the attempt unless it is finished. */
    async startAttempt(id: string): Promise<BatchRecord | undefined> {
      const [row] = await db
        .update(batches)
        .set({ status: 'running', attempts: sql`${batches.attempts} + 1`, updatedAt: new Date() })
        .where(and(eq(batches.id, id), ne(batches.status, 'done'), ne(batches.status, 'failed')))
        .returning();
      return row;
    },

    /**
     * Writes a slice's outcomes and advances the progress count, in one transaction of two statements: only rows
     * still pending are written and counted, so a slice stored twice counts its rows once.
     */
    async saveOutcomes(id: string, outcomes: RowOutcome[]): Promise<void> {
      if (outcomes.length === 0) return;
      // The slice travels as one JSON parameter (a recordset in SQL): one statement whatever its length.
      const values = outcomes.map((o) =>
        o.ok
          ? { row_number: o.rowNumber, status: 'scored', lat: o.lat, lon: o.lon, result: o.result }
          : { row_number: o.rowNumber, status: 'failed', error: o.error },
      );
      const slice = sql`jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(row_number integer, status text, lat double precision, lon double precision, result jsonb, error text)`;
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(batchRows)
          .set({
            status: sql`v.status`,
            // A row that could not be scored keeps the coordinates it was given.
            lat: sql`coalesce(v.lat, ${batchRows.lat})`,
            lon: sql`coalesce(v.lon, ${batchRows.lon})`,
            result: sql`coalesce(v.result, ${batchRows.result})`,
            error: sql`v.error`,
          })
          .from(slice)
          .where(
            and(eq(batchRows.batchId, id), eq(batchRows.rowNumber, sql`v.row_number`), eq(batchRows.status, 'pending')),
          )
          .returning({ n: batchRows.rowNumber });
        if (updated.length === 0) return;
        await tx
          .update(batches)
          .set({ processedRows: sql`${batches.processedRows} + ${updated.length}`, updatedAt: new Date() })
          .where(eq(batches.id, id));
      });
    },

    async complete(id: string): Promise<void> {
      await db
        .update(batches)
        .set({ status: 'done', finishedAt: new Date(), updatedAt: new Date(), error: null })
        .where(and(eq(batches.id, id), ne(batches.status, 'failed')));
    },

    /** The job failed for good: the batch stops here (rows already scored stay readable). */
    async fail(id: string, message: string): Promise<void> {
      await db
        .update(batches)
        .set({ status: 'failed', error: message, finishedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(batches.id, id), ne(batches.status, 'done')));
    },
  };
}

export type BatchStore = ReturnType<typeof createBatchStore>;
