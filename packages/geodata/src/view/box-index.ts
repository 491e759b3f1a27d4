import type Flatbush from 'flatbush';
import type { BBox } from '../model/geometry.js';
import { flatbushIndex, type StoredIndex } from './index-store.js';

/** Items behind a packed R-tree of their bounding boxes; searches answer in input order. */
export class BoxIndex<T> {
  private readonly index: Flatbush | null;

  /** `stored`: where the tree is kept for other threads (read from there, without a box of any item, when built). */
  constructor(
    readonly items: readonly T[],
    bboxOf: (item: T) => BBox,
    stored?: StoredIndex,
  ) {
    if (items.length === 0) {
      this.index = null;
      return;
    }
    this.index = flatbushIndex(
      items.length,
      (index) => {
        for (const item of items) index.add(...bboxOf(item));
      },
      stored,
    );
  }

  /** Positions (in `items`) of the items whose box meets [west, south, east, north], ascending. */
  ids([west, south, east, north]: BBox): number[] {
    return this.index ? this.index.search(west, south, east, north).sort((a, b) => a - b) : [];
  }

  /** Items whose box meets [west, south, east, north], in input order. */
  search(box: BBox): T[] {
    return this.ids(box).map((id) => this.items[id] as T);
  }
}
