import { describe, expect, it } from 'vitest';
import { UnmappedCounter } from '../src/categories/unmapped-counter.js';
import { multiPolygonContains } from '../src/geometry/polygon.js';
import {
  importChicagoTractsAcs2019,
  importChivesTracts,
  importCookTractIncome,
} from '../src/importers/census/chicago-tracts.js';
import {
  importCommunityAreaAcs,
  importCommunityAreaSocioeconomic,
  importCommunityAreas,
} from '../src/importers/census/community-areas.js';
import {
  importUspsZipLocale,
  importZctaPrimaryCounty,
  importZctaPrimaryPlace,
} from '../src/importers/census/relationships.js';
import { importFacilities } from '../src/importers/places/chicago-civic.js';
import { dataLines, dataText, PROV } from './helpers/data.js';
import { placeSource } from './helpers/sources.js';

describe('Chicago community areas', () => {
  const { bases } = importCommunityAreas(dataText('boundaries/chicago_community_areas.geojson'));
  const idByName = new Map(bases.map((b) => [b.name.toUpperCase(), b.id]));

  it('reads the 77 areas with polygons, land area and an inside point', () => {
    expect(bases).toHaveLength(77);
    const lincolnPark = bases.find((b) => b.name === 'Lincoln Park');
    expect(lincolnPark?.id).toBe('7');
    expect(lincolnPark?.landAreaSqMi).toBeGreaterThan(2);
    expect(lincolnPark?.landAreaSqMi).toBeLessThan(4);
    expect(multiPolygonContains(lincolnPark?.polygon ?? [], lincolnPark?.internalPoint ?? { lat: 0, lon: 0 })).toBe(
      true,
    );
  });

  it('joins the City ACS table by name (thousands separators read) for every area', () => {
    const { contributions, unmatched } = importCommunityAreaAcs(
      dataText('census/chicago-cook/chicago_community_areas_acs5_2023.csv'),
      PROV,
      idByName,
    );
    expect(unmatched).toEqual([]);
    expect(contributions).toHaveLength(77);
    const albany = contributions.find((c) => c.id === idByName.get('ALBANY PARK'));
    expect(albany?.fields.population?.value).toBe(47830);
    expect(albany?.fields.households?.value).toBe(1269 + 1916 + 1801 + 2306 + 3379);
  });

  it('socio-economic indicators by number, skipping the city-wide row', () => {
    const lines = dataLines('census/chicago-cook/chicago_community_areas_socioeconomic_2008_2012.csv');
    const rogers = (lines.find((l) => l.startsWith('1,Rogers Park')) as string).split(',');
    const { contributions } = importCommunityAreaSocioeconomic(lines.join('\n'), PROV);
    expect(contributions).toHaveLength(77);
    expect(contributions.find((c) => c.id === '1')?.fields.perCapitaIncome?.value).toBe(Number(rogers[7]));
  });
});

describe('Chicago and Cook tracts', () => {
  it('Cook 2020 tracts: polygons and median household income, missing estimates null', () => {
    const { bases, contributions, missing } = importCookTractIncome(
      dataText('census/chicago-cook/cook_tracts_median_hh_income_acs2016_2020.geojson'),
      PROV,
    );
    expect(bases.length).toBeGreaterThan(1300);
    expect(bases.every((b) => b.countyFips === '17031' && b.polygon)).toBe(true);
    expect(missing).toBeGreaterThan(0);
    expect(contributions.filter((c) => c.fields.medianHouseholdIncome === null)).toHaveLength(missing);
    expect(contributions.find((c) => c.id === '17031824702')?.fields.medianHouseholdIncome?.value).toBe(52345);
  });

  it('2015-2019 Chicago tracts and ChiVes 2014-2018 carry the 2010-tract note', () => {
    const acs = importChicagoTractsAcs2019(dataText('census/chicago-cook/chicago_tracts_acs2015_2019.geojson'), PROV);
    const t = acs.contributions.find((c) => c.id === '17031720200');
    expect(t?.fields.population?.value).toBe(3791);
    expect(t?.fields.bachelorsOrHigherShare?.value).toBeCloseTo(46.2, 5);
    expect(t?.fields.population?.note).toBe('2010 tract boundaries');
    const chives = importChivesTracts(dataText('census/chicago-cook/chicago_tracts_chives_acs2014_2018.csv'), PROV);
    const c = chives.contributions.find((x) => x.id === '17031291600');
    expect(c?.fields).toMatchObject({ medianGrossRent: { value: 944 }, medianHomeValue: { value: 193100 } });
  });
});

describe('relationships and regional facilities', () => {
  it('ZCTA primary county and USPS city', () => {
    expect(importZctaPrimaryCounty(dataText('census/relationships/zctas.csv')).get('60614')).toBe('17031');
    expect(importUspsZipLocale(dataText('census/relationships/usps_ZIP_Locale_Detail.csv')).get('60614')).toEqual({
      city: 'CHICAGO',
      state: 'IL',
    });
  });

  it("ZCTA primary place: the town most of the ZCTA lies in, not its first post office's", () => {
    const places = importZctaPrimaryPlace(dataText('census/relationships/zctas.csv'));
    // Census places (2025 Gazetteer GEOIDs): Schaumburg village, Streamwood village, Rolling Meadows city,
    // Naperville city; USPS lists Roselle, Hanover Park and Arlington Heights offices first for the first three.
    expect(['60193', '60107', '60008', '60564'].map((z) => places.get(z))).toEqual([
      '1768003',
      '1773157',
      '1765338',
      '1751622',
    ]);
  });

  it('pharmacies GeoJSON become pharmacy places with address', () => {
    const { records, rowsRead } = importFacilities(
      dataText('places/chicago-region-facilities/Pharmacies.geojson'),
      'pharmacy',
      placeSource('ph'),
      new UnmappedCounter(),
    );
    expect(records.length).toBe(rowsRead);
    expect(records.find((p) => p.name === 'WALGREENS - 5121')).toMatchObject({
      categories: ['pharmacy'],
      isChain: true,
      address: expect.stringContaining('5935 WEST ADDISON STREET'),
    });
  });
});
