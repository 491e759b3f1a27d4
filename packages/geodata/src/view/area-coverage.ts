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
const key = (i: number, j: number) => `${i}:${j}`;

/**
 * A layer's coverage as a set of grid cells built from its own records: every cell holding a record
 * (or, for sparse networks such as bus stops and bike lanes, every cell within `bufferMiles` of one),
 * plus the gaps inside the record cloud (a cell lying between covered cells both along its row and
 * along its column — parks, rail yards and quiet blocks inside a city, not the land beyond its edge).
 */
export class CellCoverage {
  private readonly cells = new Set<string>();

  constructor(points: Iterable<LatLon>, options: { fillGaps?: boolean; bufferMiles?: number } = {}) {
    const { fillGaps = true, bufferMiles = 0 } = options;
    const rows = new Map<number, [number, number]>();
    const cols = new Map<number, [number, number]>();
    const mark = (i: number, j: number) => {
      this.cells.add(key(i, j));
      const r = rows.get(i);
      rows.set(i, r ? [Math.min(r[0], j), Math.max(r[1], j)] : [j, j]);
      const c = cols.get(j);
      cols.set(j, c ? [Math.min(c[0], i), Math.max(c[1], i)] : [i, i]);
    };
    for (const p of points) {
      if (bufferMiles > 0) {
        for (const [i, j] of cellsInDisc(p, bufferMiles)) mark(i, j);
        continue;
      }
      const [i, j] = cellOf(p.lat, p.lon);
      this.cells.add(key(i, j));
      const r = rows.get(i);
      rows.set(i, r ? [Math.min(r[0], j), Math.max(r[1], j)] : [j, j]);
      const c = cols.get(j);
      cols.set(j, c ? [Math.min(c[0], i), Math.max(c[1], i)] : [i, i]);
    }
    if (!fillGaps) return;
    for (const [i, [lo, hi]] of rows)
      for (let j = lo; j <= hi; j += 1) {
        const c = cols.get(j);
        if (c && c[0] <= i && i <= c[1]) this.cells.add(key(i, j));
      }
  }

  get size(): number {
    return this.cells.size;
  }

  has(point: LatLon): boolean {
    const [i, j] = cellOf(point.lat, point.lon);
    return this.cells.has(key(i, j));
  }
}

/** Grid cells whose centre lies within the disc. */
function* cellsInDisc(center: LatLon, radiusMiles: number): Generator<[number, number]> {
  const dLat = radiusMiles / 69;
  const dLon = radiusMiles / (69 * Math.cos((center.lat * Math.PI) / 180));
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
  };
}
