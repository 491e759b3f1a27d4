import { EARTH_RADIUS_MILES } from '@sitescout/shared';
import { NUMBERS_PER_MILE } from './chicago-grid.js';

const RAD = Math.PI / 180;
/** How far (degrees) past an anchor street's ends its line is still trusted. */
const END_MARGIN_DEG = 0.004;

/** One anchor street's measured line: for x anchors longitude by latitude, for y anchors latitude by longitude. */
interface AnchorLine {
  value: number;
  /** Sorted positions along the line (lat for x anchors, lon for y anchors) and the other coordinate there. */
  along: number[];
  across: number[];
}

function interpolate(along: readonly number[], across: readonly number[], at: number): number | null {
  const n = along.length;
  if (n === 0) return null;
  if (at < (along[0] as number) - END_MARGIN_DEG || at > (along[n - 1] as number) + END_MARGIN_DEG) return null;
  if (n === 1 || at <= (along[0] as number)) return across[0] as number;
  if (at >= (along[n - 1] as number)) return across[n - 1] as number;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((along[mid] as number) <= at) lo = mid;
    else hi = mid;
  }
  const a0 = along[lo] as number;
  const a1 = along[hi] as number;
  const t = a1 === a0 ? 0 : (at - a0) / (a1 - a0);
  return (across[lo] as number) + t * ((across[hi] as number) - (across[lo] as number));
}

/**
 * The transform from latitude/longitude to Chicago grid numbers, fitted to the measured crossings of
 * the anchor streets: at a point, each anchor street's own line is read at that latitude (x) or
 * longitude (y), and the grid value is interpolated piecewise-linearly between the two anchors on
 * either side. Beyond the outermost anchor it continues at 800 numbers a mile. So the irregular
 * stretches of the grid (1,200 numbers in the mile from Madison to Roosevelt) come out right.
 */
export class GridModel {
  private readonly x: AnchorLine[] = [];
  private readonly y: AnchorLine[] = [];

  addAnchor(axis: 'x' | 'y', value: number, points: ReadonlyArray<{ lat: number; lon: number }>): void {
    const sorted = [...points].sort((a, b) => (axis === 'x' ? a.lat - b.lat : a.lon - b.lon));
    const line: AnchorLine = {
      value,
      along: sorted.map((p) => (axis === 'x' ? p.lat : p.lon)),
      across: sorted.map((p) => (axis === 'x' ? p.lon : p.lat)),
    };
    (axis === 'x' ? this.x : this.y).push(line);
  }

  /** Grid value on one axis at a point (x: east-west number, y: north-south number; signed). */
  value(axis: 'x' | 'y', lat: number, lon: number): number {
    const lines = axis === 'x' ? this.x : this.y;
    const at = axis === 'x' ? lat : lon;
    const coordinate = axis === 'x' ? lon : lat;
    const pairs: Array<[number, number]> = [];
    for (const line of lines) {
      const across = interpolate(line.along, line.across, at);
      if (across !== null) pairs.push([across, line.value]);
    }
    pairs.sort((a, b) => a[0] - b[0]);
    const clean = monotone(pairs);
    const perDegree = NUMBERS_PER_MILE * EARTH_RADIUS_MILES * RAD * (axis === 'x' ? Math.cos(lat * RAD) : 1);
    if (clean.length === 0) return Number.NaN;
    const first = clean[0] as [number, number];
    const last = clean[clean.length - 1] as [number, number];
    if (coordinate <= first[0]) return first[1] + (coordinate - first[0]) * perDegree;
    if (coordinate >= last[0]) return last[1] + (coordinate - last[0]) * perDegree;
    for (let i = 1; i < clean.length; i++) {
      const [c1, v1] = clean[i] as [number, number];
      if (coordinate <= c1) {
        const [c0, v0] = clean[i - 1] as [number, number];
        return c1 === c0 ? v0 : v0 + ((coordinate - c0) / (c1 - c0)) * (v1 - v0);
      }
    }
    return last[1];
  }
}

/** Keeps anchors whose grid values increase with the coordinate (a street read off its end is dropped). */
function monotone(pairs: ReadonlyArray<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const pair of pairs) {
    const prev = out[out.length - 1];
    if (prev && pair[1] <= prev[1]) {
      // Same value twice (N and S halves of one street) or out of order: keep the first.
      continue;
    }
    out.push(pair);
  }
  return out;
}
