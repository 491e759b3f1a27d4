import { View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { int, siteMiles } from './format.js';
import { pdfText } from './pdf-text.js';
import { Callout, Lead, P, Table } from './primitives.js';
import { figureRow, type SiteContext, shownInline } from './site-context.js';

/** The busiest counts printed. */
const TRAFFIC_ROWS = 3;
/** The nearest rail stations printed (a downtown site has two dozen within 1 mi); the site map draws them all. */
const RAIL_ROWS = 3;
/** Station entries printed (the nearest stations'). */
const ENTRY_ROWS = 3;

/** Transit stops and stations, traffic counts and the arterial the site fronts, the lists cut to the nearest few. */
export function accessSection({ a, reg }: SiteContext): ReactElement {
  const x = a.access;
  const entries = x.stationEntries ?? [];
  return (
    <View>
      <Lead title="Access and traffic">
        {!x.transitCovered && x.transitMessage ? <P>{`Transit: ${x.transitMessage}.`}</P> : null}
        <Table
          columns={[
            { label: 'Figure', width: 0.6 },
            { label: 'Value', width: 0.22, align: 'right' },
            { label: 'Source', width: 0.18, align: 'right' },
          ]}
          rows={[
            figureRow(reg, 'Transit stops within 0.25 mi', x.stopsWithinQuarterMile),
            figureRow(reg, 'Rail stations within 1 mi', x.railStationsWithinMile),
            x.nearestArterial
              ? figureRow(
                  reg,
                  `Traffic on the site's street: ${x.frontage?.name ?? x.nearestArterial.street} (vehicles a day, counted ${x.nearestArterial.date}${x.frontage && x.nearestArterial.distanceMiles > 0.5 ? `, ${x.nearestArterial.distanceMiles.toFixed(1)} mi away` : ''})`,
                  x.nearestArterial.dailyVehicles,
                )
              : [
                  x.frontage ? `Traffic on the site's street: ${x.frontage.name}` : "Traffic on the site's street",
                  x.frontage ? 'no count on this street' : 'no street known here',
                  '',
                ],
          ]}
        />
      </Lead>
      {x.frontage ? <P muted>{pdfText(`${x.frontage.summary} ${x.frontage.otherStreet?.text ?? ''}`)}</P> : null}
      {x.trafficAgeNote && !x.frontage ? <P muted>{pdfText(x.trafficAgeNote)}</P> : null}
      {x.railStations.length > 0 ? (
        <P>{`Nearest rail stations${x.railStations.length > RAIL_ROWS ? ` (${RAIL_ROWS} of ${x.railStations.length} within 1 mi, all drawn on the map)` : ''}: ${x.railStations
          .slice(0, RAIL_ROWS)
          .map((s) => `${s.name} ${siteMiles(a, s.distanceMiles.value)} ${reg.tag(s.distanceMiles)}`)
          .join('; ')}.`}</P>
      ) : null}
      {entries.length > 0 ? (
        <P>{`Weekday 'L' entries (people entering, not a sidewalk count): ${entries
          .slice(0, ENTRY_ROWS)
          .map((e) => `${e.name}, ${e.period}: ${shownInline(reg, e.weekdayEntries)}`)
          .join('; ')}${entries.length > ENTRY_ROWS ? ` (${ENTRY_ROWS} of ${entries.length} stations)` : ''}.`}</P>
      ) : null}
      {x.trafficCounts.length > 0 ? (
        <P>{`Busiest traffic counts within 0.5 mi (${Math.min(TRAFFIC_ROWS, x.trafficCounts.length)} of ${x.trafficCounts.length}): ${x.trafficCounts
          .slice(0, TRAFFIC_ROWS)
          .map(
            (t) =>
              `${t.location || t.street}, ${int(t.dailyVehicles.value)} vehicles a day ${reg.tag(t.dailyVehicles)} (counted ${t.date}, ${siteMiles(a, t.distanceMiles)})`,
          )
          .join('; ')}.`}</P>
      ) : null}
      {x.trafficProxy ? (
        <Callout>
          <P>{`No traffic counts here. Standing in: ${x.trafficProxy.label} - ${x.trafficProxy.reason}`}</P>
        </Callout>
      ) : null}
      {!x.trafficCovered && !x.trafficProxy ? <P>No traffic count data loaded for this area.</P> : null}
    </View>
  );
}
