import { Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { pdfText } from './pdf-text.js';
import { Lead, P } from './primitives.js';
import { ScoreBar } from './score-bar.js';
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

/** Walk, Transit and Bike Scores, each with a line on what it counted and how (the per-class tables are left out). */
export function mobilitySection({ a, reg }: SiteContext): ReactElement {
  const { walk, transit, bike } = a.scores;
  const walkNote =
    walk.score === null
      ? 'Not given here (see the notes below).'
      : walk.unseenCategories.length > 0
        ? `Rescaled without ${walk.unseenCategories.join(', ')} (not in the loaded data).`
        : 'Every amenity class is visible in the loaded data.';
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
                ? `${transit.routes.length} routes nearby${transit.tripsAssumed || (transit.assumedFrequencies ?? []).length > 0 ? '; no timetable, so trips per route are assumed (see the method)' : ''}${transit.partial ? '; counts only the stops loaded' : ''}.`
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
      {a.scores.notes.map((n) => (
        <P key={n} muted>
          {n}
        </P>
      ))}
    </View>
  );
}
