import type { BatchDetail, BatchPreview, BatchSummary, BusinessTypeOption, ColumnMapping } from '../types';

/** An API failure as the user should read it: the server's `{code, message, field}`. */
export class BatchApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BatchApiError';
  }
}

async function call<T>(token: string | null, path: string, init: RequestInit = {}): Promise<T> {
  if (!token) throw new BatchApiError(401, 'signed_out', 'Please sign in to continue.');
  const response = await fetch(path, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string; msg?: string } | null;
  if (!response.ok)
    throw new BatchApiError(
      response.status,
      body?.code ?? 'http_error',
      body?.message ?? body?.msg ?? `The server answered ${response.status}.`,
    );
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

/** Fetches a download with the bearer token (a plain link cannot send it) and hands it to the browser. */
export async function downloadBatch(token: string | null, id: string, kind: 'csv' | 'xlsx'): Promise<void> {
  if (!token) throw new BatchApiError(401, 'signed_out', 'Please sign in to continue.');
  const response = await fetch(`/api/batches/${encodeURIComponent(id)}/export.${kind}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new BatchApiError(response.status, 'download_failed', 'The download failed; try again.');
  const blob = await response.blob();
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `batch.${kind}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
