import { Link } from 'react-router';
import { useAnalyses } from '../api/get-analyses';
import { formatDate } from '../lib/format';
import { analysisPath, NEW_ANALYSIS_PATH } from '../lib/paths';
import type { AnalysisSummary } from '../types';

const STATUS: Record<string, string> = { queued: 'queued', running: 'running', done: 'ready', failed: 'failed' };

/** Past analyses, newest first, each linking to its dashboard. */
const PAID_WITH = {
  analysis: 'analysis credit',
  complete_report: 'Complete Report',
  pro_analysis: 'Pro Monthly',
} as const;

/** Who won a finished comparison, in words: the first-ranked site, or the sites tied for first. */
function winnerWords(a: AnalysisSummary): string {
  const first = a.firstRanked;
  if (a.siteLabels.length < 2) return 'One site';
  if (a.status !== 'done' || !first) return '—';
  if (first.length === 0) return 'Not ranked';
  if (first.length > 1) return `Tie: ${first.join(' and ')}`;
  return first[0] ?? '—';
}

/** Each site with its score out of 100, as the dashboard shows it. */
function SitesWithScores({ a }: { a: AnalysisSummary }) {
  return (
    <ul className="history-sites">
      {a.siteLabels.map((label, i) => {
        const score = a.siteScores?.[i];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: two sites may carry the same label; the order is fixed.
          <li key={i}>
            {label}
            {a.status === 'done' && a.siteScores && (
              <span className="history-score">
                {score === null || score === undefined ? 'no score' : `${score}/100`}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

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
              <th scope="col">Sites and site scores</th>
              <th scope="col">Winner</th>
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
                <td>
                  <SitesWithScores a={a} />
                </td>
                <td className="history-winner">{winnerWords(a)}</td>
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
