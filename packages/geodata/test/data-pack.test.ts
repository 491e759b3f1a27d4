import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataPack } from '../src/pack/build-pack.js';
import { loadGeodata } from '../src/pack/load.js';
import { geodataDir } from './helpers/data.js';

const temp = mkdtempSync(join(tmpdir(), 'geodata-pack-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A GEODATA_DIR holding a few of the real files (symlinked, not copied). */
function subset(files: string[]): string {
  const dir = join(temp, 'subset');
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    symlinkSync(join(geodataDir(), file), join(dir, file));
  }
  return dir;
}

describe('data pack', () => {
  it('is deterministic: building twice gives byte-identical files and hash', () => {
    const source = subset([
      'census/gazetteer-2025/2025_Gaz_counties_national.txt',
      'census/acs5-2019-2023/county_B01003_B25001.json',
      'places/chicago-osm-amenities/POI_Chicago-2019.csv',
      'places/chicago-civic/libraries_2024.csv',
      'bike/divvy_stations.csv',
    ]);
    const a = buildDataPack(source, join(temp, 'a'));
    const b = buildDataPack(source, join(temp, 'b'));
    expect(a.manifest.contentHash).toBe(b.manifest.contentHash);
    for (const file of ['tables.json', 'geometry.bin', 'geocoder.json', 'manifest.json'])
      expect(readFileSync(join(a.dir, file)).equals(readFileSync(join(b.dir, file)))).toBe(true);
    expect(
      a.manifest.warnings.some((w) => w.startsWith('missing census/gazetteer-2025/2025_Gaz_zcta_national.txt')),
    ).toBe(true);
  });

  describe('full build from GEODATA_DIR', () => {
    let loaded: ReturnType<typeof loadGeodata>;
    let manifest: ReturnType<typeof buildDataPack>['manifest'];
    beforeAll(() => {
      manifest = buildDataPack(geodataDir(), join(temp, 'full')).manifest;
      loaded = loadGeodata(join(temp, 'full'));
    });

    it('records sources, vintages, row counts, unmapped categories and duplicates removed', () => {
      const ids = manifest.datasets.map((d) => d.id);
      for (const id of [
        'census-gazetteer-zcta',
        'acs-2019-2023-zcta',
        'osm-chicago-2019',
        'google-places-2025-restaurants',
        'cta-bus-stops',
        'chicago-zoning-2025',
        'cbp-2023-illinois',
        'zbp-2018-chicago',
      ])
        expect(ids).toContain(id);
      expect(manifest.datasets.every((d) => d.source && d.vintage && d.licence)).toBe(true);
      expect(manifest.tables.zctas).toBe(33791);
      expect(manifest.duplicatesRemoved.places).toBeGreaterThan(1000);
      expect(Object.keys(manifest.unmappedCategories).length).toBeGreaterThan(0);
    });

    it('a Chicago query finds real coffee shops with source and vintage', () => {
      const clark = { lat: 41.9251, lon: -87.6497 }; // 2400 N Clark St
      const hits = loaded.view.placesWithin(clark, 1, { categories: ['coffee-shop'] });
      expect(hits.covered).toBe(true);
      expect(hits.items.length).toBeGreaterThan(5);
      expect(hits.items.every((h) => h.place.source && h.place.vintage && h.distanceMiles <= 1)).toBe(true);
      expect(loaded.view.zoningAt(clark).covered).toBe(true);
      expect(loaded.view.stopsWithin(clark, 0.25).items.length).toBeGreaterThan(0);
    });

    it('joins the City’s crossings into street lines: Lincoln Park’s bus streets arterial, its side streets local', () => {
      expect(manifest.tables.streetLines).toBeGreaterThan(3000);
      const lines = loaded.view.streetLinesWithin({ lat: 41.9253, lon: -87.6488 }, 0.5); // Fullerton & Halsted
      const classOf = (name: string) => new Set(lines.filter((l) => l.name === name).map((l) => l.streetClass));
      for (const bus of ['N HALSTED ST', 'N CLARK ST', 'N LINCOLN AVE', 'W FULLERTON AVE', 'W ARMITAGE AVE'])
        expect(classOf(bus)).toEqual(new Set(['arterial']));
      for (const side of ['N BURLING ST', 'N ORCHARD ST', 'W ALTGELD ST', 'W BELDEN AVE'])
        expect(classOf(side)).toEqual(new Set(['local']));
      expect(lines.every((l) => l.source.startsWith('City of Chicago') && l.vintage === '2025')).toBe(true);
    });

    it('Denver: "no place data for this area" with the covered areas listed, while Census figures still come back', () => {
      const denver = { lat: 39.7392, lon: -104.9903 };
      const places = loaded.view.placesWithin(denver, 1);
      expect(places.covered).toBe(false);
      expect(places.message).toMatch(/^no place data for this area \(covered: .*Chicago, IL/);
      expect(places.coveredAreas).toContain('Chicago, IL');
      const rings = loaded.view.areasOverlappingRing('zcta', denver, 1);
      expect(rings.length).toBeGreaterThan(0);
      // Some downtown ZCTAs are single buildings with a published population of 0 — real, not missing.
      const figures = rings.map((r) => r.area.demographics.population);
      expect(figures.every((f) => f !== null && f.vintage === '2019-2023')).toBe(true);
      expect(figures.reduce((s, f) => s + (f?.value ?? 0), 0)).toBeGreaterThan(1000);
      expect(loaded.view.area('county', '08031')?.demographics.population?.source).toMatch(/ACS/);
    });

    it("the loaded geocoder places a Chicago street address on its block from the pack's street index", () => {
      const result = loaded.geocoder.geocodeSync('2400 N Clark St, Chicago, IL 60614');
      expect(result).toMatchObject({
        precision: 'street',
        provider: 'offline-street',
        zip: '60614',
        label: '2400 N Clark St, Chicago, IL 60614',
      });
      // Clark crosses Fullerton Pkwy (2400 N) at 41.92558, -87.64048.
      expect(Math.abs(result.lat - 41.92558)).toBeLessThan(0.0006);
      expect(Math.abs(result.lon - -87.64048)).toBeLessThan(0.0008);
    });
  });
});
