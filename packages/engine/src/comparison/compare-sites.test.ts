import { describe, expect, it } from 'vitest';
import { CENTER, offset, tinyWorld } from '../../test/fixtures/tiny-world.js';
import { analyzeSite } from '../analysis/analyze-site.js';
import { createEngineContext } from '../analysis/engine-context.js';
import type { SiteAnalysis } from '../analysis/site-analysis.js';
import { combineSiteScore } from '../site-score/site-score.js';
import type { SubScore } from '../site-score/sub-scores.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { compareSites } from './compare-sites.js';

const coffee = getBusinessType('coffee-shop');
const ctx = createEngineContext(tinyWorld());
const s = (score: number | null): SubScore => ({ score, detail: '' });

/** A copy of an analysis with other sub-scores (and optionally another forecast method). */
function withParts(
  a: SiteAnalysis,
  label: string,
  parts: Record<'demand' | 'competition' | 'access' | 'cost' | 'fit', number | null>,
  model: SiteAnalysis['forecast']['model'] = a.forecast.model,
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
  );
  return {
    ...a,
    site: { ...a.site, label },
    siteScore: { ...combined, nationalPercentile: a.siteScore.nationalPercentile },
    forecast: { ...a.forecast, model },
  };
}

describe('compareSites with partial site scores', () => {
  const base = analyzeSite(ctx, coffee, { label: 'Centre', ...CENTER }, 1);
  const complete = withParts(base, 'West Loop', { demand: 100, competition: 17, access: 88, cost: 33, fit: 100 });
  const suburb = withParts(
    analyzeSite(ctx, coffee, { label: 'North', ...offset(CENTER, 2, 0) }, 1),
    'Suburb',
    { demand: 100, competition: 50, access: null, cost: null, fit: 64 },
    'fair-share',
  );
  const far = withParts(base, 'New York', { demand: 100, competition: null, access: null, cost: null, fit: 100 });
  const c = compareSites([suburb, far, complete]);

  it('gives no headline score below 60 % of the default weight and says which parts were measured', () => {
    expect(far.siteScore.score).toBeNull();
    expect(far.siteScore.coverage.summary).toBe('Not enough data here for a site score (2 of 5 parts: demand, fit)');
    // Coffee-shop weights: demand .3 + fit .15 = 45 % measured; missing parts at 0 → 45, at 100 → 100.
    expect(far.siteScore.coverage.weightShare).toBeCloseTo(0.45, 9);
    expect(far.siteScore.coverage.range).toEqual({ low: 45, high: 100 });
    // 65 % measured: a score, with its range.
    expect(suburb.siteScore.score?.value).toBe(Math.round((0.3 * 100 + 0.2 * 50 + 0.15 * 64) / 0.65));
    expect(suburb.siteScore.coverage.range).toEqual({ low: Math.round(30 + 10 + 9.6), high: Math.round(49.6 + 35) });
  });

  it('ranks only on the parts measured at every site and says which', () => {
    expect(c.sharedParts).toEqual(['demand', 'fit']);
    expect(c.summary).toContain('Ranked on the parts measured at every site only (demand, fit)');
    expect(c.summary).toContain('New York has 2 of 5 parts');
    const byLabel = Object.fromEntries(c.ranking.map((r) => [r.label, r]));
    // demand .3 and fit .15 renormalised: (0.3·100 + 0.15·64) / 0.45 = 88.
    expect(byLabel.Suburb?.sharedScore).toBe(88);
    expect(byLabel['New York']?.score).toBeNull();
    expect(c.criteria[0]?.criterion).toBe('Site score (shared parts: demand, fit)');
  });

  it('never puts a partial score above a complete one on a tie, and the tie shares its rank', () => {
    // West Loop and New York both score 100 on demand and fit: both rank 1, the complete site listed first.
    expect(c.ranking.map((r) => [r.label, r.rank])).toEqual([
      ['West Loop', 1],
      ['New York', 1],
      ['Suburb', 3],
    ]);
    expect(c.summary).toMatch(/^West Loop and New York tie for first with 100\/100\./);
    const score = c.criteria[0];
    expect(score?.winner).toBeNull();
    expect(score?.tied).toEqual(['New York', 'West Loop']);
    expect(score?.reason).toBe('tie at 100/100 between New York and West Loop');
  });

  it('does not rank revenue across forecast methods', () => {
    const revenue = c.criteria.find((x) => x.criterion === 'Expected revenue');
    expect(revenue?.winner).toBeNull();
    expect(revenue?.reason).toContain('different methods');
    const same = compareSites([
      complete,
      withParts(
        analyzeSite(ctx, coffee, { label: 'North', ...offset(CENTER, 2, 0) }, 1),
        'Twin',
        { demand: 90, competition: 10, access: 80, cost: 30, fit: 90 },
        'huff',
      ),
    ]);
    expect(same.criteria.find((x) => x.criterion === 'Expected revenue')?.winner).not.toBeNull();
    expect(same.criteria[0]?.criterion).toBe('Site score');
  });
});

describe('compareSites with two sites at the same point', () => {
  const base = analyzeSite(ctx, coffee, { label: 'Centre', ...CENTER }, 1);
  const twin = { ...base, site: { ...base.site, label: '2400 N Lincoln Ave', lat: base.site.lat + 0.0001 } };
  const other = analyzeSite(ctx, coffee, { label: 'North', ...offset(CENTER, 2, 0) }, 1);
  const c = compareSites([base, twin, other]);

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
