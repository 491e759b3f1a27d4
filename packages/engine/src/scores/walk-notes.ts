import type { DiscCoverage } from '@sitescout/geodata';
import { coverageInWords } from './score-coverage.js';
import type { WalkScoreResult } from './walk-score.js';

const WALK_RADIUS_MILES = 1.5;

/** Plain-words notes on a Walk Score: why none is given, or how much of the land around it the data covers. */
export function walkNotes(
  walk: WalkScoreResult,
  given: boolean,
  places: DiscCoverage,
  streets: DiscCoverage,
): string[] {
  if (!given)
    return [
      `No Walk Score: this site is outside the loaded place and street data (${coverageInWords(places, 'place data', WALK_RADIUS_MILES)}${streets.centreCovered ? '' : ', and no street grid is loaded at the site'}), so missing shops and services would read as absent.`,
    ];
  if (walk.score === null)
    return ['Walk Score not computed: the loaded place data records too few amenity classes here.'];
  const notes: string[] = [];
  if (!places.covered)
    notes.push(
      `Walk Score over partly empty land: ${coverageInWords(places, 'place data', WALK_RADIUS_MILES)}; the rest (parks, rail yards, water, or land beyond the data's edge) counts as land with no destinations, which lowers the score.`,
    );
  if (walk.unseenCategories.length > 0)
    notes.push(
      `Walk Score leaves out ${walk.unseenCategories.join(', ')}: the loaded place data does not record ${walk.unseenCategories.length === 1 ? 'that class' : 'those classes'} here, so the score is rescaled over the classes it can see.`,
    );
  return notes;
}
