import { describe, expect, it } from 'vitest';
import { multiPolygonContains } from '../src/geometry/polygon.js';
import { importCbp, importZbp } from '../src/importers/business/business-patterns.js';
import { importParkFacilities, importParks } from '../src/importers/civic/parks.js';
import { importPublishedFigures } from '../src/importers/civic/published-figures.js';
import { importTrafficCounts } from '../src/importers/civic/traffic.js';
import { importZoning, zoningFamily } from '../src/importers/civic/zoning.js';
import { createGeoView } from '../src/view/create-geo-view.js';
import { dataLines, dataText, PROV } from './helpers/data.js';

describe('zoning', () => {
  it('derives the family from the zone class prefix', () => {
    expect(
      ['RS-3', 'RT-4', 'B3-2', 'C1-2', 'M1-1', 'PD 991', 'DX-5', 'PMD 4', 'POS-1', 'T'].map((c) => zoningFamily(c)),
    ).toEqual([
      'residential',
      'residential',
      'business',
      'commercial',
      'manufacturing',
      'planned-development',
      'downtown',
      'planned-manufacturing',
      'parks-open-space',
      'transportation',
    ]);
  });

  it('reads the gzipped polygons and answers "which zone is this point in" from the index', () => {
    const { records } = importZoning(dataText('zoning/chicago-zoning-2025-04-17-simple.geojson.gz'), PROV);
    expect(records).toHaveLength(14670);
    const view = createGeoView({ zoning: records });
    // For a spread of districts, a point found inside the polygon must come back as that district.
    let checked = 0;
    for (const district of records.filter((_, i) => i % 500 === 0)) {
      const ring = district.polygon[0]?.[0] ?? [];
      const [x0, y0] = ring[0] as [number, number];
      const [x1, y1] = ring[Math.floor(ring.length / 2)] as [number, number];
      const mid = { lon: (x0 + x1) / 2, lat: (y0 + y1) / 2 };
      if (!multiPolygonContains(district.polygon, mid)) continue;
      const answer = view.zoningAt(mid);
      expect(answer.covered).toBe(true);
      expect(answer.zone?.zoneClass).toBe(district.zoneClass);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
    expect(view.zoningAt({ lat: 39.74, lon: -104.99 })).toEqual({ covered: false, zone: null, nearest: null });
  });

  it('lists the districts a map box meets, and none in a box away from Chicago', () => {
    const { records } = importZoning(dataText('zoning/chicago-zoning-2025-04-17-simple.geojson.gz'), PROV);
    const view = createGeoView({ zoning: records });
    // A few blocks of Lincoln Park: every district listed reaches into the box, and every one that does is listed.
    const box: [number, number, number, number] = [-87.66, 41.915, -87.645, 41.925];
    const meets = (d: (typeof records)[number]) =>
      d.polygon.some((p) => (p[0] ?? []).some(([x, y]) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3]));
    const listed = view.zoningWithin(box);
    expect(listed.length).toBeGreaterThan(20);
    for (const d of records.filter(meets)) expect(listed).toContain(d);
    expect(new Set(listed.map((d) => d.family))).toContain('residential');
    expect(view.zoningWithin([-105.0, 39.7, -104.9, 39.8])).toEqual([]);
  });
});

describe('traffic, parks, published figures', () => {
  it('traffic counts: volume, ISO date, portal index columns ignored', () => {
    const { records } = importTrafficCounts(dataText('traffic/chicago_average_daily_traffic_counts.csv'), PROV);
    expect(records).toHaveLength(1279);
    expect(records.find((r) => r.id === 'traffic:414')).toMatchObject({
      street: 'Lake St',
      date: '2006-11-14',
      totalVolume: 7100,
    });
  });

  it('parks keep their boundary and non-zero amenity counts; facility points add counts by park', () => {
    const { records } = importParks(dataText('places/chicago-civic/cpd_parks.geojson'), PROV);
    expect(records).toHaveLength(617);
    const mcguane = records.find((p) => p.name.toUpperCase().includes('MCGUANE'));
    expect(mcguane?.amenities.tennis_cou).toBe(5);
    expect(mcguane?.amenities.pool_outdo).toBeUndefined();
    const { countsByPark, rowsRead, skipped } = importParkFacilities(
      dataText('places/chicago-civic/cpd_park_facilities.geojson'),
    );
    const counted = [...countsByPark.values()].reduce((s, c) => s + Object.values(c).reduce((a, b) => a + b, 0), 0);
    expect(counted + skipped).toBe(rowsRead);
    expect(skipped).toBeLessThan(10);
  });

  it('published figures keep their source URL and caveat', () => {
    const { records } = importPublishedFigures(dataText('benchmarks/published-figures.csv'));
    expect(records.length).toBeGreaterThan(100);
    expect(records.every((r) => r.sourceUrl.length > 0)).toBe(true);
  });
});

describe('County and ZIP Business Patterns', () => {
  it('CBP: a missing county × NAICS cell is reported as suppressed 0-2, never 0', () => {
    const text = dataText('business-patterns/cbp-2023-illinois-county-naics6.csv');
    const { records, counties } = importCbp(text, PROV);
    expect(counties).toHaveLength(102);
    const view = createGeoView({ businessCounts: records, businessCountCoverage: { county: counties, zip: [] } });
    const raw = dataLines('business-patterns/cbp-2023-illinois-county-naics6.csv').find((l) =>
      l.startsWith('17031,722515,'),
    ) as string;
    const answer = view.businessCounts({ countyFips: '17031', naics: ['722515', '999999'] });
    expect(answer.covered).toBe(true);
    const [present, missing] = answer.rows;
    expect(present?.establishments).toBe(Number(raw.split(',')[2]));
    expect(missing).toMatchObject({
      naics: '999999',
      suppressed: true,
      establishments: null,
      establishmentsRange: [0, 2],
    });
    expect(answer.establishmentsRange).toEqual([Number(raw.split(',')[2]), Number(raw.split(',')[2]) + 2]);
    expect(view.businessCounts({ countyFips: '08031', naics: ['722515'] })).toMatchObject({
      covered: false,
      message: expect.stringMatching(/no County Business Patterns data loaded/),
    });
  });

  it('ZBP: keeps the all-establishments row (size code 1), not the size classes', () => {
    const file = 'business-patterns/zbp-2018/zipcode60614-census-naics6-2018.csv';
    const { records, zips } = importZbp(dataText(file), PROV);
    expect(zips).toEqual(['60614']);
    const total = dataLines(file).find((l) => l.startsWith('60614,722515,') && l.split(',')[3] === '1') as string;
    expect(records.filter((r) => r.naics === '722515')).toEqual([
      expect.objectContaining({ establishments: Number(total.split(',')[2]), employees: null }),
    ]);
  });
});
