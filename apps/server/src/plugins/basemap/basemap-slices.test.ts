import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createDrawingQueue } from './basemap-slices.js';

describe('createDrawingQueue', () => {
  it('runs drawings one after another, never side by side, and a failed one does not stop the next', async () => {
    const oneAtATime = createDrawingQueue();
    const events: string[] = [];
    const draw = (name: string, fail = false) =>
      oneAtATime(async () => {
        events.push(`${name} start`);
        for (let i = 0; i < 3; i++) await nextTurn();
        events.push(`${name} end`);
        if (fail) throw new Error(`${name} failed`);
        return name;
      });
    const results = await Promise.allSettled([draw('a'), draw('b', true), draw('c')]);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
