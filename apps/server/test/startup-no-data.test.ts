import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from './helpers/built-server.js';

// A fresh machine: no GEODATA_DIR, no ../shared/data beside the working directory, an empty pack folder, and the first
// start's fetch of the default market turned off (FIRST_START_FETCH=off; e2e/first-start.test.ts tests it on).
describe('first start of the built server without any data', () => {
  let server: BuiltServer;
  let root: string;
  let packDir: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sitescout-no-data-'));
    packDir = mkdtempSync(join(root, 'pack-'));
    const cwd = mkdtempSync(join(root, 'app-'));
    server = await startBuiltServer(
      { DATA_DIR: join(root, 'data'), GEODATA_PACK_DIR: packDir, LOG_LEVEL: 'warn', FIRST_START_FETCH: 'off' },
      'server without data',
      { cwd },
    );
  }, 90_000);
  afterAll(async () => {
    await server?.kill();
    rmSync(root, { recursive: true, force: true });
  });

  it('prints one short paragraph naming what is missing, the data:fetch command and GEODATA_DIR', async () => {
    for (let i = 0; i < 50 && !server.output().includes('npm run data:build'); i++)
      await new Promise((r) => setTimeout(r, 100));
    const output = server.output();
    const start = output.indexOf('SiteScout has no location data');
    expect(start).toBeGreaterThanOrEqual(0);
    const paragraph = output.slice(start).split('\n\n')[0] ?? '';
    expect(paragraph).toContain(packDir);
    expect(paragraph).toContain('npm run data:fetch -- --area');
    expect(paragraph).toContain('GEODATA_DIR');
    expect(paragraph.split('\n').length).toBeLessThanOrEqual(6);
    // It does not try to build a pack from nothing.
    expect(readdirSync(packDir)).toEqual([]);
  });

  it('reports geodata "none" on /api/health while the service itself is ok', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', geodata: 'none' });
  });

  it('says "no data is loaded on this server" for a ZIP code instead of blaming the input', async () => {
    const res = await fetch(`${server.url}/api/geocode?q=60614`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { code: string; message: string; field?: string };
    expect(body.code).toBe('no_geodata');
    expect(body.message).toMatch(/^No data is loaded on this server/);
    expect(body.message).not.toMatch(/ZIP Code Tabulation Area/);
    expect(body.field).toBeUndefined();
  });

  it('refuses an analysis request with the same message, before anything is stored or mailed', async () => {
    const res = await fetch(`${server.url}/api/analyses/free`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', businessType: 'coffee-shop', sites: ['60614'] }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      code: 'no_geodata',
      message: expect.stringMatching(/no data is loaded/i),
    });
    expect(existsSync(join(root, 'data', 'outbox'))).toBe(false);
  });

  it('lists no layers on the status endpoint and explains why', async () => {
    const res = await fetch(`${server.url}/api/geodata/status`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      state: 'none',
      layers: [],
      datasets: [],
      message: expect.stringMatching(/^No data is loaded on this server/),
    });
  });
});
