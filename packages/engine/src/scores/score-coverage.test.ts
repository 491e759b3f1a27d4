import type { DiscCoverage } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { coverageInWords, scoreIsGiven } from './score-coverage.js';

const disc = (covered: boolean, centreCovered: boolean, coveredShare = covered ? 1 : 0.6): DiscCoverage => ({
  covered,
  centreCovered,
  coveredShare,
  landCells: 80,
  uncoveredLandCells: Math.round(80 * (1 - coveredShare)),
});

describe('scoreIsGiven', () => {
  it('gives the score where the layer covers the disc', () => {
    expect(scoreIsGiven(disc(true, true), disc(false, false), false)).toBe(true);
  });

  it('gives it over parks, rail yards and water when the streets are known at the site', () => {
    expect(scoreIsGiven(disc(false, true), disc(false, true), false)).toBe(true);
    expect(scoreIsGiven(disc(false, false), disc(false, true), true)).toBe(true);
  });

  it('withholds it outside the data: no street grid at the site, or outside both records and declared area', () => {
    expect(scoreIsGiven(disc(false, true), disc(false, false), true)).toBe(false);
    expect(scoreIsGiven(disc(false, false), disc(true, true), false)).toBe(false);
  });
});

describe('coverageInWords', () => {
  it('says the covered share of the disc', () => {
    expect(coverageInWords(disc(false, true, 0.72), 'place data', 1.5)).toBe(
      'the loaded place data covers 72 % of the land within 1.5 mi of this site',
    );
  });
});
