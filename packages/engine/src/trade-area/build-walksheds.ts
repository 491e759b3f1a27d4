import { type AreaKind, type GeoView, type LatLon, type MultiPolygon, multiPolygonAreaSqMi } from '@sitescout/geodata';
import type { WalkshedCompetitors } from '../competitors/walkshed-competitors.js';
import type { Figure } from '../figures/figure.js';
import { landInRing } from './apportion.js';
import { type FieldBasis, pickLayerFigure } from './pick-layer.js';
import type { RingOverlaps } from './ring-overlaps.js';
import { walkDistances } from './walk-distances.js';
import { buildWalkGraph } from './walk-graph.js';
import { type GeoJsonPolygon, reachedPoints, walkOutline } from './walk-outline.js';
import { snapToStreet } from './walk-snap.js';

/** Walking speed (miles per hour): the usual planning figure, about 4.8 km/h. */
export const WALK_MPH = 3;
/** The walk times reported (minutes). */
export const WALK_MINUTES = [5, 10, 15] as const;
/** A site farther than this from every street line is off the street data (no walksheds). */
export const MAX_SNAP_MILES = 0.2;

/** Miles walked in `minutes` at {@link WALK_MPH}. */
export function walkMiles(minutes: number): number {
  return (WALK_MPH * minutes) / 60;
}

export interface Walkshed {
  minutes: number;
  /** Walking distance of the time at 3 mph. */
  miles: number;
  /** The area reached, for the map: concave hull of the reached street points. */
  polygon: GeoJsonPolygon;
  areaSqMi: Figure;
  /** Miles of street reached. */
  streetMiles: number;
  population: Figure | null;
  households: Figure | null;
  /** Which layer people and households came from (tracts clipped by the walkshed, as for the rings). */
  populationBasis?: FieldBasis;
  /** Competitors inside (set by the analysis, which knows the business type); null outside place coverage. */
  competitors?: WalkshedCompetitors | null;
}

export type WalkTradeArea =
  | {
      covered: true;
      speedMph: number;
      /** Straight-line miles from the site to the nearest street segment, where the walk starts. */
      snapMiles: number;
      walksheds: Walkshed[];
      method: string;
      /** The street data the walks follow. */
      source: string;
      vintage: string;
      /** Said when the street grid leaves part of the 15-minute disc's land uncovered (park, lake shore, city limit). */
      note?: string;
    }
  | { covered: false; message: string };

export const WALKSHED_METHOD = `Walk-time areas follow the street grid: the City of Chicago's named crossings joined along each street are a pedestrian graph (nodes: crossings; edges: the street between consecutive crossings, by great-circle length). The walk starts at the nearest point of the nearest street segment (straight line from the site), then takes the shortest paths (Dijkstra) at ${WALK_MPH} mph: ${WALK_MINUTES.map((m) => `${m} min = ${walkMiles(m)} mi`).join(', ')}. The area is the concave hull of every crossing reached and the farthest point reached on each street leaving one. People and households are apportioned from census tracts by the share of each tract inside the area, clipped exactly like the rings.`;

/** The reached area as the [lon, lat] multipolygon the geodata overlap queries take. */
function asMultiPolygon(polygon: GeoJsonPolygon): MultiPolygon {
  return [polygon.coordinates];
}

/**
 * People and households in the walkshed by the ring rules (`pickLayerFigure`): tracts clipped by the outline
 * first, measured against the outline's own area (drawn along streets, it is land); only when tracts do not
 * answer are ZCTAs clipped too and the land measured by them, as for a ring.
 */
