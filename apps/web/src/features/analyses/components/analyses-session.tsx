import { createContext, type ReactNode, useContext } from 'react';

/**
 * Who is signed in, as the analyses pages need it. src/app fills it from the auth feature, so this feature
 * never imports another one (STYLE.md).
 */
export interface AnalysesSession {
  /** True until the session is known. */
  loading: boolean;
  signedIn: boolean;
  email: string | null;
  /** A valid access token (refreshed first when needed), or null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** Other features' pieces the analyses pages show, filled in src/app. */
  slots?: {
    /** The payment return's toast and banner (payment=success|cancelled in the query string). */
    paymentNotice?: ReactNode;
    /** A button that buys a Complete Report, offered when a comparison needs one. */
    buyCompleteReport?: ReactNode;
  };
}

const SessionContext = createContext<AnalysesSession | null>(null);

export function AnalysesSessionProvider({ value, children }: { value: AnalysesSession; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAnalysesSession(): AnalysesSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAnalysesSession must be used within an AnalysesSessionProvider');
  return session;
}
