import { comparisonOf } from '@sitescout/engine';
import type { AnalysisReportInput } from '../reports/report-input.js';
import { dashboardUrl } from './analysis-responses.js';
import type { AnalysisRow } from './analysis-store.js';
import type { StoredResult } from './stored-result.js';

/** What the reports service needs to draw the PDF of a finished analysis. */
export function reportInput(row: AnalysisRow, publicUrl: string): AnalysisReportInput {
  const result = row.result as StoredResult;
  const first = result.analyses[0];
  const label = first?.businessType.label ?? row.businessType;
  const count = result.analyses.length;
  // Results stored before comparisons carried their cells are compared again with the same engine rules.
  const comparison = comparisonOf(result);
  return {
    title: count === 1 ? `${label} — ${first?.site.label}` : `${label} — ${count} sites compared`,
    businessTypeLabel: label,
    createdAt: row.createdAt,
    sites: result.analyses.map((analysis) => ({ address: analysis.site.label, analysis })),
    ...(comparison ? { comparison } : {}),
    dashboardUrl: dashboardUrl(publicUrl, row.id),
    ...(result.dataNotice ? { dataNotice: result.dataNotice } : {}),
  };
}

/** `coffee-shop-2026-11-22-1a2b3c4d`: a file name that says what and when, safe on every system. */
export function downloadName(row: Pick<AnalysisRow, 'id' | 'businessType' | 'createdAt'>, extension: string): string {
  return `sitescout-${row.businessType}-${row.createdAt.toISOString().slice(0, 10)}-${row.id.slice(0, 8)}.${extension}`;
}
