import { describe, expect, it } from 'vitest';
import type { CensusEstimate } from './census-estimate.js';
import { chooseCompetitorCount, countSummary, withKnownStoresFloor } from './competitor-count.js';

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
    expect(countSummary(12, c, 'dental offices')).toBe(
      '12 named on the map, of about 58 establishments (U.S. Census Bureau, ZIP Code Business Patterns 2018); range 57–59',
    );
    expect(countSummary(null, c, 'dental offices')).toMatch(
      /^None named on the map \(no place data here\), of about 58/,
    );
    expect(countSummary(null, null, 'dental offices')).toMatch(/No count of dental offices exists/);
  });
});

describe('withKnownStoresFloor', () => {
  const floor = (count: number) => ({
    count,
    named: count - 3,
    chainOnly: 3,
    placesCovered: true,
    year: 2025,
    note: `${count - 3} named places and 3 more stores from the 2024 chain locators inside 1 mi`,
  });

  it('never leaves the estimate below the stores known to be in the ring, and says the Census count is lower', () => {
    const c = withKnownStoresFloor(
      chooseCompetitorCount(35, { ...ZBP, value: 25, range: [25, 25] }, 1.4, PLACES),
      floor(38),
    );
    expect(c).toMatchObject({ value: 38, range: [38, 38], basis: 'zip-business-patterns' });
    expect(countSummary(35, c, 'coffee shops')).toBe(
      '35 named on the map, of at least 38 establishments (35 named places and 3 more stores from the 2024 chain locators inside 1 mi; the Census count, about 25 (U.S. Census Bureau, ZIP Code Business Patterns 2018), is below what the map shows). Named places in the ring (2025) outnumber the ZIP Code Business Patterns count (2018) by 52 %: the Census count is the older by 7 years, over which about 21 % change is expected.',
    );
  });

  it('says nothing of the vintages when the known stores exceed the Census count by less than its age explains', () => {
    const c = withKnownStoresFloor(
      chooseCompetitorCount(28, { ...ZBP, value: 25, range: [25, 25] }, 1.4, PLACES),
      floor(28),
    );
    expect(c?.value).toBe(28);
    expect(c?.vintageGap).toBeUndefined();
  });

  it('named places taken as the count and raised by chain stores name no Census figure', () => {
    const c = withKnownStoresFloor(chooseCompetitorCount(27, ZBP, 1, PLACES), {
      ...floor(31),
      named: 27,
      chainOnly: 4,
      note: '27 named places and 4 more stores from the 2024 chain locators inside 1 mi',
    });
    expect(c?.basis).toBe('named-places');
    expect(countSummary(27, c, 'coffee shops')).toBe(
      '27 named on the map, of at least 31 establishments (27 named places and 4 more stores from the 2024 chain locators inside 1 mi); range 31–59',
    );
  });

  it('leaves an estimate at or above the known stores as it is', () => {
    const c = chooseCompetitorCount(12, ZBP, 0.2, PLACES);
    expect(withKnownStoresFloor(c, floor(15))).toBe(c);
  });

  it('says how many of the named places sell what the owner sells, where the NAICS code counts more', () => {
    const product = {
      product: 'coffee',
      naicsIncludes: 'NAICS 722515 also counts ice cream and donut shops',
      named: 12,
      selling: 9,
      others: { donut: 1, 'ice cream': 2 },
    };
    expect(countSummary(12, chooseCompetitorCount(12, ZBP, 0.2, PLACES), 'coffee shops', { product })).toMatch(
      /range 57–59\. NAICS 722515 also counts ice cream and donut shops; 9 of the 12 named sell coffee \(the others: 2 ice cream, 1 donut\)$/,
    );
  });
});
