import { type AnalysisResult, compareSites, EngineInputError, getBusinessType } from '@sitescout/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { EnginePool } from '../../infra/engine/engine-pool.js';
import type { QueuedJob } from '../../infra/jobs/job-queue.js';
import type { Mailer } from '../../infra/mail/index.js';
import type { CreditService } from '../billing/index.js';
import type { GeodataService } from '../geodata/geodata-service.js';
import type { ReportService } from '../reports/report-input.js';
import { failedMail, readyMail } from './analysis-mails.js';
import type { AnalysisJobData } from './analysis-service.js';
import type { AnalysisRow, AnalysisStore, StoredRequest } from './analysis-store.js';
import type { CountyWait } from './county-wait.js';
import { sitePercent } from './progress.js';
import { downloadName } from './report-input.js';
import type { StoredReports } from './stored-reports.js';
import type { StoredResult } from './stored-result.js';

export interface JobRunnerDeps {
  database: Database;
  store: AnalysisStore;
  credits: CreditService;
  geodata: GeodataService;
  /** Where the engine runs: worker threads that load the data pack from `packDir` themselves. */
  engine: EnginePool;
  packDir: string;
  mailer: Mailer;
  /** Undefined on a server without the reports plugin: the e-mail then carries only the link. */
  reports: () => ReportService | undefined;
  /** The PDF of each analysis, drawn once and kept. */
  storedReports: StoredReports;
  publicUrl: string;
  /** Queues the PDF and e-mail of a stored result on their own queue (idempotent: one delivery job per analysis). */
  queueDelivery: (row: { id: string; userId: string }) => Promise<void>;
  log: FastifyBaseLogger;
  /** Data on demand: counties without data fetched, off the job slots, before the sites are analysed (undefined: never). */
  countyWait?: CountyWait;
}

/** What a user is told when an attempt fails; internal details stay in the log. */
function userMessage(error: unknown): string {
  if (error instanceof EngineInputError) return error.message;
  return 'An internal error stopped the analysis.';
}

/**
 * The worker side of analyses. `run` is idempotent: every attempt re-reads the row, reuses a result an earlier
 * attempt stored, and sends the e-mail only if no attempt has. `refund` handles a job that failed for good.
 */
