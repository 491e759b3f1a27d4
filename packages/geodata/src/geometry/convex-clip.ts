type Point = [number, number];

/** Two scratch buffers of flat [x0, y0, x1, y1, …] coordinates, grown as needed and reused across calls. */
let bufferA = new Float64Array(1024);
let bufferB = new Float64Array(1024);
function ensure(size: number): void {
  if (bufferA.length >= size) return;
  const length = Math.max(size, bufferA.length * 2);
  bufferA = new Float64Array(length);
  bufferB = new Float64Array(length);
}

function sameXY(a: Point | undefined, b: Point | undefined): boolean {
  return !!a && !!b && a[0] === b[0] && a[1] === b[1];
}

/**
 * Area of a ring's intersection with a convex polygon (counter-clockwise, closed or open), by
 * Sutherland–Hodgman clipping against each edge in turn. The ring may be concave: the clipped outline can
 * then run back and forth along the convex edge, which adds no area, so the area is exact (what general
 * polygon clipping gives, to float rounding) at a fraction of the cost and without allocation.
 */
export function ringAreaInConvex(ring: readonly Point[], convex: readonly Point[]): number {
  const m = convex.length - (sameXY(convex[0], convex[convex.length - 1]) ? 1 : 0);
  ensure(2 * ring.length);
  let cur = bufferA;
  let nxt = bufferB;
  let n = 0;
  // The ring's bbox: an edge whose inside half-plane holds all four corners cannot cut the ring.
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x, y] of ring) {
    cur[2 * n] = x;
    cur[2 * n + 1] = y;
    n++;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  for (let e = 0; e < m && n > 0; e++) {
    const [ax, ay] = convex[e] as Point;
    const [bx, by] = convex[(e + 1) % m] as Point;
    const dx = bx - ax;
    const dy = by - ay;
    if (
      dx * (minY - ay) - dy * (minX - ax) >= 0 &&
      dx * (maxY - ay) - dy * (minX - ax) >= 0 &&
      dx * (minY - ay) - dy * (maxX - ax) >= 0 &&
      dx * (maxY - ay) - dy * (maxX - ax) >= 0
    )
      continue;
    let allInside = true;
    let anyInside = false;
    for (let i = 0; i < n; i++) {
      if (dx * ((cur[2 * i + 1] as number) - ay) - dy * ((cur[2 * i] as number) - ax) < 0) allInside = false;
      else anyInside = true;
    }
    if (allInside) continue;
    if (!anyInside) return 0;
    // A pass keeps the inside vertices and adds one per crossing: at most 2n.
    if (nxt.length < 4 * n) nxt = new Float64Array(8 * n);
    let k = 0;
    for (let i = 0; i < n; i++) {
      const j = i + 1 === n ? 0 : i + 1;
      const px = cur[2 * i] as number;
      const py = cur[2 * i + 1] as number;
      const qx = cur[2 * j] as number;
      const qy = cur[2 * j + 1] as number;
      const sp = dx * (py - ay) - dy * (px - ax);
      const sq = dx * (qy - ay) - dy * (qx - ax);
      if (sp >= 0) {
        nxt[2 * k] = px;
        nxt[2 * k + 1] = py;
        k++;
      }
      if (sp >= 0 !== sq >= 0) {
        const t = sp / (sp - sq);
        nxt[2 * k] = px + t * (qx - px);
        nxt[2 * k + 1] = py + t * (qy - py);
        k++;
      }
    }
    const swap = cur;
    cur = nxt;
    nxt = swap;
    n = k;
  }
  if (n < 3) return 0;
  // Shoelace over the clipped outline.
  let sum = 0;
  for (let i = 0, j = n - 1; i < n; j = i++)
    sum +=
      ((cur[2 * j] as number) + (cur[2 * i] as number)) * ((cur[2 * i + 1] as number) - (cur[2 * j + 1] as number));
  return Math.abs(sum / 2);
}

/** Area of a planar multipolygon (outer rings minus holes) inside a convex polygon. */
export function multiPolygonAreaInConvex(
  polygon: ReadonlyArray<ReadonlyArray<readonly Point[]>>,
  convex: readonly Point[],
): number {
  let area = 0;
  for (const part of polygon)
    part.forEach((ring, index) => {
      area += (index === 0 ? 1 : -1) * ringAreaInConvex(ring, convex);
    });
  return area;
}
