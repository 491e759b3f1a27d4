import { View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { int, siteMiles } from './format.js';
import { Callout, Lead, P, Table } from './primitives.js';
import { type SiteContext, shown } from './site-context.js';
import { COLORS } from './theme.js';

/** How many competitors the printed list shows; the dashboard and the GeoJSON export have the full list. */
export const LISTED_IN_REPORT = 6;

const VERDICT_COLOR: Record<string, string> = {
  underserved: COLORS.good,
  'sweet-spot': COLORS.good,
  'room-to-grow': COLORS.good,
  'in-line': COLORS.near,
  crowded: COLORS.near,
  saturated: COLORS.bad,
  unknown: COLORS.muted,
};

/**
 * Saturation verdict, the one count estimate with its density against the reference, and the nearest competitors
 * (counts per ring are in the trade-area table). How the type is recognised is the same at every site: the Sources and
 * methods page prints it once.
 */
export function competitorsSection({ a, reg }: SiteContext): ReactElement {
  const c = a.competitors;
  const listed = c.list.slice(0, LISTED_IN_REPORT);
  const rows = listed.map((e, i) => [
    String(i + 1),
    `${e.name}${e.chain ? ' (chain)' : ''}${e.snackKind ? ` (${e.snackKind}${c.product ? `, not ${c.product.product}` : ''})` : ''}`,
    siteMiles(a, e.distanceMiles),
    // Blank where the source has no rating (OpenStreetMap, licences): never a dash that reads as "poor".
    e.rating ? `${e.rating.value.toFixed(1)} ${reg.tag(e.rating)}` : '',
    e.reviewCount ? `${int(e.reviewCount.value)} ${reg.tag(e.reviewCount)}` : '',
    // The listing's year: OpenStreetMap 2018/2019 records are old, and the reader should see it.
    `${reg.tag(e)} ${e.vintage.slice(0, 4)}`,
  ]);
  const named = c.namedWithinRadius ?? c.list.length;
  // Analyses stored before the one-estimate change have no summary: say what they had.
  const summary =
    c.countSummary ??
    `${c.countWithinRadius ? int(c.countWithinRadius.value) : 'No'} competitors counted within ${a.radiusMiles} mi.`;
  const density = shown(reg, c.densityPer10kHouseholds, (f) => f.value.toFixed(1));
  const reference = c.referenceDensity
    ? shown(reg, c.referenceDensity.figure, (f) => f.value.toFixed(1))
    : { text: '', tag: '' };
  const densityLine = c.densityPer10kHouseholds
    ? `${density.text} per 10,000 households ${density.tag}${c.referenceDensity?.figure ? `, against ${reference.text} for ${c.referenceDensity.label} ${reference.tag}` : ''}.`
    : '';
  const nearest = shown(reg, c.nearestMiles, (f) => siteMiles(a, f.value));
  const more = c.list.length - listed.length;
  return (
    <View>
      <Lead title="Competitors">
        <Callout color={VERDICT_COLOR[c.saturation.verdict]}>
          <P>{`Saturation: ${c.saturation.verdict.replace(/-/g, ' ')}. ${c.saturation.reason}`}</P>
        </Callout>
      </Lead>
      <P
        muted
      >{`Within ${a.radiusMiles} mi: ${summary}. Nearest competitor${a.location?.approximate ? ' (site location approximate)' : ''}: ${nearest.text} ${nearest.tag}. ${densityLine}`}</P>
      {!c.placesCovered && c.placesMessage ? <P>{`Place data: ${c.placesMessage}.`}</P> : null}
      {c.strongCompetitors ? <P muted>{`Strong competitors: ${c.strongCompetitors.reason}.`}</P> : null}
      {listed.length > 0 ? (
        <View>
          <Table
            title={`Nearest named competitors (${listed.length} of ${int(named)} named within ${a.radiusMiles} mi)`}
            columns={[
              { label: '#', width: 0.05 },
              { label: 'Name', width: 0.41 },
              { label: 'Distance', width: 0.12, align: 'right' },
              { label: 'Rating', width: 0.14, align: 'right' },
              { label: 'Reviews', width: 0.16, align: 'right' },
              { label: 'Listed by', width: 0.12, align: 'right' },
            ]}
            rows={rows}
          />
          {more > 0 ? (
            <P
              muted
            >{`And ${more} more named on the dashboard's competitor list and in its GeoJSON export (names, distances, ratings, sources).`}</P>
          ) : null}
        </View>
      ) : (
        <P>No competitor places are listed within the radius.</P>
      )}
    </View>
  );
}
