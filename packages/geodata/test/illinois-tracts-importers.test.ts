import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  importDhcTracts,
  importSviTracts,
  importTractBounds,
  importTractEducation,
} from '../src/importers/census/illinois-tracts.js';
import { readDbf } from '../src/io/dbf.js';
import { dataText, geodataDir, PROV } from './helpers/data.js';

const IL = 'census/illinois-tracts-2020';
const bytes = (file: string) => readFileSync(join(geodataDir(), IL, file));

describe('Illinois tracts 2020', () => {
  it('reads the TIGER dBase table: every tract with its signed, zero-padded internal point and land area', () => {
    const rows = readDbf(bytes('il_t_2020_bound/il_t_2020_bound.dbf'));
    expect(rows).toHaveLength(3265);
    const r = importTractBounds(bytes('il_t_2020_bound/il_t_2020_bound.dbf'));
    expect(r.bases.length + r.waterOnly).toBe(3265);
    expect(r.waterOnly).toBe(2);
    const row = rows.find((x) => x.GEOID20 === '17031839100') as Record<string, string>;
    const base = r.bases.find((b) => b.id === '17031839100');
    expect(base?.internalPoint.lat).toBeCloseTo(Number(row.INTPTLAT20), 7);
    expect(base?.internalPoint.lon).toBeCloseTo(Number(row.INTPTLON20), 7);
    expect(base?.internalPoint.lon).toBeLessThan(-87);
    expect(base?.landAreaSqMi).toBeCloseTo(Number(row.ALAND20) / 2_589_988.11, 3);
    expect(base).toMatchObject({ polygon: null, countyFips: '17031', state: 'IL' });
  });

  it('2020 counts add up to the official Illinois population and the age bands to each tract', () => {
    const r = importDhcTracts(dataText(`${IL}/il_dhc_2020_t/il_dhc_2020_t.csv`), PROV);
    expect(r.rowsRead).toBe(3265);
    const total = r.contributions.reduce((s, c) => s + (c.fields.population?.value ?? 0), 0);
    expect(total).toBe(12_812_508);
    const f = r.contributions.find((c) => (c.fields.population?.value ?? 0) > 3000)?.fields;
    const shares = [f?.under18Share, f?.age18to24Share, f?.age25to44Share, f?.age45to64Share, f?.age65PlusShare];
    expect(shares.reduce((s, x) => s + (x?.value ?? 0), 0)).toBeCloseTo(100, 0);
    expect(f?.households?.value).toBeGreaterThan(0);
  });

  it('SVI: daytime population and housing units per tract, the -999 sentinel as null', () => {
    const text = dataText(`${IL}/illinois_svi_2022.csv`);
    const r = importSviTracts(text, PROV);
    expect(r.rowsRead).toBe(3263);
    const adams = r.contributions.find((c) => c.id === '17001000100');
    expect(adams?.fields.daytimePopulation?.value).toBe(9217);
    expect(adams?.fields.housingUnits?.value).toBe(2478);
    expect(r.contributions.some((c) => c.fields.unemploymentRate === null)).toBe(true);
    expect(r.contributions.every((c) => (c.fields.unemploymentRate?.value ?? 0) >= 0)).toBe(true);
  });

  it('education: bachelor’s-or-higher and no-diploma shares of adults 25+', () => {
    const r = importTractEducation(bytes('il_edu_2021_t/il_edu_2021_t.dbf'), PROV);
    expect(r.rowsRead).toBe(3265);
    const values = r.contributions.flatMap((c) =>
      c.fields.bachelorsOrHigherShare ? [c.fields.bachelorsOrHigherShare.value] : [],
    );
    expect(values.length).toBeGreaterThan(3200);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThanOrEqual(100);
  });
});
