import type { AnalysisRequest, AnalysisResult } from '@sitescout/engine';
import { and, desc, eq, getTableColumns, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { analyses, type MailStatus, type ReportStatus } from '../../db/schema/analyses.js';
import type { AnalysisStep } from './progress.js';
import { applyResultDelta, isResultDelta } from './result-delta.js';
import { materialiseStoredResult } from './result-texts.js';

export type AnalysisRow = typeof analyses.$inferSelect;
export type NewAnalysisRow = typeof analyses.$inferInsert;
/** A row as listed: everything but the engine's result (large JSON the list never shows). */
export type AnalysisListRow = Omit<AnalysisRow, 'result'>;

/**
 * What the list of analyses shows of a finished result, read out of it in the database: each site's score (in
 * site order, null where withheld) and the sites the comparison ranks first (two or more: a tie; none for one site).
 */
export interface ResultGlance {
  siteScores: Array<number | null>;
  firstRanked: string[];
}

/** The result's glance in SQL: a full result, or a re-weighted version's delta (`result-delta.ts`: `sites`, `top`). */
const resultGlance = sql<
  ResultGlance | string | null
>`CASE WHEN ${analyses.result} IS NULL THEN NULL ELSE jsonb_build_object(
  'siteScores', (SELECT coalesce(jsonb_agg(site -> 'siteScore' -> 'score' -> 'value' ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(coalesce(${analyses.result} -> 'analyses', ${analyses.result} -> 'sites')) = 'array'
      THEN coalesce(${analyses.result} -> 'analyses', ${analyses.result} -> 'sites') ELSE '[]'::jsonb END) WITH ORDINALITY AS t(site, n)),
  'firstRanked', coalesce(jsonb_path_query_array(coalesce(${analyses.result} -> 'comparison', ${analyses.result} -> 'top' -> 'comparison'),
    '$.ranking[*] ? (@.rank == 1).label'), '[]'::jsonb)) END`;
const { result: _result, ...listColumns } = getTableColumns(analyses);
export type AnalysisHead = Pick<
  AnalysisRow,
  'id' | 'userId' | 'businessType' | 'status' | 'reportStatus' | 'createdAt'
>;

/** The request as stored: the validated engine request, with the business type by id. */
export type StoredRequest = Omit<AnalysisRequest, 'businessType'> & { businessType: string };

/** A row with its full result, and the stored full result it rests on (its own, or its base's for a version). */
export interface RowWithBase {
  row: AnalysisRow;
  base: { id: string; result: AnalysisResult | null };
}

/**
 * Reads and writes of the `analyses` table; every write that changes status is conditional, so it is idempotent.
 * A re-weighted version stores only what changed (`result-delta.ts`); every read here answers its full result.
 */
export function createAnalysisStore(db: Db) {
  const storedResult = async (id: string): Promise<AnalysisResult | null> => {
    const [row] = await db.select({ result: analyses.result }).from(analyses).where(eq(analyses.id, id)).limit(1);
    return (row?.result as AnalysisResult | null | undefined) ?? null;
  };
  const withBase = async (row: AnalysisRow | undefined): Promise<RowWithBase | undefined> => {
    if (!row) return undefined;
    if (!isResultDelta(row.result)) return { row, base: { id: row.id, result: row.result as AnalysisResult | null } };
    const baseId = row.result.reweightOf;
    const base = await storedResult(baseId);
    if (!base) throw new Error(`analysis ${row.id}: the result it was re-weighted from (${baseId}) is missing`);
    return { row: { ...row, result: applyResultDelta(base, row.result) }, base: { id: baseId, result: base } };
  };
  const full = async (row: AnalysisRow | undefined) => (await withBase(row))?.row;
  const getOwnedWithBase = async (id: string, userId: string): Promise<RowWithBase | undefined> => {
    const [row] = await db
      .select()
      .from(analyses)
      .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
      .limit(1);
    return withBase(row);
  };
  /** Progress streams of this process waiting on a row: woken by this process's writes (other processes: polling). */
  const watchers = new Map<string, Set<() => void>>();
  const changed = (id: string) => {
    for (const wake of watchers.get(id) ?? []) wake();
  };
  return {
    /** Calls `wake` after each write of row `id` made by this process; returns the unsubscribe function. */
    watch(id: string, wake: () => void): () => void {
      const set = watchers.get(id) ?? new Set();
      set.add(wake);
      watchers.set(id, set);
      return () => {
        set.delete(wake);
        if (set.size === 0) watchers.delete(id);
      };
    },

    insert: (tx: Db, row: NewAnalysisRow) => tx.insert(analyses).values(row),

    async get(id: string): Promise<AnalysisRow | undefined> {
      const [row] = await db.select().from(analyses).where(eq(analyses.id, id)).limit(1);
      return full(row);
    },

    async getOwned(id: string, userId: string): Promise<AnalysisRow | undefined> {
      return (await getOwnedWithBase(id, userId))?.row;
    },

    /** The owned row with its full result, and the full result stored for it or for its base (re-weighting). */
    getOwnedWithBase,

    /** Only the progress columns of the row: what a progress stream polls. */
    async getProgress(id: string): Promise<ProgressColumns | undefined> {
      const [row] = await db
        .select({
          status: analyses.status,
          progressStep: analyses.progressStep,
          progressPercent: analyses.progressPercent,
          progressNote: analyses.progressNote,
          reportStatus: analyses.reportStatus,
          mailStatus: analyses.mailStatus,
        })
        .from(analyses)
        .where(eq(analyses.id, id))
        .limit(1);
      return row;
    },

    /** The row without its request and result (large JSON): enough to check a download and name its file. */
    async getOwnedHead(id: string, userId: string): Promise<AnalysisHead | undefined> {
      const [row] = await db
        .select({
          id: analyses.id,
          userId: analyses.userId,
          businessType: analyses.businessType,
          status: analyses.status,
          reportStatus: analyses.reportStatus,
          createdAt: analyses.createdAt,
        })
        .from(analyses)
        .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
        .limit(1);
      return row;
    },

    /** The owned row without its result (the read of a finished one sends the stored result text beside it). */
    async getOwnedListRow(id: string, userId: string): Promise<AnalysisListRow | undefined> {
      const [row] = await db
        .select(listColumns)
        .from(analyses)
        .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
        .limit(1);
      return row;
    },

    /** The newest analyses of an account, each with its result's glance (scores, first-ranked sites). */
    list: (userId: string, limit = 100): Promise<Array<AnalysisListRow & { glance: ResultGlance | string | null }>> =>
      db
        .select({ ...listColumns, glance: resultGlance })
        .from(analyses)
        .where(eq(analyses.userId, userId))
        .orderBy(desc(analyses.createdAt))
        .limit(limit),

    /**
     * A worker picks the analysis up (again): counts the attempt unless it is already finished. A finished one
     * whose report or e-mail is still to do is returned too (the attempt counted, its status staying `done`), so
     * that attempt queues their delivery job (an attempt that stopped between storing the result and queueing it).
     */
    async startAttempt(id: string): Promise<AnalysisRow | undefined> {
      const [row] = await db
        .update(analyses)
        .set({
          status: 'running',
          attempts: sql`${analyses.attempts} + 1`,
          progressStep: 'loading-data',
          progressPercent: 5,
          progressNote: null,
          updatedAt: new Date(),
        })
        .where(and(eq(analyses.id, id), ne(analyses.status, 'done'), ne(analyses.status, 'failed')))
        .returning();
      changed(id);
      if (row) return full(row);
      const [delivering] = await db
        .update(analyses)
        .set({ attempts: sql`${analyses.attempts} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(analyses.id, id),
            eq(analyses.status, 'done'),
            or(eq(analyses.reportStatus, 'pending'), eq(analyses.mailStatus, 'pending')),
          ),
        )
        .returning();
      return full(delivering);
    },

    /** The step and percent, and the step's live line (`note`; cleared when not given). */
    async progress(id: string, step: AnalysisStep, percent: number, note: string | null = null): Promise<void> {
      await db
        .update(analyses)
        .set({ progressStep: step, progressPercent: percent, progressNote: note, updatedAt: new Date() })
        .where(and(eq(analyses.id, id), eq(analyses.status, 'running')));
      changed(id);
    },

    /**
     * The engine's result is stored and the analysis is done — visible on the dashboard at once; the report and
     * the e-mail follow in the background with the given states. Undefined when another attempt already did it.
     */
    async publish(
      id: string,
      result: AnalysisResult,
      delivery: { report: ReportStatus; mail: MailStatus },
    ): Promise<AnalysisRow | undefined> {
      const [row] = await db
        .update(analyses)
        .set({
          result,
          status: 'done',
          progressStep: 'done',
          progressPercent: 100,
          progressNote: null,
          error: null,
          reportStatus: delivery.report,
          mailStatus: delivery.mail,
          finishedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(analyses.id, id), eq(analyses.status, 'running')))
        .returning();
      // Serialised once, in the database: every read sends this text as it is.
      if (row) await materialiseStoredResult(db, id);
      changed(id);
      return row;
    },

    /** The PDF report is stored (`ready`) or given up on (`failed`). */
    async setReportStatus(id: string, status: ReportStatus): Promise<void> {
      await db
        .update(analyses)
        .set({ reportStatus: status, updatedAt: new Date() })
        .where(and(eq(analyses.id, id), eq(analyses.reportStatus, 'pending')));
      changed(id);
    },

    /** A PDF given up on in the background was drawn later (by a download) and is kept now. */
    async reportDrawnLate(id: string): Promise<void> {
      await db
        .update(analyses)
        .set({ reportStatus: 'ready', updatedAt: new Date() })
        .where(and(eq(analyses.id, id), eq(analyses.reportStatus, 'failed')));
      changed(id);
    },

    /** The e-mail was given up on after the job's last attempt. */
    async mailFailed(id: string): Promise<void> {
      await db
        .update(analyses)
        .set({ mailStatus: 'failed', updatedAt: new Date() })
        .where(and(eq(analyses.id, id), eq(analyses.mailStatus, 'pending')));
      changed(id);
    },

    /**
     * Marks the e-mail as sent (`withReport`: with what it owed — the PDF, or the dashboard link on a server without
     * reports — else `sent-without-report`: it said the PDF is late); false when another attempt already did.
     */
    async markNotified(id: string, withReport: boolean): Promise<boolean> {
      const rows = await db
        .update(analyses)
        .set({ notifiedAt: new Date(), mailStatus: withReport ? 'sent' : 'sent-without-report', updatedAt: new Date() })
        .where(and(eq(analyses.id, id), isNull(analyses.notifiedAt)))
        .returning({ id: analyses.id });
      changed(id);
      return rows.length > 0;
    },

    /**
     * Finished analyses whose PDF or e-mail is still pending: a worker queues their delivery at start (idempotent),
     * which also picks up saved versions stored before they had a delivery job of their own.
     */
    /** Analyses whose job ended to wait for their counties' data (re-queued when a worker starts: their waiter died). */
    waitingForData: (limit = 1000): Promise<Array<Pick<AnalysisRow, 'id' | 'userId'>>> =>
      db
        .select({ id: analyses.id, userId: analyses.userId })
        .from(analyses)
        .where(and(eq(analyses.status, 'running'), eq(analyses.progressStep, 'getting-data')))
        .limit(limit),

    undelivered: (limit = 1000): Promise<Array<Pick<AnalysisRow, 'id' | 'userId'>>> =>
      db
        .select({ id: analyses.id, userId: analyses.userId })
        .from(analyses)
        .where(
          and(
            eq(analyses.status, 'done'),
            or(eq(analyses.reportStatus, 'pending'), eq(analyses.mailStatus, 'pending')),
          ),
        )
        .limit(limit),

    /**
     * A saved version stored before versions were e-mailed carries the original's `notifiedAt` with its e-mail
     * still pending: nothing is to be sent for it, so its e-mail line is settled as `none`.
     */
    async settleMailAlreadyNotified(id: string): Promise<void> {
      await db
        .update(analyses)
        .set({ mailStatus: 'none', updatedAt: new Date() })
        .where(and(eq(analyses.id, id), eq(analyses.mailStatus, 'pending'), isNotNull(analyses.notifiedAt)));
      changed(id);
    },

    /** Records why the last attempt failed (the job may still be retried). */
    async attemptFailed(id: string, message: string): Promise<void> {
      await db
        .update(analyses)
        .set({ error: message, updatedAt: new Date() })
        .where(and(eq(analyses.id, id), ne(analyses.status, 'done')));
      changed(id);
    },

    /** The job failed for good: within `tx`, so the status and the refund commit together. */
    async fail(tx: Db, id: string, message: string): Promise<AnalysisRow | undefined> {
      const [row] = await tx
        .update(analyses)
        .set({
          status: 'failed',
          progressStep: 'failed',
          progressNote: null,
          error: message,
          refundedAt: new Date(),
          finishedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(analyses.id, id), ne(analyses.status, 'done'), ne(analyses.status, 'failed')))
        .returning();
      changed(id);
      return row;
    },
  };
}

export type AnalysisStore = ReturnType<typeof createAnalysisStore>;

/** The columns progress is made of: what a progress stream reads on each poll (not the request or result JSON). */
export type ProgressColumns = Pick<
  AnalysisListRow,
  'status' | 'progressStep' | 'progressPercent' | 'progressNote' | 'reportStatus' | 'mailStatus'
>;
