import { describe, expect, it } from 'vitest';
import { spreadOffsets } from './spread-markers';

const placed = (points: Array<{ x: number; y: number }>, gap: number) =>
  spreadOffsets(points, gap).map(([dx, dy], i) => ({ x: (points[i]?.x ?? 0) + dx, y: (points[i]?.y ?? 0) + dy }));

describe('spreadOffsets', () => {
  it('leaves markers that do not touch where they are', () => {
    expect(
      spreadOffsets(
        [
          { x: 0, y: 0 },
          { x: 100, y: 0 },
        ],
        30,
      ),
    ).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('spreads a chain of colliding markers so that no two are closer than the gap', () => {
    const points = [
      { x: 50, y: 50 },
      { x: 55, y: 52 },
      { x: 52, y: 58 },
      { x: 75, y: 50 },
    ];
    const out = placed(points, 30);
    for (let i = 0; i < out.length; i++)
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i];
        const b = out[j];
        if (a && b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(29);
      }
  });
});
