import { bearer, toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { paths } from '@/lib/api/schema';

export type AdminAccount = paths['/api/admin/accounts']['get']['responses'][200]['content']['application/json'];
export type AuditEntry = AdminAccount['audit'][number];
type CreditChange = paths['/api/admin/accounts/{userId}/credits']['post']['requestBody']['content']['application/json'];

/**
 * How the admin feature gets the signed-in user's access token without importing the auth feature: the page that
 * composes it (in src/app) passes this in. Null means nobody is signed in.
 */
export type GetAccessToken = () => Promise<string | null>;

/** Whether the signed-in account is an administrator (ADMIN_EMAILS), from the account's status. */
export async function isAdmin(token: string | null): Promise<boolean> {
  const { data } = await api.GET('/api/account/status', { headers: bearer(token) });
  return data?.admin === true;
}

export async function lookUpAccount(token: string | null, email: string): Promise<AdminAccount> {
  const { data, error, response } = await api.GET('/api/admin/accounts', {
    headers: bearer(token),
    params: { query: { email } },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export async function auditLog(token: string | null): Promise<AuditEntry[]> {
  const { data, error, response } = await api.GET('/api/admin/audit-log', { headers: bearer(token) });
  if (!data) throw toApiError(response.status, error);
  return data.entries;
}

/** A key for one press of a button: the server does the action once however often the request arrives. */
const once = () => crypto.randomUUID();

export async function grantPro(token: string | null, userId: string, reason: string, months?: number) {
  const { data, error, response } = await api.POST('/api/admin/accounts/{userId}/pro/grant', {
    headers: bearer(token),
    params: { path: { userId } },
    body: { reason, idempotencyKey: once(), ...(months ? { months } : {}) },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export async function endPro(token: string | null, userId: string, reason: string) {
  const { data, error, response } = await api.POST('/api/admin/accounts/{userId}/pro/end', {
    headers: bearer(token),
    params: { path: { userId } },
    body: { reason, idempotencyKey: once() },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export async function changeCredits(
  token: string | null,
  userId: string,
  change: Omit<CreditChange, 'idempotencyKey'>,
) {
  const { data, error, response } = await api.POST('/api/admin/accounts/{userId}/credits', {
    headers: bearer(token),
    params: { path: { userId } },
    body: { ...change, idempotencyKey: once() },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export async function resendReport(token: string | null, analysisId: string, reason: string) {
  const { data, error, response } = await api.POST('/api/admin/analyses/{analysisId}/resend-report', {
    headers: bearer(token),
    params: { path: { analysisId } },
    body: { reason, idempotencyKey: once() },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}
