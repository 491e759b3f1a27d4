import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ANALYSIS_TIME_PROMISE } from '@/lib/time-promise';
import { useAnalysesSession } from '../components/analyses-session';
import { FreeAnalysisForm } from '../components/free-analysis-form';
import { NEW_ANALYSIS_PATH } from '../lib/paths';
import '../analyses.css';

/** What the e-mailed link found wrong, when it led here (`#free_link=invalid|used`). */
const LINK_NOTICES: Record<string, string> = {
  invalid: 'That link is invalid or has expired (links work for 24 hours). Ask for the analysis again below.',
  used: 'This e-mail address has already had its free analysis. Sign in to run more.',
};

/** `/free-analysis`: the free first analysis for visitors without an account (signed-in people use the app). */
export function FreeAnalysisPage() {
  const session = useAnalysesSession();
  const [linkNotice, setLinkNotice] = useState<string | null>(null);
  useEffect(() => {
    const reason = new URLSearchParams(window.location.hash.slice(1)).get('free_link');
    if (reason) setLinkNotice(LINK_NOTICES[reason] ?? LINK_NOTICES.invalid ?? null);
  }, []);
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <div className="container section analyses-page">
        <h1>Your free analysis</h1>
        {linkNotice ? (
          <p className="form-error free-link-notice" role="alert">
            {linkNotice} {linkNotice === LINK_NOTICES.used ? <Link to="/sign-in">Sign in</Link> : null}
          </p>
        ) : null}
        <p className="form-hint">
          One address, one business type, no account and no credit card: we e-mail you a link, and following it starts
          the analysis and opens its dashboard. One free analysis per e-mail address. {ANALYSIS_TIME_PROMISE}
        </p>
        {session.signedIn ? (
          <p>
            You are signed in as {session.email ?? 'your account'}.{' '}
            <Link to={NEW_ANALYSIS_PATH} className="btn btn-primary">
              Start a new analysis
            </Link>
          </p>
        ) : (
          <FreeAnalysisForm />
        )}
      </div>
    </QueryClientProvider>
  );
}
