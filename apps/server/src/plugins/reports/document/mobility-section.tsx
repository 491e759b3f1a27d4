import { Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { ScoreBar } from './charts.js';
import { int, siteMiles, titleCase } from './format.js';
import { pdfText } from './pdf-text.js';
import { Lead, P, SubHeading, Table } from './primitives.js';
import type { SiteContext } from './site-context.js';
import { styles } from './theme.js';

function ScoreLine({ name, score, tag, note }: { name: string; score: number | null; tag: string; note: string }) {
  return (
    <View style={[styles.tr, { alignItems: 'center' }]} wrap={false}>
      <Text style={[styles.cell, styles.bold, { width: '18%' }]}>{name}</Text>
      <View style={[styles.cell, { width: '30%', flexDirection: 'row', alignItems: 'center' }]}>
        <ScoreBar score={score} width={100} />
        <Text style={{ marginLeft: 5, fontFamily: 'Helvetica-Bold' }}>{score === null ? 'n/a' : String(score)}</Text>
      </View>
      <Text style={[styles.cell, { width: '12%' }, styles.tag]}>{tag}</Text>
      <Text style={[styles.cell, { width: '40%' }]}>{pdfText(note)}</Text>
    </View>
  );
}

/** Walk, Transit and Bike Scores with their breakdowns (classes, routes, components). */
export function mobilitySection({ a, reg }: SiteContext): ReactElement {
  const { walk, transit, bike } = a.scores;
  const walkNote =
    walk.score === null
      ? 'Not given here (see the notes below).'
      : walk.unseenCategories.length > 0
        ? `Rescaled without ${walk.unseenCategories.join(', ')} (not in the loaded data).`
        : 'Every amenity class is visible in the loaded data.';
  const routes = (transit?.routes ?? []).slice(0, 8);
  return (
    <View>
      <Lead title="Walk, transit and bike scores">
        <View style={[styles.table, { marginBottom: 6 }]}>
          <ScoreLine name="Walk Score" score={walk.score} tag={reg.tag(walk)} note={walkNote} />
          <ScoreLine
            name="Transit Score"
            score={transit?.score ?? null}
            tag={transit ? reg.tag(transit) : ''}
            note={
              transit
                ? `${transit.routes.length} routes nearby${(transit.assumedFrequencies ?? []).length > 0 ? `; no timetable, so trips per route are assumed: ${(transit.assumedFrequencies ?? []).map((f) => `${f.mode} ${f.weeklyTripsPerRoute} a week (${f.basis})`).join(', ')}` : transit.tripsAssumed ? '; trips per route assumed (no timetable in the feed)' : ''}${transit.partial ? '. Counts only the stops loaded: other agencies’ local buses are not.' : ''}.`
                : 'Not enough transit data within walking distance (see the notes below).'
            }
          />
          <ScoreLine
            name="Bike Score"
            score={bike.score}
            tag={reg.tag(bike)}
            note={
              bike.score === null
                ? 'Not given: needs both bike infrastructure data and the Walk Score here (see the notes below).'
                : `${bike.components.filter((c) => c.score !== null).length} of ${bike.components.length} components measured.`
            }
          />
        </View>
      </Lead>
      <View style={{ flexDirection: 'row' }} wrap={false}>
        <View style={{ flex: 1, paddingRight: 8 }}>
          <Table
            title={'Walk Score by amenity class'}
            columns={[
              { label: 'Class', width: 0.4 },
              { label: 'Counted', width: 0.25, align: 'right' },
              { label: 'Points', width: 0.35, align: 'right' },
            ]}
            rows={walk.components.map((c) => [
              titleCase(c.category),
              c.visible ? String(c.counted) : 'not in data',
              c.visible ? `${c.points.toFixed(1)} of ${c.maxPoints}` : '-',
            ])}
          />
        </View>
        <View style={{ flex: 1, paddingLeft: 8 }}>
          <SubHeading title="Transit routes counted" />
          {routes.length > 0 ? (
            <Table
              columns={[
                { label: 'Route', width: 0.34 },
                { label: 'Mode', width: 0.2 },
                { label: 'Stop', width: 0.2, align: 'right' },
                { label: 'Trips/wk', width: 0.26, align: 'right' },
              ]}
              rows={routes.map((r) => [
                r.route,
                r.mode,
                siteMiles(a, r.distanceMiles),
                `${int(r.weeklyTrips)}${r.tripsAssumed ? ' (assumed)' : ''}`,
              ])}
            />
          ) : (
            <P>No transit routes within walking distance in the loaded data.</P>
          )}
          {transit && transit.routes.length > routes.length ? (
            <P muted>{`${transit.routes.length - routes.length} more routes counted; the dashboard lists them all.`}</P>
          ) : null}
        </View>
      </View>
      <Table
        title="Bike Score components"
        columns={[
          { label: 'Component', width: 0.22 },
          { label: 'Score', width: 0.08, align: 'right' },
          { label: 'Detail', width: 0.7 },
        ]}
        rows={bike.components.map((c) => [titleCase(c.name), c.score === null ? '-' : String(c.score), c.detail])}
      />
      {a.scores.notes.map((n) => (
        <P key={n} muted>
          {n}
        </P>
      ))}
    </View>
  );
}
