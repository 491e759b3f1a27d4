import { Link } from 'react-router';
import { useAnalyses } from '../api/get-analyses';
import { formatDate } from '../lib/format';
import { analysisPath, NEW_ANALYSIS_PATH } from '../lib/paths';

const STATUS: Record<string, string> = { queued: 'queued', running: 'running', done: 'ready', failed: 'failed' };

/** Past analyses, newest first, each linking to its dashboard. */
const PAID_WITH = {
  analysis: 'analysis credit',
  complete_report: 'Complete Report',
  pro_analysis: 'Pro Monthly',
} as const;

export function AnalysesHistoryPage() {
  const analyses = useAnalyses();
  return (
    <div className="container section analyses-page">
      <div className="page-head">
        <h1>Your analyses</h1>
        <Link to={NEW_ANALYSIS_PATH} className="btn btn-primary">
          New analysis
        </Link>
      </div>
      {analyses.isPending && <p>Loading…</p>}
      {analyses.isError && <p className="form-error">{analyses.error.message}</p>}
      {analyses.data?.length === 0 && <p>No analyses yet. Start one to see its dashboard here.</p>}
      {analyses.data && analyses.data.length > 0 && (
        <table className="data-table history-table">
          <thead>
            <tr>
              <th scope="col">Started</th>
              <th scope="col">Business</th>
              <th scope="col">Sites</th>
              <th scope="col">Status</th>
              <th scope="col">Paid with</th>
            </tr>
          </thead>
          <tbody>
            {analyses.data.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link to={analysisPath(a.id)}>{formatDate(a.createdAt)}</Link>
                </td>
                <td>{a.businessTypeLabel}</td>
                <td>{a.siteLabels.join(' · ')}</td>
                <td className={`status-${a.status}`}>
                  {STATUS[a.status] ?? a.status}
                  {a.status === 'running' || a.status === 'queued' ? ` (${a.progress.percent}%)` : ''}
                  {a.rerunOf ? ' · re-run' : ''}
                </td>
                <td>{PAID_WITH[a.creditUnit]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
