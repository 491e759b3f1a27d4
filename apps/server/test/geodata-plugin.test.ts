import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packDir as packFolder } from '@sitescout/geodata';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeodataService } from '../src/plugins/geodata/geodata-service.js';
import { geodataSubset } from './helpers/geo-pack.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The plugin touches no table, so one database kind is enough here (geocode.test.ts covers both).
describe('geodata plugin', () => {
  let t: TestApp;
  let geodataDir: string;
  let packDir: string;
  beforeAll(async () => {
    geodataDir = geodataSubset();
    packDir = mkdtempSync(join(tmpdir(), 'sitescout-empty-pack-'));
    t = await createTestApp('pglite', { GEODATA_DIR: geodataDir, GEODATA_PACK_DIR: packDir });
  });
  afterAll(async () => {
    await t.dispose();
    rmSync(geodataDir, { recursive: true, force: true });
    rmSync(packDir, { recursive: true, force: true });
  });

  it('builds the pack when missing, loads it once, and reports datasets with source, vintage and licence', async () => {
    expect(t.app.geodata.status().state).toBe('idle');
    const [a, b] = await Promise.all([t.app.geodata.get(), t.app.geodata.get()]);
    expect(a).toBe(b);
    const res = await t.app.inject({ method: 'GET', url: '/api/geodata/status' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.state).toBe('ready');
    expect(body.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.datasets).toContainEqual(
      expect.objectContaining({ id: 'census-gazetteer-zcta', vintage: '2025', licence: 'public domain' }),
    );
    expect(body.coverage).toContainEqual({ layer: 'places', name: 'Chicago, IL' });
    expect(body.message).toBeNull();
    // Each loaded layer with the areas it covers and the vintages behind it.
    const places = body.layers.find((l: { layer: string }) => l.layer === 'places');
    expect(places.areas).toContainEqual({ name: 'Chicago, IL', bbox: expect.any(Array) });
    expect(places.vintages).toContain('2024');
    expect(places.sources.join(' ')).toMatch(/Chicago/);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', geodata: 'ready' });
  }, 120_000);

  it('never loads a half-built pack: a build interrupted before its rename leaves only a temporary folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sitescout-half-pack-'));
    // What a killed builder leaves: the temporary folder with some files but no rename to the pack folder.
    const halfBuilt = `${packFolder(root)}.tmp-99999`;
    mkdirSync(halfBuilt);
    writeFileSync(join(halfBuilt, 'tables.json'), '{"areas":');
    const other = await createTestApp('pglite', { GEODATA_PACK_DIR: root, GEODATA_DIR: geodataDir });
    try {
      const { view } = await other.app.geodata.get();
      expect(view.manifest.tables.areas).toBeGreaterThan(0);
    } finally {
      await other.dispose();
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);

  it('answers "no place data for this area" outside coverage while Census areas still come back', async () => {
    const { view } = await t.app.geodata.get();
    const denver = { lat: 39.7392, lon: -104.9903 };
    expect(view.placesWithin(denver, 1).message).toBe('no place data for this area (covered: Chicago, IL)');
    expect(view.areasOverlappingRing('zcta', denver, 1).length).toBeGreaterThan(0);
  });

  it('treats a pack built from an empty GEODATA_DIR as no data: geocoding says so instead of "not a ZCTA"', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sitescout-empty-source-'));
    mkdirSync(join(root, 'source'));
    const other = await createTestApp('pglite', {
      GEODATA_PACK_DIR: join(root, 'pack'),
      GEODATA_DIR: join(root, 'source'),
    });
    try {
      await expect(other.app.geodata.get()).rejects.toMatchObject({ code: 'no_geodata' });
      const res = await other.app.inject({ method: 'GET', url: '/api/geocode?q=60614' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/^No data is loaded on this server/);
      expect(other.app.geodata.status().state).toBe('none');
    } finally {
      await other.dispose();
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);

  it("without GEODATA_DIR builds the pack from what data:fetch left in the pack folder's downloads/", async () => {
    const packDir = mkdtempSync(join(tmpdir(), 'sitescout-downloads-pack-'));
    // The Gazetteer files data:fetch extracts, at the same paths as in GEODATA_DIR.
    const gazetteer = join(packDir, 'downloads/census/gazetteer-2025');
    mkdirSync(gazetteer, { recursive: true });
    for (const name of ['2025_Gaz_zcta_national.txt', '2025_Gaz_counties_national.txt', '2025_Gaz_place_national.txt'])
      symlinkSync(join(geodataDir, 'census/gazetteer-2025', name), join(gazetteer, name));
    const quiet = {
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    } as unknown as FastifyBaseLogger;
    const service = createGeodataService({ packDir, geodataDir: undefined, log: quiet });
    try {
      expect(service.status().state).toBe('idle');
      const { view, geocoder } = await service.get();
      expect(view.manifest.tables.zctas).toBeGreaterThan(30_000);
      await expect(geocoder.geocode('60614')).resolves.toMatchObject({ precision: 'zip' });
    } finally {
      service.close();
      rmSync(packDir, { recursive: true, force: true });
    }
  }, 120_000);
});
