import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSmallPack } from '../apps/server/test/helpers/geo-pack.js';
import { launchBrowser } from './helpers/browser.js';
import { type RunningServer, startServer } from './helpers/server.js';

describe('data coverage in the browser', () => {
  let browser: Browser;
  let empty: RunningServer;
  let loaded: RunningServer;
  let root: string;
  let small: { packDir: string; geodataDir: string };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sitescout-e2e-no-data-'));
    // A source folder with nothing in it: the pack built from it has no areas, i.e. no data.
    empty = await startServer('pglite', {
      GEODATA_DIR: mkdtempSync(join(root, 'src-')),
      GEODATA_PACK_DIR: join(root, 'pack'),
    });
    small = buildSmallPack();
    loaded = await startServer('pglite', { GEODATA_DIR: small.geodataDir, GEODATA_PACK_DIR: small.packDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await empty?.dispose();
    await loaded?.dispose();
    rmSync(root, { recursive: true, force: true });
    rmSync(small.packDir, { recursive: true, force: true });
    rmSync(small.geodataDir, { recursive: true, force: true });
  });

  it('shows a banner on every page when the server has no data, linking to the coverage page', async () => {
    const page = await browser.newPage();
    await page.goto(`${empty.baseUrl}/`);
    const banner = page.getByRole('alert').filter({ hasText: 'No data is loaded on this server.' });
    await banner.waitFor({ timeout: 30_000 });
    await banner.getByRole('link', { name: 'Coverage' }).click();
    await page.waitForURL(`${empty.baseUrl}/coverage`);
    await page.getByRole('heading', { level: 1, name: 'Data coverage' }).waitFor();
    await page.getByText(/npm run data:fetch -- --area/).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.close();
  });

  it('lists each loaded layer with its areas and vintages, and shows no banner', async () => {
    const page = await browser.newPage();
    await page.goto(`${loaded.baseUrl}/coverage`);
    const table = page.getByRole('table', { name: 'Layers loaded on this server' });
    await table.waitFor({ timeout: 30_000 });
    const places = table.getByRole('row', { name: /Businesses and places/ });
    expect(await places.textContent()).toContain('Chicago, IL');
    const demographics = table.getByRole('row', { name: /Demographics/ });
    expect(await demographics.textContent()).toMatch(/2019-2023/);
    expect(await page.getByText('No data is loaded on this server.').count()).toBe(0);
    await page.close();
  });
});
