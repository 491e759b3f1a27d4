import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  }, 120_000);

  it('answers "no place data for this area" outside coverage while Census areas still come back', async () => {
    const { view } = await t.app.geodata.get();
    const denver = { lat: 39.7392, lon: -104.9903 };
    expect(view.placesWithin(denver, 1).message).toBe('no place data for this area (covered: Chicago, IL)');
    expect(view.areasOverlappingRing('zcta', denver, 1).length).toBeGreaterThan(0);
  });
});