export function createAnalysisJobRunner(deps: JobRunnerDeps) {
  const { store, log } = deps;

  /**
   * Each site is one task on the engine threads, where this account takes turns with the others. `waiting`: the
   * sites' counties are being fetched and the analysis is queued again when they land (this job ends now).
   */
  async function analyse(row: AnalysisRow): Promise<StoredResult | 'waiting'> {
    const request = row.request as StoredRequest;
    // The pack must exist (built on first start) before a thread loads it; the main thread keeps it for maps.
    await deps.geodata.get();
    getBusinessType(request.businessType); // an unknown type is the user's error, named here
    const counties = await deps.countyWait?.before(row);
    if (counties?.waiting) return 'waiting';
    const notice = counties?.notice;
    const analyses = [];
    for (const [index, site] of request.sites.entries()) {
      await store.progress(row.id, 'analysing-sites', sitePercent(index, request.sites.length));
      analyses.push(
        await deps.engine.analyseSite(row.userId, {
          packDir: deps.packDir,
          businessType: request.businessType,
          site,
          radiusMiles: request.radiusMiles,
          priorities: request.priorities,
        }),
      );
    }
    if (analyses.length > 1) await store.progress(row.id, 'comparing', 85);
    return {
      analyses,
      comparison: analyses.length > 1 ? compareSites(analyses) : null,
      ...(notice ? { dataNotice: notice } : {}),
    };
  }

  /** The PDF, drawn once and stored; on the last attempt a failure is recorded instead of thrown. */
  async function drawReport(row: AnalysisRow, lastAttempt: boolean): Promise<void> {
    if (row.reportStatus !== 'pending') return;
    try {
      await deps.storedReports.get(row);
      await store.setReportStatus(row.id, 'ready');
    } catch (error) {
      // Retried by the delivery queue with a growing delay (JOB_RETRY_LIMIT, JOB_RETRY_DELAY_SECONDS): the e-mail
      // waits for the PDF, and nobody is told of a failure before the last attempt.
      if (!lastAttempt) {
        log.warn({ err: error, analysisId: row.id }, 'analysis report could not be drawn; the queue retries it');
        throw error;
      }
      log.error({ err: error, analysisId: row.id }, 'analysis report could not be drawn; giving up on it');
      await store.setReportStatus(row.id, 'failed');
    }
  }

  async function notify(row: AnalysisRow, lastAttempt: boolean): Promise<void> {
    if (row.mailStatus !== 'pending' || row.notifiedAt || !row.notifyEmail) return;
    try {
      const stored = deps.reports() ? await deps.storedReports.find(row.id) : undefined;
      // A server that draws reports but has none for this analysis (every drawing attempt failed) says it is late.
      const pdf = stored ? { filename: downloadName(row, 'pdf'), content: stored } : deps.reports() ? 'late' : null;
      await deps.mailer.send(readyMail(row, row.notifyEmail, deps.publicUrl, pdf));
      // `sent` when the mail carried what it owed: the PDF, or (no reports on this server) the dashboard link.
      await store.markNotified(row.id, pdf !== 'late');
    } catch (error) {
      // The analysis itself is paid for and done: a mail outage is retried, but never costs the user it.
      if (!lastAttempt) throw error;
      log.error({ err: error, analysisId: row.id }, 'analysis ready e-mail could not be sent; giving up on it');
      await store.mailFailed(row.id);
    }
  }

  return {
    /**
     * Engine → result stored and visible (status `done`) → the PDF and e-mail queued as a delivery job. The job
     * ends there, so the account's next analysis does not wait for this one's report; a retry of an attempt that
     * stopped after storing the result only queues the delivery (a no-op when it is queued already).
     */
    async run(job: QueuedJob<AnalysisJobData>): Promise<void> {
      const id = job.data.analysisId;
      const started = await store.startAttempt(id);
      if (!started) return; // already done or failed (a duplicate delivery): nothing to do
      try {
        let row = started;
        if (row.status !== 'done') {
          const result = (row.result as AnalysisResult | null) ?? (await analyse(row));
          if (result === 'waiting') return; // queued again once its counties are fetched
          const published = await store.publish(id, result, {
            report: deps.reports() ? 'pending' : 'none',
            mail: row.notifyEmail ? 'pending' : 'none',
          });
          if (!published) return; // another attempt published it meanwhile (and queued its delivery)
          row = published;
          log.info({ analysisId: id, attempt: job.retryCount + 1 }, 'analysis result visible');
        }
        if (row.reportStatus === 'pending' || row.mailStatus === 'pending') await deps.queueDelivery(row);
      } catch (error) {
        log.warn({ err: error, analysisId: id, attempt: job.retryCount + 1 }, 'analysis attempt failed');
        await store.attemptFailed(id, userMessage(error)).catch(() => undefined);
        throw error;
      }
    },

    /**
     * The PDF drawn and stored, then the e-mail with it attached: for a finished analysis or a saved version.
     * Idempotent: each part is done only while its state is pending.
     */
    async deliver(job: QueuedJob<AnalysisJobData>): Promise<void> {
      const id = job.data.analysisId;
      const lastAttempt = job.retryCount >= job.retryLimit;
      const row = await store.get(id);
      if (row?.status !== 'done') return;
      if (row.mailStatus === 'pending' && row.notifiedAt) await store.settleMailAlreadyNotified(id);
      await drawReport(row, lastAttempt);
      await notify((await store.get(id)) ?? row, lastAttempt);
      log.info({ analysisId: id, attempt: job.retryCount + 1 }, 'analysis report and e-mail settled');
    },

    /** A delivery job that failed for good (its worker kept dying): stop showing its parts as pending. */
    async deliveryFailed(job: QueuedJob<AnalysisJobData>): Promise<void> {
      const id = job.data.analysisId;
      log.error({ analysisId: id }, 'analysis report or e-mail failed for good');
      await store.setReportStatus(id, 'failed');
      await store.mailFailed(id);
    },

    /** The job used all its retries (or its workers kept dying): mark it failed and give the credit back, together. */
    async refund(job: QueuedJob<AnalysisJobData>): Promise<void> {
      const id = job.data.analysisId;
      // Read before the transaction: embedded PGlite serves one transaction at a time on its only connection.
      const before = await store.get(id);
      const message = before?.error ?? 'The analysis did not finish in time.';
      const failed = await deps.database.db.transaction(async (tx) => {
        const marked = await store.fail(tx, id, message);
        if (marked) await deps.credits.refund(marked.userId, { reference: id, unit: marked.creditUnit }, tx);
        return marked;
      });
      // A done analysis is not refunded: its report and e-mail settle on the delivery queue.
      if (!failed) return;
      log.warn({ analysisId: id }, 'analysis failed for good; credit refunded');
      if (failed.notifyEmail) {
        await deps.mailer
          .send(failedMail(failed, failed.notifyEmail, deps.publicUrl))
          .catch((error: unknown) => log.error({ err: error, analysisId: id }, 'failure e-mail not sent'));
      }
    },
  };
}
