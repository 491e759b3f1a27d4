import type { GoTrueClient } from '@supabase/auth-js';
import { createEncryptedStorage } from './encrypted-storage';

/** localStorage key of the (encrypted) session. */
export const AUTH_STORAGE_KEY = 'sitescout-auth';

let client: Promise<GoTrueClient> | undefined;

/**
 * The one auth-js client of this browser tab, talking to SiteScout's own GoTrue-compatible `/auth/v1`.
 * auth-js does the session work itself: refresh ticks, retries with backoff, picking up the session an
 * e-mailed link delivers in the URL fragment. Browser only: never call it while prerendering.
 * The first call loads auth-js; later calls share the same client.
 */
export function getAuthClient(): Promise<GoTrueClient> {
  // Loaded on demand: auth-js is a quarter of the site's JavaScript, and marketing pages render without it.
  client ??= import('@supabase/auth-js').then(
    ({ GoTrueClient }) =>
      new GoTrueClient({
        url: `${window.location.origin}/auth/v1`,
        storageKey: AUTH_STORAGE_KEY,
        storage: createEncryptedStorage(),
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
      }),
  );
  return client;
}

/**
 * Whether this browser holds a session from an earlier visit. When it does not (most visitors of the marketing
 * pages), auth-js is not loaded until a page needs it: the visitor is simply signed out.
 */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
