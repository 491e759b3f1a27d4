import type { LatLon, MultiLine, MultiPolygon } from '../model/geometry.js';
import { round } from './values.js';

export interface Feature {
  type: 'Feature';
  properties: Record<string, unknown> | null;
  geometry: { type: string; coordinates: unknown } | null;
}

/** Parses a GeoJSON FeatureCollection's features (throws on anything else). */
export function parseFeatures(text: string): Feature[] {
  const data = JSON.parse(text) as { type?: string; features?: Feature[] };
  if (data.type !== 'FeatureCollection' || !Array.isArray(data.features))
    throw new Error('expected a GeoJSON FeatureCollection');
  return data.features;
}

type Pos = [number, number];

function roundRing(ring: number[][]): Pos[] {
  // 6 decimals ≈ 0.1 m: plenty for parcels, and keeps the pack small and byte-stable.
  return ring.map((p) => [round(p[0] as number), round(p[1] as number)] as Pos);
}

/** Polygon or MultiPolygon geometry → MultiPolygon, or null for other types. */
export function toMultiPolygon(geometry: Feature['geometry']): MultiPolygon | null {
  if (!geometry) return null;
  let polygon: MultiPolygon | null = null;
  if (geometry.type === 'Polygon') polygon = [(geometry.coordinates as number[][][]).map(roundRing)];
  if (geometry.type === 'MultiPolygon')
    polygon = (geometry.coordinates as number[][][][]).map((part) => part.map(roundRing));
  // Empty geometries (e.g. the water-only tract 9900) have no place on the map.
  const parts = polygon?.filter((part) => (part[0]?.length ?? 0) >= 4) ?? [];
  return parts.length > 0 ? parts : null;
}

/** LineString or MultiLineString → MultiLine. */
export function toMultiLine(geometry: Feature['geometry']): MultiLine | null {
  if (!geometry) return null;
  if (geometry.type === 'LineString') return [roundRing(geometry.coordinates as number[][])];
  if (geometry.type === 'MultiLineString') return (geometry.coordinates as number[][][]).map(roundRing);
  return null;
}

/** Point geometry → LatLon. */
export function toPoint(geometry: Feature['geometry']): LatLon | null {
  if (geometry?.type !== 'Point') return null;
  const [lon, lat] = geometry.coordinates as number[];
  if (typeof lat !== 'number' || typeof lon !== 'number') return null;
  return { lat, lon };
}

/** Area-weighted centroid of a multipolygon's outer rings (a stand-in internal point). */
export function centroid(polygon: MultiPolygon): LatLon {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (const part of polygon) {
    const ring = part[0] ?? [];
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as Pos;
      const [xj, yj] = ring[j] as Pos;
      const f = xj * yi - xi * yj;
      a += f;
      cx += (xi + xj) * f;
      cy += (yi + yj) * f;
    }
  }
  if (a === 0) {
    const first = polygon[0]?.[0]?.[0] ?? [0, 0];
    return { lon: first[0], lat: first[1] };
  }
  return { lon: round(cx / (3 * a)), lat: round(cy / (3 * a)) };
}
