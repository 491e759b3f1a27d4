import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';

interface SignedInAppProps {
  /** The feature's own session (each feature gets it through its context). */
  session: { loading: boolean; signedIn: boolean };
  /** Heading shown to someone not signed in, and an optional sentence under it. */
  title: string;
  intro?: string;
  children: ReactNode;
}

/**
 * A signed-in app page: its own query cache, and a sign-in prompt (back to this page afterwards) for visitors.
 */
export function SignedInApp({ session, title, intro, children }: SignedInAppProps) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  const { pathname } = useLocation();
  let content = children;
  if (session.loading) content = <div className="container section">Checking your session…</div>;
  else if (!session.signedIn)
    content = (
      <div className="container section">
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
        <Link className="btn btn-primary" to={`/sign-in?next=${encodeURIComponent(pathname)}`}>
          Sign In
        </Link>
      </div>
    );
  return <QueryClientProvider client={client}>{content}</QueryClientProvider>;
}
