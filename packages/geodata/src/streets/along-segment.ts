import { localProjector } from '../geometry/distance.js';
import { RANGE_HEADER } from './address-ranges.js';

/** A point placed along an address-range segment, and that segment's length. */
export interface AlongSegment {
  lat: number;
  lon: number;
  /** Length of the segment's line, in miles. */
  lengthMiles: number;
}

/**
 * The point `fraction` of the way along a range segment's line (its vertices start at {@link RANGE_HEADER}), moved
 * sideways by `sideMiles(nx, ny)` miles along the line's left unit normal (nx, ny) at that point (negative: to the
 * right). Ranges of the City's centrelines and of TIGER/Line both place a house number this way; they differ only in
 * which side a number is on.
 */
export function alongSegment(
  segment: number[],
  fraction: number,
  sideMiles: (nx: number, ny: number) => number,
): AlongSegment {
  const points: Array<[number, number]> = [];
  for (let k = RANGE_HEADER; k + 1 < segment.length; k += 2) {
    points.push([segment[k] as number, segment[k + 1] as number]);
  }
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
  const at = fraction * total;
  let k = 1;
  while (k < xy.length - 1 && (lengths[k] as number) < at) k++;
  const [ax, ay] = xy[k - 1] as [number, number];
  const [bx, by] = xy[k] as [number, number];
  const piece = Math.hypot(bx - ax, by - ay);
  const u = piece > 0 ? (at - (lengths[k - 1] as number)) / piece : 0;
  let x = ax + u * (bx - ax);
  let y = ay + u * (by - ay);
  if (piece > 0) {
    const nx = -(by - ay) / piece;
    const ny = (bx - ax) / piece;
    const side = sideMiles(nx, ny);
    x += nx * side;
    y += ny * side;
  }
  const [kx] = project(origin.lon + 1, origin.lat);
  const [, ky] = project(origin.lon, origin.lat + 1);
  return { lat: origin.lat + y / ky, lon: origin.lon + x / kx, lengthMiles: total };
}
