import type { SiteResult } from '../types';
import { FigureValue } from './figure-value';

const vehicles = (n: number) => `${n.toLocaleString('en-US')} vehicles/day`;

/**
 * Traffic on the street the site fronts (the count the access score uses), with its year and old-count note from
 * the engine; another street's count only under its own "another street" label.
 */
export function SiteTraffic({ access }: { access: SiteResult['access'] }) {
  const { frontage, nearestArterial } = access;
  const busiest = access.trafficCounts[0];
  if (!frontage) {
    // No street the site fronts here (placed only to its ZIP or city, or an analysis stored before the lookup).
    if (!busiest) return null;
    return (
      <div>
        <dt>Busiest counted street within ½ mi: {busiest.street} (not necessarily the site’s street)</dt>
        <dd>
          <FigureValue figure={busiest.dailyVehicles} format={(n) => `${vehicles(n)}, counted ${busiest.date}`} />
          {access.trafficAgeNote && <small className="figure-source">{access.trafficAgeNote}</small>}
        </dd>
      </div>
    );
  }
  return (
    <>
      <div data-testid="site-street-traffic">
        <dt>Traffic on {frontage.name}, the site’s street</dt>
        <dd>
          {nearestArterial ? (
            <FigureValue figure={nearestArterial.dailyVehicles} format={vehicles} />
          ) : (
            'no count on this street'
          )}
          <small className="figure-source">{frontage.summary}</small>
        </dd>
      </div>
      {frontage.otherStreet && (
        <div data-testid="other-street-traffic">
          <dt>Another street: {frontage.otherStreet.count.street}</dt>
          <dd>
            <FigureValue figure={frontage.otherStreet.count.dailyVehicles} format={vehicles} />
            <small className="figure-source">{frontage.otherStreet.text}</small>
          </dd>
        </div>
      )}
    </>
  );
}
