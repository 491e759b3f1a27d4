import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { analysisReports } from '../../db/schema/index.js';
import type { ReportService } from '../reports/report-input.js';
import type { AnalysisRow } from './analysis-store.js';
import { reportInput } from './report-input.js';

/**
 * Each finished analysis's PDF, drawn once and kept in `analysis_reports`: the job draws it as soon as the result
 * is stored, and downloads stream the stored bytes. An analysis finished before reports were kept is drawn on its
 * first download and kept from then on.
 */
export interface StoredReports {
  /** The stored PDF, or undefined when none is kept yet. */
  find(analysisId: string): Promise<Buffer | undefined>;
  /** The stored PDF, drawing and keeping it first when there is none (the row must be done, with its result). */
  get(row: AnalysisRow): Promise<Buffer>;
}

export function createStoredReports(deps: {
  db: Db;
  reports: () => ReportService | undefined;
  publicUrl: string;
}): StoredReports {
  const find = async (analysisId: string) => {
    // Read as hex text and decoded by Node: embedded PGlite decodes a bytea column in JavaScript about ten times
    // slower (a 600 kB report: ~170 ms against ~17 ms), and node-postgres is as fast either way.
    const [row] = await deps.db
      .select({ hex: sql<string>`encode(${analysisReports.pdf}, 'hex')` })
      .from(analysisReports)
      .where(eq(analysisReports.analysisId, analysisId))
      .limit(1);
    return row ? Buffer.from(row.hex, 'hex') : undefined;
  };
  return {
    find,
    async get(row) {
      const stored = await find(row.id);
      if (stored) return stored;
      const reports = deps.reports();
      if (!reports) throw new Error('no report renderer on this server');
      const pdf = await reports.renderAnalysisPdf(reportInput(row, deps.publicUrl), row.userId);
      // Two first downloads at once draw twice, but keep one: the first stored wins.
      await deps.db.insert(analysisReports).values({ analysisId: row.id, pdf }).onConflictDoNothing();
      return (await find(row.id)) ?? pdf;
    },
  };
}
