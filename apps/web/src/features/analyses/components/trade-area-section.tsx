import { describeSource, formatCount, formatMiles } from '../lib/format';
import type { SiteResult } from '../types';
import { FigureValue } from './figure-value';
import { HowWeGotThis } from './how-we-got-this';

/** An estimated count: whole when it is whole, else to one decimal. */
// Whole establishments: analyses stored before counts were rounded carry fractions.
const formatEstimate = (n: number) => String(Math.round(n));

/**
 * The trade area as text: people and households in each ring, and — inside the street data — in the 5-, 10-
 * and 15-minute walks with the competitors inside each. Outside the street data it says the rings stand alone.
 */
export function TradeAreaSection({ analysis }: { analysis: SiteResult }) {
  const { rings, walk } = analysis.tradeArea;
  const chosen = rings.find((r) => r.radiusMiles === analysis.radiusMiles) ?? rings[rings.length - 1];
  const walk10 = walk?.covered ? walk.walksheds.find((w) => w.minutes === 10) : undefined;
  return (
    <section className="dash-section" aria-labelledby="trade-area-heading" data-testid="trade-area">
      <h2 id="trade-area-heading">Trade area</h2>
      <p className="section-lead">
        {chosen?.population
          ? `About ${formatCount(chosen.population.value)} people live within ${formatMiles(chosen.radiusMiles)}`
          : `No resident count for ${formatMiles(analysis.radiusMiles)} around the site`}
        {walk10?.population ? `; ${formatCount(walk10.population.value)} within a 10-minute walk` : ''}.
      </p>
      <table className="data-table">
        <caption>Rings around the site (tracts clipped by each ring)</caption>
        <thead>
          <tr>
            <th scope="col">Ring</th>
            <th scope="col">Residents</th>
            <th scope="col">Households</th>
          </tr>
        </thead>
        <tbody>
          {rings.map((r) => (
            <tr key={r.radiusMiles}>
              <th scope="row">{formatMiles(r.radiusMiles)}</th>
              <td>
                <FigureValue figure={r.population} format={formatCount} />
              </td>
              <td>
                <FigureValue figure={r.households} format={formatCount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {walk && !walk.covered && (
        <p className="coverage-note" data-testid="walkshed-missing">
          {walk.message}
        </p>
      )}
      {walk?.covered && walk.note && <p className="coverage-note">{walk.note}</p>}
      {walk?.covered && (
        <table className="data-table" data-testid="walksheds">
          <caption>
            Walk-time areas at {walk.speedMph} mph along the street grid ({walk.source}, {walk.vintage}); the walk
            starts on the street {Math.round(walk.snapMiles * 5280)} ft from the site
          </caption>
          <thead>
            <tr>
              <th scope="col">Walk</th>
              <th scope="col">Residents</th>
              <th scope="col">Households</th>
              <th scope="col">Area</th>
              <th scope="col">Competitors inside</th>
            </tr>
          </thead>
          <tbody>
            {walk.walksheds.map((w) => (
              <tr key={w.minutes}>
                <th scope="row">
                  {w.minutes} minutes ({formatMiles(w.miles)})
                </th>
                <td>
                  <FigureValue figure={w.population} format={formatCount} />
                </td>
                <td>
                  <FigureValue figure={w.households} format={formatCount} />
                </td>
                <td>{w.areaSqMi.value.toFixed(2)} sq mi</td>
                <td>
                  {w.competitors ? (
                    <>
                      <div>
                        {w.competitors.named.length} named
                        {w.competitors.estimate && `, about ${formatEstimate(w.competitors.estimate.value)} in all`}
                      </div>
                      {w.competitors.estimate && (
                        <small className="figure-source">{describeSource(w.competitors.estimate)}</small>
                      )}
                      {w.competitors.named.length > 0 && (
                        <div>
                          <small>{w.competitors.named.map((c) => c.name).join(', ')}</small>
                        </div>
                      )}
                    </>
                  ) : (
                    <span className="figure-missing">no place data here</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {walk?.covered && (
        <HowWeGotThis>
          <p>{walk.method}</p>
        </HowWeGotThis>
      )}
    </section>
  );
}
