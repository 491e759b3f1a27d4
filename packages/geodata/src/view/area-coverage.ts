import { milesToDegrees } from '@sitescout/shared';
import { haversineMiles } from '../geometry/distance.js';
import type { LatLon } from '../model/geometry.js';

/** Grid cell size of area coverage: 0.005° ≈ 0.35 mi north–south, 0.26 mi east–west at 42° N. */
export const COVERAGE_CELL_DEGREES = 0.005;

/**
 * Share of a disc's land that may lie outside a layer's cells and still count as covered: one or two
 * cells of a 1.5-mile disc (~80 cells), the noise of a grid drawn from points.
 */
export const DISC_COVERAGE_TOLERANCE = 0.05;

const cellOf = (lat: number, lon: number): [number, number] => [
  Math.floor(lat / COVERAGE_CELL_DEGREES),
  Math.floor(lon / COVERAGE_CELL_DEGREES),
];
/**
 * A cell as one number: a column lies within ±36,000 (±180° of longitude), so `i * 100,000 + j` names each cell once
 * (a number is hashed without building a string for every cell asked).
 */
const key = (i: number, j: number) => i * 100_000 + j;

/**
 * Longest run of empty cells inside the record cloud that still counts as covered: 16 cells ≈ 5.5 mi north–south,
 * 4 mi east–west — a park, rail yard, airport or industrial district inside a city. A longer gap (a suburb between
 * two areas the data knows, e.g. Mount Prospect between Chicago and the far suburbs) is the data's edge.
 *
 * 16 was tuned on Mount Prospect, so `issue-sites.test.ts` (which asserts Mount Prospect) does not check it. Re-run
 * on other sites — the 793 Chicago tracts, where the place data is complete, and suburbs outside the City's
 * licences — the Chicago tracts with a covered 1.5-mile disc are 434 at 4, 585 at 8, 615 at 12, 661 at 16, 691 at 24,
 * 704 at 32, while Cicero and Skokie turn "covered" from 16 on and Mount Prospect stays out at every value (13–44 %):
 * no value covers all of the city and none of its neighbours, so 16 stays as the compromise.
 */
export const MAX_GAP_CELLS = 16;

/** Sorted positions of the covered cells of each row (or column). */
function addTo(lines: Map<number, number[]>, line: number, position: number) {
  const list = lines.get(line);
  if (list) list.push(position);
  else lines.set(line, [position]);
}

/** True when `position` lies in a gap of at most MAX_GAP_CELLS between two covered cells of the sorted list. */
function inShortGap(sorted: readonly number[] | undefined, position: number): boolean {
  if (!sorted || sorted.length < 2) return false;
  let lo = 0;
  let hi = sorted.length - 1;
  if (position <= (sorted[0] as number) || position >= (sorted[hi] as number)) return false;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) <= position) lo = mid;
    else hi = mid;
  }
  return (sorted[hi] as number) - (sorted[lo] as number) - 1 <= MAX_GAP_CELLS;
}

/**
 * A layer's coverage as a set of grid cells built from its own records: every cell holding a record
 * (or, for sparse networks such as bus stops and bike lanes, every cell within `bufferMiles` of one),
 * plus the short gaps inside the record cloud (a cell lying in a gap of at most {@link MAX_GAP_CELLS} between
 * covered cells both along its row and along its column — parks, rail yards and quiet blocks inside a city, not
 * the land beyond its edge nor a suburb between two covered areas).
 */
export class CellCoverage {
  private readonly cells = new Set<number>();

