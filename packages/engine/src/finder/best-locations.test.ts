import { describe, expect, it } from 'vitest';
import { tinyWorld } from '../../test/fixtures/tiny-world.js';
import { createEngineContext } from '../analysis/engine-context.js';
import { EngineInputError } from '../errors/engine-input-error.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { bestLocations } from './best-locations.js';

describe('bestLocations', () => {
  const ctx = createEngineContext(tinyWorld());
  const coffee = getBusinessType('coffee-shop');

  it('scores every populated ZCTA of the county and ranks them with reasons', () => {
    const r = bestLocations(ctx, coffee, { kind: 'county', fips: '17999' });
    expect(r.areasScored).toBe(3);
    expect(r.top.map((t) => t.rank)).toEqual([1, 2, 3]);
    const scores = r.top.map((t) => t.score.value);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(r.top[0]?.reasons.length).toBeGreaterThan(0);
    expect(r.top[0]?.reasons[0]).toMatch(/^\w+ \d+\/100: /);
  });

  it('honours a bounding box and a top-N limit', () => {
    const r = bestLocations(ctx, coffee, { kind: 'bbox', bbox: [-87.66, 41.89, -87.64, 41.91] }, { topN: 1 });
    expect(r.areasScored).toBe(1);
    expect(r.top[0]?.zcta).toBe('60001');
  });

  it('names the bad field of a region', () => {
    expect(() => bestLocations(ctx, coffee, { kind: 'county', fips: 'Cook' })).toThrowError(EngineInputError);
    try {
      bestLocations(ctx, coffee, { kind: 'bbox', bbox: [1, 1, 0, 0] });
    } catch (e) {
      expect((e as EngineInputError).field).toBe('region.bbox');
    }
  });
});
