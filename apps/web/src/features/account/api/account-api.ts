import { bearer, toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { paths } from '@/lib/api/schema';

export type AccountStatus = paths['/api/account/status']['get']['responses'][200]['content']['application/json'];
export type EmailChangeOutcome =
  paths['/api/account/email-change/confirm']['post']['responses'][200]['content']['application/json'];

/**
 * How the account feature gets the signed-in user's access token without importing the auth feature: the page
 * that composes it (in src/app) passes this in. Null means nobody is signed in.
 */
export type GetAccessToken = () => Promise<string | null>;

/** A pending e-mail change and a scheduled deletion of the signed-in account. */
export async function getAccountStatus(token: string | null): Promise<AccountStatus> {
  const { data, error, response } = await api.GET('/api/account/status', { headers: bearer(token) });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export async function requestEmailChange(token: string | null, newEmail: string, password: string) {
  const { data, error, response } = await api.POST('/api/account/email-change', {
    headers: bearer(token),
    body: { newEmail, password },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

/** The e-mailed links' actions: `confirm` from the new address, `undo` from the old one (no sign-in needed). */
export async function finishEmailChange(action: 'confirm' | 'undo', linkToken: string): Promise<EmailChangeOutcome> {
  const path = action === 'confirm' ? '/api/account/email-change/confirm' : '/api/account/email-change/undo';
  const { data, error, response } = await api.POST(path, { body: { token: linkToken } });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export async function requestDeletion(token: string | null, password: string) {
  const { data, error, response } = await api.POST('/api/account/deletion', {
    headers: bearer(token),
    body: { password },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export async function cancelDeletion(token: string | null): Promise<void> {
  const { error, response } = await api.DELETE('/api/account/deletion', { headers: bearer(token) });
  if (!response.ok) throw toApiError(response.status, error);
}
