import { describe, expect, it } from 'vitest';
import type { CensusEstimate } from './census-estimate.js';
import { chooseCompetitorCount, countSummary } from './competitor-count.js';

const ZBP: CensusEstimate = {
  value: 58,
  range: [57, 59],
  source: 'U.S. Census Bureau, ZIP Code Business Patterns',
  vintage: '2018',
  citation: 'U.S. Census Bureau, ZIP Code Business Patterns 2018',
  basis: 'zip',
  naics: ['621210'],
  method: 'ZBP × land share',
};
const PLACES = { source: 'OpenStreetMap amenities', vintage: '2019' };

describe('chooseCompetitorCount', () => {
  it('uses the Census count where the named places are measured far from complete (1 dentist named of 58)', () => {
    const c = chooseCompetitorCount(1, ZBP, 0.02, PLACES);
    expect(c).toMatchObject({ value: 58, range: [57, 59], basis: 'zip-business-patterns' });
    expect(c?.method).toContain('2 % of the Census count');
  });

  it('uses the Census count where the named places overcount (sources broader than the NAICS code)', () => {
    const c = chooseCompetitorCount(150, ZBP, 2.6, PLACES);
    expect(c?.value).toBe(58);
    // The named places are real businesses: the range reaches up to them.
    expect(c?.range).toEqual([57, 150]);
  });

  it('takes the named places as the count where they are 70–130 % of the Census count', () => {
    for (const completeness of [0.7, 1, 1.3]) {
      const c = chooseCompetitorCount(50, ZBP, completeness, PLACES);
      expect(c).toMatchObject({ value: 50, basis: 'named-places', range: [50, 59] });
    }
    expect(chooseCompetitorCount(50, ZBP, 0.69, PLACES)?.basis).toBe('zip-business-patterns');
    expect(chooseCompetitorCount(50, ZBP, 1.31, PLACES)?.basis).toBe('zip-business-patterns');
  });

  it('uses the Census count where completeness was not measured, and named places only without a Census count', () => {
    expect(chooseCompetitorCount(3, ZBP, null, PLACES)?.value).toBe(58);
    expect(chooseCompetitorCount(3, null, null, PLACES)).toMatchObject({ value: 3, basis: 'named-places' });
    expect(chooseCompetitorCount(null, null, null, PLACES)).toBeNull();
  });
});

describe('countSummary', () => {
  it('says how many are named on the map of how many in all, with the source', () => {
    const c = chooseCompetitorCount(12, ZBP, 0.2, PLACES);
    expect(countSummary(12, c, 'dental office')).toBe(
      '12 named on the map, of about 58 establishments (U.S. Census Bureau, ZIP Code Business Patterns 2018); range 57–59',
    );
    expect(countSummary(null, c, 'dental office')).toMatch(
      /^None named on the map \(no place data here\), of about 58/,
    );
    expect(countSummary(null, null, 'dental office')).toMatch(/No count of dental office establishments exists/);
  });
});
