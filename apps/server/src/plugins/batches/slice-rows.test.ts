import { describe, expect, it } from 'vitest';
import { BATCH_SLICE, sliceRows } from './batch-job-runner.js';

describe('sliceRows', () => {
  it('keeps a slice to about the work of 25 rows at 5 miles, so a 50-mile batch holds an engine thread no longer', () => {
    expect(sliceRows(0.5)).toBe(BATCH_SLICE);
    expect(sliceRows(5)).toBe(BATCH_SLICE);
    // Work of a slice ~ rows × radius²: up to 25 miles it stays within a quarter of the 5-mile slice's; past
    // that a slice is one row, the least there is.
    for (const radius of [10, 15, 20, 25]) {
      const work = sliceRows(radius) * radius ** 2;
      expect(work / (BATCH_SLICE * 5 ** 2), `${radius} mi`).toBeLessThan(1.25);
    }
    expect(sliceRows(50)).toBe(1);
  });
});
