import earcut, { deviation, flatten } from 'earcut';
import { multiPolygonAreaInConvex } from './convex-clip.js';

type Point = [number, number];
type Planar = Array<Array<Array<Point>>>;

/** A counter-clockwise triangle of a clip polygon with its bbox. */
interface Triangle {
  corners: [Point, Point, Point];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * The clip polygon cut into triangles (earcut), or null when the triangles do not add up to the polygon's
 * area to within 1e-9 (a self-touching outline): callers then clip the whole polygon instead.
 */
export function triangulate(shape: Planar): Triangle[] | null {
  const triangles: Triangle[] = [];
  for (const part of shape) {
    const { vertices, holes, dimensions } = flatten(part);
    const indices = earcut(vertices, holes, dimensions);
    if (deviation(vertices, holes, dimensions, indices) > 1e-9) return null;
    for (let i = 0; i < indices.length; i += 3) {
      const [a, b, c] = [indices[i], indices[i + 1], indices[i + 2]].map(
        (k) => [vertices[(k as number) * 2] as number, vertices[(k as number) * 2 + 1] as number] as Point,
      ) as [Point, Point, Point];
      const cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
      if (cross === 0) continue;
      triangles.push({
        corners: cross > 0 ? [a, b, c] : [a, c, b],
        minX: Math.min(a[0], b[0], c[0]),
        minY: Math.min(a[1], b[1], c[1]),
        maxX: Math.max(a[0], b[0], c[0]),
        maxY: Math.max(a[1], b[1], c[1]),
      });
    }
  }
  return triangles;
}

/**
 * Area of a planar multipolygon inside a triangulated clip polygon: the sum of its areas inside each
 * triangle (each convex, so clipped exactly by Sutherland–Hodgman); triangles apart from the shape's bbox
 * are skipped.
 */
export function areaInTriangles(
  shape: Planar,
  [minX, minY, maxX, maxY]: readonly [number, number, number, number],
  triangles: readonly Triangle[],
): number {
  let area = 0;
  for (const t of triangles) {
    if (t.minX > maxX || t.maxX < minX || t.minY > maxY || t.maxY < minY) continue;
    area += multiPolygonAreaInConvex(shape, t.corners);
  }
  return area;
}
