import Flatbush from 'flatbush';
import type { BBox } from '../model/geometry.js';

/** Items behind a packed R-tree of their bounding boxes; searches answer in input order. */
export class BoxIndex<T> {
  private readonly index: Flatbush | null;

  constructor(
    readonly items: readonly T[],
    bboxOf: (item: T) => BBox,
  ) {
    if (items.length === 0) {
      this.index = null;
      return;
    }
    const index = new Flatbush(items.length);
    for (const item of items) index.add(...bboxOf(item));
    index.finish();
    this.index = index;
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
