import { describe, expect, it } from 'vitest';
import { CENTER, offset, tinyWorld } from '../../test/fixtures/tiny-world.js';
import type { SiteAnalysis } from '../analysis/analysis-result-types.js';
import { analyzeSite } from '../analysis/analyze-site.js';
import { createEngineContext } from '../analysis/engine-context.js';
import { rescoreResult } from '../site-score/rescore.js';
import { combineSiteScore, type PriorityShifts } from '../site-score/site-score.js';
import type { SubScore } from '../site-score/sub-scores.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { compareSites, comparisonOf } from './compare-sites.js';
import { competitionRanks } from './ranking.js';

const coffee = getBusinessType('coffee-shop');
const ctx = createEngineContext(tinyWorld());
const s = (score: number | null): SubScore => ({ score, detail: '' });
type Parts = Record<'demand' | 'competition' | 'access' | 'cost' | 'fit', number | null>;

/** A copy of an analysis with other sub-scores (and optionally another forecast method or priorities). */
function withParts(
  a: SiteAnalysis,
  label: string,
  parts: Parts,
  model: SiteAnalysis['forecast']['model'] = a.forecast.model,
  priorities: PriorityShifts = {},
): SiteAnalysis {
  const combined = combineSiteScore(
    {
      demand: s(parts.demand),
      competition: s(parts.competition),
      access: s(parts.access),
      cost: s(parts.cost),
      fit: s(parts.fit),
    },
    coffee.weights,
    priorities,
  );
  return {
    ...a,
    priorities: { ...a.priorities, ...priorities },
    site: { ...a.site, label },
    siteScore: { ...combined, nationalPercentile: a.siteScore.nationalPercentile },
    forecast: { ...a.forecast, model },
  };
}

const base = analyzeSite(ctx, coffee, { label: 'Centre', ...CENTER }, 1);
const north = analyzeSite(ctx, coffee, { label: 'North', ...offset(CENTER, 2, 0) }, 1);
const east = analyzeSite(ctx, coffee, { label: 'East', ...offset(CENTER, 0, 1) }, 1);
const south = analyzeSite(ctx, coffee, { label: 'South', ...offset(CENTER, -2, 0) }, 1);

// Coffee-shop weights: demand .3, competition .2, access .25, cost .1, fit .15.
describe('compareSites: the headline is the winner’s own score', () => {
  const complete = withParts(base, 'West Loop', { demand: 100, competition: 17, access: 88, cost: 33, fit: 100 });
  const suburb = withParts(
    north,
    'Suburb',
    { demand: 100, competition: 50, access: null, cost: null, fit: 64 },
    'fair-share',
  );
  const far = withParts(east, 'New York', { demand: 100, competition: null, access: null, cost: null, fit: 100 });
  const c = compareSites([suburb, far, complete]);

  it('ranks by each site’s own score, the number every page shows', () => {
    // West Loop: 30 + 3.4 + 22 + 3.3 + 15 = 73.7 → 74. Suburb: (30 + 10 + 9.6) / .65 = 76.3 → 76. New York: 45 % of
    // the weight measured, below the 60 % rule: no score, no rank.
    expect(complete.siteScore.score?.value).toBe(74);
    expect(suburb.siteScore.score?.value).toBe(76);
    expect(c.ranking.map((r) => [r.label, r.rank, r.score])).toEqual([
      ['Suburb', 1, 76],
      ['West Loop', 2, 74],
      ['New York', null, null],
    ]);
    // 76 vs 74 is inside the score's ±3 points: the headline says it is too close to call.
    expect(c.headline).toMatch(
      /^Suburb ranks first with 76\/100, winning \d+ of 10 criteria\. Suburb \(76\/100\) and West Loop \(74\/100\) are too close to call on score: the 2-point lead is inside the score's ±3 points\. What separates them: /,
    );
    const scoreRow = c.criteria[0];
    expect(scoreRow?.criterion).toBe('Site score');
    // A 2-point lead is inside the score's measurement error: the criterion is a tie, not Suburb's win.
    expect(scoreRow?.winner).toBeNull();
    expect(scoreRow?.tied).toEqual(['Suburb', 'West Loop']);
    expect(scoreRow?.cells?.map((x) => x.text)).toEqual(['76/100', 'no data', '74/100']);
  });

  it('says which weighted parts are missing and shows the ranking on the shared parts too', () => {
    expect(c.sharedParts).toEqual(['demand', 'fit']);
    // Suburb on demand and fit: (30 + 9.6) / .45 = 88; the others 100.
    expect(c.summary).toContain(
      'Suburb has no access and cost part (its score is over 3 of 5 parts; 50–85 with them at 0 and 100).',
    );
    expect(c.summary).toContain(
      'On the parts measured at every site (demand, fit): West Loop (100/100); New York (100/100); Suburb (88/100) — a different order',
    );
    expect(c.rankingsAgree).toBe(false);
    const shared = Object.fromEntries(c.ranking.map((r) => [r.label, [r.sharedScore, r.sharedRank]]));
    expect(shared).toEqual({ Suburb: [88, 3], 'West Loop': [100, 1], 'New York': [100, 1] });
    expect(c.priorityNotes).toEqual([
      'Foot traffic weighs the access part, not measured at Suburb and New York: it moves the ranking on all parts, not the one on the parts measured at every site.',
      'Low competition weighs the competition part, not measured at New York: it moves the ranking on all parts, not the one on the parts measured at every site.',
    ]);
  });

  it('keeps each site’s number (its input order) whatever its rank', () => {
    expect(Object.fromEntries(c.ranking.map((r) => [r.label, r.site]))).toEqual({
      Suburb: 1,
      'New York': 2,
      'West Loop': 3,
    });
  });

  it('does not rank revenue across forecast methods', () => {
    const revenue = c.criteria.find((x) => x.criterion === 'Expected revenue');
    expect(revenue?.winner).toBeNull();
    expect(revenue?.reason).toContain('different methods');
    expect(revenue?.cells?.some((x) => x.status === 'winner')).toBe(false);
  });
});

