import Flatbush from 'flatbush';
import KDBush from 'kdbush';

/**
 * Spatial indexes' bytes by name, on SharedArrayBuffers: the main thread builds each index once and stores it
 * here; engine threads (and the next load, from the shared pack file) read it instead of building their own.
 * kdbush and flatbush keep their whole index in one buffer, so a stored index is exactly the built one.
 */
export type IndexStore = Record<string, Uint8Array>;

/** Where a layer's index is kept: the store and the index's name in it. */
export interface StoredIndex {
  store: IndexStore;
  name: string;
}

/** The stored bytes as a buffer of their own starting at 0 (a view into the pack file's buffer is copied). */
function bufferOf(bytes: Uint8Array): ArrayBufferLike {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes.buffer;
  const copy = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}

/** A kd-tree over points: read from the store when it holds one of `numItems`, else built (and stored). */
export function kdbushIndex(numItems: number, add: (index: KDBush) => void, stored?: StoredIndex): KDBush {
  const bytes = stored?.store[stored.name];
  if (bytes) {
    const index = KDBush.from(bufferOf(bytes));
    if (index.numItems === numItems) return index;
  }
  const index = new KDBush(numItems, 64, Float64Array, stored ? SharedArrayBuffer : ArrayBuffer);
  add(index);
  index.finish();
  if (stored) stored.store[stored.name] = new Uint8Array(index.data);
  return index;
}

/** A packed R-tree over boxes: read from the store when it holds one of `numItems`, else built (and stored). */
export function flatbushIndex(numItems: number, add: (index: Flatbush) => void, stored?: StoredIndex): Flatbush {
  const bytes = stored?.store[stored.name];
  if (bytes) {
    const index = Flatbush.from(bufferOf(bytes));
    if (index.numItems === numItems) return index;
  }
  const index = new Flatbush(numItems, 16, Float64Array, stored ? SharedArrayBuffer : ArrayBuffer);
  add(index);
  index.finish();
  if (stored) stored.store[stored.name] = new Uint8Array(index.data);
  return index;
}
