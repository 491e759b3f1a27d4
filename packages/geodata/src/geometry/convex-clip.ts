type Point = [number, number];

/** Absolute area of a closed or open planar ring (shoelace). */
function ringArea(ring: readonly Point[]): number {
  let sum = 0;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = ring[j] as Point;
    const b = ring[i] as Point;
    sum += (a[0] + b[0]) * (b[1] - a[1]);
  }
  return Math.abs(sum / 2);
}

/**
 * Area of a ring's intersection with a convex polygon (counter-clockwise, closed or open), by
 * Sutherland–Hodgman clipping against each edge in turn. The ring may be concave: the clipped outline can
 * then run back and forth along the convex edge, which adds no area, so the area is exact (what general
 * polygon clipping gives, to float rounding) at a fraction of the cost and with little allocation.
 */
export function ringAreaInConvex(ring: readonly Point[], convex: readonly Point[]): number {
  let current: Point[] = ring as Point[];
  // The ring's bbox: an edge whose inside half-plane holds all four corners cannot cut the ring.
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x, y] of ring) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const m = convex.length - (sameXY(convex[0], convex[convex.length - 1]) ? 1 : 0);
  for (let e = 0; e < m && current.length > 0; e++) {
    const [ax, ay] = convex[e] as Point;
    const [bx, by] = convex[(e + 1) % m] as Point;
    const dx = bx - ax;
    const dy = by - ay;
    const side = (p: Point) => dx * (p[1] - ay) - dy * (p[0] - ax);
    const cornerSide = (x: number, y: number) => dx * (y - ay) - dy * (x - ax);
    if (
      cornerSide(minX, minY) >= 0 &&
      cornerSide(minX, maxY) >= 0 &&
      cornerSide(maxX, minY) >= 0 &&
      cornerSide(maxX, maxY) >= 0
    )
      continue;
    let allInside = true;
    let anyInside = false;
    for (const p of current) {
      if (side(p) < 0) allInside = false;
      else anyInside = true;
    }
    if (allInside) continue;
    if (!anyInside) return 0;
    const next: Point[] = [];
    const n = current.length;
    for (let i = 0; i < n; i++) {
      const p = current[i] as Point;
      const q = current[(i + 1) % n] as Point;
      const sp = side(p);
      const sq = side(q);
      if (sp >= 0) next.push(p);
      if (sp >= 0 !== sq >= 0) {
        const t = sp / (sp - sq);
        next.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
      }
    }
    current = next;
  }
  return current.length < 3 ? 0 : ringArea(current);
}

function sameXY(a: Point | undefined, b: Point | undefined): boolean {
  return !!a && !!b && a[0] === b[0] && a[1] === b[1];
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
