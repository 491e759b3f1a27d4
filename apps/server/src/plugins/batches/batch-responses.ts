import type { BatchRecord, BatchRowRecord } from './batch-store.js';
import { rankRows } from './batch-table.js';

/** A batch as the API shows it: status, progress and the links to read and download it. */
export function toBatchSummary(batch: BatchRecord) {
  const base = `/api/batches/${batch.id}`;
  return {
    id: batch.id,
    businessType: batch.businessType,
    radiusMiles: batch.radiusMiles,
    sourceName: batch.sourceName,
    status: batch.status,
    totalRows: batch.totalRows,
    processedRows: batch.processedRows,
    percent: batch.totalRows === 0 ? 100 : Math.floor((100 * batch.processedRows) / batch.totalRows),
    error: batch.error,
    createdAt: batch.createdAt.toISOString(),
    finishedAt: batch.finishedAt?.toISOString() ?? null,
    links: { self: base, csv: `${base}/export.csv`, xlsx: `${base}/export.xlsx` },
  };
}

/** The summary plus the ranked rows and the rows that failed. */
export function toBatchDetail(batch: BatchRecord, rows: BatchRowRecord[]) {
  const { ranked, failed } = rankRows(rows);
  return { ...toBatchSummary(batch), rows: ranked, failed };
}
