import type { MultiLine, MultiPolygon } from '../model/geometry.js';

/**
 * Geometry goes to one Float64 binary file: coordinates are read back as a typed-array view
 * (no JSON number parsing), while the small shape index (part and ring lengths) stays in JSON.
 * A ref is [coordinate offset, shape] where shape lists each part's ring lengths in points.
 */
export type GeometryRef = [number, number[][]];

export class GeometryWriter {
  private readonly coords: number[] = [];

  /** Adds a multipolygon (or multiline, as parts of one ring each) and returns its ref. */
  add(geometry: MultiPolygon): GeometryRef {
    const offset = this.coords.length / 2;
    const shape = geometry.map((part) =>
      part.map((ring) => {
        for (const [x, y] of ring) this.coords.push(x, y);
        return ring.length;
      }),
    );
    return [offset, shape];
  }

  addLine(line: MultiLine): GeometryRef {
    return this.add(line.map((part) => [part]));
  }

  toBuffer(): Buffer {
    return Buffer.from(new Float64Array(this.coords).buffer);
  }
}

export class GeometryReader {
  private readonly coords: Float64Array;

  constructor(buffer: Buffer) {
    // Copy into an aligned buffer: a Buffer from readFile may start at an odd byte offset.
    const aligned = new ArrayBuffer(buffer.byteLength);
    new Uint8Array(aligned).set(buffer);
    this.coords = new Float64Array(aligned);
  }

  polygon([offset, shape]: GeometryRef): MultiPolygon {
    let at = offset * 2;
    return shape.map((part) =>
      part.map((length) => {
        const ring: Array<[number, number]> = new Array(length);
        for (let i = 0; i < length; i++, at += 2) ring[i] = [this.coords[at] as number, this.coords[at + 1] as number];
        return ring;
      }),
    );
  }

  line(ref: GeometryRef): MultiLine {
    return this.polygon(ref).map((part) => part[0] ?? []);
  }
}
