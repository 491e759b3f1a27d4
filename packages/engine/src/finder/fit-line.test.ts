import { describe, expect, it } from 'vitest';
import { FitRanking } from './fit-line.js';

describe('FitRanking', () => {
  it('places a figure among the areas as a count of the higher ones would, ties sharing the better rank', () => {
    const ranking = new FitRanking();
    // Figures with many ties (rounded), added in no order; some areas added after others were ranked.
    const figures = Array.from({ length: 300 }, (_, i) => Math.round(((i * 7919) % 1000) / 10) / 2);
    const added: number[] = [];
    for (const [i, v] of figures.entries()) {
      ranking.add('age25to44Share', v);
      added.push(v);
      if (i % 50 !== 49) continue;
      for (const probe of [...added, -1, 0, 49.5, 1000])
        expect(ranking.rank('age25to44Share', probe)).toEqual({
          rank: 1 + added.filter((x) => x > probe).length,
          of: added.length,
        });
    }
    expect(ranking.rank('under18Share', 3)).toEqual({ rank: 1, of: 0 });
  });
});
