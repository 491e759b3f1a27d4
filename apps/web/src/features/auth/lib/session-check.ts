import type { GoTrueClient } from '@supabase/auth-js';

/** What the sign-in page says to a browser whose session was ended from elsewhere. */
export const SESSION_ENDED_ELSEWHERE =
  'You were signed out on this browser because the password of this account was changed, or "Sign Out Everywhere" was used. Sign in again to continue.';

/** A token the server no longer accepts for another reason (e.g. the server's signing key changed). */
export const SESSION_NOT_ACCEPTED = 'Your sign-in is no longer valid on this browser. Sign in again to continue.';

/**
 * Asks the server whether this browser's session still exists (`GET /auth/v1/user`). When it was ended elsewhere
 * auth-js removes it here (a SIGNED_OUT event follows) and the answer is why; a token refused for another reason
 * is signed out locally the same way. Null while the session is good, or when the server could not be reached
 * (an offline browser keeps its session).
 */
export async function checkSession(client: GoTrueClient): Promise<string | null> {
  const { data } = await client.getSession();
  if (!data.session) return null;
  const { error } = await client.getUser();
  if (!error) return null;
  if (error.name === 'AuthSessionMissingError') return SESSION_ENDED_ELSEWHERE;
  if (error.status === 401 || error.status === 403) {
    await client.signOut({ scope: 'local' });
    return SESSION_NOT_ACCEPTED;
  }
  return null;
}
