import type { AuthChangeEvent, GoTrueClient, Session, User } from '@supabase/auth-js';
import { createContext } from 'react';

export interface AuthState {
  /** True until auth-js reports the first event (INITIAL_SESSION), i.e. until we know who is signed in. */
  loading: boolean;
  session: Session | null;
  user: User | null;
  /** The latest auth event, e.g. PASSWORD_RECOVERY after a recovery link. */
  lastEvent: AuthChangeEvent | null;
  /**
   * Why this browser was signed out without asking (its session was ended elsewhere: a password reset or "Sign Out
   * Everywhere"), for the sign-in page to say; null otherwise.
   */
  endedReason: string | null;
}

export interface AuthContextValue extends AuthState {
  /** The auth-js client (browser only; loaded on first use). */
  client(): Promise<GoTrueClient>;
  /** A valid access token for API calls (auth-js refreshes it first when needed), or null when signed out. */
  getAccessToken(): Promise<string | null>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
