import { METRES_PER_MILE } from '@sitescout/shared';
import { alongSegment } from './along-segment.js';
import type { TownRangeData } from './build-town-ranges.js';
import { streetCoreKey, streetKey } from './street-key.js';

/** Metres from the centreline to the side of the street the number is on. */
const SIDE_OFFSET_M = 15;

/** A house number placed on a TIGER/Line address range. */
export interface TownRangePoint {
  lat: number;
  lon: number;
  /** ZIP of the side the number is on. */
  zip: string;
  /** The street as the Census Bureau writes it ("M St NW"). */
  label: string;
  uncertaintyMetres: number;
}

interface Hit {
  entry: number;
  segment: number[];
  side: 'left' | 'right';
  from: number;
  to: number;
  zip: string;
}

/**
 * House numbers placed on the Census Bureau's address ranges (TIGER/Line ADDRFEAT), only on sides whose ZIP is one
 * of those the address's own ZIP or town allows: the same street name in another ZIP or town is never used. The
 * point is that far along the edge from the range's first number (ranges are spread evenly along the edge), 15 m to
 * the number's side of the line (left or right as the edge is drawn).
 */
export class TownRanges {
  private readonly byKey = new Map<string, number>();
  private readonly byCore = new Map<string, number[]>();

  constructor(readonly data: TownRangeData) {
    data.names.forEach((name, i) => {
      this.byKey.set(name, i);
      const core = streetCoreKey(name);
      this.byCore.set(core, [...(this.byCore.get(core) ?? []), i]);
    });
  }

  /**
   * `streets`: the ways the street words may be read, most specific first ("M ST NW"); the exact spellings are tried
   * before the spellings without directions.
   */
  locate(streets: readonly string[], n: number, zips: ReadonlySet<string>): TownRangePoint | null {
    const exact = streets.map((s) => this.byKey.get(streetKey(s))).filter((i): i is number => i !== undefined);
    const hit =
      this.find(exact, n, zips) ??
      this.find(
        streets.flatMap((s) => this.byCore.get(streetCoreKey(s)) ?? []),
        n,
        zips,
      );
    return hit ? this.place(hit, n) : null;
  }

  private find(entries: readonly number[], n: number, zips: ReadonlySet<string>): Hit | null {
    let fallback: Hit | null = null;
    for (const entry of new Set(entries)) {
      for (const segment of this.data.segments[entry] ?? []) {
        for (const side of ['left', 'right'] as const) {
          const from = segment[side === 'left' ? 0 : 2] as number;
          const to = segment[side === 'left' ? 1 : 3] as number;
          const zip = this.data.zips[segment[side === 'left' ? 4 : 5] as number];
          if ((from === 0 && to === 0) || !zip || !zips.has(zip)) continue;
          if (n < Math.min(from, to) || n > Math.max(from, to)) continue;
          const hit = { entry, segment, side, from, to, zip };
          // A side holds one parity (TIGER's PARITYL/R): the side of the number's parity first.
          if (from % 2 === n % 2) return hit;
          fallback ??= hit;
        }
      }
    }
    return fallback;
  }

  private place(hit: Hit, n: number): TownRangePoint {
    const t = hit.to === hit.from ? 0.5 : (n - hit.from) / (hit.to - hit.from);
    // The left side as drawn is the left normal; the right side the other way.
    const sign = hit.side === 'left' ? 1 : -1;
    const {
      lat,
      lon,
      lengthMiles: total,
    } = alongSegment(hit.segment, Math.min(1, Math.max(0, t)), () => (sign * SIDE_OFFSET_M) / METRES_PER_MILE);
    return {
      lat,
      lon,
      zip: hit.zip,
      label: this.data.labels[hit.entry] ?? this.data.names[hit.entry] ?? '',
      // TIGER ranges are potential numbers spread evenly along the edge, not measured lots: a quarter of the edge.
      uncertaintyMetres: Math.round(SIDE_OFFSET_M + 10 + 0.25 * total * METRES_PER_MILE),
    };
  }
}
