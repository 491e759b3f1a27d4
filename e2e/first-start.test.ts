import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/test/helpers/auth-server.js';
import { type BuiltServer, startBuiltServer } from '../apps/server/test/helpers/built-server.js';
// Stand-ins of the official services, answering from the shared data's real published files (Census Gazetteer 2025,
// Census API ACS 2019-2023 and CBP 2023, the OSM extract as Overpass elements): the fetch's own (packages/geodata/test).
import {
  type OfficialStandIn,
  standInSourceEnv,
  startOfficialStandIn,
} from '../packages/geodata/test/helpers/official-stand-in.js';
import { launchBrowser } from './helpers/browser.js';

/** A fresh machine's first start: no GEODATA_DIR, no ../shared/data beside the working directory, no data pack. */
function freshMachine(prefix: string) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const packDir = mkdtempSync(join(root, 'pack-'));
  const cwd = mkdtempSync(join(root, 'app-'));
  // No GTFS feed for the market (the built-in list names the agencies' own URLs, never asked in a test).
  writeFileSync(join(root, 'gtfs-feeds.json'), '[]');
  const env = {
    DATA_DIR: join(root, 'data'),
    GEODATA_PACK_DIR: packDir,
    GTFS_FEEDS_FILE: join(root, 'gtfs-feeds.json'),
    FIRST_START_FETCH: 'on',
    ONLINE_GEOCODING: 'off',
    LOG_LEVEL: 'warn',
  };
  return { root, packDir, cwd, env };
}

async function health(server: BuiltServer): Promise<{ geodata: string }> {
  return (await (await fetch(`${server.url}/api/health`)).json()) as { geodata: string };
}

describe('first start online: the default market is fetched from the official sources, shown on every page, then served', () => {
  let standIn: OfficialStandIn;
  let server: BuiltServer;
  let browser: Browser;
  let machine: ReturnType<typeof freshMachine>;

  beforeAll(async () => {
    standIn = await startOfficialStandIn();
    machine = freshMachine('sitescout-first-start-');
    server = await startBuiltServer(
      {
        ...machine.env,
        // DuPage County, IL: the default market's knob (the default is Cook County, 17031).
        DEFAULT_MARKET: '17043',
        ...standInSourceEnv(standIn.url),
        FETCH_MIN_INTERVAL_MS: '5',
        FETCH_RETRIES: '2',
        FETCH_RETRY_BASE_MS: '50',
      },
      'first-start server',
      // A new embedded database is created first: slow on a busy machine.
      { cwd: machine.cwd, healthyWithinMs: 150_000 },
    );
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.kill();
    await standIn?.close();
    rmSync(machine.root, { recursive: true, force: true });
  });

  it('says on the home page and the status API which source it is fetching, then serves the fetched county', async () => {
    // The county's Business Patterns request is held until the pages have shown it: a sentinel, not the machine's
    // speed, decides what is seen.
    const held = standIn.hold((r) => r.url.pathname === '/census/2023/cbp');
    const until = Date.now() + 120_000;
    while (held.held === 0 && Date.now() < until) await sleep(100);
    expect(held.held).toBeGreaterThan(0);
    expect((await health(server)).geodata).toBe('fetching');
    const status = (await (await fetch(`${server.url}/api/geodata/status`)).json()) as { message: string };
    expect(status.message).toMatch(
      /^SiteScout is starting for the first time and has no data yet\. Getting the official data for DuPage County, IL — about \d+ minutes? \(business-patterns[^)]*step 4 of 9\)/,
    );
    // An analysis asked for meanwhile is refused with what the server is doing, not "no data".
    const refused = await fetch(`${server.url}/api/analyses/free`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', businessType: 'coffee-shop', sites: ['60540'] }),
    });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { code: string }).code).toBe('data_preparing');

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${server.url}/`);
    const banner = page.getByTestId('data-preparing');
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.textContent()).toContain('Getting the official data for DuPage County, IL');
    held.release();

    // Fetched, built and loaded: the banner goes away by itself and a Naperville ZIP is found.
    while ((await health(server)).geodata !== 'ready' && Date.now() < until + 180_000) await sleep(500);
    expect((await health(server)).geodata).toBe('ready');
    await banner.waitFor({ state: 'detached', timeout: 30_000 });
    const found = await fetch(`${server.url}/api/geocode?q=60540`);
    expect(found.status).toBe(200);
    expect(readdirSync(machine.packDir)).toContain('downloads');
  }, 420_000);
});

describe('first start offline: one paragraph says what to do, and nothing is left behind', () => {
  let server: BuiltServer;
  let machine: ReturnType<typeof freshMachine>;

  beforeAll(async () => {
    machine = freshMachine('sitescout-first-start-offline-');
    // Every official source at a loopback port nobody listens on: the connection is refused, as without a network.
    const closed = `http://127.0.0.1:${await freePort()}`;
    server = await startBuiltServer({ ...machine.env, ...standInSourceEnv(closed) }, 'offline server', {
      cwd: machine.cwd,
      healthyWithinMs: 150_000,
    });
  }, 180_000);
  afterAll(async () => {
    await server?.kill();
    rmSync(machine.root, { recursive: true, force: true });
  });

  it('prints the offline paragraph naming the market, the commands and GEODATA_DIR, and reports "none"', async () => {
    for (let i = 0; i < 100 && !server.output().includes('restart.'); i++) await sleep(100);
    const output = server.output();
    const start = output.indexOf('SiteScout has no location data yet');
    expect(start).toBeGreaterThanOrEqual(0);
    const paragraph = output.slice(start).split('\n\n')[0] ?? '';
    expect(paragraph).toContain(machine.packDir);
    expect(paragraph).toContain('seems to be offline');
    expect(paragraph).toContain('npm run data:fetch -- --area "17031"');
    expect(paragraph).toContain('GEODATA_DIR');
    expect(paragraph.split('\n').length).toBeLessThanOrEqual(6);
    expect((await health(server)).geodata).toBe('none');
    // The next start (online) begins afresh: no half-made folders.
    expect(readdirSync(machine.packDir)).toEqual([]);
  });
});
