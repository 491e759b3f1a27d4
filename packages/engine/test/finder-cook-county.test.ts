import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreSite } from '../src/analysis/score-site.js';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';
import { type BestLocations, bestLocations } from '../src/finder/best-locations.js';
import { SCORE_RADIUS_MILES } from '../src/scores/score-coverage.js';
import { getBusinessType } from '../src/taxonomy/business-types.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

// The finder's Cook County coffee ranking on the real data pack, as a new user saw it: Golf (60029, a village of a
// few hundred people around a golf course) ranked 3rd on "about 0 establishments", and suburbs read Access 0 where
// the dashboard says there is no data.
describe('the Cook County coffee ranking (real data pack)', () => {
  let engine: LoadedEngine;
  let cook: BestLocations;
  beforeAll(() => {
    engine = loadEngine(process.env, repo, () => {});
    cook = bestLocations(engine.ctx, getBusinessType('coffee-shop'), { kind: 'county', fips: '17031' }, { topN: 1000 });
  }, 240_000);

  it('scores no competition from under one establishment: Golf is not crowned, and no reason reads "about 0"', () => {
    const golf = cook.top.find((a) => a.zcta === '60029');
    expect(golf).toBeDefined();
    expect(golf?.subScores.find((s) => s.name === 'competition')?.score).toBeNull();
    expect(golf?.rank).toBeGreaterThan(20);
    for (const area of cook.top.slice(0, 20)) expect(area.reasons.join(' ')).not.toMatch(/about 0 /);
  });

  it('leaves access unscored (shown as "no data") where no local transit is loaded, 0 only where the dashboard reads 0', () => {
    const suburbs = cook.top.slice(0, 30).filter((a) => !a.name.endsWith('(Chicago, IL)'));
    expect(suburbs.length).toBeGreaterThan(3);
    // A 0 only where the dashboard would show one too: the local bus network is loaded around the point (Skokie and
    // Lincolnwood, inside the CTA bus data's reach) and no stop is near.
    for (const area of cook.top) {
      const access = area.subScores.find((s) => s.name === 'access');
      if (access?.score !== 0) continue;
      expect(access.detail, area.zcta).toBe('Transit 0');
      expect(engine.ctx.geo.discCoverage('local-transit', area.point, SCORE_RADIUS_MILES.transit).covered).toBe(true);
    }
    const unscored = suburbs.filter((a) => a.subScores.find((s) => s.name === 'access')?.score === null);
    expect(unscored.length).toBeGreaterThan(0);
  });

  it("reads the dashboard's rent estimate: each Chicago area's cost is the one a site at its point gets", () => {
    // Home values are loaded for Chicago's tracts (ACS 2014–2018): the finder's cost part read "no data" for every
    // ZIP area while the dashboard estimated rent for the same places (issue 41).
    const coffee = getBusinessType('coffee-shop');
    const chicago = cook.top.filter((a) => a.name.endsWith('(Chicago, IL)'));
    const costed = chicago.filter((a) => a.subScores.find((s) => s.name === 'cost')?.score !== null);
    expect(costed.length).toBeGreaterThan(chicago.length / 2);
    for (const area of chicago) {
      const site = { label: area.name, lat: area.point.lat, lon: area.point.lon, precision: 'street' as const };
      const dashboard = scoreSite(engine.ctx, coffee, site, coffee.defaultRadiusMiles).siteScore.subScores;
      const mine = area.subScores.find((s) => s.name === 'cost');
      expect(mine?.score, area.zcta).toBe(dashboard.find((s) => s.name === 'cost')?.score);
      expect(mine?.detail, area.zcta).toBe(dashboard.find((s) => s.name === 'cost')?.detail);
    }
    // Outside the home-value data neither has a local estimate: unscored, never the market average as a measurement.
    const suburb = cook.top.find((a) => a.zcta === '60053');
    expect(suburb?.subScores.find((s) => s.name === 'cost')?.score).toBeNull();
  });
});
