import { closeSync, fstatSync, openSync, readSync, renameSync, writeFileSync } from 'node:fs';
import type { SharedPack } from './shared-pack.js';

/**
 * The shared pack on disk (`shared-tables.bin` beside tables.json): a small JSON header describing the pack with
 * every typed column replaced by its place in the body, then the columns' bytes. A load reads the whole file once
 * into one SharedArrayBuffer and lays the columns over it — no JSON of the tables to parse, so it is a disk read.
 * Derived from the pack's JSON (the JSON stays the pack's definition and its content hash): the header names the
 * pack's content hash, and a file of another pack or another layout is ignored and written again.
 *
 * Layout: 8 bytes magic, 4 bytes header length (little-endian), the header (UTF-8 JSON), padding to 8 bytes, the body.
 */
export const SHARED_PACK_FILE = 'shared-tables.bin';

/** Bump when the shared layout (shared-table.ts, shared-geometry.ts, shared-areas.ts, shared-pack.ts) changes. */
const LAYOUT = 1;
const MAGIC = 'SSPACKv1';

const TYPED = {
  Float64Array,
  Uint32Array,
  Int32Array,
  Uint8Array,
} as const;
type TypedName = keyof typeof TYPED;
type Typed = InstanceType<(typeof TYPED)[TypedName]>;
interface Placed {
  $typed: TypedName;
  at: number;
  length: number;
}

const align8 = (n: number) => Math.ceil(n / 8) * 8;

function typedName(value: unknown): TypedName | null {
  for (const name of Object.keys(TYPED) as TypedName[]) if (value instanceof TYPED[name]) return name;
  return null;
}

/** Writes the shared pack (via a temporary file and a rename, so a reader never sees half of it). */
export function writeSharedPack(file: string, pack: SharedPack, contentHash: string): void {
  const arrays: Typed[] = [];
  let bodyBytes = 0;
  const header = JSON.stringify({ layout: LAYOUT, contentHash, pack }, (_key, value: unknown) => {
    const name = typedName(value);
    if (!name) return value;
    const typed = value as Typed;
    const placed: Placed = { $typed: name, at: bodyBytes, length: typed.length };
    arrays.push(typed);
    bodyBytes += align8(typed.byteLength);
    return placed;
  });
  const headerBytes = Buffer.from(header, 'utf8');
  const bodyStart = align8(12 + headerBytes.length);
  const out = Buffer.alloc(bodyStart + bodyBytes);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(headerBytes.length, 8);
  headerBytes.copy(out, 12);
  let at = bodyStart;
  for (const typed of arrays) {
    out.set(new Uint8Array(typed.buffer, typed.byteOffset, typed.byteLength), at);
    at += align8(typed.byteLength);
  }
  const temp = `${file}.tmp-${process.pid}`;
  writeFileSync(temp, out);
  renameSync(temp, file);
}

/** Reads the whole file into one SharedArrayBuffer. */
function readShared(file: string): SharedArrayBuffer {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const buffer = new SharedArrayBuffer(align8(size));
    const bytes = new Uint8Array(buffer, 0, size);
    for (let at = 0; at < size; ) {
      const n = readSync(fd, bytes, at, size - at, at);
      if (n === 0) throw new Error(`${file} ended early`);
      at += n;
    }
    return buffer;
  } finally {
    closeSync(fd);
  }
}

/** The shared pack of the pack with `contentHash`, or null (no file, another pack's, or another layout). */
export function readSharedPack(file: string, contentHash: string): SharedPack | null {
  let buffer: SharedArrayBuffer;
  try {
    buffer = readShared(file);
  } catch {
    return null;
  }
  const bytes = Buffer.from(buffer);
  if (bytes.length < 12 || bytes.toString('latin1', 0, 8) !== MAGIC) return null;
  const headerLength = bytes.readUInt32LE(8);
  const bodyStart = align8(12 + headerLength);
  const header = JSON.parse(bytes.toString('utf8', 12, 12 + headerLength), (_key, value: unknown) => {
    const placed = value as Placed | null;
    if (!placed || typeof placed !== 'object' || typeof placed.$typed !== 'string') return value;
    const View = TYPED[placed.$typed] as unknown as new (b: SharedArrayBuffer, at: number, length: number) => Typed;
    return new View(buffer, bodyStart + placed.at, placed.length);
  }) as { layout: number; contentHash: string; pack: SharedPack };
  if (header.layout !== LAYOUT || header.contentHash !== contentHash) return null;
  return header.pack;
}
