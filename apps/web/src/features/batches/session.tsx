import { createContext, type ReactNode, useContext } from 'react';

/** Who is signed in, as the batch pages need it. src/app fills it from the auth feature (STYLE.md). */
export interface BatchesSession {
  loading: boolean;
  signedIn: boolean;
  /** A valid access token (refreshed first when needed), or null when signed out. */
  getAccessToken(): Promise<string | null>;
}

const SessionContext = createContext<BatchesSession | null>(null);

export function BatchesSessionProvider({ value, children }: { value: BatchesSession; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useBatchesSession(): BatchesSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useBatchesSession must be used within a BatchesSessionProvider');
  return session;
}
