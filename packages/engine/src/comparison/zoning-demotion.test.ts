import { describe, expect, it } from 'vitest';
import { competitionRanks } from './ranking.js';
import { zoningDemotions } from './zoning-demotion.js';

describe('zoning in the ranking', () => {
  it('demotes a flagged site only while another site is allowed', () => {
    expect(zoningDemotions(['allowed', 'flag', 'not-checked'])).toEqual([false, true, false]);
    expect(zoningDemotions(['flag', 'not-checked', 'review'])).toEqual([false, false, false]);
  });

  it('ranks a demoted site after every site that is not, whatever its score', () => {
    const ranks = competitionRanks([
      { label: 'Clark', score: 76, demoted: true },
      { label: 'Milwaukee', score: 74 },
      { label: 'Evanston', score: 71 },
      { label: 'Other flagged', score: 60, demoted: true },
    ]).map((r) => [r.label, r.rank]);
    expect(ranks).toEqual([
      ['Milwaukee', 1],
      ['Evanston', 2],
      ['Clark', 3],
      ['Other flagged', 4],
    ]);
  });
});
