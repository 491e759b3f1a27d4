import { METRES_PER_MILE } from '@sitescout/shared';
import type { AddressRangeData } from './address-ranges.js';
import { alongSegment } from './along-segment.js';
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
    const t = hit.to === hit.from ? 0.5 : (n - hit.from) / (hit.to - hit.from);
    const dir = full.split(' ')[0] as 'N' | 'S' | 'E' | 'W';
    const {
      lat,
      lon,
      lengthMiles: total,
    } = alongSegment(s, t, (nx, ny) => {
      // The left normal turned to the even side; odd numbers go the other way.
      const toEven = (axisOf(dir) === 'x' ? ny < 0 : nx > 0) ? -1 : 1;
      return (toEven * (n % 2 === 0 ? 1 : -1) * SIDE_OFFSET_M) / METRES_PER_MILE;
    });
    const own = this.zip(s[hit.side === 'left' ? 4 : 5] as number);
    const other = this.zip(s[hit.side === 'left' ? 5 : 4] as number);
    return {
      lat,
      lon,
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
