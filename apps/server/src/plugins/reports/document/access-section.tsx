import { View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { int, siteMiles } from './format.js';
import { pdfText } from './pdf-text.js';
import { Callout, Lead, P, Table } from './primitives.js';
import { figureRow, type SiteContext } from './site-context.js';

/** The busiest counts printed; the dashboard lists every count within 0.5 mi. */
const TRAFFIC_ROWS = 10;
/** The nearest rail stations printed (a downtown site has two dozen within 1 mi). */
const RAIL_ROWS = 12;

/** Transit stops and stations, traffic counts and the arterial the site fronts. */
export function accessSection({ a, reg }: SiteContext): ReactElement {
  const x = a.access;
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
      {(x.stationEntries ?? []).length > 0 ? (
        <Table
          title={"'L' station entries (people entering on a weekday, not a sidewalk count)"}
          columns={[
            { label: 'Station and period', width: 0.6 },
            { label: 'Entries', width: 0.22, align: 'right' },
            { label: 'Source', width: 0.18, align: 'right' },
          ]}
          rows={(x.stationEntries ?? []).map((e) => figureRow(reg, `${e.name}, ${e.period}`, e.weekdayEntries))}
        />
      ) : null}
      {x.frontage ? <P muted>{pdfText(`${x.frontage.summary} ${x.frontage.otherStreet?.text ?? ''}`)}</P> : null}
      {x.trafficAgeNote && !x.frontage ? <P muted>{pdfText(x.trafficAgeNote)}</P> : null}
      {x.railStations.length > 0 ? (
        <View>
          <Table
            title={
              x.railStations.length > RAIL_ROWS
                ? `Rail stations (${RAIL_ROWS} nearest of ${x.railStations.length})`
                : 'Rail stations'
            }
            columns={[
              { label: 'Station', width: 0.46 },
              { label: 'Lines', width: 0.32 },
              { label: 'Distance', width: 0.22, align: 'right' },
            ]}
            rows={x.railStations
              .slice(0, RAIL_ROWS)
              .map((s) => [
                s.name,
                s.routes.join(', '),
                `${siteMiles(a, s.distanceMiles.value)} ${reg.tag(s.distanceMiles)}`,
              ])}
          />
        </View>
      ) : null}
      {x.trafficCounts.length > 0 ? (
        <View>
          <Table
            title={`Traffic counts within 0.5 mi (${Math.min(TRAFFIC_ROWS, x.trafficCounts.length)} busiest of ${x.trafficCounts.length})`}
            columns={[
              { label: 'Street', width: 0.24 },
              { label: 'Count location', width: 0.32 },
              { label: 'Counted', width: 0.14 },
              { label: 'Distance', width: 0.12, align: 'right' },
              { label: 'Vehicles/day', width: 0.18, align: 'right' },
            ]}
            rows={x.trafficCounts
              .slice(0, TRAFFIC_ROWS)
              .map((t) => [
                t.street,
                t.location,
                t.date,
                siteMiles(a, t.distanceMiles),
                `${int(t.dailyVehicles.value)} ${reg.tag(t.dailyVehicles)}`,
              ])}
          />
        </View>
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
