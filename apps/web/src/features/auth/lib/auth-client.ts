import { GoTrueClient } from '@supabase/auth-js';
import { createEncryptedStorage } from './encrypted-storage';

/** localStorage key of the (encrypted) session. */
export const AUTH_STORAGE_KEY = 'sitescout-auth';

let client: GoTrueClient | undefined;

/**
 * The one auth-js client of this browser tab, talking to SiteScout's own GoTrue-compatible `/auth/v1`.
 * auth-js does the session work itself: refresh ticks, retries with backoff, picking up the session an
 * e-mailed link delivers in the URL fragment. Browser only: never call it while prerendering.
 */
export function getAuthClient(): GoTrueClient {
  client ??= new GoTrueClient({
    url: `${window.location.origin}/auth/v1`,
    storageKey: AUTH_STORAGE_KEY,
    storage: createEncryptedStorage(),
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  });
  return client;
}
