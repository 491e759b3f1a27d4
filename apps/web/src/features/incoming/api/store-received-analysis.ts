import { api } from '@/lib/api/client';
import type { paths } from '@/lib/api/schema';
import { bearer } from './access-token';

type StoreBody = paths['/api/incoming-analyses']['post']['requestBody']['content']['application/json'];
export type StoreResult = paths['/api/incoming-analyses']['post']['responses'][200]['content']['application/json'];

/** A refusal from the server, with the field it is about (e.g. `email` when it is not the signed-in user's). */
export class StoreRefusedError extends Error {
  constructor(
    message: string,
    readonly field: string | undefined,
  ) {
    super(message);
    this.name = 'StoreRefusedError';
  }
}

/** Sends an analysis the browser was handed to the server, which sanitises and stores it for the signed-in user. */
export async function storeReceivedAnalysis(accessToken: string, body: StoreBody): Promise<StoreResult> {
  const { data, error, response } = await api.POST('/api/incoming-analyses', { headers: bearer(accessToken), body });
  if (data) return data;
  const refusal = error as { message?: string; field?: string } | undefined;
  throw new StoreRefusedError(refusal?.message ?? `HTTP error! status: ${response.status}`, refusal?.field);
}
