import type { DiscCoverage, LatLon } from '@sitescout/geodata';
import type { EngineContext } from '../analysis/engine-context.js';
import { type BikeScoreResult, bikeScore } from './bike-score.js';
import { coverageInWords, SCORE_RADIUS_MILES, scoreIsGiven } from './score-coverage.js';
import { type TransitScoreResult, transitScoreOfHits } from './transit-score.js';
import { walkScoreAt } from './walk-at-site.js';
import { walkNotes } from './walk-notes.js';
import type { WalkScoreResult } from './walk-score.js';

export interface MobilityScores {
  walk: WalkScoreResult;
  transit: TransitScoreResult | null;
  bike: BikeScoreResult;
  /**
   * How much of the land each score looks at its layer covers (places within 1.5 mi, local bus and
   * rail stops within 0.5 mi, bike routes and stations within 1 mi): coverage by area, from the data.
   */
  coverage: { walk: DiscCoverage; transit: DiscCoverage; bike: DiscCoverage };
  /** Plain-words notes on what the data could not see. */
  notes: string[];
}

const RAIL_MODES = new Set(['rail', 'subway', 'commuter-rail']);
const pct = (share: number) => `${Math.round(100 * share)} %`;

/**
 * Walk, Transit and Bike Scores for a site, with their component breakdowns. Each is given only where
 * its layer covers the land it looks at (see `SCORE_RADIUS_MILES`); otherwise it is null with the
 * reason — never zero, never another score standing in.
 */
export function mobilityScores(ctx: EngineContext, center: LatLon): MobilityScores {
  const geo = ctx.geo;
  const { walk, given: walkGiven, places, streets } = walkScoreAt(ctx, center);
  const coverage = {
    walk: places,
    transit: geo.discCoverage('local-transit', center, SCORE_RADIUS_MILES.transit),
    bike: geo.discCoverage('bike', center, SCORE_RADIUS_MILES.bike),
  };
  const notes: string[] = [];
  const declared = geo.coverageAt(center).layers;
  notes.push(...walkNotes(walk, walkGiven, coverage.walk, streets));

  const stops = geo.stopsWithin(center, 1);
  const railNearby = stops.items.some((h) => RAIL_MODES.has(h.stop.mode));
  let transit: TransitScoreResult | null = null;
  const scored = stops.covered ? transitScoreOfHits(stops.items) : null;
  if (scored && scoreIsGiven(coverage.transit, streets, declared.transit)) {
    transit = scored;
    if (!coverage.transit.covered)
      notes.push(
        `Transit Score over partly empty land: ${coverageInWords(coverage.transit, "bus and 'L' stop data", SCORE_RADIUS_MILES.transit)}; land without stops (parks, rail yards, water) lowers the score.`,
      );
  } else if (scored && railNearby && scored.routes.length > 0) {
    transit = {
      ...scored,
      partial: `The local bus and 'L' network loaded (CTA) covers only ${pct(coverage.transit.coveredShare)} of the land within ${SCORE_RADIUS_MILES.transit} mi of this site: this Transit Score counts only the rail lines loaded (${scored.routes.map((r) => r.route).join(', ')}), not other agencies' buses or trains, so it is a lower bound and is left out of the site score.`,
    };
    notes.push(transit.partial as string);
  } else
    notes.push(
      stops.covered
        ? `No Transit Score: not enough transit data within walking distance — the loaded bus and 'L' stops cover ${pct(coverage.transit.coveredShare)} of the land within ${SCORE_RADIUS_MILES.transit} mi${railNearby ? ' and the rail stations within 1 mi have no line recorded' : ' and no rail station of the loaded agencies is within 1 mi'}.`
        : `No Transit Score: ${stops.message ?? 'no transit data loaded for this area'}.`,
    );

  const routes = geo.bikeRoutesWithin(center, 1);
  const stations = geo.bikeStationsWithin(center, 0.5);
  const bike = bikeScore({
    routes: routes.items.map((h) => ({ type: h.route.type, milesWithin: h.milesWithin })),
    bikeShareStations: stations.items.length,
    destinationsScore: walk.score,
    infrastructureCovered: coverage.bike.covered && (routes.covered || stations.covered),
  });
  if (bike.score === null)
    notes.push(
      coverage.bike.covered
        ? 'No Bike Score: its destinations part is the Walk Score, which is not available here.'
        : `No Bike Score: not enough bike data within ${SCORE_RADIUS_MILES.bike} mi — the loaded bike routes and bike-share stations cover ${pct(coverage.bike.coveredShare)} of the land around this site.`,
    );
  return { walk, transit, bike, coverage, notes };
}