describe('compareSites: the user’s priorities move the ranking', () => {
  // A: 24 + 4 + 22.5 + 5 + 10.5 = 66. B: 24 + 16 + 10 + 5 + 9 = 64.
  const a = withParts(base, 'A', { demand: 80, competition: 20, access: 90, cost: 50, fit: 70 }, 'huff');
  const b = withParts(north, 'B', { demand: 80, competition: 80, access: 40, cost: 50, fit: 60 }, 'huff');
  const result = { analyses: [a, b], comparison: compareSites([a, b]) };

  it('ranks A first at the default weights', () => {
    expect(result.comparison.ranking.map((r) => [r.label, r.score])).toEqual([
      ['A', 66],
      ['B', 64],
    ]);
    expect(result.comparison.priorityNotes).toEqual([]);
    expect(result.comparison.rankingsAgree).toBeNull();
  });

  it('ranks B first when low competition counts three times as much', () => {
    // Competition weight .2 × 3 = .6, total 1.4: A (24 + 12 + 22.5 + 5 + 10.5) / 1.4 = 52.9 → 53;
    // B (24 + 48 + 10 + 5 + 9) / 1.4 = 68.6 → 69.
    const moved = rescoreResult(result, { lowCompetition: 100 }).comparison;
    expect(moved?.ranking.map((r) => [r.label, r.rank, r.score])).toEqual([
      ['B', 1, 69],
      ['A', 2, 53],
    ]);
    expect(moved?.headline).toMatch(/^B ranks first with 69\/100/);
    // Site numbers stay with the sites.
    expect(moved?.ranking.map((r) => [r.label, r.site])).toEqual([
      ['B', 2],
      ['A', 1],
    ]);
  });

  it('says when a priority cannot move the ranking because its part is measured nowhere', () => {
    const noAccess = [
      withParts(base, 'A', { demand: 80, competition: 20, access: null, cost: 50, fit: 70 }),
      withParts(north, 'B', { demand: 80, competition: 80, access: null, cost: 50, fit: 60 }),
    ];
    expect(compareSites(noAccess).priorityNotes).toEqual([
      'Foot traffic cannot move this ranking: it weighs the access part, which is measured at no site here.',
    ]);
  });
});

