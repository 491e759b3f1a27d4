import { seededRandom } from '@sitescout/shared';
import { describe, expect, it } from 'vitest';
import { bboxDiscTest, hasPlanarArea, polygonAnnulusFraction } from '../src/geometry/overlap.js';
import { multiPolygonBBox } from '../src/geometry/polygon.js';
import type { MultiPolygon } from '../src/model/geometry.js';

/** A star-shaped polygon of 5–40 vertices round a centre, about `size` degrees across (some with a hole). */
function blob(next: () => number, lon: number, lat: number, size: number): MultiPolygon {
  const n = 5 + Math.floor(next() * 36);
  const outer: Array<[number, number]> = [];
  for (let k = 0; k < n; k++) {
    const t = (2 * Math.PI * k) / n;
    const r = size * (0.3 + 0.7 * next());
    outer.push([lon + r * Math.cos(t), lat + r * Math.sin(t)]);
  }
  outer.push(outer[0] as [number, number]);
  const hole: Array<[number, number]> = [0, 1, 2, 3, 0].map((k) => {
    const t = (2 * Math.PI * k) / 4;
    return [lon + 0.1 * size * Math.cos(t), lat + 0.1 * size * Math.sin(t)];
  });
  return next() < 0.3 ? [[outer, hole]] : [[outer]];
}

describe("an area's box answers its share of a disc only where the polygon's own cheap cases would", () => {
  it('agrees with the full clip on 20,000 random tracts and rings round Chicago', () => {
    const next = seededRandom(41);
    const told = { outside: 0, inside: 0, clipped: 0 };
    for (let i = 0; i < 20_000; i++) {
      const center = { lat: 41.6 + 0.5 * next(), lon: -87.9 + 0.5 * next() };
      const polygon = blob(next, -87.9 + 0.5 * next(), 41.6 + 0.5 * next(), 0.002 + 0.03 * next());
      const outer = [0.5, 1, 3, 5, 15][Math.floor(next() * 5)] as number;
      const quick = bboxDiscTest(multiPolygonBBox(polygon), center, outer);
      const full = polygonAnnulusFraction(polygon, center, outer);
      if (quick === 'outside') expect(full, `case ${i}`).toBe(0);
      if (quick === 'inside') expect(full, `case ${i}`).toBe(hasPlanarArea(polygon) ? 1 : 0);
      told[quick ?? 'clipped'] += 1;
    }
    // Each answer is exercised (a test that never says 'inside' would check nothing).
    expect(told.outside).toBeGreaterThan(1000);
    expect(told.inside).toBeGreaterThan(1000);
    expect(told.clipped).toBeGreaterThan(100);
  });

  it('leaves a polygon the box cannot decide to the clip (a box corner outside, its vertices inside)', () => {
    // A diamond whose box corners stick out of the disc although every vertex is inside it.
    const d = 0.9 / 69;
    const diamond: MultiPolygon = [
      [
        [
          [-87.6, 41.9 - d],
          [-87.6 + d * 1.34, 41.9],
          [-87.6, 41.9 + d],
          [-87.6 - d * 1.34, 41.9],
          [-87.6, 41.9 - d],
        ],
      ],
    ];
    const center = { lat: 41.9, lon: -87.6 };
    expect(bboxDiscTest(multiPolygonBBox(diamond), center, 1)).toBeNull();
    expect(polygonAnnulusFraction(diamond, center, 1)).toBe(1);
  });
});
