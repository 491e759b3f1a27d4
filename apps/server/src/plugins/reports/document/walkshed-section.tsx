import { View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { int } from './format.js';
import { Callout, Lead, P, Table } from './primitives.js';
import { type SiteContext, shown } from './site-context.js';

/**
 * The walk-time trade area: residents, households and competitors within a 5-, 10- and 15-minute walk along
 * the street grid (the outlines are drawn on the site map), or why there is none (outside the street data).
 */
export function walkshedSection({ a, reg }: SiteContext): ReactElement | null {
  const walk = a.tradeArea.walk;
  // Analyses stored before walksheds existed have no `walk` at all: nothing to say.
  if (!walk) return null;
  if (!walk.covered)
    return (
      <View>
        <Lead title="Walk-time trade area">
          <Callout>
            <P>{walk.message}</P>
          </Callout>
        </Lead>
      </View>
    );
  const streets = reg.tag({ source: walk.source, vintage: walk.vintage });
  const rows = walk.walksheds.map((w) => {
    const people = shown(reg, w.population, (f) => int(f.value));
    const homes = shown(reg, w.households, (f) => int(f.value));
    const c = w.competitors;
    const rivals = c
      ? `${c.named.length} named${c.estimate ? `, about ${int(c.estimate.value)} in all ${reg.tag(c.estimate)}` : ''}`
      : 'no place data';
    return [
      `${w.minutes} min (${w.miles} mi)`,
      `${people.text} ${people.tag}`,
      `${homes.text} ${homes.tag}`,
      `${w.areaSqMi.value.toFixed(2)} sq mi`,
      rivals,
    ];
  });
  const ten = walk.walksheds.find((w) => w.minutes === 10);
  const names = ten?.competitors?.named.map((c) => c.name) ?? [];
  return (
    <View>
      <Lead title="Walk-time trade area">
        <P>{`Who lives within a walk of the site at ${walk.speedMph} mph along the street grid ${streets}: people and households apportioned from census tracts clipped by each walk area, as for the rings. The areas are drawn on the site map.`}</P>
        <Table
          columns={[
            { label: 'Walk', width: 0.18 },
            { label: 'Residents', width: 0.2, align: 'right' },
            { label: 'Households', width: 0.2, align: 'right' },
            { label: 'Area', width: 0.14, align: 'right' },
            { label: 'Competitors inside', width: 0.28, align: 'right' },
          ]}
          rows={rows}
        />
      </Lead>
      {walk.note ? <P muted>{walk.note}</P> : null}
      {names.length > 0 ? <P muted>{`Named competitors within a 10-minute walk: ${names.join(', ')}.`}</P> : null}
      <P muted>{`Method: ${walk.method}`}</P>
    </View>
  );
}
