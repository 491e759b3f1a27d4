import type { DiscCoverage, GeoView, LatLon, PlaceCategory } from '@sitescout/geodata';
import type { EngineContext } from '../analysis/engine-context.js';
import type { WalkCategory } from '../taxonomy/types.js';
import { type BikeScoreResult, bikeScore } from './bike-score.js';
import { PEDESTRIAN_RADIUS_MILES, pedestrianAdjustment, pedestrianMetrics } from './pedestrian-friendliness.js';
import { coverageInWords, scoreIsGiven } from './score-coverage.js';
import { type TransitScoreResult, transitScore } from './transit-score.js';
import { walkNotes } from './walk-notes.js';
import { type WalkCategoryInput, type WalkScoreResult, walkScore } from './walk-score.js';
import { calibratedWalkScore, STREET_PENALTY_NOTE, WALK_CALIBRATION_NOTE } from './walk-score-calibration.js';

/** Which SiteScout place categories count towards each Walk Score class. */
export const WALK_CATEGORY_PLACES: Readonly<Record<WalkCategory, readonly PlaceCategory[]>> = {
  grocery: ['grocery'],
  restaurants: ['restaurant', 'fast-food', 'bar'],
  shopping: ['shopping', 'clothing-store', 'convenience-store', 'pharmacy'],
  coffee: ['coffee-shop'],
  banks: ['bank'],
  parks: ['park'],
  schools: ['school'],
  books: ['library', 'bookstore'],
  entertainment: ['entertainment'],
};

/**
 * A class counts as visible where the place layer covers the site and has at least one place of
 * the class within this distance; a covered city with none at all that close means the source
 * does not record the class (e.g. OpenStreetMap extracts without shop tags), not that none exist.
 */
export const VISIBILITY_PROBE_MILES = 5;

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

/** Radii each score looks at: the Walk Score's 1.5-mile decay, a bus stop's half-mile walk, the Bike Score's mile. */
export const SCORE_RADIUS_MILES = { walk: 1.5, transit: 0.5, bike: 1 } as const;

const RAIL_MODES = new Set(['rail', 'subway', 'commuter-rail']);
const pct = (share: number) => `${Math.round(100 * share)} %`;

/** Visibility probes are cached per cell of this many degrees (~3 mi): the answer is regional. */
const VISIBILITY_CELL_DEGREES = 0.05;

/** Walk Score inputs from the geodata view: distances per class up to 1.5 mi, and visibility. */
export function walkInputs(
  geo: GeoView,
  center: LatLon,
  memo: EngineContext['memo'] = (_k, f) => f(),
): WalkCategoryInput[] {
  const placesCovered = geo.coverageAt(center).layers.places;
  const parks = geo.parksWithin(center, 1.5);
  return (Object.entries(WALK_CATEGORY_PLACES) as Array<[WalkCategory, readonly PlaceCategory[]]>).map(
    ([category, categories]) => {
      const hits = geo.placesWithin(center, 1.5, { categories, limit: 10 });
      const distances = hits.covered ? hits.items.map((h) => h.distanceMiles) : [];
      const cell = `${Math.round(center.lat / VISIBILITY_CELL_DEGREES)}:${Math.round(center.lon / VISIBILITY_CELL_DEGREES)}`;
      let visible =
        placesCovered &&
        (distances.length > 0 ||
          memo(
            `walk-visible:${category}:${cell}`,
            () => geo.nearestPlaces(center, 1, { categories }, VISIBILITY_PROBE_MILES).items.length > 0,
          ));
      if (category === 'parks' && parks.covered) {
        distances.push(...parks.items.map((p) => p.distanceMiles));
        visible = true;
      }
      return { category, distancesMiles: distances, visible };
    },
  );
}

/**
 * Walk, Transit and Bike Scores for a site, with their component breakdowns. Each is given only where
 * its layer covers the land it looks at (see `SCORE_RADIUS_MILES`); otherwise it is null with the
 * reason — never zero, never another score standing in.
 */
export function mobilityScores(ctx: EngineContext, center: LatLon): MobilityScores {
  const geo = ctx.geo;
  const coverage = {
    walk: geo.discCoverage('walk-places', center, SCORE_RADIUS_MILES.walk),
    transit: geo.discCoverage('local-transit', center, SCORE_RADIUS_MILES.transit),
    bike: geo.discCoverage('bike', center, SCORE_RADIUS_MILES.bike),
  };
  const notes: string[] = [];
  const computed = walkScore(walkInputs(geo, center, ctx.memo));
  const streets = geo.discCoverage('intersections', center, PEDESTRIAN_RADIUS_MILES);
  const declared = geo.coverageAt(center).layers;
  const walkGiven = scoreIsGiven(coverage.walk, streets, declared.places);
  let walk: WalkScoreResult = walkGiven ? computed : { ...computed, score: null };
  if (walk.score !== null && streets.covered) {
    const pedestrian = pedestrianAdjustment(
      pedestrianMetrics(center, geo.intersectionsWithin(center, PEDESTRIAN_RADIUS_MILES + 0.25)),
    );
    walk = {
      ...walk,
      pedestrian,
      estimate: {
        method: `${walk.estimate.method}; street design measured but not applied (${STREET_PENALTY_NOTE}): ${Math.round(pedestrian.intersectionsPerSqMi)} named crossings per sq mi within ${PEDESTRIAN_RADIUS_MILES} mi, average block ${pedestrian.averageBlockMeters === null ? 'unknown' : `${Math.round(pedestrian.averageBlockMeters)} m`} (Walk Score's penalty would be −${pedestrian.totalPenaltyPercent} %) (City of Chicago street center lines)`,
      },
    };
  } else if (walk.score !== null) {
    walk = {
      ...walk,
      pedestrian: null,
      estimate: {
        method: `${walk.estimate.method}; no pedestrian-friendliness adjustment (no street intersections loaded around this site)`,
      },
    };
  }
  if (walk.score !== null)
    walk = {
      ...walk,
      score: calibratedWalkScore(walk.score),
      estimate: { method: `${walk.estimate.method}; ${WALK_CALIBRATION_NOTE}` },
    };
  notes.push(...walkNotes(walk, walkGiven, coverage.walk, streets));

  const stops = geo.stopsWithin(center, 1);
  const railNearby = stops.items.some((h) => RAIL_MODES.has(h.stop.mode));
  let transit: TransitScoreResult | null = null;
  const scored = stops.covered
    ? transitScore(
        stops.items.map((h) => ({
          mode: h.stop.mode,
          routes: h.stop.routes,
          weeklyTrips: h.stop.weeklyTrips,
          distanceMiles: h.distanceMiles,
        })),
      )
    : null;
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
