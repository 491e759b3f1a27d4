import type { Mailer } from '../../infra/mail/index.js';
import { AppError } from '../../lib/app-error.js';
import { readyMail } from './analysis-mails.js';
import type { AnalysisListRow, AnalysisStore } from './analysis-store.js';
import { downloadName } from './report-input.js';
import type { StoredReports } from './stored-reports.js';

/** What an administrator may do with an account's analyses (the `app.analysisDesk` decorator). */
export interface AnalysisDesk {
  /** The account's newest analyses, without their results. */
  listOf(userId: string, limit?: number): Promise<AnalysisListRow[]>;
  /**
   * E-mails the finished analysis's report again, to the address the first mail went to (else the account's
   * confirmed address), with the PDF when this server draws reports. 404 unknown, 409 not finished or nowhere to send.
   */
  resendReport(analysisId: string): Promise<{ userId: string; to: string; withReport: boolean }>;
}

export function createAnalysisDesk(deps: {
  store: AnalysisStore;
  storedReports: StoredReports;
  reportsEnabled: () => boolean;
  mailer: Mailer;
  publicUrl: string;
  confirmedEmailOf: (userId: string) => Promise<string | null>;
}): AnalysisDesk {
  return {
    listOf: async (userId, limit = 50) =>
      (await deps.store.list(userId, limit)).map(({ glance: _glance, ...row }) => row),

    async resendReport(analysisId) {
      const row = await deps.store.get(analysisId);
      if (!row) throw new AppError(404, 'unknown_analysis', `No analysis ${analysisId}`);
      if (row.status !== 'done')
        throw new AppError(409, 'not_finished', 'The analysis has not finished: no report yet');
      const to = row.notifyEmail ?? (await deps.confirmedEmailOf(row.userId));
      if (!to) throw new AppError(409, 'no_address', 'Neither the analysis nor the account has an e-mail address');
      // A report the analysis never had (`none`: drawn by no server) stays out; a failed one is drawn again.
      const pdf =
        deps.reportsEnabled() && row.reportStatus !== 'none'
          ? { filename: downloadName(row, 'pdf'), content: await deps.storedReports.get(row) }
          : null;
      await deps.mailer.send(readyMail(row, to, deps.publicUrl, pdf));
      return { userId: row.userId, to, withReport: pdf !== null };
    },
  };
}
