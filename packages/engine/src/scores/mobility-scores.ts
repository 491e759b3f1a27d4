import type { GeoView, LatLon, PlaceCategory } from '@sitescout/geodata';
import type { EngineContext } from '../analysis/engine-context.js';
import type { WalkCategory } from '../taxonomy/types.js';
import { type BikeScoreResult, bikeScore } from './bike-score.js';
import { type TransitScoreResult, transitScore } from './transit-score.js';
import { type WalkCategoryInput, type WalkScoreResult, walkScore } from './walk-score.js';

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
  /** Plain-words notes on what the data could not see. */
  notes: string[];
}

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

/** Walk, Transit and Bike Scores for a site, with their component breakdowns. */
export function mobilityScores(ctx: EngineContext, center: LatLon): MobilityScores {
  const geo = ctx.geo;
  const walk = walkScore(walkInputs(geo, center, ctx.memo));
  const stops = geo.stopsWithin(center, 1);
  const transit = stops.covered
    ? transitScore(
        stops.items.map((h) => ({
          mode: h.stop.mode,
          routes: h.stop.routes,
          weeklyTrips: h.stop.weeklyTrips,
          distanceMiles: h.distanceMiles,
        })),
      )
    : null;
  const routes = geo.bikeRoutesWithin(center, 1);
  const stations = geo.bikeStationsWithin(center, 0.5);
  const bike = bikeScore({
    routes: routes.items.map((h) => ({ type: h.route.type, milesWithin: h.milesWithin })),
    bikeShareStations: stations.items.length,
    destinationsScore: walk.score,
    infrastructureCovered: routes.covered || stations.covered,
  });
  const notes: string[] = [];
  if (walk.score === null)
    notes.push('Walk Score not computed: the loaded place data records too few amenity classes here.');
  else if (walk.unseenCategories.length > 0)
    notes.push(
      `Walk Score leaves out ${walk.unseenCategories.join(', ')}: the loaded place data does not record ${walk.unseenCategories.length === 1 ? 'that class' : 'those classes'} here, so the score is rescaled over the classes it can see.`,
    );
  if (!transit) notes.push(stops.message ?? 'No transit data loaded for this area: Transit Score not computed.');
  return { walk, transit, bike, notes };
}
