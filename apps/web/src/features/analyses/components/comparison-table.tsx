import type { RankedSite, SiteComparison } from '@sitescout/engine';
import type { SiteResult } from '../types';

const ordinal = (n: number) =>
  n % 100 >= 11 && n % 100 <= 13 ? `${n}th` : `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;

const rankText = (r: RankedSite | undefined) => (r?.rank ? ordinal(r.rank) : 'not ranked');

/**
 * The engine's comparison as it computed it (headline, both rankings, every site's figure per criterion with the
 * winner and the reason a figure was not compared): nothing is recomputed here. Columns follow the ranking, each
 * headed by its site's name and map number, so a re-weighting moves whole columns with their labels.
 */
export function ComparisonTable({ analyses, comparison }: { analyses: SiteResult[]; comparison: SiteComparison }) {
  const partial = comparison.rankingsAgree !== null && comparison.rankingsAgree !== undefined;
  // Ranking order; each entry keeps its input index, the index of its cells and its map number.
  const columns = comparison.ranking
    .map((r) => ({ r, i: (r.site ?? 0) - 1 }))
    .filter(({ i }) => analyses[i] !== undefined);
  const rest = comparison.summary.slice(comparison.headline?.length ?? 0).trim();
  return (
    <section className="dash-section" aria-labelledby="comparison-heading" data-testid="comparison">
      <h2 id="comparison-heading">Side-by-side comparison</h2>
      <p className="comparison-headline" data-testid="comparison-headline">
        <strong>{comparison.headline ?? comparison.summary}</strong>
      </p>
      {comparison.headline && rest && <p className="comparison-summary">{rest}</p>}
      <div className="table-scroll">
        <table className="data-table comparison-ranking" data-testid="comparison-ranking">
          <caption>
            Ranking by each site’s own site score{partial ? ', and on the parts measured at every site' : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Site</th>
              <th scope="col">Site score</th>
              {partial && (
                <th scope="col">On the parts measured at every site ({comparison.sharedParts.join(', ')})</th>
              )}
            </tr>
          </thead>
          <tbody>
            {columns.map(({ r }) => (
              <tr key={`${r.site}|${r.label}`} data-site={r.site}>
                <td>{rankText(r)}</td>
                <th scope="row">
                  <span className="site-number">Site {r.site}</span> {r.label}
                  {r.approximate && <small className="figure-source"> placed only approximately</small>}
                </th>
                <td>
                  {r.score !== null
                    ? `${r.score}/100`
                    : analyses.find((a) => a.site.label === r.label)?.location?.widerThanRing
                      ? 'not shown'
                      : 'no site score'}
                  {(r.missing?.length ?? 0) > 0 && (
                    <small className="figure-source">
                      {' '}
                      {r.measured.length} of {r.measured.length + (r.missing?.length ?? 0)} parts (no{' '}
                      {r.missing?.join(', ')}){r.range ? `; ${r.range.low}–${r.range.high} with them at 0 and 100` : ''}
                    </small>
                  )}
                </td>
                {partial && (
                  <td>
                    {r.sharedScore === null ? '–' : `${r.sharedScore}/100`}
                    {r.sharedRank ? ` (${ordinal(r.sharedRank)})` : ''}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
              {columns.map(({ r }) => (
                <th scope="col" key={`${r.site}|${r.label}`} data-site={r.site}>
                  <span className="rank">{rankText(r)}</span> {r.label}
                  <small className="figure-source"> site {r.site} on the map</small>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.criteria.map((c) => (
              <tr key={c.criterion}>
                <th scope="row" title={c.reason}>
                  {c.criterion}
                  <small className="figure-source">{c.reason}</small>
                </th>
                {columns.map(({ r, i }) => {
                  const cell = c.cells?.[i];
                  return (
                    <td
                      key={`${r.site}|${r.label}`}
                      className={cell?.status === 'winner' ? 'winner' : undefined}
                      data-winner={cell?.status === 'winner' || undefined}
                      data-tied={cell?.status === 'tied' || undefined}
                      data-not-compared={cell?.status === 'not-compared' || undefined}
                    >
                      {cell?.text ?? 'no data'}
                      {cell?.status === 'winner' && <span className="winner-badge"> ★ best</span>}
                      {cell?.status === 'tied' && <span className="winner-badge"> = tie</span>}
                      {cell?.note && <small className="figure-source"> not compared: {cell.note}</small>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
