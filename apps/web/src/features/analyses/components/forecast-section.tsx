import { formatUsd } from '@sitescout/shared';
import { describeSource } from '../lib/format';
import type { SiteResult } from '../types';
import { CapacityBand } from './capacity-band';
import { FigureValue } from './figure-value';

/** Yearly revenue as a low–expected–high range, customers a day, the assumptions, and market capacity. */
export function ForecastSection({ analysis }: { analysis: SiteResult }) {
  const f = analysis.forecast;
  const r = f.annualRevenue;
  const flagged = Boolean(f.check?.flag);
  return (
    <section className="dash-section" aria-labelledby="forecast-heading">
      <h2 id="forecast-heading">Forecast</h2>
      {!f.available || !r ? (
        <p className="coverage-note">No forecast: {f.reason ?? 'not enough data for this area'}</p>
      ) : (
        <>
          <div
            className="forecast-range"
            role="img"
            aria-label={`Revenue ${formatUsd(r.low.value)} to ${formatUsd(r.high.value)} a year${flagged ? ', flagged as unproven' : ''}`}
          >
            <span className="forecast-low">{formatUsd(r.low.value)}</span>
            <span className="forecast-bar">
              <span className="forecast-expected">
                {formatUsd(r.expected.value)} expected{flagged ? ' (unproven)' : ''}
              </span>
            </span>
            <span className="forecast-high">{formatUsd(r.high.value)}</span>
          </div>
          <small className="figure-source">{describeSource(r.expected)}</small>
          {f.check && (
            <div className="forecast-check">
              {f.check.flag && (
                <p className="forecast-flag" role="note">
                  <strong>Flagged:</strong> {f.check.flag}
                </p>
              )}
              <p>{f.check.comparison}</p>
            </div>
          )}
          <dl className="figure-grid">
            <div>
              <dt>Customers a day</dt>
              <dd>
                <FigureValue figure={f.customersPerDay} format={(n) => n.toFixed(0)} />
              </dd>
            </div>
            <div>
              <dt>Market share</dt>
              <dd>
                <FigureValue figure={f.marketShare} format={(n) => `${(n * 100).toFixed(1)}%`} />
              </dd>
            </div>
            <div>
              <dt>Yearly market in the area</dt>
              <dd>
                <FigureValue figure={f.annualMarket} />
              </dd>
            </div>
          </dl>
          <h3>Assumptions</h3>
          <ul className="notes">
            {f.assumptions.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </>
      )}
      {analysis.capacity && <CapacityBand capacity={analysis.capacity} />}
    </section>
  );
}
