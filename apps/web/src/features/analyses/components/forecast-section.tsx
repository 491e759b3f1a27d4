import { formatUsd } from '@sitescout/shared';
import { describeSource } from '../lib/format';
import type { SiteResult } from '../types';
import { CapacityBand } from './capacity-band';
import { FigureValue } from './figure-value';
import { HowWeGotThis } from './how-we-got-this';

/** Yearly revenue as a low–expected–high range, customers a day, the assumptions, and market capacity. */
export function ForecastSection({ analysis }: { analysis: SiteResult }) {
  const f = analysis.forecast;
  const r = f.annualRevenue;
  const flagged = Boolean(f.check?.flag);
  return (
    <section className="dash-section" aria-labelledby="forecast-heading">
      <h2 id="forecast-heading">Forecast</h2>
      {f.available && r && (
        <p className="section-lead">
          Expected revenue: {formatUsd(r.expected.value)} a year, between {formatUsd(r.low.value)} and{' '}
          {formatUsd(r.high.value)}.
        </p>
      )}
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
          {f.check?.flag && (
            <p className="forecast-flag" role="note">
              <strong>Flagged:</strong> {f.check.flag}
            </p>
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
          <HowWeGotThis>
            <p>Expected revenue: {describeSource(r.expected)}.</p>
            {f.check && <p>{f.check.comparison}</p>}
            <h3>Assumptions</h3>
            <ul className="notes">
              {f.assumptions.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </HowWeGotThis>
        </>
      )}
      {analysis.capacity && <CapacityBand capacity={analysis.capacity} />}
    </section>
  );
}
