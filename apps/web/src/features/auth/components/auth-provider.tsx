import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { getAuthClient } from '../lib/auth-client';
import { clearFragment, readLinkLanding } from '../lib/link-landing';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';

const INITIAL: AuthState = { loading: true, session: null, user: null, lastEvent: null };

/** The landing notice is shown once per page load, even when StrictMode runs effects twice. */
let landingHandled = false;

/**
 * Holds the session for the whole site. The auth-js client is created in an effect, so prerendering (no window)
 * renders the signed-out, loading state and the browser takes over after hydration.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(INITIAL);

  useEffect(() => {
    const landing = landingHandled ? null : readLinkLanding(window.location.hash);
    landingHandled = true;
    const client = getAuthClient();
    const { data } = client.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
      setState({ loading: false, session, user: session?.user ?? null, lastEvent: event });
      // auth-js empties the fragment that carried the tokens but leaves a bare '#' behind.
      if (window.location.href.endsWith('#')) clearFragment();
    });
    if (landing?.kind === 'confirmed') {
      toast.success('Email confirmed', { description: 'Your account is ready and you are signed in.' });
    } else if (landing?.kind === 'invalid') {
      clearFragment();
      toast.error('Link expired', { description: 'That link is invalid or has expired. Please request a new one.' });
    }
    return () => data.subscription.unsubscribe();
  }, []);

  const getAccessToken = useCallback(async () => {
    const { data } = await getAuthClient().getSession();
    return data.session?.access_token ?? null;
  }, []);

  const signOut = useCallback(async () => {
    const { error } = await getAuthClient().signOut({ scope: 'local' });
    if (error) throw error;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, client: getAuthClient, getAccessToken, signOut }),
    [state, getAccessToken, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
