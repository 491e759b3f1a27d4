import { METRES_PER_MILE } from '@sitescout/shared';
import { localProjector } from '../geometry/distance.js';
import { RANGE_HEADER } from './address-ranges.js';
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
    const at = Math.min(1, Math.max(0, t)) * total;
    let k = 1;
    while (k < xy.length - 1 && (lengths[k] as number) < at) k++;
    const [ax, ay] = xy[k - 1] as [number, number];
    const [bx, by] = xy[k] as [number, number];
    const piece = Math.hypot(bx - ax, by - ay);
    const u = piece > 0 ? (at - (lengths[k - 1] as number)) / piece : 0;
    let x = ax + u * (bx - ax);
    let y = ay + u * (by - ay);
    if (piece > 0) {
      // Left of the line as drawn is (-dy, dx); the right side the other way.
      const sign = hit.side === 'left' ? 1 : -1;
      const offset = SIDE_OFFSET_M / METRES_PER_MILE;
      x += ((sign * -(by - ay)) / piece) * offset;
      y += ((sign * (bx - ax)) / piece) * offset;
    }
    const [kx] = project(origin.lon + 1, origin.lat);
    const [, ky] = project(origin.lon, origin.lat + 1);
    return {
      lat: origin.lat + y / ky,
      lon: origin.lon + x / kx,
      zip: hit.zip,
      label: this.data.labels[hit.entry] ?? this.data.names[hit.entry] ?? '',
      // TIGER ranges are potential numbers spread evenly along the edge, not measured lots: a quarter of the edge.
      uncertaintyMetres: Math.round(SIDE_OFFSET_M + 10 + 0.25 * total * METRES_PER_MILE),
    };
  }
}
