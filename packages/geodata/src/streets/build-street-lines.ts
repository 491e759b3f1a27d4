import { haversineMiles, localProjector } from '../geometry/distance.js';
import type { Intersection } from '../importers/streets/chicago-intersections.js';
import type { Provenance } from '../model/provenance.js';
import type { StreetLine } from '../model/street-line.js';
import { splitCityName } from './street-names.js';

/** Consecutive crossings farther apart than this are not joined (a park, rail yard or river lies between). */
export const MAX_CROSSING_GAP_MILES = 0.4;
/** A step more sideways than along the street, by more than this, is a jog: the line breaks there. */
export const JOG_MIN_MILES = 0.015;

type Point = [number, number];

/** The street's crossings, each once (two streets meeting twice keep one point in the source). */
function crossingsByStreet(rows: readonly Intersection[]): Map<string, Point[]> {
  const byStreet = new Map<string, Map<string, Point>>();
  for (const row of rows)
    for (const name of [row.street1, row.street2]) {
      if (!splitCityName(name)) continue; // ramps, expressways, waterways: no sidewalks, no addresses
      const points = byStreet.get(name) ?? new Map<string, Point>();
      points.set(`${row.lon},${row.lat}`, [row.lon, row.lat]);
      byStreet.set(name, points);
    }
  return new Map([...byStreet].map(([name, points]) => [name, [...points.values()]]));
}

/** Unit vector of the points' principal axis (the direction the street mostly runs), in local miles. */
function principalAxis(xy: readonly Point[]): Point {
  const n = xy.length;
  const mx = xy.reduce((s, p) => s + p[0], 0) / n;
  const my = xy.reduce((s, p) => s + p[1], 0) / n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const [x, y] of xy) {
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
    sxy += (x - mx) * (y - my);
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const [x, y] = [Math.cos(angle), Math.sin(angle)];
  // Lines run south to north, or west to east when the street runs more east-west.
  const flip = Math.abs(y) >= Math.abs(x) ? y < 0 : x < 0;
  return flip ? [-x, -y] : [x, y];
}

/** Splits crossings ordered along the street wherever two neighbours are too far apart or the street jogs. */
function splitIntoRuns(ordered: readonly Point[], xy: readonly Point[], axis: Point): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [ordered[0] as Point];
  for (let i = 1; i < ordered.length; i++) {
    const dx = (xy[i] as Point)[0] - (xy[i - 1] as Point)[0];
    const dy = (xy[i] as Point)[1] - (xy[i - 1] as Point)[1];
    const along = Math.abs(dx * axis[0] + dy * axis[1]);
    const side = Math.abs(dy * axis[0] - dx * axis[1]);
    const jog = side > JOG_MIN_MILES && side > along;
    if (Math.hypot(dx, dy) > MAX_CROSSING_GAP_MILES || jog) {
      runs.push(run);
      run = [];
    }
    run.push(ordered[i] as Point);
  }
  runs.push(run);
  return runs.filter((r) => r.length >= 2);
}

function lengthMiles(points: readonly Point[]): number {
  let miles = 0;
  for (let i = 1; i < points.length; i++) {
    const [aLon, aLat] = points[i - 1] as Point;
    const [bLon, bLat] = points[i] as Point;
    miles += haversineMiles({ lat: aLat, lon: aLon }, { lat: bLat, lon: bLon });
  }
  return Math.round(miles * 10_000) / 10_000;
}

/**
 * Joins each street's named crossings into polylines: the crossings are ordered along the street's
 * principal axis and joined in that order, breaking where consecutive crossings are more than
 * {@link MAX_CROSSING_GAP_MILES} apart or the step between them runs more sideways than along the
 * street (a jog, or two stretches of one name side by side). Every line starts `local`; see
 * `classifyStreetLines`. Output is sorted by name, then along each street, so builds are reproducible.
 */
export function buildStreetLines(rows: readonly Intersection[], provenance: Provenance): StreetLine[] {
  const lines: StreetLine[] = [];
  const streets = crossingsByStreet(rows);
  for (const name of [...streets.keys()].sort()) {
    const points = streets.get(name) as Point[];
    if (points.length < 2) continue;
    const lat = points.reduce((s, p) => s + p[1], 0) / points.length;
    const lon = points.reduce((s, p) => s + p[0], 0) / points.length;
    const project = localProjector({ lat, lon });
    const axis = principalAxis(points.map(([x, y]) => project(x, y)));
    const along = (p: Point) => {
      const [x, y] = project(p[0], p[1]);
      return x * axis[0] + y * axis[1];
    };
    const ordered = [...points].sort((a, b) => along(a) - along(b) || a[0] - b[0] || a[1] - b[1]);
    const xy = ordered.map(([x, y]) => project(x, y));
    for (const run of splitIntoRuns(ordered, xy, axis))
      lines.push({ name, streetClass: 'local', line: [run], lengthMiles: lengthMiles(run), ...provenance });
  }
  return lines;
}