function walkshedPeople(geo: GeoView, center: LatLon, polygon: MultiPolygon, miles: number, areaSqMi: number) {
  const overlaps = (kind: AreaKind) => geo.areasOverlappingPolygon(kind, polygon, center);
  let zone: RingOverlaps = { radiusMiles: miles, byKind: { tract: overlaps('tract') }, landSqMi: areaSqMi, areaSqMi };
  let population = pickLayerFigure(zone, 'population');
  if (!population) {
    const zcta = overlaps('zcta');
    zone = { ...zone, byKind: { ...zone.byKind, zcta }, landSqMi: zcta.reduce((s, o) => s + landInRing(o), 0) };
    population = pickLayerFigure(zone, 'population');
  }
  const inWalkshed = (f: Figure | undefined): Figure | null =>
    f ? { ...f, note: f.note?.replace('inside the ring', 'inside the walkshed') } : null;
  return {
    population: inWalkshed(population?.figure),
    households: inWalkshed(pickLayerFigure(zone, 'households')?.figure),
    ...(population ? { populationBasis: population.basis } : {}),
  };
}

/**
 * 5-, 10- and 15-minute walksheds from the site over the street lines, with the people and households in
 * each. Outside the street data (the street grid does not cover the 5-minute disc's land, or no street is
 * near the site) it answers `covered: false` with the reason: the trade area is then the rings alone. Where
 * the grid covers the 5-minute disc but not all of the 15-minute one, `note` says the walks end with it.
 *
 * @example buildWalksheds(geo, {lat: 41.9217, lon: -87.6535}).covered // true (Chicago)
 */
export function buildWalksheds(geo: GeoView, center: LatLon): WalkTradeArea {
  const maxMiles = walkMiles(Math.max(...WALK_MINUTES));
  const nearMiles = walkMiles(Math.min(...WALK_MINUTES));
  const near = geo.discCoverage('intersections', center, nearMiles);
  if (!near.covered)
    return {
      covered: false,
      message: `Walk-time areas need street data around the site; the loaded street grid (City of Chicago) covers ${Math.round(near.coveredShare * 100)} % of the land within a ${Math.min(...WALK_MINUTES)}-minute walk (${nearMiles} mi), so the trade area is shown as rings only.`,
    };
  // Parks, rail yards, the lake shore and the city limit leave land without crossings inside the 15-minute disc.
  const far = geo.discCoverage('intersections', center, maxMiles);
  const note = far.covered
    ? undefined
    : `The street grid covers ${Math.round(far.coveredShare * 100)} % of the land within a ${Math.max(...WALK_MINUTES)}-minute walk (parks, rail yards, the lake shore or the Chicago city limit): the walk areas end where the loaded streets end.`;
  const lines = geo.streetLinesWithin(center, maxMiles + MAX_SNAP_MILES);
  const graph = buildWalkGraph(lines, center);
  const snap = snapToStreet(graph);
  if (!snap || snap.snapMiles > MAX_SNAP_MILES)
    return {
      covered: false,
      message: `No street of the loaded street grid lies within ${MAX_SNAP_MILES} mi of the site, so walk-time areas cannot be drawn; the trade area is shown as rings only.`,
    };
  const dist = walkDistances(graph, snap.seeds, maxMiles);
  const walksheds: Walkshed[] = [];
  for (const minutes of WALK_MINUTES) {
    const miles = walkMiles(minutes);
    const reached = reachedPoints(graph, dist, miles, [center.lon, center.lat]);
    const polygon = walkOutline(reached.points);
    if (!polygon) continue;
    const multi = asMultiPolygon(polygon);
    const area = multiPolygonAreaSqMi(multi);
    walksheds.push({
      minutes,
      miles,
      polygon,
      areaSqMi: { value: area, unit: 'sq-mi', estimate: { method: 'area of the walkshed outline' } },
      streetMiles: reached.streetMiles,
      ...walkshedPeople(geo, center, multi, miles, area),
    });
  }
  const first = lines[0];
  return {
    covered: true,
    speedMph: WALK_MPH,
    snapMiles: snap.snapMiles,
    walksheds,
    method: WALKSHED_METHOD,
    source: first?.source ?? 'City of Chicago street lines',
    vintage: first?.vintage ?? '',
    ...(note ? { note } : {}),
  };
}
