import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDataDir, packDir } from '@sitescout/geodata';
import { writeShards } from '@sitescout/geodata/shards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The API thread over state shards: the repository's pack cut into a base and Illinois and Indiana, the whole pack
 * then taken away, so whatever the API answers comes from the base and the states it read. Geocoding and the data
 * status read the base alone (national layers and the geocoder's own lookups); a map box reads the states it meets,
 * once, and only those.
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url));
/** Lincoln Park, Chicago (Illinois alone: Indiana's extent starts east of it). */
const LINCOLN_PARK = '-87.66,41.915,-87.635,41.93';
/** A box beside it, asked at the same time. */
const LINCOLN_PARK_WEST = '-87.68,41.915,-87.655,41.93';
/** Downtown Indianapolis. */
const INDIANAPOLIS = '-86.17,39.76,-86.15,39.775';

interface Basemap {
  features: Array<{ geometry: { type: string }; properties: { layer: string; name: string } }>;
}

describe('the API thread reading state shards, the whole pack gone', () => {
  let dataDir: string;
  let t: TestApp;
  const loaded = () => t.app.geodata.shards()?.loadedStates() ?? null;
  const loads = () => (t.app.geodata.shards()?.events ?? []).filter((e) => e.kind === 'load').map((e) => e.state);
  const basemap = async (bbox: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/basemap?bbox=${bbox}` });
    expect(res.statusCode).toBe(200);
    return res.json<Basemap>();
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sitescout-api-shards-'));
    symlinkSync(packDir(defaultDataDir(repo)), packDir(dataDir));
    writeShards(dataDir, ['17', '18']);
    // Without the whole pack, the API can only answer from the shards (and the geocoder's copy beside them).
    rmSync(packDir(dataDir));
    t = await createTestApp('pglite', { GEODATA_PACK_DIR: dataDir, DATA_ON_DEMAND: 'off' });
    await t.app.geodata.get();
  }, 180_000);
  afterAll(async () => {
    await t?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('geocodes, and says what the data covers, from the base alone: no state is loaded', async () => {
    expect(t.app.geodata.status().state).toBe('ready');
    expect(t.app.geodata.current()?.shared).toBeUndefined();
    const zip = await t.app.inject({ method: 'GET', url: '/api/geocode?q=60614' });
    expect(zip.statusCode).toBe(200);
    expect(zip.json()).toMatchObject({ precision: 'zip' });
    const town = await t.app.inject({ method: 'GET', url: `/api/geocode?q=${encodeURIComponent('Springfield, IL')}` });
    expect(town.statusCode).toBe(200);
    expect(town.json<{ lat: number }>().lat).toBeCloseTo(39.78, 1);
    const status = await t.app.inject({ method: 'GET', url: '/api/geodata/status' });
    expect(status.statusCode).toBe(200);
    const body = status.json<{ state: string; coverage: Array<{ layer: string }> }>();
    expect(body.state).toBe('ready');
    expect(body.coverage.some((c) => c.layer === 'places')).toBe(true);
    expect(loaded()).toEqual([]);
  });

  it("draws a Chicago box from Illinois's shard, loading Illinois only, once for requests arriving together", async () => {
    const [body, again] = await Promise.all([basemap(LINCOLN_PARK), basemap(LINCOLN_PARK_WEST)]);
    const byLayer = (layer: string) => body.features.filter((f) => f.properties.layer === layer);
    // Tract outlines and bus stops are Illinois's rows: in no base.
    expect(byLayer('tracts').length).toBeGreaterThan(5);
    expect(byLayer('bus-stops').length).toBeGreaterThan(10);
    expect(again.features.length).toBeGreaterThan(0);
    expect(loaded()).toEqual(['17']);
    expect(loads()).toEqual(['17']);
  });

  it('draws an Indianapolis box from Indiana once it is asked for', async () => {
    await basemap(INDIANAPOLIS);
    expect(loaded()).toEqual(['17', '18']);
    expect(loads()).toEqual(['17', '18']);
    expect(t.app.geodata.shards()?.requestStates()).toEqual(['18']);
  });
});
