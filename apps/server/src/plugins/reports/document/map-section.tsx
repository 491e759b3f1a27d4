import { View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { SectionHeading } from './primitives.js';
import type { SiteContext } from './site-context.js';
import { StaticMap } from './static-map.js';

/** Side of the square map in points: with the legend beside it, under a third of the page. */
const MAP_SIZE = 200;

/** The static site map with its point sources cited. */
export function mapSection({ a, reg, layers }: SiteContext): ReactElement {
  const tags = layers.sources.map((s) => reg.tag(s)).join(' ');
  const gaps = [
    a.competitors.placesCovered
      ? null
      : `Competitors: ${a.competitors.placesMessage ?? 'no place data for this area'}.`,
    a.access.transitCovered ? null : `Transit: ${a.access.transitMessage ?? 'no transit data for this area'}.`,
  ].filter((g): g is string => g !== null);
  return (
    <View wrap={false}>
      <SectionHeading title="Site map" />
      <StaticMap
        analysis={a}
        layers={layers}
        size={MAP_SIZE}
        sourceLine={[tags ? `Points: ${tags}.` : 'No points drawn.', ...gaps].join(' ')}
      />
    </View>
  );
}
