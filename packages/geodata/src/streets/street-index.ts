import { METRES_PER_MILE } from '@sitescout/shared';
import { localProjector } from '../geometry/distance.js';
import { axisOf, signedNumber } from './chicago-grid.js';
import { CROSSING_STRIDE, type StreetIndexData } from './street-index-data.js';
import { displayName, NAME_ALIASES, nameKey, type StreetName, splitCityName } from './street-names.js';

/** Metres from the centreline to the side of the street a house number is on. */
const SIDE_OFFSET_M = 15;
/** House numbers accepted past a street's last measured crossing (about two short blocks). */
const END_TOLERANCE = 200;

/** One addressable street of the index. */
export interface IndexedStreet extends StreetName {
  index: number;
  full: string;
  /** "W Chicago Ave". */
  label: string;
  /** Lowest and highest house number with a crossing (unsigned). */
  low: number;
  high: number;
  crossings: number;
}

/** A point on a street with how sure it is. */
export interface StreetPoint {
  lat: number;
  lon: number;
  zip: string | null;
  /** ZIPs of the crossings around the point (a ZIP boundary often runs along a street). */
  nearbyZips: string[];
  uncertaintyMetres: number;
}

/** Runtime street index: names by lookup key, crossings by grid value, intersections by street pair. */
export class StreetIndex {
  readonly streets: IndexedStreet[];
  private readonly byKey = new Map<string, IndexedStreet[]>();

  constructor(private readonly data: StreetIndexData) {
    this.streets = [];
    data.names.forEach((full, index) => {
      const name = splitCityName(full);
      const c = data.crossings[index] ?? [];
      // A pack built with other naming rules may hold names these rules do not address: skip them.
      if (!name || c.length === 0) return;
      const first = Math.abs(c[0] as number);
      const last = Math.abs(c[c.length - CROSSING_STRIDE] as number);
      this.streets.push({
        ...name,
        index,
        full,
        label: displayName(full),
        low: Math.min(first, last),
        high: Math.max(first, last),
        crossings: c.length / CROSSING_STRIDE,
      });
    });
    for (const street of this.streets) {
      const key = nameKey(street.name);
      const list = this.byKey.get(key) ?? [];
      list.push(street);
      this.byKey.set(key, list);
    }
  }

  /** Streets whose name matches (any direction and type), most crossings first. */
  find(name: string): IndexedStreet[] {
    const key = nameKey(name);
    const hits = this.byKey.get(key) ?? this.byKey.get(NAME_ALIASES[key] ?? '') ?? [];
    return [...hits].sort((a, b) => b.crossings - a.crossings);
  }

  /** Streets stored under a lookup key (see {@link nameKey}). */
  byLookupKey(key: string): IndexedStreet[] {
    return [...(this.byKey.get(key) ?? [])].sort((a, b) => b.crossings - a.crossings);
  }

  /** Every lookup key (for suggestions and "did you mean"). */
  keys(): IterableIterator<[string, IndexedStreet[]]> {
    return this.byKey.entries();
  }

  /** Whether the street has house number `n` (within one block past its last crossing). */
  inRange(street: IndexedStreet, n: number): boolean {
    return n >= Math.max(0, street.low - END_TOLERANCE) && n <= street.high + END_TOLERANCE;
  }

