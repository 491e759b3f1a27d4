import type { DiscCoverage, GeoView, LatLon, PlaceCategory } from '@sitescout/geodata';
import type { EngineContext } from '../analysis/engine-context.js';
import type { WalkCategory } from '../taxonomy/types.js';
import { PEDESTRIAN_RADIUS_MILES, pedestrianAdjustment, pedestrianMetrics } from './pedestrian-friendliness.js';
import { SCORE_RADIUS_MILES, scoreIsGiven } from './score-coverage.js';
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
const VISIBILITY_PROBE_MILES = 5;

/** Visibility probes are cached per cell of this many degrees (~3 mi): the answer is regional. */
const VISIBILITY_CELL_DEGREES = 0.05;

/** Walk Score inputs from the geodata view: distances per class up to 1.5 mi, and visibility. */
function walkInputs(geo: GeoView, center: LatLon, memo: EngineContext['memo']): WalkCategoryInput[] {
  const placesCovered = geo.coverageAt(center).layers.places;
  const parks = geo.parksWithin(center, SCORE_RADIUS_MILES.walk);
  return (Object.entries(WALK_CATEGORY_PLACES) as Array<[WalkCategory, readonly PlaceCategory[]]>).map(
    ([category, categories]) => {
      const hits = geo.placesWithin(center, SCORE_RADIUS_MILES.walk, { categories, limit: 10 });
      const distances = hits.covered ? hits.items.map((h) => h.distanceMiles) : [];
      // Probed from the cell's centre, not from the first site asked in it: the same answer whatever was asked before.
      const [row, col] = [
        Math.round(center.lat / VISIBILITY_CELL_DEGREES),
        Math.round(center.lon / VISIBILITY_CELL_DEGREES),
      ];
      const cellCentre = { lat: row * VISIBILITY_CELL_DEGREES, lon: col * VISIBILITY_CELL_DEGREES };
      let visible =
        placesCovered &&
        (distances.length > 0 ||
          memo(
            `walk-visible:${category}:${row}:${col}`,
            () => geo.nearestPlaces(cellCentre, 1, { categories }, VISIBILITY_PROBE_MILES).items.length > 0,
          ));
      if (category === 'parks' && parks.covered) {
        distances.push(...parks.items.map((p) => p.distanceMiles));
        visible = true;
      }
      return { category, distancesMiles: distances, visible };
    },
  );
}

/** A site's Walk Score with what decided whether it is given: the place layer's and the street grid's coverage. */
export interface WalkAtSite {
  /** The calibrated score (null where it is withheld or the data sees too few classes), its parts and method. */
  walk: WalkScoreResult;
  /** False where the site is outside the loaded place and street data (see `scoreIsGiven`). */
  given: boolean;
  places: DiscCoverage;
  streets: DiscCoverage;
}

/** The street-design measures (not applied: `STREET_PENALTY_NOTE`) and the method text for a given score. */
function withStreetDesign(ctx: EngineContext, center: LatLon, walk: WalkScoreResult, streets: DiscCoverage) {
  if (!streets.covered)
    return {
      ...walk,
      pedestrian: null,
      estimate: {
        method: `${walk.estimate.method}; no pedestrian-friendliness adjustment (no street intersections loaded around this site)`,
      },
    };
  const pedestrian = pedestrianAdjustment(
    pedestrianMetrics(center, ctx.geo.intersectionsWithin(center, PEDESTRIAN_RADIUS_MILES + 0.25)),
  );
  return {
    ...walk,
    pedestrian,
    estimate: {
      method: `${walk.estimate.method}; street design measured but not applied (${STREET_PENALTY_NOTE}): ${Math.round(pedestrian.intersectionsPerSqMi)} named crossings per sq mi within ${PEDESTRIAN_RADIUS_MILES} mi, average block ${pedestrian.averageBlockMeters === null ? 'unknown' : `${Math.round(pedestrian.averageBlockMeters)} m`} (Walk Score's penalty would be −${pedestrian.totalPenaltyPercent} %) (City of Chicago street center lines)`,
    },
  };
}

/**
 * The Walk Score at a site: the published method on the loaded places, given where the place layer covers the
 * 1.5-mile disc or the street grid is known at the site (land without destinations lowers it, never withholds it),
 * then put on the published scale (`calibratedWalkScore`).
 */
export function walkScoreAt(ctx: EngineContext, center: LatLon): WalkAtSite {
  const geo = ctx.geo;
  const places = geo.discCoverage('walk-places', center, SCORE_RADIUS_MILES.walk);
  const streets = geo.discCoverage('intersections', center, PEDESTRIAN_RADIUS_MILES);
  const computed = walkScore(walkInputs(geo, center, ctx.memo));
  const given = scoreIsGiven(places, streets, geo.coverageAt(center).layers.places);
  if (!given || computed.score === null) return { walk: { ...computed, score: null }, given, places, streets };
  const walk = withStreetDesign(ctx, center, computed, streets);
  return {
    walk: {
      ...walk,
      score: calibratedWalkScore(computed.score),
      estimate: { method: `${walk.estimate.method}; ${WALK_CALIBRATION_NOTE}` },
    },
    given,
    places,
    streets,
  };
}
