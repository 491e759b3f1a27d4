import { getBusinessType } from '@sitescout/engine';
import type { AnalysisListRow, AnalysisRow, ProgressColumns, ResultGlance, StoredRequest } from './analysis-store.js';
import { stepMessage } from './progress.js';
import type { AnalysisDetail, AnalysisSummary, Progress } from './schemas.js';

function businessTypeLabel(id: string): string {
  try {
    return getBusinessType(id).label;
  } catch {
    return id;
  }
}

/** The progress bar's state for a row. */
export function progressOf(row: AnalysisListRow): Progress {
  return progressFrom(row, (row.request as StoredRequest).sites.length);
}

export function progressFrom(row: ProgressColumns, siteCount: number): Progress {
  return {
    status: row.status,
    step: row.progressStep as Progress['step'],
    message: stepMessage(row.progressStep, row.progressPercent, siteCount, row.progressNote),
    percent: row.progressPercent,
    done: row.status === 'done',
    failed: row.status === 'failed',
    report: row.status === 'failed' ? 'none' : row.reportStatus,
    email: row.status === 'failed' ? 'none' : row.mailStatus,
    settled:
      row.status === 'failed' ||
      (row.status === 'done' && row.reportStatus !== 'pending' && row.mailStatus !== 'pending'),
  };
}

/** Where the user reads an analysis in the web app. */
export function dashboardUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/app/analyses/${id}`;
}

/** A row of the list: the summary with each site's score and the comparison's first-ranked sites. */
export function toListItem(row: AnalysisListRow & { glance: ResultGlance | string | null }): AnalysisSummary {
  const glance: ResultGlance | null = typeof row.glance === 'string' ? JSON.parse(row.glance) : row.glance;
  const sites = (row.request as StoredRequest).sites.length;
  const scores = glance?.siteScores.length === sites ? glance.siteScores : null;
  return {
    ...toSummary(row),
    ...(row.status === 'done' && glance
      ? {
          siteScores: scores ? scores.map((s) => (typeof s === 'number' ? Math.round(s) : null)) : undefined,
          firstRanked: sites > 1 ? glance.firstRanked : undefined,
        }
      : {}),
  };
}

export function toSummary(row: AnalysisListRow): AnalysisSummary {
  const request = row.request as StoredRequest;
  return {
    id: row.id,
    businessType: row.businessType,
    businessTypeLabel: businessTypeLabel(row.businessType),
    siteLabels: request.sites.map((s) => s.label),
    status: row.status,
    progress: progressOf(row),
    creditUnit: row.creditUnit,
    rerunOf: row.rerunOf,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function toDetail(row: AnalysisRow, publicUrl: string): AnalysisDetail {
  return {
    ...detailHead(row, publicUrl),
    result: row.status === 'done' ? (row.result as AnalysisDetail['result']) : null,
  };
}

/**
 * The detail as JSON text with the stored result text put in as it is (no parse or serialise of the large part):
 * what `GET /api/analyses/:id` sends for a finished analysis.
 */
export function detailJson(row: AnalysisListRow, publicUrl: string, resultText: string): string {
  return `${JSON.stringify(detailHead(row, publicUrl)).slice(0, -1)},"result":${resultText}}`;
}

function detailHead(row: AnalysisListRow, publicUrl: string): Omit<AnalysisDetail, 'result'> {
  const request = row.request as StoredRequest;
  return {
    ...toSummary(row),
    radiusMiles: request.radiusMiles,
    priorities: request.priorities,
    sites: request.sites.map((s) => ({
      label: s.label,
      lat: s.lat,
      lon: s.lon,
      precision: s.precision ?? null,
      geocodeNote: s.geocodeNote ?? null,
    })),
    error: row.status === 'failed' ? row.error : null,
    refunded: row.refundedAt !== null,
    dashboardUrl: dashboardUrl(publicUrl, row.id),
  };
}
