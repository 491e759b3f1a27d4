import type { SiteComparison } from '@sitescout/engine';
import { formatCount, formatUsd } from '../lib/format';
import type { SiteResult } from '../types';

/** Each engine criterion's figure per site, so every column can be read, not only the winner's. */
const CRITERION_VALUES: Record<
  string,
  { pick: (a: SiteResult) => number | null | undefined; format: (n: number) => string }
> = {
  'Residents within 3 mi': {
    pick: (a) => a.tradeArea.rings.find((r) => r.radiusMiles === 3)?.population?.value,
    format: formatCount,
  },
  'Residents within a 10-minute walk': {
    pick: (a) =>
      (a.tradeArea.walk?.covered ? a.tradeArea.walk.walksheds.find((w) => w.minutes === 10) : undefined)?.population
        ?.value,
    format: formatCount,
  },
  'Households in the trade area': { pick: (a) => a.demographics.figures.households?.value, format: formatCount },
  'Competitor density': {
    pick: (a) => a.competitors.densityPer10kHouseholds?.value,
    format: (n) => `${n.toFixed(1)} / 10k hh`,
  },
  'Walk Score': { pick: (a) => a.scores.walk.score, format: String },
  'Transit Score': { pick: (a) => a.scores.transit?.score, format: String },
  'Customer fit': {
    pick: (a) => a.siteScore.subScores.find((s) => s.name === 'fit')?.score,
    format: (n) => `${n}/100`,
  },
  'Estimated rent': { pick: (a) => a.costs.estimate?.value, format: (n) => `$${n.toFixed(2)}/sq ft/yr` },
  'Expected revenue': { pick: (a) => a.forecast.annualRevenue?.expected.value, format: formatUsd },
};

/**
 * Side-by-side comparison: one column per site, one row per criterion, the engine's winner highlighted with
 * its reason. The ranking and summary come from the engine too.
 */
export function ComparisonTable({ analyses, comparison }: { analyses: SiteResult[]; comparison: SiteComparison }) {
  return (
    <section className="dash-section" aria-labelledby="comparison-heading">
      <h2 id="comparison-heading">Side-by-side comparison</h2>
      <p className="comparison-summary">{comparison.summary}</p>
      {(comparison.samePlace ?? []).map((g) => (
        <p key={g.labels.join('|')} className="coverage-note" data-testid="same-place">
          Same place: {g.labels.join(' and ')} {g.metres === 0 ? 'are the same point' : `are within ${g.metres} m`} —
          their figures are one location measured more than once.
        </p>
      ))}
      <div className="table-scroll">
        <table className="data-table comparison-table">
          <thead>
            <tr>
              <th scope="col">Criterion</th>
              {analyses.map((a, i) => (
                <th scope="col" key={`${a.site.label}|${a.site.lat},${a.site.lon}`}>
                  {i + 1}. {a.site.label}
                  <small className="rank">
                    rank {comparison.ranking.find((r) => r.label === a.site.label)?.rank ?? '–'}
                  </small>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.criteria.map((c) => {
              // The site-score row compares the parts measured at every site ("Site score (shared parts: …)").
              const values = c.criterion.startsWith('Site score')
                ? {
                    pick: (a: SiteResult) => comparison.ranking.find((r) => r.label === a.site.label)?.sharedScore,
                    format: (n: number) => `${n}/100`,
                  }
                : CRITERION_VALUES[c.criterion];
              return (
                <tr key={c.criterion}>
                  <th scope="row" title={c.reason}>
                    {c.criterion}
                    <small className="figure-source">{c.reason}</small>
                  </th>
                  {analyses.map((a) => {
                    const value = values?.pick(a);
                    const winner = c.winner === a.site.label;
                    const tied = c.tied?.includes(a.site.label) ?? false;
                    return (
                      <td
                        key={`${a.site.label}|${a.site.lat},${a.site.lon}`}
                        className={winner ? 'winner' : undefined}
                        data-winner={winner || undefined}
                        data-tied={tied || undefined}
                      >
                        {value === null || value === undefined ? 'no data' : (values?.format(value) ?? String(value))}
                        {winner && <span className="winner-badge"> ★ best</span>}
                        {tied && <span className="winner-badge"> = tie</span>}
                        {c.criterion === 'Expected revenue' && a.forecast.check?.flag && (
                          <small className="figure-source"> {a.forecast.check.shortFlag ?? 'unproven'}</small>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
