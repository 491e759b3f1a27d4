import type { StopHit } from '@sitescout/geodata';
import { transitDecay } from './distance-decay.js';

export type TransitModeClass = 'bus' | 'rail' | 'subway' | 'tram' | 'ferry' | 'commuter-rail' | 'other';

export interface TransitStopInput {
  mode: TransitModeClass;
  routes: readonly string[];
  /** Departures per week at the stop (all routes), or null when the feed has no trips. */
  weeklyTrips: number | null;
  distanceMiles: number;
}

/** Mode weights of the published Transit Score method: rail counts double, ferries and trams 1.5×. */
export const MODE_WEIGHT: Readonly<Record<TransitModeClass, number>> = {
  bus: 1,
  rail: 2,
  subway: 2,
  'commuter-rail': 2,
  tram: 1.5,
  ferry: 1.5,
  other: 1,
};

/** Walking catchment per mode (miles): half a mile for buses, a mile for rail. */
export const MODE_CATCHMENT: Readonly<Record<TransitModeClass, number>> = {
  bus: 0.5,
  tram: 0.5,
  other: 0.5,
  ferry: 1,
  rail: 1,
  subway: 1,
  'commuter-rail': 1,
};

/**
 * Weekly departures assumed per route at a stop when the feed has no trip data (CTA's GTFS extract
 * has stops and routes only): a 15-minute bus and an 8-minute 'L' line over 18 hours, a commuter line
 * at about 20 trains a day each way.
 */
export const ASSUMED_WEEKLY_TRIPS: Readonly<Record<TransitModeClass, number>> = {
  bus: 500,
  tram: 500,
  other: 300,
  ferry: 100,
  rail: 950,
  subway: 950,
  'commuter-rail': 280,
};

/** Plain words behind each assumed frequency, shown beside the score. */
export const ASSUMED_TRIPS_BASIS: Readonly<Record<TransitModeClass, string>> = {
  bus: 'a bus every 15 minutes for 18 hours a day',
  tram: 'a tram every 15 minutes for 18 hours a day',
  other: 'a vehicle about every 25 minutes for 18 hours a day',
  ferry: 'about 14 sailings a day',
  rail: "an 'L' train every 8 minutes for 18 hours a day",
  subway: 'a train every 8 minutes for 18 hours a day',
  'commuter-rail': 'about 20 trains a day each way',
};

/** Weighted weekly trips that earn a Transit Score of 100 (a downtown with ~40 frequent routes). */
export const TRANSIT_RAW_AT_100 = 50_000;

export interface TransitRouteComponent {
  route: string;
  mode: TransitModeClass;
  distanceMiles: number;
  weeklyTrips: number;
  tripsAssumed: boolean;
  /** Weekly trips × mode weight × decay: the route's contribution. */
  weightedTrips: number;
}

export interface TransitScoreResult {
  score: number;
  raw: number;
  routes: TransitRouteComponent[];
  tripsAssumed: boolean;
  /** Per mode counted without a timetable: the weekly trips per route assumed, and why. */
  assumedFrequencies: Array<{ mode: TransitModeClass; weeklyTripsPerRoute: number; basis: string }>;
  /**
   * Set when the local bus and rail network does not cover the half-mile walk around the site but
   * rail stations of the loaded agencies are within a mile: the score counts only the stops loaded.
   */
  partial?: string;
  estimate: { method: string };
}

/** The Transit Score of the stops a query found (`geo.stopsWithin`), each at its distance from the point. */
export function transitScoreOfHits(hits: readonly StopHit[]): TransitScoreResult {
  return transitScore(
    hits.map((h) => ({
      mode: h.stop.mode,
      routes: h.stop.routes,
      weeklyTrips: h.stop.weeklyTrips,
      distanceMiles: h.distanceMiles,
    })),
  );
}

/**
 * Transit Score (0–100) following the published method: each route's value is its weekly trips ×
 * mode weight × distance decay to its nearest stop; values are summed over routes and log-scaled:
 *
 *   score = min(100, 100 · ln(1 + Σ value) / ln(1 + 50,000))
 *
 * @example transitScore([{mode: 'bus', routes: ['22'], weeklyTrips: 1000, distanceMiles: 0.1}]).score // 64
 */
export function transitScore(stops: readonly TransitStopInput[]): TransitScoreResult {
  const best = new Map<string, TransitRouteComponent>();
  let assumedAny = false;
  for (const stop of stops) {
    if (stop.routes.length === 0) continue;
    const assumed = stop.weeklyTrips === null;
    const perRoute = assumed ? ASSUMED_WEEKLY_TRIPS[stop.mode] : (stop.weeklyTrips as number) / stop.routes.length;
    const decay = transitDecay(stop.distanceMiles, MODE_CATCHMENT[stop.mode]);
    if (decay <= 0) continue;
    const weightedTrips = perRoute * MODE_WEIGHT[stop.mode] * decay;
    for (const route of stop.routes) {
      const key = `${stop.mode}:${route}`;
      const previous = best.get(key);
      if (!previous || weightedTrips > previous.weightedTrips) {
        best.set(key, {
          route,
          mode: stop.mode,
          distanceMiles: stop.distanceMiles,
          weeklyTrips: perRoute,
          tripsAssumed: assumed,
          weightedTrips,
        });
      }
    }
  }
  const routes = [...best.values()].sort((a, b) => b.weightedTrips - a.weightedTrips);
  for (const r of routes) assumedAny ||= r.tripsAssumed;
  const raw = routes.reduce((s, r) => s + r.weightedTrips, 0);
  const score = Math.min(100, Math.round((100 * Math.log1p(raw)) / Math.log1p(TRANSIT_RAW_AT_100)));
  const assumedModes = [...new Set(routes.filter((r) => r.tripsAssumed).map((r) => r.mode))].sort();
  const assumedFrequencies = assumedModes.map((mode) => ({
    mode,
    weeklyTripsPerRoute: ASSUMED_WEEKLY_TRIPS[mode],
    basis: ASSUMED_TRIPS_BASIS[mode],
  }));
  return {
    score,
    raw,
    routes,
    tripsAssumed: assumedAny,
    assumedFrequencies,
    estimate: {
      method: `Transit Score method: Σ over routes of weekly trips × mode weight (rail 2, tram/ferry 1.5, bus 1) × walking decay to the nearest stop (full within 0.25 mi, zero at 0.5 mi bus / 1 mi rail), log-scaled so ${TRANSIT_RAW_AT_100.toLocaleString('en-US')} weighted weekly trips = 100${assumedAny ? `; no timetable loaded, so weekly trips per route are assumed per mode: ${assumedFrequencies.map((f) => `${f.mode} ${f.weeklyTripsPerRoute} (${f.basis})`).join(', ')}` : ''}`,
    },
  };
}
