import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCountyOverlay, type FetchConfig, loadFetchConfig } from '@sitescout/geodata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The official services `data:fetch` talks to, on 127.0.0.1, answering from real published files: the Census
// Gazetteer 2025, Census API JSON of ACS 2019-2023 and CBP 2023, Cook County's real 2020 tract polygons on the
// TIGERweb query API, and the TIGER/Line ADDRFEAT zip of Columbia County, AR (05027), which holds the real
// President St edge of Magnolia, left side 100–198 in ZIP 71753 (addrfeat-fixture.ts names where it was published).
import {
  type OfficialStandIn,
  standInSourceEnv,
  startOfficialStandIn,
} from '../../../packages/geodata/test/helpers/official-stand-in.js';
import { smallPackEnv } from './analyses-setup.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const MAGNOLIA_ADDRESS = '150 President St, Magnolia, AR 71753';
/** The President St edge's first vertex (TIGER/Line 2024, TLID 10685764). */
const PRESIDENT_ST = { lat: 33.296794, lon: -93.233757 };
/** Lincoln Park, Chicago: Cook County tracts, none of which the small pack holds. */
const LINCOLN_PARK = '-87.67,41.91,-87.63,41.935';

interface Geocoded {
  lat: number;
  lon: number;
  precision: string;
  provider: string;
  label: string;
  uncertaintyMetres: number;
}
interface Basemap {
  layers: Array<{ id: string; source: string; features: number }>;
  features: Array<{ geometry: { type: string }; properties: { layer: string; id: string; value: number | null } }>;
}

/** Metres between two points close together (equirectangular). */
function metres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const k = Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(a.lat - b.lat, (a.lon - b.lon) * k) * 111_195;
}

/**
 * The small pack holds the Gazetteer, ZIP cities and ZIP population only; a county overlay is then built as a
 * first analysis there would build it (buildCountyOverlay against the stand-ins), with the server already running.
 */
describe("the API's own reads see a county fetched on demand: the address box and the map", () => {
  let standIn: OfficialStandIn;
  let t: TestApp;
  let packDir: string;
  let config: FetchConfig;
  const geocode = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/geocode?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return res.json<Geocoded>();
  };
  const basemap = async (bbox: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/basemap?bbox=${bbox}` });
    expect(res.statusCode).toBe(200);
    return res.json<Basemap>();
  };
  const addCounty = (fips: string, label: string) => buildCountyOverlay({ packDir, fips, label, config });

  beforeAll(async () => {
    standIn = await startOfficialStandIn();
    const root = mkdtempSync(join(tmpdir(), 'sitescout-overlay-reads-'));
    // No GTFS feed for the counties (the built-in list names Metra's own URL, never asked in a test).
    writeFileSync(join(root, 'gtfs-feeds.json'), '[]');
    config = loadFetchConfig({
      ...standInSourceEnv(standIn.url),
      GTFS_FEEDS_FILE: join(root, 'gtfs-feeds.json'),
      FETCH_MIN_INTERVAL_MS: '5',
      FETCH_RETRIES: '2',
      FETCH_RETRY_BASE_MS: '50',
    });
    const pack = smallPackEnv();
    packDir = pack.GEODATA_PACK_DIR as string;
    t = await createTestApp('pglite', pack);
    await t.app.geodata.get();
  }, 180_000);
  afterAll(async () => {
    await t?.dispose();
    await standIn?.close();
  });

  it("an address on a fetched county's address ranges is placed on its street, where before it was at its ZIP centre", async () => {
    const before = await geocode(MAGNOLIA_ADDRESS);
    expect(before).toMatchObject({ precision: 'zip', provider: 'offline-zcta' });
    expect(metres(before, PRESIDENT_ST)).toBeGreaterThan(5000);

    expect(await addCounty('05027', 'Columbia County, AR')).toMatchObject({ built: true });

    const after = await geocode(MAGNOLIA_ADDRESS);
    expect(after).toMatchObject({
      precision: 'street',
      provider: 'offline-street-range',
      label: '150 President St, Magnolia, AR 71753',
    });
    // Half-way along the 100–198 side of a 58 m edge, 15 m off it: well inside 100 m of its first vertex.
    expect(metres(after, PRESIDENT_ST)).toBeLessThan(100);
    expect(after.uncertaintyMetres).toBeLessThan(100);
    // Still bound to its own ZIP: the same number in another Arkansas ZIP stays at that ZIP's centre.
    expect(await geocode('150 President St, Arkansas City, AR 71630')).toMatchObject({ precision: 'zip' });
  }, 300_000);

  it("the map of a box in a fetched county draws the overlay's layers (Cook's tract outlines and incomes)", async () => {
    const tracts = (map: Basemap) => map.features.filter((f) => f.properties.layer === 'tracts');
    expect(tracts(await basemap(LINCOLN_PARK))).toEqual([]);

    expect(await addCounty('17031', 'Cook County, IL')).toMatchObject({ built: true });

    const after = await basemap(LINCOLN_PARK);
    const drawn = tracts(after);
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.every((f) => f.properties.id.startsWith('17031') && f.geometry.type === 'MultiPolygon')).toBe(true);
    expect(after.layers.find((l) => l.id === 'tracts')?.features).toBe(drawn.length);
    // The choropleth's figure: each drawn tract's median household income as the county's ACS answer gave it.
    const incomes = drawn.filter((f) => (f.properties.value ?? 0) > 0);
    expect(incomes.length).toBeGreaterThan(drawn.length / 2);
  }, 300_000);
});
