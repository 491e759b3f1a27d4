import { View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { int, ringLabel } from './format.js';
import { Lead, P, Table } from './primitives.js';
import { type SiteContext, shown } from './site-context.js';

/**
 * Residents, households and competitors by distance in one table: the rings around the site, then the 5-, 10- and
 * 15-minute walks along the street grid (both drawn on the site map). Competitors inside a walk are the named places
 * there; the dashboard has the estimate for each walk.
 */
export function ringsSection({ a, reg }: SiteContext): ReactElement {
  const competitorsAt = new Map(a.competitors.countsByRing.map((r) => [r.radiusMiles, r.count]));
  const cell = (f: Parameters<typeof shown>[1]) => {
    const s = shown(reg, f, (x) => int(x.value));
    return s.tag ? `${s.text} ${s.tag}` : s.text;
  };
  const rings = a.tradeArea.rings.map((r) => [
    `${ringLabel(r.radiusMiles)} ring${r.radiusMiles === a.radiusMiles ? ' (trade area)' : ''}`,
    cell(r.population),
    cell(r.households),
    cell(competitorsAt.get(r.radiusMiles)),
  ]);
  const walk = a.tradeArea.walk;
  const walks =
    walk?.covered === true
      ? walk.walksheds.map((w) => [
          `${w.minutes}-min walk (${w.miles} mi)`,
          cell(w.population),
          cell(w.households),
          w.competitors ? `${w.competitors.named.length} named` : 'no place data',
        ])
      : [];
  const streets = walk?.covered ? reg.tag({ source: walk.source, vintage: walk.vintage }) : '';
  return (
    <View>
      <Lead title="Trade area by distance">
        <Table
          columns={[
            { label: 'Area', width: 0.34 },
            { label: 'Residents', width: 0.22, align: 'right' },
            { label: 'Households', width: 0.22, align: 'right' },
            { label: 'Competitors', width: 0.22, align: 'right' },
          ]}
          rows={[...rings, ...walks]}
        />
      </Lead>
      {walk?.covered === true ? (
        <P
          muted
        >{`Walks at ${walk.speedMph} mph along the street grid ${streets}; people apportioned from census tracts clipped by each walk area, as for the rings.`}</P>
      ) : walk ? (
        <P muted>{walk.message}</P>
      ) : null}
    </View>
  );
}
