import { describeSource, formatValue } from '../lib/format';
import type { SiteResult } from '../types';

const STATUS_LABEL: Record<string, string> = { pass: 'meets', near: 'close', fail: 'misses', unknown: 'no data' };

/** SiteScout's own industry guidelines (HVAC, plumbing, lawn care, pest control) checked against the site. */
export function BenchmarkTable({ analysis }: { analysis: SiteResult }) {
  const check = analysis.benchmarkCheck;
  // No published guideline for this business type: nothing to say, so no section (the nav skips it too).
  if (!check.applicable) return null;
  const met = check.rows.filter((r) => r.status === 'pass').length;
  return (
    <section className="dash-section" aria-labelledby="benchmarks-heading">
      <h2 id="benchmarks-heading">Industry benchmarks</h2>
      <p className="section-lead">
        The site meets {met} of {check.rows.length} industry guidelines.
      </p>
      <p>
        {check.message}
        {/* Beside the table, not in its caption: a link inside the caption of a table with explicit roles (the
            phone's stacked rows keep them) breaks its ARIA structure (axe: aria-required-children). */}
        {check.industryPage && (
          <>
            {' '}
            <a href={check.industryPage}>Read the guidelines</a>.
          </>
        )}
      </p>
      {check.rows.length > 0 && (
        <table className="data-table">
          <caption>Benchmarks: {check.source}</caption>
          <thead>
            <tr>
              <th scope="col">Criterion</th>
              <th scope="col">Benchmark</th>
              <th scope="col">This site</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {check.rows.map((row) => (
              <tr key={row.criterion} className={`status-${row.status}`}>
                <th scope="row">{row.criterion}</th>
                <td>{row.threshold}</td>
                <td>
                  {row.actual ? (
                    <>
                      {formatValue(Number(row.actual.value), row.actual.unit)}
                      <small className="figure-source"> {describeSource(row.actual)}</small>
                    </>
                  ) : (
                    'no data loaded for this area'
                  )}
                </td>
                <td>{STATUS_LABEL[row.status] ?? row.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
