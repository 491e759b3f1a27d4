import { distanceToLinesMiles } from '../geometry/distance-lines.js';
import type { TrafficCount } from '../model/civic.js';
import type { LatLon } from '../model/geometry.js';
import type { StreetLine } from '../model/street-line.js';
import type { TransitStop } from '../model/transit.js';
import { streetReadings } from './address-parser.js';
import { NAME_ALIASES, nameKey, splitCityName } from './street-names.js';

/** A bus stop or traffic count belongs to a line of its street this close (curb to centre, far-side stops). */
export const ON_STREET_MILES = 0.03;
/** Bus stops of a line needed to call it a bus street (one stop may be a terminal on a side street). */
export const MIN_BUS_STOPS = 2;

/** Lookup keys a written street name ("Halsted", "119th Street", "Lake St") may match. */
function keysOf(text: string): string[] {
  const words = text
    .toUpperCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^\w\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const keys = streetReadings(words).map((r) => nameKey(r.name));
  return [...new Set(keys.flatMap((k) => [k, NAME_ALIASES[k] ?? k]))];
}

/** Lines by the key of their name without direction and type ("N CLARK ST" → "CLARK"). */
function linesByKey(lines: readonly StreetLine[]): Map<string, StreetLine[]> {
  const out = new Map<string, StreetLine[]>();
  for (const line of lines) {
    const parts = splitCityName(line.name);
    if (!parts) continue;
    const key = nameKey(parts.name);
    out.set(key, [...(out.get(key) ?? []), line]);
  }
  return out;
}

/** Lines of the named street passing within {@link ON_STREET_MILES} of the point. */
function linesAt(byKey: Map<string, StreetLine[]>, street: string, point: LatLon): StreetLine[] {
  return keysOf(street).flatMap((key) =>
    (byKey.get(key) ?? []).filter(
      (l) => distanceToLinesMiles(l.line, point, ON_STREET_MILES).distanceMiles <= ON_STREET_MILES,
    ),
  );
}

/**
 * Marks lines `arterial` where a CTA bus route runs along them (at least {@link MIN_BUS_STOPS} bus stops
 * whose name starts with this street — CTA names a stop "On street & Cross street" — lie on the line) or
 * where the City counted traffic on that street there. Returns new records; the input is not changed.
 */
export function classifyStreetLines(
  lines: readonly StreetLine[],
  stops: readonly TransitStop[],
  trafficCounts: readonly TrafficCount[],
): StreetLine[] {
  const byKey = linesByKey(lines);
  const busStops = new Map<StreetLine, number>();
  for (const stop of stops) {
    if (stop.mode !== 'bus') continue;
    const onStreet = stop.name.split('&')[0] ?? '';
    for (const line of linesAt(byKey, onStreet, stop)) busStops.set(line, (busStops.get(line) ?? 0) + 1);
  }
  const counted = new Set(trafficCounts.flatMap((count) => linesAt(byKey, count.street, count)));
  return lines.map((line) => ({
    ...line,
    streetClass: (busStops.get(line) ?? 0) >= MIN_BUS_STOPS || counted.has(line) ? 'arterial' : 'local',
  }));
}
