import { describe, expect, it } from 'vitest';
import { householdSizeFromGeoda } from '../src/build/import-census.js';
import { SOURCES } from '../src/build/sources.js';
import { importCensusApi, parseCensusApiJson } from '../src/importers/census/census-api.js';
import { importGazetteerPlaces, importGazetteerZcta } from '../src/importers/census/gazetteer.js';
import { geodaId, importGeodaTable } from '../src/importers/census/geoda.js';
import { importOepsCounty } from '../src/importers/census/oeps-county.js';
import { importZctaGrowth } from '../src/importers/census/zcta-growth.js';
import { dataLines, dataText, PROV } from './helpers/data.js';

describe('Gazetteer (pipe-delimited)', () => {
  it('reads every ZCTA with land area and internal point as published', () => {
    const lines = dataLines('census/gazetteer-2025/2025_Gaz_zcta_national.txt');
    const { records, meta } = importGazetteerZcta(lines.join('\n'), '2025', 'zcta.txt');
    expect(records).toHaveLength(lines.length - 1);
    const raw = (lines.find((l) => l.startsWith('60614|')) as string).split('|');
    const z = records.find((r) => r.id === '60614');
    expect(z?.landAreaSqMi).toBe(Number(raw[4]));
    expect(z?.internalPoint).toEqual({ lat: Number(raw[6]), lon: Number(raw[7]) });
    expect(meta.rowsKept).toBe(records.length);
  });

  it('strips the legal suffix from place names so "Springfield city" matches "Springfield"', () => {
    const { records } = importGazetteerPlaces(
      dataText('census/gazetteer-2025/2025_Gaz_place_national.txt'),
      '2025',
      'p',
    );
    const springfield = records.filter((p) => p.state === 'IL' && p.name === 'Springfield');
    expect(springfield.map((p) => p.fullName)).toContain('Springfield city');
  });
});

describe('Census API JSON', () => {
  it('reads the real ZCTA population/housing table, header row first', () => {
    const text = dataText('census/acs5-2019-2023/zcta_B01003_B25001.json');
    const table = parseCensusApiJson(text);
    const row = table.rows.find((r) => r['zip code tabulation area'] === '60614');
    const { contributions } = importCensusApi(text, PROV);
    const c = contributions.find((x) => x.id === '60614');
    expect(c?.kind).toBe('zcta');
    expect(c?.fields.population?.value).toBe(Number(row?.B01003_001E));
    expect(c?.fields.housingUnits?.value).toBe(Number(row?.B25001_001E));
    expect(c?.fields.population?.vintage).toBe(PROV.vintage);
  });

  it('files another table for another geography and turns Census sentinels into null, not 0', () => {
    // Hand-written in the API's format: median household income and home value for two tracts.
    const fixture = JSON.stringify([
      ['NAME', 'B19013_001E', 'B25077_001E', 'B99999_001E', 'state', 'county', 'tract'],
      ['Census Tract 703; Cook County; Illinois', '123456', '650000', '7', '17', '031', '070300'],
      ['Census Tract 9900; Cook County; Illinois', '-666666666', null, '1', '17', '031', '990000'],
    ]);
    const { contributions, unknownVariables } = importCensusApi(fixture, PROV);
    expect(contributions.map((c) => [c.kind, c.id])).toEqual([
      ['tract', '17031070300'],
      ['tract', '17031990000'],
    ]);
    expect(contributions[0]?.fields.medianHouseholdIncome?.value).toBe(123456);
    expect(contributions[0]?.fields.medianHomeValue?.unit).toBe('usd');
    expect(contributions[1]?.fields.medianHouseholdIncome).toBeUndefined();
    expect(contributions[1]?.fields.medianHomeValue).toBeUndefined();
    expect(unknownVariables).toEqual(['B99999_001E']);
  });

  it('rejects a response that is not an array of rows', () => {
    expect(() => parseCensusApiJson('{"error":"unknown variable"}')).toThrow(/header row/);
  });
});

