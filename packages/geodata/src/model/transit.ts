import type { MultiLine } from './geometry.js';

export type TransitMode = 'bus' | 'rail' | 'subway' | 'tram' | 'ferry' | 'commuter-rail' | 'other';

/** A transit stop or station. */
export interface TransitStop {
  id: string;
  name: string;
  mode: TransitMode;
  /** Route short names/ids served, e.g. ["22", "36"] or ["Red", "Brown"]. */
  routes: string[];
  /** Scheduled departures per week from GTFS stop_times, or null when the feed has no trips. */
  weeklyTrips: number | null;
  agency: string;
  lat: number;
  lon: number;
  wheelchairAccessible: boolean | null;
  datasetId: string;
  source: string;
  vintage: string;
  /** CTA 'L' stations: average weekday fare-gate entries over the station's latest 12 months. */
  weekdayEntries?: StationEntries | null;
}

/** Average weekday entries at a rail station (entries only: not exits, not a sidewalk count). */
export interface StationEntries {
  averageWeekdayEntries: number;
  /** Months averaged (12 unless the station was closed for part of the year). */
  months: number;
  /** e.g. "Jul 2022–Jun 2023". */
  period: string;
  source: string;
  vintage: string;
}

export interface StopHit {
  stop: TransitStop;
  distanceMiles: number;
}

export interface BikeStation {
  id: string;
  name: string;
  docks: number | null;
  status: string | null;
  lat: number;
  lon: number;
  source: string;
  vintage: string;
}

export interface BikeStationHit {
  station: BikeStation;
  distanceMiles: number;
}

/** Bike route segment: type is the city's class (bike lane, buffered, protected, shared lane, greenway …). */
export interface BikeRoute {
  id: string;
  type: string;
  street: string | null;
  lengthMiles: number;
  line: MultiLine;
  source: string;
  vintage: string;
}

export interface BikeRouteHit {
  route: BikeRoute;
  /** Shortest distance from the query point to the segment. */
  distanceMiles: number;
  /** Length of the segment inside the query circle (approximate, by vertex sampling). */
  milesWithin: number;
}
