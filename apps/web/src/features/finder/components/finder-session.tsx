import { createContext, type ReactNode, useContext } from 'react';

/** Who is signed in, as the finder needs it; src/app fills it from the auth feature (features never import each other). */
export interface FinderSession {
  loading: boolean;
  signedIn: boolean;
  /** A valid access token (refreshed first when needed), or null when signed out. */
  getAccessToken(): Promise<string | null>;
}

const SessionContext = createContext<FinderSession | null>(null);

export function FinderSessionProvider({ value, children }: { value: FinderSession; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useFinderSession(): FinderSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useFinderSession must be used within a FinderSessionProvider');
  return session;
}