describe('compareSites: a criterion is won only by a figure measured at the site', () => {
  const chicago = withParts(base, 'Chicago', { demand: 90, competition: 40, access: 80, cost: 40, fit: 80 }, 'huff');
  const other = withParts(north, 'Lakeview', { demand: 80, competition: 40, access: 80, cost: 40, fit: 80 }, 'huff');
  const cityPlaced: SiteAnalysis = {
    ...withParts(south, 'Naperville, IL', { demand: 100, competition: 60, access: null, cost: null, fit: 90 }, 'huff'),
    location: {
      precision: 'city',
      approximate: true,
      distanceStepMiles: 5,
      needsUsData: [],
      message: 'located only to its city',
    },
    // The benchmark used as is: cheapest, and nothing local adjusted it.
    costs: {
      ...south.costs,
      estimate: { value: 1, estimate: { method: 'market benchmark used as is' } },
      index: null,
    },
    forecast: {
      ...south.forecast,
      model: 'huff',
      annualRevenue: {
        low: { value: 8e6, estimate: { method: 't' } },
        expected: { value: 9e6, estimate: { method: 't' } },
        high: { value: 1e7, estimate: { method: 't' } },
      },
    },
  };
  const benchmarkRent: SiteAnalysis = {
    ...other,
    costs: { ...other.costs, estimate: { value: 2, estimate: { method: 'market benchmark used as is' } }, index: null },
  };
  const c = compareSites([chicago, benchmarkRent, cityPlaced]);
  const row = (name: string) => c.criteria.find((k) => k.criterion === name);

  it('gives the city-placed site no win and says why beside its figure', () => {
    for (const k of c.criteria) expect(k.winner).not.toBe('Naperville, IL');
    const rent = row('Estimated rent');
    expect(rent?.cells?.[2]).toMatchObject({ status: 'not-compared', text: '$1.00/sq ft/yr' });
    expect(rent?.cells?.[2]?.note).toContain('placed only at its city centre (distances rounded to about 5 mi)');
    const revenue = row('Expected revenue');
    expect(revenue?.cells?.[2]?.status).toBe('not-compared');
    expect(revenue?.reason).toMatch(/Not compared: .*Naperville, IL: placed only at its city centre/);
  });

  it('never lets a market benchmark used as is win the rent', () => {
    const rent = row('Estimated rent');
    expect(rent?.cells?.[1]).toMatchObject({
      status: 'not-compared',
      note: 'the market benchmark used as is, not a local rent',
    });
    // One comparable rent left: no winner against nobody.
    expect(rent?.winner).toBeNull();
    expect(rent?.reason).toMatch(/^not ranked: only Chicago has a comparable figure/);
  });

  it('names the best site placed at its address when a city-placed one scores highest', () => {
    // Naperville: (30 + 12 + 13.5) / .65 = 85.4 → 85, above Chicago's 70.
    expect(cityPlaced.siteScore.score?.value).toBe(85);
    expect(c.ranking[0]?.label).toBe('Naperville, IL');
    expect(c.headline).toMatch(
      /^Naperville, IL has the highest site score, 85\/100, but it is placed only at its city centre, so that score describes the centre, not a site; of the sites placed at their address, Chicago ranks highest with \d+\/100/,
    );
    expect(row('Site score')?.winner).toBe('Chicago');
  });
});

describe('one rounding rule', () => {
  it('adds up the whole-number parts a reader sees, so the score matches them and a re-score', () => {
    // Shown parts 100, 43, 82, 0, 98: 30 + 8.6 + 20.5 + 0 + 14.7 = 73.8 → 74 (the unrounded parts give 73.48).
    const a = withParts(base, 'A', { demand: 99.6, competition: 42.6, access: 81.6, cost: 0.4, fit: 97.6 }, 'huff');
    expect(a.siteScore.subScores.map((x) => x.score)).toEqual([100, 43, 82, 0, 98]);
    expect(a.siteScore.score?.value).toBe(74);
    const b = withParts(north, 'B', { demand: 100, competition: 43, access: 82, cost: 0, fit: 98 }, 'huff');
    const again = rescoreResult({ analyses: [a, b], comparison: null }, {});
    expect(again.analyses.map((x) => x.siteScore.score?.value)).toEqual([74, 74]);
    expect(again.comparison?.ranking.map((r) => r.rank)).toEqual([1, 1]);
    expect(again.comparison?.headline).toBe('A and B tie for first with 74/100.');
  });

  it('ranks equal shown scores together: 74.4 and 74 share second place behind 75', () => {
    const ranked = competitionRanks([
      { score: 74.4, share: 1 },
      { score: 74, share: 0.65 },
      { score: 75, share: 1 },
      { score: null, share: 0.4 },
    ]);
    expect(ranked.map((r) => [r.index, r.rank])).toEqual([
      [2, 1],
      [0, 2],
      [1, 2],
      [3, null],
    ]);
  });
});

describe('compareSites with two sites at the same point', () => {
  const twin = { ...base, site: { ...base.site, label: '2400 N Lincoln Ave', lat: base.site.lat + 0.0001 } };
  const c = compareSites([base, twin, north]);

  it('says they are the same place and gives neither a win over the other', () => {
    expect(c.samePlace).toEqual([{ labels: ['Centre', '2400 N Lincoln Ave'], metres: 11 }]);
    expect(c.summary).toContain('Centre and 2400 N Lincoln Ave are the same place (within 11 m)');
    const ranks = Object.fromEntries(c.ranking.map((r) => [r.label, r.rank]));
    expect(ranks.Centre).toBe(ranks['2400 N Lincoln Ave']);
    for (const k of c.criteria) {
      expect(k.winner === 'Centre' || k.winner === '2400 N Lincoln Ave').toBe(false);
    }
  });
});

describe('comparisonOf', () => {
  it('computes the comparison again for a result stored before comparisons carried their cells', () => {
    const stored = compareSites([base, north]);
    const old = {
      ...stored,
      headline: undefined,
      criteria: stored.criteria.map(({ cells: _c, ...k }) => k),
    };
    expect(comparisonOf({ analyses: [base, north], comparison: old })?.criteria[0]?.cells).toHaveLength(2);
    expect(comparisonOf({ analyses: [base, north], comparison: stored })).toBe(stored);
    expect(comparisonOf({ analyses: [base], comparison: null })).toBeNull();
  });
});
