import type { AuthChangeEvent, GoTrueClient, Session } from '@supabase/auth-js';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { getAuthClient, hasStoredSession } from '../lib/auth-client';
import { clearFragment, readLinkLanding } from '../lib/link-landing';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';

const INITIAL: AuthState = { loading: true, session: null, user: null, lastEvent: null };

/** The landing notice is shown once per page load, even when StrictMode runs effects twice. */
let landingHandled = false;

/**
 * Holds the session for the whole site. The auth-js client is created in an effect, so prerendering (no window)
 * renders the signed-out, loading state and the browser takes over after hydration. auth-js is loaded only when
 * there is a session to restore, a link landing to process, or a page asks for the client (sign-in, sign-up …).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(INITIAL);
  const connectRef = useRef<(() => Promise<GoTrueClient>) | null>(null);

  useEffect(() => {
    const landing = landingHandled ? null : readLinkLanding(window.location.hash);
    landingHandled = true;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    let connected: Promise<GoTrueClient> | undefined;
    const connect = () => {
      connected ??= getAuthClient().then((client) => {
        if (!cancelled) {
          const { data } = client.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
            setState({ loading: false, session, user: session?.user ?? null, lastEvent: event });
            // auth-js empties the fragment that carried the tokens but leaves a bare '#' behind.
            if (window.location.href.endsWith('#')) clearFragment();
          });
          unsubscribe = () => data.subscription.unsubscribe();
        }
        return client;
      });
      return connected;
    };
    connectRef.current = connect;
    if (hasStoredSession() || landing !== null || window.location.hash.includes('access_token')) void connect();
    else setState({ loading: false, session: null, user: null, lastEvent: 'INITIAL_SESSION' });
    if (landing?.kind === 'invalid') {
      clearFragment();
      toast.error('Link expired', { description: 'That link is invalid or has expired. Please request a new one.' });
    }
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  const client = useCallback(() => connectRef.current?.() ?? getAuthClient(), []);

  const getAccessToken = useCallback(async () => {
    if (!connectRef.current && !hasStoredSession()) return null;
    const { data } = await (await client()).getSession();
    return data.session?.access_token ?? null;
  }, [client]);

  const signOut = useCallback(async () => {
    const { error } = await (await client()).signOut({ scope: 'local' });
    if (error) throw error;
  }, [client]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, client, getAccessToken, signOut }),
    [state, client, getAccessToken, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