  /**
   * The point of house number `n` on the street: between the two crossings whose grid values bracket
   * it, on the side of the street its parity puts it (even: north or west), or null when out of range.
   */
  locate(street: IndexedStreet, n: number): StreetPoint | null {
    if (!this.inRange(street, n)) return null;
    const c = this.data.crossings[street.index] as number[];
    const target = signedNumber(street.dir, n);
    const count = c.length / CROSSING_STRIDE;
    const grid = (i: number) => c[i * CROSSING_STRIDE] as number;
    // Bracketing pair (i, j) with grid(i) <= target <= grid(j) and distinct values.
    let i = 0;
    while (i + 1 < count && grid(i + 1) <= target) i++;
    let j = i + 1;
    while (j < count && grid(j) === grid(i)) j++;
    if (j >= count) {
      // Past the last crossing: continue along the last stretch.
      j = i;
      i = j - 1;
      while (i > 0 && grid(i) === grid(j)) i--;
    }
    if (i < 0 || count === 1 || grid(i) === grid(j)) {
      const only = i < 0 ? 0 : i;
      return {
        lat: c[only * CROSSING_STRIDE + 1] as number,
        lon: c[only * CROSSING_STRIDE + 2] as number,
        zip: this.zipAt(c, only),
        nearbyZips: this.zipsAround(c, only - 1, only + 1),
        uncertaintyMetres: Math.round(60 + (Math.abs(target - grid(only)) / 800) * METRES_PER_MILE),
      };
    }
    const a = { lat: c[i * CROSSING_STRIDE + 1] as number, lon: c[i * CROSSING_STRIDE + 2] as number };
    const b = { lat: c[j * CROSSING_STRIDE + 1] as number, lon: c[j * CROSSING_STRIDE + 2] as number };
    const t = (target - grid(i)) / (grid(j) - grid(i));
    const project = localProjector(a);
    const [bx, by] = project(b.lon, b.lat);
    const lengthMiles = Math.hypot(bx, by);
    let x = t * bx;
    let y = t * by;
    if (lengthMiles > 0) {
      // Unit normal pointing north (x-axis streets) or west (y-axis streets); even numbers sit there.
      let nx = -by / lengthMiles;
      let ny = bx / lengthMiles;
      const towardsEvenSide = axisOf(street.dir) === 'x' ? ny > 0 : nx < 0;
      if (!towardsEvenSide) {
        nx = -nx;
        ny = -ny;
      }
      const side = (n % 2 === 0 ? 1 : -1) * (SIDE_OFFSET_M / METRES_PER_MILE);
      x += nx * side;
      y += ny * side;
    }
    const [, kyProbe] = project(a.lon, a.lat + 1);
    const [kxProbe] = project(a.lon + 1, a.lat);
    const outside = t < 0 ? -t : t > 1 ? t - 1 : 0;
    const gapMetres = lengthMiles * METRES_PER_MILE;
    return {
      lat: a.lat + y / kyProbe,
      lon: a.lon + x / kxProbe,
      zip: this.zipAt(c, t < 0.5 ? i : j) ?? this.zipAt(c, t < 0.5 ? j : i),
      nearbyZips: this.zipsAround(c, Math.min(i, j) - 1, Math.max(i, j) + 1),
      uncertaintyMetres: Math.round(25 + 0.1 * gapMetres + outside * gapMetres),
    };
  }

  /** Where two streets cross, or null when they do not (in the City's list). */
  crossing(a: IndexedStreet, b: IndexedStreet): StreetPoint | null {
    const c = this.data.crossings[a.index] as number[];
    for (let i = 0; i < c.length; i += CROSSING_STRIDE) {
      if (c[i + 3] === b.index)
        return {
          lat: c[i + 1] as number,
          lon: c[i + 2] as number,
          zip: this.zipAt(c, i / CROSSING_STRIDE),
          nearbyZips: this.zipsAround(c, i / CROSSING_STRIDE, i / CROSSING_STRIDE),
          uncertaintyMetres: 20,
        };
    }
    return null;
  }

  /** ZIP codes along the street (for telling a wrong ZIP from a right one). */
  zipsOf(street: IndexedStreet): Set<string> {
    const c = this.data.crossings[street.index] as number[];
    const out = new Set<string>();
    for (let i = 0; i < c.length; i += CROSSING_STRIDE) {
      const z = c[i + 4] as number;
      if (z >= 0) out.add(this.data.zips[z] as string);
    }
    return out;
  }

  private zipsAround(c: number[], from: number, to: number): string[] {
    const out: string[] = [];
    const count = c.length / CROSSING_STRIDE;
    for (let k = Math.max(0, from); k <= Math.min(count - 1, to); k++) {
      const z = this.zipAt(c, k);
      if (z && !out.includes(z)) out.push(z);
    }
    return out;
  }

  private zipAt(c: number[], i: number): string | null {
    const z = c[i * CROSSING_STRIDE + 4] as number;
    return z >= 0 ? (this.data.zips[z] ?? null) : null;
  }
}
