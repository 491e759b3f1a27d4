import { View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { ColumnChart } from './charts.js';
import { int, ringLabel, siteMiles } from './format.js';
import { Callout, Lead, P, Table } from './primitives.js';
import { figureRow, type SiteContext } from './site-context.js';
import { COLORS } from './theme.js';

/** How many competitors the printed list shows; the dashboard has the full list. */
export const LISTED_IN_REPORT = 15;

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
 * Saturation verdict, counts per ring (table and chart), density, and the nearest competitors. How the type is
 * recognised is the same at every site: the Sources and methods page prints it once.
 */
export function competitorsSection({ a, reg }: SiteContext): ReactElement {
  const c = a.competitors;
  const ringTags = [...new Set(c.countsByRing.map((r) => reg.tag(r.count)))].join(' ');
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
  const range = c.countRange ? ` (range ${int(c.countRange[0])}-${int(c.countRange[1])})` : '';
  return (
    <View>
      <Lead title="Competitors">
        <Callout color={VERDICT_COLOR[c.saturation.verdict]}>
          <P>{`Saturation: ${c.saturation.verdict.replace(/-/g, ' ')}. ${c.saturation.reason}`}</P>
        </Callout>
      </Lead>
      <P>{`Within ${a.radiusMiles} mi: ${summary}. This one estimate is used by the site score, the saturation verdict, the forecast and the capacity section.`}</P>
      {!c.placesCovered && c.placesMessage ? <P>{`Place data: ${c.placesMessage}.`}</P> : null}
      {c.strongCompetitors ? <P muted>{`Strong competitors: ${c.strongCompetitors.reason}.`}</P> : null}
      <View style={{ flexDirection: 'row' }} wrap={false}>
        <View style={{ flex: 1.1, paddingRight: 10 }}>
          <Table
            title={'Counts and density'}
            columns={[
              { label: 'Figure', width: 0.55 },
              { label: 'Value', width: 0.27, align: 'right' },
              { label: 'Source', width: 0.18, align: 'right' },
            ]}
            rows={[
              ...c.countsByRing.map((r) =>
                figureRow(
                  reg,
                  `Competitors within ${ringLabel(r.radiusMiles)}${r.radiusMiles === a.radiusMiles ? range : ''}`,
                  r.count,
                ),
              ),
              [
                'Named on the map',
                c.namedWithinRadius === null || c.namedWithinRadius === undefined
                  ? 'no place data'
                  : int(c.namedWithinRadius),
                '',
              ],
              figureRow(
                reg,
                a.location?.approximate ? 'Nearest competitor (site location approximate)' : 'Nearest competitor',
                c.nearestMiles,
                (f) => siteMiles(a, f.value),
              ),
              figureRow(reg, 'Per 10,000 households', c.densityPer10kHouseholds, (f) => f.value.toFixed(1)),
              figureRow(reg, `Reference: ${c.referenceDensity?.label ?? 'none'}`, c.referenceDensity?.figure, (f) =>
                f.value.toFixed(1),
              ),
            ]}
          />
        </View>
        {c.countsByRing.length > 0 ? (
          <ColumnChart
            title="Competitors by ring"
            caption={`Cumulative counts within each distance. Source ${ringTags}`}
            bars={c.countsByRing.map((r) => ({
              label: ringLabel(r.radiusMiles),
              value: r.count.value,
              display: int(r.count.value),
              highlight: r.radiusMiles === a.radiusMiles,
            }))}
            width={200}
            color={COLORS.competitor}
          />
        ) : null}
      </View>
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
          {c.list.length > listed.length ? (
            <P muted>{`${c.list.length - listed.length} more competitors are listed on the dashboard.`}</P>
          ) : null}
        </View>
      ) : (
        <P>No competitor places are listed within the radius.</P>
      )}
      {c.chainLocations && c.chainLocations.items.length > 0 ? (
        <P>{`2024 chain locations (${c.chainLocations.source}): ${c.chainLocations.note}: ${c.chainLocations.items
          .slice(0, 8)
          .map((e) => `${e.brand}${e.address ? `, ${e.address}` : ''} (${e.distanceMiles.toFixed(2)} mi)`)
          .join('; ')}.`}</P>
      ) : null}
    </View>
  );
}
