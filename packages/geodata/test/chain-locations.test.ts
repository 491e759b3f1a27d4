import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_SOURCE } from '../src/build/import-chains.js';
import { chainBrandOf, mergeChainLocations } from '../src/build/merge-chain-locations.js';
import { UnmappedCounter } from '../src/categories/unmapped-counter.js';
import { CHAINS, importChainLocations } from '../src/importers/places/chain-locations.js';
import { CHAIN_LOCATIONS_DATASET_ID, type PlaceRecord } from '../src/model/place.js';
import { buildDataPack } from '../src/pack/build-pack.js';
import { loadGeodata } from '../src/pack/load.js';
import { dataText, geodataDir } from './helpers/data.js';

const DIR = 'places/chain-locations-us-2024';
const spec = (folder: string) => CHAINS.find((c) => c.folder === folder) as (typeof CHAINS)[number];

describe('2024 chain locations', () => {
  it('reads a store locator: U.S. stores named by the brand, with address, category and status', () => {
    const r = importChainLocations(
      dataText(`${DIR}/starbucks/data/processed/starbucks_locations.csv`),
      spec('starbucks'),
      CHAIN_SOURCE,
      new UnmappedCounter(),
    );
    expect(r.records).toHaveLength(15_752);
    expect(r.warnings.join()).toContain('536 stores outside the U.S. skipped');
    const oxnard = r.records[0] as PlaceRecord;
    expect(oxnard).toMatchObject({ name: 'Starbucks', brand: 'Starbucks', isChain: true, vintage: '2024' });
    expect(oxnard.categories).toContain('coffee-shop');
    expect(oxnard.address).toBe('1611 E Channel Island Blvd, Oxnard, CA 93033');
    expect(r.records.some((p) => p.status === 'licensed store (inside another shop)')).toBe(true);
  });

  it('recognises the chain in other sources’ names', () => {
    expect(chainBrandOf('CVS Pharmacy #1234')).toBe('CVS Pharmacy');
    expect(chainBrandOf('CVS')).toBe('CVS Pharmacy');
    expect(chainBrandOf("Dunkin' Donuts")).toBe("Dunkin'");
    expect(chainBrandOf('The Home Depot')).toBe('Home Depot');
    expect(chainBrandOf('Starbucks Reserve Roastery')).toBe('Starbucks');
    expect(chainBrandOf('Starbuck Cafe')).toBeNull();
  });

  it('a store another source lists within 100 m is merged, not counted twice; a farther one is its own place', () => {
    const place = (id: string, name: string, lat: number, datasetId: string): PlaceRecord => ({
      id,
      name,
      brand: null,
      isChain: false,
      categories: ['coffee-shop'],
      sourceCategories: [],
      lat,
      lon: -87.65,
      address: null,
      rating: 4.2,
      reviewCount: 100,
      priceLevel: null,
      status: null,
      datasetId,
      source: 'Google Places',
      vintage: '2025-03',
      mergedFrom: [datasetId],
    });
    const google = [place('g1', 'Starbucks', 41.9, 'google'), place('g2', 'Intelligentsia', 41.91, 'google')];
    const chains = [
      { ...place('c1', 'Starbucks', 41.9005, CHAIN_LOCATIONS_DATASET_ID), brand: 'Starbucks', address: '1 W Main St' },
      { ...place('c2', 'Starbucks', 41.95, CHAIN_LOCATIONS_DATASET_ID), brand: 'Starbucks' },
    ];
    const r = mergeChainLocations(google, chains);
    expect(r.merged).toBe(1);
    expect(r.places).toHaveLength(3);
    expect(r.places[0]).toMatchObject({ id: 'g1', isChain: true, brand: 'Starbucks', rating: 4.2 });
    expect(r.places[0]?.mergedFrom).toEqual([CHAIN_LOCATIONS_DATASET_ID, 'google']);
  });

  describe('in the pack', () => {
    const temp = mkdtempSync(join(tmpdir(), 'chain-pack-'));
    afterAll(() => rmSync(temp, { recursive: true, force: true }));
    let loaded: ReturnType<typeof loadGeodata>;
    beforeAll(() => {
      const source = join(temp, 'source');
      const files = [
        'places/chicago-google-places-2025/chicago_restaurants.csv',
        ...CHAINS.map((c) => `${DIR}/${c.folder}/data/processed`),
      ];
      for (const f of files) {
        mkdirSync(dirname(join(source, f)), { recursive: true });
        symlinkSync(join(geodataDir(), f), join(source, f));
      }
      buildDataPack(source, join(temp, 'pack'));
      loaded = loadGeodata(join(temp, 'pack'));
    });

    it('Austin has no place coverage, yet its Starbucks are listed as 2024 chain locations', () => {
      const austin = { lat: 30.2445, lon: -97.7735 };
      expect(loaded.view.placesWithin(austin, 1).covered).toBe(false);
      const coffee = loaded.view.chainLocationsWithin(austin, 1, { categories: ['coffee-shop'] });
      expect(coffee.length).toBeGreaterThan(0);
      expect(coffee.every((h) => h.place.source.includes('2024 chain locations'))).toBe(true);
      expect(new Set(coffee.map((h) => h.place.brand))).toContain('Starbucks');
    });

    it('a pharmacy in Naperville finds Walgreens and CVS', () => {
      const naperville = { lat: 41.749173, lon: -88.162019 };
      const brands = new Set(
        loaded.view.chainLocationsWithin(naperville, 3, { categories: ['pharmacy'] }).map((h) => h.place.brand),
      );
      expect(brands).toEqual(new Set(['Walgreens', 'CVS Pharmacy']));
    });

    it('Chicago Starbucks the Google extract also lists are one place; locator-only stores stay out of the place counts', () => {
      const loop = { lat: 41.8825, lon: -87.63 };
      const hits = loaded.view.placesWithin(loop, 1, { categories: ['coffee-shop'] }).items;
      const merged = hits.filter((h) => h.place.mergedFrom.includes(CHAIN_LOCATIONS_DATASET_ID));
      expect(merged.length).toBeGreaterThan(0);
      expect(merged.every((h) => h.place.brand && h.place.datasetId !== CHAIN_LOCATIONS_DATASET_ID)).toBe(true);
      expect(hits.some((h) => h.place.datasetId === CHAIN_LOCATIONS_DATASET_ID)).toBe(false);
      const chains = loaded.view.chainLocationsWithin(loop, 1, { categories: ['coffee-shop'] });
      expect(chains.filter((h) => h.place.datasetId === CHAIN_LOCATIONS_DATASET_ID).length).toBeGreaterThan(0);
      expect(chains.filter((h) => h.place.datasetId !== CHAIN_LOCATIONS_DATASET_ID)).toHaveLength(merged.length);
    });
  });
});
