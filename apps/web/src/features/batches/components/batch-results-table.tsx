import type { BatchRow, ScorePart } from '../types';

const PARTS: ScorePart[] = ['demand', 'competition', 'access', 'cost', 'fit'];
const usd = (n: number) => `$${Math.round(n / 1000).toLocaleString('en-US')}k`;
const dash = <span className="muted">—</span>;

/** The forecast model in words (the engine's ids are jargon). */
const MODEL_WORDS: Record<string, string> = {
  huff: 'gravity model of nearby competitors',
  'fair-share': 'fair share of local spending',
  'service-demand': 'households needing the service',
};

/** Zoning at the site in words. */
const ZONING_WORDS: Record<string, string> = {
  allowed: 'allowed',
  review: 'check the ordinance',
  flag: 'not normally allowed',
  'not-checked': 'not checked',
};

/** The ranked table: site score (or why there is none), its parts, the competitor estimate, the forecast and zoning. */
export function BatchResultsTable({ rows }: { rows: BatchRow[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table batch-table">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Site</th>
            <th scope="col">Site score</th>
            {PARTS.map((p) => (
              <th key={p} scope="col" className="batch-part">
                {p}
              </th>
            ))}
            <th scope="col">Competitors (est.)</th>
            <th scope="col">Revenue forecast / yr</th>
            <th scope="col">Zoning</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const r = row.result;
            return (
              <tr key={row.rowNumber}>
                <td>{row.rank ?? dash}</td>
                <td>
                  <strong>{row.name ?? row.address}</strong>
                  <div className="figure-source">
                    row {row.rowNumber}
                    {r ? ` · placed at ${r.placedAs} (${r.precision})` : ''}
                  </div>
                </td>
                <td>
                  {r?.score != null ? (
                    <strong className="batch-score">{r.score}</strong>
                  ) : (
                    <span className="muted">no score</span>
                  )}
                  <div className="figure-source">{r?.coverage}</div>
                </td>
                {PARTS.map((p) => (
                  <td key={p} className="batch-part">
                    {r?.parts[p] ?? dash}
                  </td>
                ))}
                <td>
                  {r?.competitors.estimate ?? dash}
                  {r?.competitors.source && (
                    <div className="figure-source batch-source" title={r.competitors.source}>
                      {r.competitors.source}
                    </div>
                  )}
                </td>
                <td>
                  {r?.forecast.expected != null ? (
                    <>
                      {usd(r.forecast.expected)}
                      {r.forecast.flag && (
                        <div className="forecast-flag" title={r.forecast.flag}>
                          {r.forecast.flag}
                        </div>
                      )}
                      {r.forecast.low != null && r.forecast.high != null && (
                        <div className="figure-source">
                          {usd(r.forecast.low)}–{usd(r.forecast.high)}
                          {r.forecast.model ? ` · ${MODEL_WORDS[r.forecast.model] ?? r.forecast.model}` : ''}
                        </div>
                      )}
                    </>
                  ) : (
                    <span className="figure-source">{r?.forecast.reason ?? '—'}</span>
                  )}
                </td>
                <td>
                  {r?.zoning ? (
                    <span className={`zoning-${r.zoning.status}`} title={r.zoning.message}>
                      {ZONING_WORDS[r.zoning.status] ?? r.zoning.status}
                      {r.zoning.zoneClass ? ` (${r.zoning.zoneClass})` : ''}
                    </span>
                  ) : (
                    dash
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
