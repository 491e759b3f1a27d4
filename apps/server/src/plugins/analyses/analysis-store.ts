import type { AnalysisRequest, AnalysisResult } from '@sitescout/engine';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { analyses } from '../../db/schema/analyses.js';
import type { AnalysisStep } from './progress.js';

export type AnalysisRow = typeof analyses.$inferSelect;
export type NewAnalysisRow = typeof analyses.$inferInsert;

/** The request as stored: the validated engine request, with the business type by id. */
export type StoredRequest = Omit<AnalysisRequest, 'businessType'> & { businessType: string };

/** Reads and writes of the `analyses` table; every write that changes status is conditional, so it is idempotent. */
export function createAnalysisStore(db: Db) {
  return {
    insert: (tx: Db, row: NewAnalysisRow) => tx.insert(analyses).values(row),

    async get(id: string): Promise<AnalysisRow | undefined> {
      const [row] = await db.select().from(analyses).where(eq(analyses.id, id)).limit(1);
      return row;
    },

    async getOwned(id: string, userId: string): Promise<AnalysisRow | undefined> {
      const [row] = await db
        .select()
        .from(analyses)
        .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
        .limit(1);
      return row;
    },

    list: (userId: string, limit = 100) =>
      db.select().from(analyses).where(eq(analyses.userId, userId)).orderBy(desc(analyses.createdAt)).limit(limit),

    /** A worker picks the analysis up (again): counts the attempt unless it is already finished. */
    async startAttempt(id: string): Promise<AnalysisRow | undefined> {
      const [row] = await db
        .update(analyses)
        .set({
          status: 'running',
          attempts: sql`${analyses.attempts} + 1`,
          progressStep: 'loading-data',
          progressPercent: 5,
          updatedAt: new Date(),
        })
        .where(and(eq(analyses.id, id), ne(analyses.status, 'done'), ne(analyses.status, 'failed')))
        .returning();
      return row;
    },

    async progress(id: string, step: AnalysisStep, percent: number): Promise<void> {
      await db
        .update(analyses)
        .set({ progressStep: step, progressPercent: percent, updatedAt: new Date() })
        .where(and(eq(analyses.id, id), eq(analyses.status, 'running')));
    },

    /** Keeps the engine's result while the job goes on (report, e-mail), so a retry need not recompute it. */
    async saveResult(id: string, result: AnalysisResult): Promise<void> {
      await db
        .update(analyses)
        .set({ result, updatedAt: new Date() })
        .where(and(eq(analyses.id, id), eq(analyses.status, 'running')));
    },

    async complete(id: string): Promise<void> {
      await db
        .update(analyses)
        .set({
          status: 'done',
          progressStep: 'done',
          progressPercent: 100,
          error: null,
          finishedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(analyses.id, id), eq(analyses.status, 'running')));
    },

    /** Marks the e-mail as sent; false when another attempt already did. */
    async markNotified(id: string): Promise<boolean> {
      const rows = await db
        .update(analyses)
        .set({ notifiedAt: new Date() })
        .where(and(eq(analyses.id, id), isNull(analyses.notifiedAt)))
        .returning({ id: analyses.id });
      return rows.length > 0;
    },

    /** Records why the last attempt failed (the job may still be retried). */
    async attemptFailed(id: string, message: string): Promise<void> {
      await db
        .update(analyses)
        .set({ error: message, updatedAt: new Date() })
        .where(and(eq(analyses.id, id), ne(analyses.status, 'done')));
    },

    /** The job failed for good: within `tx`, so the status and the refund commit together. */
    async fail(tx: Db, id: string, message: string): Promise<AnalysisRow | undefined> {
      const [row] = await tx
        .update(analyses)
        .set({
          status: 'failed',
          progressStep: 'failed',
          error: message,
          refundedAt: new Date(),
          finishedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(analyses.id, id), ne(analyses.status, 'done'), ne(analyses.status, 'failed')))
        .returning();
      return row;
    },
  };
}

export type AnalysisStore = ReturnType<typeof createAnalysisStore>;
