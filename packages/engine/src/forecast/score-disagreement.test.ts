import { describe, expect, it } from 'vitest';
import { scoreForecastDisagreement } from './score-disagreement.js';

describe('scoreForecastDisagreement', () => {
  it('flags the lowest-scored sites that carry the highest forecasts, in words', () => {
    // Scores 90, 80, 70, 40, 30 against forecasts rising as the score falls: the two ends disagree.
    const flags = scoreForecastDisagreement([
      { score: 90, revenue: 100_000 },
      { score: 80, revenue: 200_000 },
      { score: 70, revenue: 300_000 },
      { score: 40, revenue: 400_000 },
      { score: 30, revenue: 900_000 },
    ]);
    expect(flags[4]).toBe(
      'The forecast ranks 1st of 5 sites while the site score ranks 5th: they disagree — check the competitor count and the demand behind the forecast before trusting it.',
    );
    expect(flags[0]).toMatch(/^The forecast ranks 5th of 5 sites while the site score ranks 1st/);
    expect(flags[2]).toBeNull();
  });

  it('says nothing where score and forecast agree, or with fewer than 4 comparable sites', () => {
    const agree = [90, 80, 70, 60].map((score) => ({ score, revenue: score * 10_000 }));
    expect(scoreForecastDisagreement(agree)).toEqual([null, null, null, null]);
    const few = [
      { score: 90, revenue: 1 },
      { score: 10, revenue: 9 },
      { score: null, revenue: 5 },
    ];
    expect(scoreForecastDisagreement(few)).toEqual([null, null, null]);
  });
});
