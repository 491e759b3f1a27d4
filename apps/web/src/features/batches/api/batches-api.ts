import { bearer, toApiError } from '@/lib/api/api-error';
import { downloadFile } from '@/lib/api/download-file';
import type { BatchDetail, BatchPreview, BatchSummary, BusinessTypeOption, ColumnMapping } from '../types';

async function call<T>(token: string | null, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: { ...bearer(token), ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

export const previewBatch = (token: string | null, csv: string) =>
  call<BatchPreview>(token, '/api/batches/preview', { method: 'POST', body: JSON.stringify({ csv }) });

export interface NewBatch {
  businessType: string;
  csv?: string;
  fileName?: string;
  columns?: ColumnMapping;
  addresses?: string[];
}

export const createBatch = (token: string | null, batch: NewBatch) =>
  call<BatchSummary>(token, '/api/batches', { method: 'POST', body: JSON.stringify(batch) });

export const getBatch = (token: string | null, id: string) =>
  call<BatchDetail>(token, `/api/batches/${encodeURIComponent(id)}`);

export const listBatches = (token: string | null) =>
  call<{ batches: BatchSummary[] }>(token, '/api/batches').then((b) => b.batches);

/** Whether the account has Pro Monthly (batch scoring is Pro only). */
export const getProStatus = (token: string | null) =>
  call<{ pro: boolean }>(token, '/api/billing/credits').then((c) => c.pro);

export async function getBusinessTypes(): Promise<BusinessTypeOption[]> {
  const response = await fetch('/api/business-types');
  const body = (await response.json()) as { businessTypes: BusinessTypeOption[] };
  return body.businessTypes;
}

/** Downloads the ranked table as CSV or as an Excel workbook. */
export const downloadBatch = (token: string | null, id: string, kind: 'csv' | 'xlsx') =>
  downloadFile(token, `/api/batches/${encodeURIComponent(id)}/export.${kind}`, `batch.${kind}`);