describe('GeoDa / OEPS tables', () => {
  it('zero-pads integer ZCTAs and drops the state prefix of 7-digit codes', () => {
    expect(geodaId('zcta', '601')).toBe('00601');
    expect(geodaId('zcta', '0135004')).toBe('35004');
    expect(geodaId('zcta', '60614')).toBe('60614');
    expect(geodaId('tract', '1001020100')).toBe('01001020100');
  });

  it('derives age bands from DS01 that add up to the whole population', () => {
    const { contributions } = importGeodaTable(
      dataText('census/acs5-2014-2018-geoda/DS01_2018_Z.csv'),
      'DS01_2018_Z.csv',
      PROV,
    );
    const c = contributions.find((x) => x.id === '60614');
    const f = c?.fields;
    const total = [f?.under18Share, f?.age18to24Share, f?.age25to44Share, f?.age45to64Share, f?.age65PlusShare].reduce(
      (s, x) => s + (x?.value ?? Number.NaN),
      0,
    );
    expect(total).toBeCloseTo(100, 0);
    expect(contributions.every((x) => /^\d{5}$/.test(x.id))).toBe(true);
  });

  it('turns HS01 rental share into owner share and households = units × occupancy', () => {
    const lines = dataLines('census/acs5-2014-2018-geoda/HS01_2018_Z.csv');
    const raw = (lines.find((l) => l.startsWith('60614,')) as string).split(',');
    const { contributions } = importGeodaTable(lines.join('\n'), 'HS01_2018_Z.csv', PROV);
    const f = contributions.find((x) => x.id === '60614')?.fields;
    expect(f?.renterOccupiedShare?.value).toBe(Number(raw[6]));
    expect((f?.ownerOccupiedShare?.value ?? 0) + (f?.renterOccupiedShare?.value ?? 0)).toBeCloseTo(100, 5);
    expect(f?.households?.value).toBe(Math.round((Number(raw[1]) * Number(raw[2])) / 100));
  });

  it('ZCTA household size = 2014-2018 population ÷ occupied units of the same vintage', () => {
    const ds01 = dataLines('census/acs5-2014-2018-geoda/DS01_2018_Z.csv');
    const hs01 = dataLines('census/acs5-2014-2018-geoda/HS01_2018_Z.csv');
    const contributions = [
      ...importGeodaTable(ds01.join('\n'), 'DS01_2018_Z.csv', SOURCES.geoda2018).contributions,
      ...importGeodaTable(hs01.join('\n'), 'HS01_2018_Z.csv', SOURCES.geoda2018).contributions,
    ];
    const sizes = householdSizeFromGeoda(contributions);
    const pop = Number((ds01.find((l) => /^"?0?\d{0,2}60614"?,/.test(l)) as string).split(',')[2]);
    const hs = (hs01.find((l) => l.startsWith('60614,')) as string).split(',');
    const households = Math.round((Number(hs[1]) * Number(hs[2])) / 100);
    expect(sizes.find((c) => c.id === '60614')?.fields.householdSize).toMatchObject({
      value: Math.round((pop / households) * 100) / 100,
      vintage: '2014-2018',
      note: expect.stringMatching(/group quarters/),
    });
  });

  it('OEPS county: bachelor’s-or-higher = BachelorsP + GradSclP and never uses MedInc as household income', () => {
    const text = dataText('census/acs5-2019-2023/oeps_county-2023.csv');
    const header = (text.split('\n')[0] as string).split(',');
    const cookRow = (text.split('\n').find((l) => l.split(',')[1] === '17031') as string).split(',');
    const col = (name: string) => Number(cookRow[header.indexOf(name)]);
    const cook = importOepsCounty(text, PROV).contributions.find((c) => c.id === '17031');
    expect(cook?.fields.bachelorsOrHigherShare?.value).toBeCloseTo(col('BachelorsP') + col('GradSclP'), 5);
    expect(cook?.fields.households?.value).toBe(col('HsdTot'));
    expect(cook?.fields.medianHouseholdIncome).toBeUndefined();
  });

  it('growth: blank and boundary-changed ZCTAs give no growth figure', () => {
    const { contributions, notComparable } = importZctaGrowth(
      dataText('census/acs5-2019-2023/zcta_growth_2011_2024.csv'),
      PROV,
    );
    expect(notComparable).toBeGreaterThan(0);
    const withGrowth = contributions.filter((c) => c.fields.populationGrowth);
    expect(withGrowth.length).toBeGreaterThan(20000);
    expect(withGrowth.length).toBeLessThan(contributions.length);
  });
});
