import { parseCsv } from '../../io/read.js';
import { num, round, validLatLon } from '../../io/values.js';
import type { Provenance } from '../../model/provenance.js';
import type { TransitMode, TransitStop } from '../../model/transit.js';

/** The GTFS text files an importer may be given (trips/stop_times/calendar optional). */
export interface GtfsFiles {
  stops: string;
  routes?: string;
  agency?: string;
  trips?: string;
  /** The text, or its rows one at a time (a large feed's stop_times.txt, read from the file as it goes). */
  stopTimes?: string | (() => Iterable<Record<string, string | undefined>>);
  calendar?: string;
}

/** GTFS `route_type` (basic and extended) → mode. */
export function modeOfRouteType(routeType: number | null): TransitMode {
  if (routeType === null) return 'other';
  if (routeType === 0 || (routeType >= 900 && routeType < 1000)) return 'tram';
  if (routeType === 1 || (routeType >= 400 && routeType < 500)) return 'subway';
  if (routeType === 2 || (routeType >= 100 && routeType < 200)) return 'commuter-rail';
  if (routeType === 3 || (routeType >= 700 && routeType < 800) || routeType === 11) return 'bus';
  if (routeType === 4 || routeType === 1000 || routeType === 1200) return 'ferry';
  return 'other';
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * Routes of each stop when a feed has no trips: a feed with one route serves every stop with it;
 * otherwise a stop whose `stop_url` names a route id as a path segment (Metra's
 * `…/train-lines/SWS/stations/OAKLAWN`) is served by that route.
 *
 * @example routesWithoutTrips([{stop_id: 'A', stop_url: 'https://x/train-lines/SWS/stations/A'}], [{route_id: 'SWS'}]).get('A') // ['SWS']
 */
export function routesWithoutTrips(
  stops: ReadonlyArray<Record<string, string | undefined>>,
  routes: ReadonlyArray<Record<string, string | undefined>>,
): Map<string, string[]> {
  const ids = routes.map((r) => (r.route_id ?? '').trim()).filter((id) => id !== '');
  const out = new Map<string, string[]>();
  for (const s of stops) {
    const stopId = s.stop_id ?? '';
    if (ids.length === 1) {
      out.set(stopId, ids);
      continue;
    }
    const segments = new Set((s.stop_url ?? '').split(/[/?#]/).filter((x) => x !== ''));
    const named = ids.filter((id) => segments.has(id));
    if (named.length > 0) out.set(stopId, named);
  }
  return out;
}

/**
 * GTFS feed → stops (stations, or stops without a parent station). With trips and stop_times the
 * stops get the routes serving them and weekly departures (Σ trips × service days per week from
 * calendar.txt); without them weeklyTrips is null, the routes come from `routesWithoutTrips` (the only
 * route, or the route named in the stop's URL), and the mode from the feed's routes when all of one type.
 */
export function importGtfs(
  files: GtfsFiles,
  provenance: Provenance & { datasetId: string; agencyName?: string },
): { records: TransitStop[]; rowsRead: number; warnings: string[] } {
  const warnings: string[] = [];
  const routes = files.routes ? parseCsv(files.routes) : [];
  const agencyName =
    provenance.agencyName ?? (files.agency ? (parseCsv(files.agency)[0]?.agency_name ?? '') : '') ?? '';
  const routeInfo = new Map(
    routes.map((r) => [
      r.route_id ?? '',
      { name: (r.route_short_name || r.route_long_name || r.route_id || '').trim(), type: num(r.route_type) },
    ]),
  );
  const routeTypes = new Set([...routeInfo.values()].map((r) => modeOfRouteType(r.type)));
  const feedMode: TransitMode = routeTypes.size === 1 ? ([...routeTypes][0] as TransitMode) : 'other';

  // stop_id → { routes, weekly trips }
  const served = new Map<string, { routes: Set<string>; weekly: number; modes: Set<TransitMode> }>();
  const hasTrips = Boolean(files.trips && files.stopTimes);
  if (hasTrips) {
    const daysPerService = new Map<string, number>();
    if (files.calendar) {
      for (const c of parseCsv(files.calendar))
        daysPerService.set(c.service_id ?? '', DAYS.filter((d) => c[d] === '1').length);
    } else warnings.push('no calendar.txt: each trip counted as running 7 days a week');
    const trips = new Map(
      parseCsv(files.trips as string).map((t) => [
        t.trip_id ?? '',
        { route: t.route_id ?? '', service: t.service_id ?? '' },
      ]),
    );
    const stopTimes = typeof files.stopTimes === 'function' ? files.stopTimes() : parseCsv(files.stopTimes as string);
    for (const st of stopTimes) {
      const trip = trips.get(st.trip_id ?? '');
      if (!trip) continue;
      const route = routeInfo.get(trip.route);
      const entry = served.get(st.stop_id ?? '') ?? { routes: new Set(), weekly: 0, modes: new Set() };
      entry.routes.add(route?.name ?? trip.route);
      entry.modes.add(modeOfRouteType(route?.type ?? null));
      entry.weekly += daysPerService.get(trip.service) ?? 7;
      served.set(st.stop_id ?? '', entry);
    }
  }

  const stops = parseCsv(files.stops);
  if (!hasTrips) {
    const linked = routesWithoutTrips(stops, routes);
    for (const [stopId, names] of linked) {
      const entry = { routes: new Set<string>(), weekly: 0, modes: new Set<TransitMode>() };
      for (const id of names) {
        const route = routeInfo.get(id);
        entry.routes.add(route?.name ?? id);
        entry.modes.add(modeOfRouteType(route?.type ?? null));
      }
      served.set(stopId, entry);
    }
    if (linked.size > 0)
      warnings.push(
        routes.length === 1
          ? 'no trips: every stop is served by the feed’s only route'
          : `no trips: each stop's route taken from the line named in its stop_url (${linked.size} of ${stops.length} stops)`,
      );
  }
  // Platforms roll up into their parent station so a station counts once.
  for (const s of stops) {
    const parent = s.parent_station?.trim();
    const own = served.get(s.stop_id ?? '');
    if (!parent || !own) continue;
    const entry = served.get(parent) ?? { routes: new Set(), weekly: 0, modes: new Set() };
    for (const r of own.routes) entry.routes.add(r);
    for (const m of own.modes) entry.modes.add(m);
    entry.weekly += own.weekly;
    served.set(parent, entry);
  }
  const records: TransitStop[] = [];
  for (const s of stops) {
    const locationType = num(s.location_type) ?? 0;
    if (locationType > 1 || (locationType === 0 && s.parent_station?.trim())) continue;
    const point = validLatLon(num(s.stop_lat), num(s.stop_lon));
    if (!point) continue;
    const service = served.get(s.stop_id ?? '');
    const mode = service && service.modes.size > 0 ? ([...service.modes].sort()[0] as TransitMode) : feedMode;
    const wheelchair = num(s.wheelchair_boarding);
    records.push({
      id: `${provenance.datasetId}:${s.stop_id}`,
      name: (s.stop_name ?? '').trim(),
      mode,
      routes: service ? [...service.routes].sort() : [],
      weeklyTrips: hasTrips ? (service?.weekly ?? 0) : null,
      agency: agencyName,
      lat: round(point.lat),
      lon: round(point.lon),
      wheelchairAccessible: wheelchair === 1 ? true : wheelchair === 2 ? false : null,
      datasetId: provenance.datasetId,
      source: provenance.source,
      vintage: provenance.vintage,
    });
  }
  return { records, rowsRead: stops.length, warnings };
}
