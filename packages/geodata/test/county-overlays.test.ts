import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AreaRecord } from '../src/model/area.js';
import type { CoverageArea } from '../src/model/coverage.js';
import type { PlaceRecord } from '../src/model/place.js';
import { composeGeoViews } from '../src/overlay/compose-geo-views.js';
import {
  COUNTY_STEPS,
  createCountyStatusReporter,
  FIRST_ESTIMATE_MINUTES,
  minutesLeft,
  readCountyFetchStatus,
} from '../src/overlay/county-fetch-status.js';
import {
  addToOverlayManifest,
  overlayManifestVersion,
  readOverlayManifest,
} from '../src/overlay/county-overlay-store.js';
import { createGeoView } from '../src/view/create-geo-view.js';

const cafe = (id: string, lat: number, lon: number, datasetId: string): PlaceRecord => ({
  id: `${datasetId}:${id}`,
  name: id,
  brand: null,
  isChain: false,
  categories: ['coffee-shop'],
  sourceCategories: ['amenity=cafe'],
  lat,
  lon,
  address: null,
  rating: null,
  reviewCount: null,
  priceLevel: null,
  status: null,
  datasetId,
  source: datasetId,
  vintage: '2025',
  mergedFrom: [datasetId],
});

const zcta = (id: string, lat: number, lon: number, population: number | null): AreaRecord => ({
  kind: 'zcta',
  id,
  name: id,
  state: 'IL',
  landAreaSqMi: 10,
  internalPoint: { lat, lon },
  polygon: null,
  countyFips: null,
  demographics: population === null ? {} : { population: { value: population, source: 'ACS', vintage: '2023' } },
});

const places = (name: string, bbox: [number, number, number, number]): CoverageArea => ({
  layer: 'places',
  name,
  bbox,
  datasetIds: [],
});

// The main pack: Chicago's places up to Harlem Ave (-87.81); DuPage's overlay: its box reaches into Cook.
const CHICAGO: [number, number, number, number] = [-87.94, 41.64, -87.52, 42.02];
const DUPAGE: [number, number, number, number] = [-88.27, 41.68, -87.8, 42.02];
const base = createGeoView({
  places: [cafe('oak-park-edge', 41.88, -87.805, 'chicago-osm'), cafe('loop', 41.88, -87.63, 'chicago-osm')],
  areas: [zcta('60540', 41.76, -88.15, null), zcta('60614', 41.92, -87.65, 66_000)],
  coverage: [places('Chicago, IL', CHICAGO)],
});
const overlay = createGeoView({
  places: [
    cafe('naperville', 41.772, -88.148, 'fetched-osm-dupage'),
    cafe('oak-park-edge', 41.88, -87.805, 'fetched-osm-dupage'),
  ],
  areas: [zcta('60540', 41.76, -88.15, 48_000), zcta('60614', 41.92, -87.65, null)],
  coverage: [places('DuPage County, IL', DUPAGE)],
});
const both = composeGeoViews(base, [overlay]);

describe('a county overlay composed with the main pack', () => {
  it('answers in the county from the overlay, where the main pack has no data', () => {
    const naperville = { lat: 41.7731, lon: -88.1479 };
    expect(base.placesWithin(naperville, 1).covered).toBe(false);
    const hits = both.placesWithin(naperville, 1);
    expect(hits.covered).toBe(true);
    expect(hits.items.map((h) => h.place.id)).toEqual(['fetched-osm-dupage:naperville']);
    expect(both.coverageAt(naperville).layers.places).toBe(true);
    expect(
      both
        .coverage()
        .filter((c) => c.layer === 'places')
        .map((c) => c.name),
    ).toEqual(['Chicago, IL', 'DuPage County, IL']);
  });

  it('keeps the main pack where it has data: a café in both is counted once', () => {
    const harlem = { lat: 41.88, lon: -87.81 };
    const hits = both.placesWithin(harlem, 0.5);
    expect(hits.items.map((h) => h.place.id)).toEqual(['chicago-osm:oak-park-edge']);
  });

  it('takes the richer record of an area: the fetched ZIP in the county, the main pack elsewhere', () => {
    expect(both.area('zcta', '60540')?.demographics.population?.value).toBe(48_000);
    expect(both.areaAt('zcta', { lat: 41.76, lon: -88.15 })?.demographics.population?.value).toBe(48_000);
    expect(both.area('zcta', '60614')?.demographics.population?.value).toBe(66_000);
    expect(both.areas('zcta').map((a) => [a.id, a.demographics.population?.value])).toEqual([
      ['60540', 48_000],
      ['60614', 66_000],
    ]);
  });

  it('is the main pack itself when no county is added', () => {
    expect(composeGeoViews(base, [])).toBe(base);
  });
});

describe('the overlay manifest and the county fetch status, shared through the pack folder', () => {
  it('lists counties added by processes at once, and changes its version for watchers', async () => {
    const packDir = mkdtempSync(join(tmpdir(), 'sitescout-overlays-'));
    expect(overlayManifestVersion(packDir)).toBe('none');
    const entry = (fips: string) => ({ fips, label: fips, builtAt: '2026-01-01T00:00:00Z', contentHash: fips });
    await Promise.all(['17043', '17089', '17197'].map((f) => addToOverlayManifest(packDir, entry(f))));
    expect(readOverlayManifest(packDir).counties.map((c) => c.fips)).toEqual(['17043', '17089', '17197']);
    const before = overlayManifestVersion(packDir);
    await addToOverlayManifest(packDir, entry('17111'));
    expect(overlayManifestVersion(packDir)).not.toBe(before);
  });

  it('moves through the fetch steps to ready, with minutes left from the pace so far', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitescout-county-status-'));
    let now = 0;
    const reporter = createCountyStatusReporter(dir, '17043', 'DuPage County, IL', () => now, 0);
    expect(readCountyFetchStatus(dir)).toMatchObject({ state: 'fetching', step: 'gazetteer', stepNumber: 1 });
    expect(readCountyFetchStatus(dir)?.minutesLeft).toBe(FIRST_ESTIMATE_MINUTES);
    now = 60_000;
    reporter.source('gazetteer').finish('3 files');
    const acs = reporter.source('census-acs');
    now = 120_000;
    acs.step(5, 10, 800);
    const status = readCountyFetchStatus(dir);
    expect(status).toMatchObject({ step: 'census-acs', stepNumber: 3, done: 5, total: 10 });
    // 2.5 of the steps in 2 minutes: the rest at the same pace.
    expect(status?.fraction).toBeCloseTo(2.5 / COUNTY_STEPS.length, 5);
    const share = 2.5 / COUNTY_STEPS.length;
    expect(status?.minutesLeft).toBe(Math.ceil((120_000 * (1 - share)) / share / 60_000));
    reporter.building();
    expect(readCountyFetchStatus(dir)).toMatchObject({ state: 'building', step: 'build' });
    reporter.ready('DuPage County, IL');
    expect(readCountyFetchStatus(dir)).toMatchObject({ state: 'ready', fraction: 1, minutesLeft: 0 });
    expect(minutesLeft(0.05, 10_000)).toBe(FIRST_ESTIMATE_MINUTES);
  });
});
