import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngineContext } from '../src/analysis/engine-context.js';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';
import { walkScoreAt } from '../src/scores/walk-at-site.js';

/**
 * A site's Walk Score must not depend on which sites were scored before it on the same server. Which amenity
 * classes the place data can see near a site is a regional answer cached per ~3-mile cell; it was once probed from
 * the first site asked in the cell, so the same address could score differently after another request.
 */
describe('Walk Score does not depend on the order sites are asked in (real data pack)', () => {
  let engine: LoadedEngine;
  beforeAll(() => {
    engine = loadEngine(process.env, resolve(import.meta.dirname, '../../..'), () => {});
  }, 240_000);

  it('scores 160 points round Chicago, Indianapolis, Philadelphia and Tucson alike in either order', () => {
    const centres = [
      { lat: 41.88, lon: -87.63 },
      { lat: 39.77, lon: -86.16 },
      { lat: 39.95, lon: -75.16 },
      { lat: 32.22, lon: -110.97 },
    ];
    // A 0.02° lattice (about a mile): several points in each 0.05° cell, on both sides of the cells' edges.
    const points = centres.flatMap((c) =>
      Array.from({ length: 40 }, (_, i) => ({
        lat: c.lat + 0.02 * ((i % 8) - 4),
        lon: c.lon + 0.02 * (Math.floor(i / 8) - 2),
      })),
    );
    const run = (order: typeof points) => {
      const ctx = createEngineContext(engine.ctx.geo);
      const out = new Map<string, string>();
      for (const p of order) out.set(`${p.lat},${p.lon}`, JSON.stringify(walkScoreAt(ctx, p).walk));
      return out;
    };
    const forward = run(points);
    const backward = run([...points].reverse());
    const differing = [...forward.keys()].filter((k) => forward.get(k) !== backward.get(k));
    expect(differing).toEqual([]);
    // The points are real sites: most of them get a score.
    expect([...forward.values()].filter((w) => JSON.parse(w).score !== null).length).toBeGreaterThan(40);
  }, 120_000);
});
