import { describe, expect, it } from 'vitest';
import { CENTER, offset, tinyWorld } from '../../test/fixtures/tiny-world.js';
import { runAnalysis } from '../analysis/analyze-request.js';
import { analyzeSite } from '../analysis/analyze-site.js';
import { createEngineContext } from '../analysis/engine-context.js';
import { reweightResult } from '../analysis/reweight-result.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { rescoreResult, rescoreSiteScore } from './rescore.js';

describe('re-scoring a finished analysis with new priorities', () => {
  const ctx = createEngineContext(tinyWorld());
  const salon = getBusinessType('nail-salon');
  const site = { label: 'Centre', lat: CENTER.lat, lon: CENTER.lon };

  it('the same salon scores the same on the free path (no sliders) and signed in (sliders at 50)', () => {
    const free = analyzeSite(ctx, salon, site, 1);
    const signedIn = analyzeSite(ctx, salon, site, 1, { footTraffic: 50, lowCompetition: 50, customerProximity: 50 });
    expect(free.siteScore.score?.value).toBeTypeOf('number');
    expect(signedIn.siteScore.score?.value).toBe(free.siteScore.score?.value);
    expect(signedIn.siteScore.subScores.map((s) => s.weight)).toEqual(free.siteScore.subScores.map((s) => s.weight));
    // Sliders at 50 keep the type's default weights.
    for (const s of signedIn.siteScore.subScores.filter((x) => !x.missing)) {
      const known = signedIn.siteScore.subScores.filter((x) => !x.missing).reduce((a, x) => a + x.baseWeight, 0);
      expect(s.weight).toBeCloseTo(s.baseWeight / known, 12);
    }
  });

  it('gives what a fresh analysis with those priorities gives, from the stored parts alone', () => {
    const before = analyzeSite(ctx, salon, site, 1);
    const priorities = { footTraffic: 0, lowCompetition: 100, customerProximity: 75 };
    const fresh = analyzeSite(ctx, salon, site, 1, priorities);
    const rescored = rescoreSiteScore(before.siteScore, priorities);
    expect(rescored.subScores.map((s) => s.weight)).toEqual(fresh.siteScore.subScores.map((s) => s.weight));
    // The stored parts are whole numbers: the re-score may differ from the unrounded one by at most 1 point.
    expect(Math.abs((rescored.score?.value ?? 0) - (fresh.siteScore.score?.value ?? 0))).toBeLessThanOrEqual(1);
    expect(rescored.nationalPercentile).toEqual(before.siteScore.nationalPercentile);
  });

  it('moves the score towards the prioritised part and ranks the sites again', () => {
    const result = runAnalysis(ctx, {
      businessType: 'nail-salon',
      sites: [site, { label: 'East', ...offset(CENTER, 0, 1.5) }],
      plan: 'pro',
    });
    const site0 = result.analyses[0];
    if (!site0) throw new Error('no site');
    const competition = site0.siteScore.subScores.find((s) => s.name === 'competition')?.score as number;
    const total = site0.siteScore.score?.value as number;
    const more = rescoreResult(result, { lowCompetition: 100 });
    const moved = more.analyses[0]?.siteScore.score?.value as number;
    // Tripling the weight of competition pulls the score towards the competition part.
    expect(Math.abs(moved - competition)).toBeLessThanOrEqual(Math.abs(total - competition));
    expect(more.analyses[0]?.priorities.lowCompetition).toBe(100);
    expect(more.comparison?.ranking).toHaveLength(2);
  });

  it('writes the narrative again from the new score', () => {
    const result = runAnalysis(ctx, { businessType: 'nail-salon', sites: [site] });
    const again = reweightResult(result, { footTraffic: 50, lowCompetition: 50, customerProximity: 50 });
    expect(again.analyses[0]?.narrative).toEqual(result.analyses[0]?.narrative);
  });
});
