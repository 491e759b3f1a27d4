import type { GoTrueClient } from '@supabase/auth-js';

/**
 * What `POST /auth/v1/verify` finishes with a password entered on the page: a sign-up confirmation link, a
 * recovery link, or an SMS code.
 */
export type VerifyWithPassword =
  | { type: 'signup' | 'recovery'; token: string; password: string }
  | { type: 'sms'; phone: string; token: string; password: string };

/**
 * Finishes an e-mailed confirmation or recovery link (or an SMS sign-up) together with the password entered on
 * this page, so the account ends with a password this person set, then hands the session to auth-js. auth-js's own `verifyOtp`
 * cannot send the password, hence the direct call; errors come back as auth-js's typed errors for the forms.
 */
export async function verifyWithPassword(client: GoTrueClient, body: VerifyWithPassword): Promise<{ error: unknown }> {
  const res = await fetch('/auth/v1/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const { AuthApiError, AuthWeakPasswordError } = await import('@supabase/auth-js');
    const message = typeof json.msg === 'string' ? json.msg : 'Something went wrong. Please try again.';
    if (json.error_code === 'weak_password') {
      type Reasons = ConstructorParameters<typeof AuthWeakPasswordError>[2];
      const reasons = ((json.weak_password as { reasons?: string[] } | undefined)?.reasons ?? []) as Reasons;
      return { error: new AuthWeakPasswordError(message, res.status, reasons) };
    }
    return { error: new AuthApiError(message, res.status, String(json.error_code ?? 'unexpected_failure')) };
  }
  const { error } = await client.setSession({
    access_token: String(json.access_token),
    refresh_token: String(json.refresh_token),
  });
  return { error };
}
