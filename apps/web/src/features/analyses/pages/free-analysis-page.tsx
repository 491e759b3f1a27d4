import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAnalysesSession } from '../components/analyses-session';
import { FreeAnalysisForm } from '../components/free-analysis-form';
import { NEW_ANALYSIS_PATH } from '../lib/paths';
import '../analyses.css';

/** `/free-analysis`: the free first analysis for visitors without an account (signed-in people use the app). */
export function FreeAnalysisPage() {
  const session = useAnalysesSession();
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <div className="container section analyses-page">
        <h1>Your free analysis</h1>
        <p className="form-hint">
          One address, one business type, no account and no credit card: we e-mail you a link, and following it starts
          the analysis and opens its dashboard. One free analysis per e-mail address.
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
