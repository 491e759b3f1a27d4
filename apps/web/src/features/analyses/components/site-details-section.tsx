import { describeSource, formatValue } from '../lib/format';
import type { SiteResult } from '../types';
import { CorridorRentsList } from './corridor-rents-list';
import { FigureValue } from './figure-value';
import { SiteTraffic } from './site-traffic';

/** Access (stops, rail, traffic), rent benchmark and estimate, and the zoning flag at the site. */
export function SiteDetailsSection({ analysis }: { analysis: SiteResult }) {
  const { access, costs, zoning } = analysis;
  return (
    <section className="dash-section" aria-labelledby="details-heading">
      <h2 id="details-heading">Access, rent and zoning</h2>
      <p className="section-lead">
        {access.railStationsWithinMile
          ? `${access.railStationsWithinMile.value} rail stations within 1 mile`
          : 'No rail station data here'}
        {costs.estimate
          ? `; local rent about ${formatValue(Number(costs.estimate.value), costs.estimate.unit)}`
          : '; no local rent estimate'}
        .
      </p>
      <dl className="figure-grid">
        <div>
          <dt>Transit stops within ¼ mi</dt>
          <dd>
            {access.transitCovered ? (
              <FigureValue figure={access.stopsWithinQuarterMile} />
            ) : (
              (access.transitMessage ?? 'no transit data for this area')
            )}
          </dd>
        </div>
        <div>
          <dt>Rail stations within 1 mi</dt>
          <dd>
            <FigureValue figure={access.railStationsWithinMile} />
          </dd>
        </div>
        <SiteTraffic access={access} />
        {access.stationEntries?.map((e) => (
          <div key={e.name}>
            <dt>
              'L' entries at {e.name} ({e.distanceMiles.toFixed(2)} mi)
            </dt>
            <dd>
              <FigureValue
                figure={e.weekdayEntries}
                format={(n) => `${n.toLocaleString('en-US')} a weekday, ${e.period}`}
              />
              <small className="figure-source">People entering the station, not a sidewalk count.</small>
            </dd>
          </div>
        ))}
        <div>
          <dt>Retail rent benchmark</dt>
          <dd>
            <FigureValue figure={costs.benchmark} />
          </dd>
        </div>
        <div>
          <dt>Local rent estimate</dt>
          <dd>
            <FigureValue figure={costs.estimate} />
          </dd>
        </div>
        <div>
          <dt>Zoning</dt>
          <dd>
            <span className="figure">
              <span className={`zoning zoning-${zoning.status}`}>{zoning.message}</span>
              {zoning.source && (
                <small className="figure-source">
                  {describeSource({ source: zoning.source, vintage: zoning.vintage ?? 'n/a' })}
                </small>
              )}
            </span>
          </dd>
        </div>
      </dl>
      <CorridorRentsList rents={costs.corridorRents} />
    </section>
  );
}
