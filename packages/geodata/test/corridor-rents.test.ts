import { describe, expect, it } from 'vitest';
import { importCorridorRents } from '../src/importers/civic/corridor-rents.js';
import { corridorRentsAt } from '../src/view/corridor-rents.js';
import { dataText, PROV } from './helpers/data.js';

const rows = importCorridorRents(dataText('benchmarks/chicago_retail_rent_published_figures.csv'), PROV).records;
const BUCKTOWN_1750_N_MILWAUKEE = { lat: 41.9134, lon: -87.6821 };

describe('published Chicago retail rents by corridor', () => {
  it('keeps every row as stated, with metric, NNN, period year and authority', () => {
    expect(rows).toHaveLength(21);
    const bucktown = rows.find((r) => r.area.startsWith('Bucktown'));
    expect(bucktown).toMatchObject({ low: 60, nnn: true, year: 2025, retailRent: true, areaType: 'corridor' });
    expect(bucktown?.authority).toMatch(/^LOW/);
    expect(rows.find((r) => /OFFICE/.test(r.area))?.retailRent).toBe(false);
    expect(rows.filter((r) => /vacancy/.test(r.metric)).every((r) => !r.retailRent && r.footprint === null)).toBe(true);
  });

  it('1750 N Milwaukee Ave sits on the Bucktown corridor; the city-wide row only where the point is in the city', () => {
    const hits = corridorRentsAt(rows, BUCKTOWN_1750_N_MILWAUKEE, true);
    expect(hits[0]?.rent.area).toMatch(/^Bucktown/);
    expect(hits.map((h) => h.rent.area)).toContain('City of Chicago');
    expect(hits.some((h) => /Wicker Park|Michigan/.test(h.rent.area))).toBe(false);
    expect(corridorRentsAt(rows, BUCKTOWN_1750_N_MILWAUKEE, false).map((h) => h.rent.areaType)).toEqual(['corridor']);
  });

  it('North Avenue divides Bucktown from Wicker Park: 1550 N Milwaukee (south side) matches Wicker Park only', () => {
    const areas = corridorRentsAt(rows, { lat: 41.90951, lon: -87.67712 }, false).map((h) => h.rent.area);
    expect(areas).toEqual(['North Ave / Milwaukee Ave / Damen Ave, Wicker Park']);
  });

  it('two blocks off the corridor matches no corridor', () => {
    expect(corridorRentsAt(rows, { lat: 41.9134, lon: -87.6935 }, false)).toEqual([]);
  });

  it('the Magnificent Mile matches every Michigan Avenue rent row, old ones included', () => {
    const areas = corridorRentsAt(rows, { lat: 41.895, lon: -87.6244 }, false).map((h) => h.rent.period);
    expect(areas).toEqual(expect.arrayContaining(['Q2 2023', 'May 2017']));
  });
});
