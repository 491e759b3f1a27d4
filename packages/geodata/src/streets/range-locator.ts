import { METRES_PER_MILE } from '@sitescout/shared';
import { localProjector } from '../geometry/distance.js';
import { type AddressRangeData, RANGE_HEADER } from './address-ranges.js';
import { axisOf } from './chicago-grid.js';
import type { StreetPoint } from './street-index.js';

/** Metres from the centreline to the side of the street a house number is on (as the crossing method). */
const SIDE_OFFSET_M = 15;

interface Hit {
  segment: number[];
  side: 'left' | 'right';
  from: number;
  to: number;
  /** The number's parity is the side's (the City numbers one side odd, the other even). */
  parityMatches: boolean;
}

/**
 * House numbers placed on the City's own address ranges: the segment whose left or right range holds the
 * number (the side of its parity first), the point that far along the line from the range's first number,
 * 15 m off the centreline to the number's side of the street (even: west of a north-south street, north of an
 * east-west one, as the crossing method). Streets or numbers without a range answer null (the caller falls
 * back to interpolating between crossings).
 */
export class AddressRanges {
  private readonly byName = new Map<string, number[][]>();

  constructor(readonly data: AddressRangeData) {
    data.names.forEach((name, i) => {
      this.byName.set(name, data.segments[i] ?? []);
    });
  }

  /** Whether some segment of the street (City full name) has number `n` in a range. */
  covers(full: string, n: number): boolean {
    return this.find(full, n) !== null;
  }

  locate(full: string, n: number): StreetPoint | null {
    const hit = this.find(full, n);
    if (!hit) return null;
    const s = hit.segment;
    const points: Array<[number, number]> = [];
    for (let k = RANGE_HEADER; k + 1 < s.length; k += 2) points.push([s[k] as number, s[k + 1] as number]);
    const origin = { lon: points[0]?.[0] as number, lat: points[0]?.[1] as number };
    const project = localProjector(origin);
    const xy = points.map(([lon, lat]) => project(lon, lat));
    const lengths = [0];
    for (let k = 1; k < xy.length; k++) {
      const [ax, ay] = xy[k - 1] as [number, number];
      const [bx, by] = xy[k] as [number, number];
      lengths.push((lengths[k - 1] as number) + Math.hypot(bx - ax, by - ay));
    }
    const total = lengths[lengths.length - 1] as number;
    const t = hit.to === hit.from ? 0.5 : (n - hit.from) / (hit.to - hit.from);
    const at = t * total;
    let k = 1;
    while (k < xy.length - 1 && (lengths[k] as number) < at) k++;
    const [ax, ay] = xy[k - 1] as [number, number];
    const [bx, by] = xy[k] as [number, number];
    const piece = Math.hypot(bx - ax, by - ay);
    const u = piece > 0 ? (at - (lengths[k - 1] as number)) / piece : 0;
    let x = ax + u * (bx - ax);
    let y = ay + u * (by - ay);
    if (piece > 0) {
      // Unit normal (left of the line), turned to the even side; odd numbers go the other way.
      let nx = -(by - ay) / piece;
      let ny = (bx - ax) / piece;
      const dir = full.split(' ')[0] as 'N' | 'S' | 'E' | 'W';
      if (axisOf(dir) === 'x' ? ny < 0 : nx > 0) {
        nx = -nx;
        ny = -ny;
      }
      const offset = ((n % 2 === 0 ? 1 : -1) * SIDE_OFFSET_M) / METRES_PER_MILE;
      x += nx * offset;
      y += ny * offset;
    }
    const [kx] = project(origin.lon + 1, origin.lat);
    const [, ky] = project(origin.lon, origin.lat + 1);
    const own = this.zip(s[hit.side === 'left' ? 4 : 5] as number);
    const other = this.zip(s[hit.side === 'left' ? 5 : 4] as number);
    return {
      lat: origin.lat + y / ky,
      lon: origin.lon + x / kx,
      zip: own ?? other,
      nearbyZips: [own, other].filter((z, i, all): z is string => z !== null && all.indexOf(z) === i),
      // Lots are not evenly spread along a block: a tenth of the segment, plus the side offset.
      uncertaintyMetres: Math.round(SIDE_OFFSET_M + 0.1 * total * METRES_PER_MILE + (hit.parityMatches ? 0 : 15)),
    };
  }

  private find(full: string, n: number): Hit | null {
    let fallback: Hit | null = null;
    for (const segment of this.byName.get(full) ?? []) {
      for (const side of ['left', 'right'] as const) {
        const from = segment[side === 'left' ? 0 : 2] as number;
        const to = segment[side === 'left' ? 1 : 3] as number;
        if (from === 0 && to === 0) continue;
        if (n < Math.min(from, to) || n > Math.max(from, to)) continue;
        const hit = { segment, side, from, to, parityMatches: from % 2 === n % 2 };
        if (hit.parityMatches) return hit;
        fallback ??= hit;
      }
    }
    return fallback;
  }

  private zip(index: number): string | null {
    return index >= 0 ? (this.data.zips[index] ?? null) : null;
  }
}
