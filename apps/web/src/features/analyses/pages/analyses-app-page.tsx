import { Route, Routes } from 'react-router';
import { SignedInApp } from '@/components/routing/signed-in-app';
import { useAnalysesSession } from '../components/analyses-session';
import { AnalysesHistoryPage } from './analyses-history-page';
import { AnalysisDashboardPage } from './analysis-dashboard-page';
import { NewAnalysisPage } from './new-analysis-page';
import '../analyses.css';

/** The signed-in analyses app: history, new analysis and each dashboard, under `/app/analyses/*`. */
export function AnalysesAppPage() {
  return (
    <SignedInApp session={useAnalysesSession()} title="Sign in to see your analyses">
      <Routes>
        <Route index element={<AnalysesHistoryPage />} />
        <Route path="new" element={<NewAnalysisPage />} />
        <Route path=":id" element={<AnalysisDashboardPage />} />
      </Routes>
    </SignedInApp>
  );
}
