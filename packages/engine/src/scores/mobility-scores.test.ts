import { describe, expect, it } from 'vitest';
import { CENTER, offset, place, stop, tinyWorld } from '../../test/fixtures/tiny-world.js';
import { analyzeSite } from '../analysis/analyze-site.js';
import { createEngineContext } from '../analysis/engine-context.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { mobilityScores } from './mobility-scores.js';

// East of the city (whose places reach 2.5 mi out) lies a suburb known only from a pharmacy list
// (a partial source: land, but no picture of its shops and services), with a commuter-rail station.
const suburb = offset(CENTER, 0, 4);
const base = tinyWorld();
const cityPlaces = base.placesWithin(CENTER, 10).items.map((h) => h.place);
const pharmacies = [-1, -0.5, 0, 0.5, 1].flatMap((n) =>
  [-1, -0.5, 0, 0.5, 1].map((e) =>
    place(`Pharmacy ${n},${e}`, ['pharmacy'], offset(suburb, n, e), { datasetId: 'chicago-region-pharmacies' }),
  ),
);
const world = tinyWorld({
  places: [...cityPlaces, ...pharmacies],
  stops: [
    stop('Clark & Fullerton', 'bus', ['22'], offset(CENTER, 0.1, 0), 1000),
    stop('Fullerton', 'subway', ['Red', 'Brown'], offset(CENTER, 0, 0.5)),
    stop('Suburb Metra', 'commuter-rail', ['UP-NW'], offset(suburb, 0, 0.05)),
  ],
});
const ctx = createEngineContext(world);

describe('mobility scores at the edge of the data', () => {
  it('scores the centre, whose walking radius the place data covers', () => {
    const s = mobilityScores(ctx, CENTER);
    expect(s.coverage.walk.covered).toBe(true);
    expect(s.walk.score).not.toBeNull();
  });

  it('gives no Walk Score where the site lies outside the place and street data, and says why', () => {
    const s = mobilityScores(ctx, suburb);
    expect(s.coverage.walk.covered).toBe(false);
    expect(s.walk.score).toBeNull();
    expect(s.notes.join(' ')).toContain('outside the loaded place and street data');
  });

  it('counts a commuter-rail station beyond the local network and says the score may be low', () => {
    const s = mobilityScores(ctx, suburb);
    expect(s.coverage.transit.covered).toBe(false);
    expect(s.transit?.routes.map((r) => r.route)).toEqual(['UP-NW']);
    expect(s.transit?.score).toBeGreaterThan(0);
    expect(s.transit?.partial).toContain('not other agencies');
    expect(s.transit?.assumedFrequencies).toEqual([
      { mode: 'commuter-rail', weeklyTripsPerRoute: 280, basis: 'about 20 trains a day each way' },
    ]);
  });

  it('leaves a partial Transit Score out of the site score: a lower bound is not a measurement', () => {
    const a = analyzeSite(ctx, getBusinessType('coffee-shop'), { label: 'Suburb', ...suburb }, 1);
    expect(a.scores.transit?.partial).toBeTruthy();
    expect(a.siteScore.subScores.find((p) => p.name === 'access')?.score).toBeNull();
    expect(a.siteScore.coverage.missing).toContain('access');
    // …and says why, instead of claiming there is no transit data at all.
    const detail = a.siteScore.subScores.find((p) => p.name === 'access')?.detail ?? '';
    expect(detail).toContain(`Transit ${a.scores.transit?.score} counts rail lines only`);
    expect(detail).not.toContain('no walkability, transit');
  });

  it('never passes the Walk Score off as a Bike Score where bike data is missing', () => {
    const s = mobilityScores(ctx, CENTER);
    // The hand-made city has no bike layer at all.
    expect(s.walk.score).not.toBeNull();
    expect(s.bike.score).toBeNull();
    expect(s.notes.join(' ')).toContain('No Bike Score: not enough bike data within 1 mi');
  });
});
