import type { MultiLine, MultiPolygon } from '../model/geometry.js';
import type { GeometryRef } from '../pack/geometry-codec.js';

/**
 * Geometry held once per process: geometry.bin's coordinates in a SharedArrayBuffer, and each row's shape (parts
 * and ring lengths, which the JSON pack keeps beside the row) flattened into shared integers. A thread decodes a
 * row's rings from the shared coordinates when it reads them (the same arrays of [lon, lat] pairs the JSON decoder
 * builds) and keeps the most recently read ones: decoded, a polygon costs about 40 B a point, and an index built
 * over every polygon of a table reads each once, so keeping them all would be a copy of all geometry per thread.
 */
export interface SharedGeometryColumn {
  kind: 'geometry';
  geometry: 'polygon' | 'line';
  /** Row i's first coordinate pair in the coordinates (NaN: no geometry). */
  offsets: Float64Array;
  /** Row i's shape at shapes[shapeAt[i]]: part count, then per part its ring count and ring lengths. */
  shapeAt: Uint32Array;
  shapes: Uint32Array;
}

/** Decoded geometries a thread keeps per column (most recently read first out last). */
const KEPT_PER_COLUMN = 2_048;

const shared = (bytes: number) => new SharedArrayBuffer(Math.max(8, Math.ceil(bytes / 8) * 8));

/** geometry.bin's bytes → shared Float64 coordinates (aligned: a Buffer from readFile may start at any byte). */
export function shareCoordinates(bytes: Uint8Array): Float64Array {
  const buffer = shared(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  return new Float64Array(buffer, 0, bytes.byteLength / 8);
}

/** A pack column of geometry refs (or nulls) → its shared form. */
export function shareGeometryColumn(
  refs: Array<GeometryRef | null>,
  geometry: 'polygon' | 'line',
): SharedGeometryColumn {
  const offsets = new Float64Array(shared(refs.length * 8), 0, refs.length);
  const shapeAt = new Uint32Array(shared((refs.length + 1) * 4), 0, refs.length + 1);
  const flat: number[] = [];
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    shapeAt[i] = flat.length;
    if (!ref) {
      offsets[i] = Number.NaN;
      continue;
    }
    offsets[i] = ref[0];
    flat.push(ref[1].length);
    for (const part of ref[1]) flat.push(part.length, ...part);
  }
  shapeAt[refs.length] = flat.length;
  const shapes = new Uint32Array(shared(flat.length * 4), 0, flat.length);
  shapes.set(flat);
  return { kind: 'geometry', geometry, offsets, shapeAt, shapes };
}

/** Reads row i's geometry as the JSON decoder does (GeometryReader), decoded once per thread. */
export function geometryReader(col: SharedGeometryColumn, coords: Float64Array): (i: number) => unknown {
  const { offsets, shapeAt, shapes } = col;
  const kept = new Map<number, unknown>();
  const polygon = (i: number): MultiPolygon => {
    let at = (offsets[i] as number) * 2;
    let s = shapeAt[i] as number;
    const parts = shapes[s++] as number;
    const out: MultiPolygon = new Array(parts);
    for (let p = 0; p < parts; p++) {
      const rings = shapes[s++] as number;
      const part: Array<Array<[number, number]>> = new Array(rings);
      for (let r = 0; r < rings; r++) {
        const length = shapes[s++] as number;
        const ring: Array<[number, number]> = new Array(length);
        for (let k = 0; k < length; k++, at += 2) ring[k] = [coords[at] as number, coords[at + 1] as number];
        part[r] = ring;
      }
      out[p] = part;
    }
    return out;
  };
  const line = (i: number): MultiLine => polygon(i).map((part) => part[0] ?? []);
  return (i) => {
    if (Number.isNaN(offsets[i] as number)) return null;
    let g = kept.get(i);
    if (g === undefined) {
      g = col.geometry === 'line' ? line(i) : polygon(i);
      if (kept.size >= KEPT_PER_COLUMN) kept.delete(kept.keys().next().value as number);
    } else kept.delete(i);
    kept.set(i, g);
    return g;
  };
}
