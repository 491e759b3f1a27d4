import type { AuthChangeEvent, GoTrueClient, Session } from '@supabase/auth-js';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ACCESS_REFUSED_EVENT } from '../../../lib/api/client';
import { getAuthClient, hasStoredSession } from '../lib/auth-client';
import { clearFragment, landingHash, readLinkLanding } from '../lib/link-landing';
import { checkSession } from '../lib/session-check';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';

const INITIAL: AuthState = { loading: true, session: null, user: null, lastEvent: null, endedReason: null };

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
    const landing = landingHandled ? null : readLinkLanding(landingHash());
    landingHandled = true;
    const restored = hasStoredSession() && landing === null;
    /** Checks the session with the server; signed out (with the reason) when it no longer exists. */
    const verify = async (client: GoTrueClient) => {
      const reason = await checkSession(client).catch(() => null);
      const { data } = await client.getSession();
      if (cancelled) return;
      setState((old) => ({
        loading: false,
        session: data.session,
        user: data.session?.user ?? null,
        lastEvent: reason ? 'SIGNED_OUT' : (old.lastEvent ?? 'INITIAL_SESSION'),
        endedReason: reason ?? old.endedReason,
      }));
    };
    // An API call refused this browser's token: check whether the session was ended elsewhere.
    const onRefused = () => {
      if (connected) void connected.then(verify);
    };
    window.addEventListener(ACCESS_REFUSED_EVENT, onRefused);
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    let connected: Promise<GoTrueClient> | undefined;
    const connect = () => {
      connected ??= getAuthClient().then((client) => {
        if (!cancelled) {
          const { data } = client.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
            // A session restored from storage may have been ended elsewhere (password reset, "Sign Out
            // Everywhere"): ask the server before showing this browser as signed in. Outside the callback, as
            // auth-js asks (its lock is held while the callback runs).
            if (event === 'INITIAL_SESSION' && session && restored) {
              setTimeout(() => void verify(client), 0);
              return;
            }
            setState((old) => ({
              loading: false,
              session,
              user: session?.user ?? null,
              lastEvent: event,
              endedReason: event === 'SIGNED_IN' ? null : old.endedReason,
            }));
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
    else setState({ loading: false, session: null, user: null, lastEvent: 'INITIAL_SESSION', endedReason: null });
    // The link pages say themselves what a used or expired link means.
    const linkPage = ['/confirm-email', '/reset-password'].includes(window.location.pathname);
    if (landing?.kind === 'invalid' && !linkPage) {
      clearFragment();
      toast.error('Link expired', { description: 'That link is invalid or has expired. Please request a new one.' });
    }
    return () => {
      cancelled = true;
      unsubscribe?.();
      window.removeEventListener(ACCESS_REFUSED_EVENT, onRefused);
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
