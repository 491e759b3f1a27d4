import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router';
import { useAnalysesSession } from '../components/analyses-session';
import { AnalysesHistoryPage } from './analyses-history-page';
import { AnalysisDashboardPage } from './analysis-dashboard-page';
import { NewAnalysisPage } from './new-analysis-page';
import '../analyses.css';

function SignedInOnly({ children }: { children: React.ReactNode }) {
  const session = useAnalysesSession();
  const { pathname } = useLocation();
  if (session.loading) return <div className="container section">Checking your session…</div>;
  if (!session.signedIn)
    return (
      <div className="container section">
        <h1>Sign in to see your analyses</h1>
        <Link className="btn btn-primary" to={`/sign-in?next=${encodeURIComponent(pathname)}`}>
          Sign In
        </Link>
      </div>
    );
  return <>{children}</>;
}

/** The signed-in analyses app: history, new analysis and each dashboard, under `/app/analyses/*`. */
export function AnalysesAppPage() {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <SignedInOnly>
        <Routes>
          <Route index element={<AnalysesHistoryPage />} />
          <Route path="new" element={<NewAnalysisPage />} />
          <Route path=":id" element={<AnalysisDashboardPage />} />
        </Routes>
      </SignedInOnly>
    </QueryClientProvider>
  );
}