  constructor(points: Iterable<LatLon>, options: { fillGaps?: boolean; bufferMiles?: number } = {}) {
    const { fillGaps = true, bufferMiles = 0 } = options;
    const marked: Array<[number, number]> = [];
    const mark = (i: number, j: number) => {
      const k = key(i, j);
      if (this.cells.has(k)) return;
      this.cells.add(k);
      marked.push([i, j]);
    };
    for (const p of points) {
      if (bufferMiles > 0) {
        for (const [i, j] of cellsInDisc(p, bufferMiles)) mark(i, j);
        continue;
      }
      const [i, j] = cellOf(p.lat, p.lon);
      mark(i, j);
    }
    if (!fillGaps) return;
    const rows = new Map<number, number[]>();
    const cols = new Map<number, number[]>();
    for (const [i, j] of marked) {
      addTo(rows, i, j);
      addTo(cols, j, i);
    }
    for (const list of [...rows.values(), ...cols.values()]) list.sort((a, b) => a - b);
    for (const [i, row] of rows)
      for (let n = 1; n < row.length; n += 1) {
        const a = row[n - 1] as number;
        const b = row[n] as number;
        if (b - a - 1 > MAX_GAP_CELLS) continue;
        for (let j = a + 1; j < b; j += 1) if (inShortGap(cols.get(j), i)) this.cells.add(key(i, j));
      }
  }

  get size(): number {
    return this.cells.size;
  }

  has(point: LatLon): boolean {
    const [i, j] = cellOf(point.lat, point.lon);
    return this.cells.has(key(i, j));
  }

  /** True when the point's cell or one of its eight neighbours is covered. */
  nearby(point: LatLon): boolean {
    const [i, j] = cellOf(point.lat, point.lon);
    for (let di = -1; di <= 1; di += 1)
      for (let dj = -1; dj <= 1; dj += 1) if (this.cells.has(key(i + di, j + dj))) return true;
    return false;
  }
}

/** Grid cells whose centre lies within the disc. */
function* cellsInDisc(center: LatLon, radiusMiles: number): Generator<[number, number]> {
  // A box a little wider than the disc (its east-west reach on the sphere is a hair beyond the flat offset); the
  // great-circle test below decides.
  const { dLat, dLon } = milesToDegrees(radiusMiles * 1.01, center.lat);
  const [i0, j0] = cellOf(center.lat - dLat, center.lon - dLon);
  const [i1, j1] = cellOf(center.lat + dLat, center.lon + dLon);
  for (let i = i0; i <= i1; i += 1)
    for (let j = j0; j <= j1; j += 1) {
      const c = { lat: (i + 0.5) * COVERAGE_CELL_DEGREES, lon: (j + 0.5) * COVERAGE_CELL_DEGREES };
      if (haversineMiles(center, c) <= radiusMiles) yield [i, j];
    }
}

/** How much of the land within a disc a layer covers. */
export interface DiscCoverage {
  /** True when the uncovered land is at most {@link DISC_COVERAGE_TOLERANCE} of the disc's land. */
  covered: boolean;
  /** Covered share (0–1) of the disc's land cells. */
  coveredShare: number;
  landCells: number;
  uncoveredLandCells: number;
  /**
   * True when the layer covers the disc's centre: its cell or a neighbouring one (within about 0.3 mi) holds a record
   * or lies in a short gap inside the record cloud. The site is then inside the data's coverage even where parks, rail
   * yards or water around it hold none.
   */
  centreCovered: boolean;
}

/**
 * Coverage of the disc (centre, radius) by a layer's cells. Cells whose centre lies in the disc count
 * when they are land: covered by the layer, or known land (`isLand`: other layers' records, tract
 * polygons). Water and land no layer knows of count neither way.
 *
 * @example discCoverage(placeCells, (p) => landCells.has(p), {lat: 41.88, lon: -87.65}, 1.5).covered // true
 */
export function discCoverage(
  layer: CellCoverage,
  isLand: (cellCentre: LatLon) => boolean,
  center: LatLon,
  radiusMiles: number,
): DiscCoverage {
  let land = 0;
  let uncovered = 0;
  for (const [i, j] of cellsInDisc(center, radiusMiles)) {
    const c = { lat: (i + 0.5) * COVERAGE_CELL_DEGREES, lon: (j + 0.5) * COVERAGE_CELL_DEGREES };
    if (layer.has(c)) land += 1;
    else if (isLand(c)) {
      land += 1;
      uncovered += 1;
    }
  }
  const coveredShare = land === 0 ? 0 : (land - uncovered) / land;
  return {
    covered: land > 0 && uncovered <= DISC_COVERAGE_TOLERANCE * land,
    coveredShare,
    landCells: land,
    uncoveredLandCells: uncovered,
    centreCovered: layer.nearby(center),
  };
}
