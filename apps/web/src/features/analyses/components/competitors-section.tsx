import { rangeText } from '@sitescout/shared';
import { describeSource, formatSiteMiles } from '../lib/format';
import type { SiteResult } from '../types';
import { type Bar, BarChart } from './bar-chart';
import { ChainLocationsList } from './chain-locations-list';
import { FigureValue } from './figure-value';
import { HowWeGotThis } from './how-we-got-this';

const LISTED = 10;

/**
 * The competitor estimate in words ("12 named on the map, of about 58 establishments (U.S. Census Bureau,
 * ZIP Code Business Patterns 2018)"), counts by ring (chart), saturation, density and the nearest ten named.
 */
export function CompetitorsSection({ analysis }: { analysis: SiteResult }) {
  const c = analysis.competitors;
  const step = analysis.location?.distanceStepMiles;
  const siteMiles = (n: number) => formatSiteMiles(n, step);
  const bars: Bar[] = c.countsByRing.map((r) => ({
    label: `within ${r.radiusMiles} mi`,
    value: r.count.value,
    display: r.count.value.toLocaleString('en-US'),
  }));
  const first = c.countsByRing[0]?.count;
  // Analyses stored before the one-estimate change have no summary.
  const summary =
    c.countSummary ??
    `${c.countWithinRadius ? c.countWithinRadius.value.toLocaleString('en-US') : 'No'} competitors counted`;
  const named = c.namedWithinRadius ?? c.list.length;
  // The count first; how it was reached (the Census cross-check, the industry code's reach) on request.
  const cut = summary.search(/ \(|\. /);
  const lead = cut > 0 ? summary.slice(0, cut) : summary;
  return (
    <section className="dash-section" aria-labelledby="competitors-heading">
      <h2 id="competitors-heading">Competitors</h2>
      <p className="section-lead competitor-summary">
        Within {analysis.radiusMiles} mi: {lead}.
      </p>
      {!c.placesCovered && <p className="coverage-note">{c.placesMessage ?? 'no place data for this area'}</p>}
      <p className={`verdict verdict-${c.saturation.verdict}`}>
        The market here looks <strong>{c.saturation.verdict.replace(/-/g, ' ')}</strong>.
      </p>
      <HowWeGotThis>
        {cut > 0 && <p>{summary}.</p>}
        <p>{c.saturation.reason}</p>
        {c.strongCompetitors && <p>Strong competitors: {c.strongCompetitors.reason}</p>}
      </HowWeGotThis>
      <div className="chart-row">
        {bars.length > 0 && (
          <BarChart
            title="Competitors by ring"
            bars={bars}
            caption={first ? `Source: ${describeSource(first)}` : 'no place data for this area'}
          />
        )}
        <dl className="figure-grid figure-grid-narrow">
          <div>
            <dt>Nearest competitor{analysis.location?.approximate ? ' (site location approximate)' : ''}</dt>
            <dd>
              <FigureValue figure={c.nearestMiles} format={siteMiles} />
            </dd>
          </div>
          <div>
            <dt>Per 10,000 households</dt>
            <dd>
              <FigureValue figure={c.densityPer10kHouseholds} format={(n) => n.toFixed(1)} />
            </dd>
          </div>
          {c.referenceDensity && (
            <div>
              <dt>{c.referenceDensity.label}</dt>
              <dd>
                <FigureValue figure={c.referenceDensity.figure} format={(n) => n.toFixed(1)} />
              </dd>
            </div>
          )}
          {c.countRange && (
            <div>
              <dt>Estimate range within {analysis.radiusMiles} mi</dt>
              <dd>{rangeText(c.countRange[0], c.countRange[1], (n) => n.toLocaleString('en-US'))}</dd>
            </div>
          )}
        </dl>
      </div>
      {c.list.length > 0 && (
        <table className="data-table">
          <caption>
            Nearest {Math.min(LISTED, c.list.length)} of {named} named within {analysis.radiusMiles} mi
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Rating</th>
              <th scope="col">Reviews</th>
              <th scope="col">Distance</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {c.list.slice(0, LISTED).map((p) => (
              <tr key={`${p.name}-${p.lat}-${p.lon}`}>
                <th scope="row">
                  {p.name}
                  {p.chain ? <small className="tag">chain</small> : null}
                  {p.snackKind ? (
                    <small className="tag">
                      {p.snackKind}
                      {c.product ? `, not ${c.product.product}` : ''}
                    </small>
                  ) : null}
                </th>
                {/* Blank where the source has no rating: a dash would read as a poor one. */}
                <td>{p.rating ? `${p.rating.value.toFixed(1)} ★` : ''}</td>
                <td>{p.reviewCount ? p.reviewCount.value.toLocaleString('en-US') : ''}</td>
                <td>{siteMiles(p.distanceMiles)}</td>
                <td className="figure-source">
                  {p.source}, {p.vintage}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ChainLocationsList chains={c.chainLocations} />
    </section>
  );
}
