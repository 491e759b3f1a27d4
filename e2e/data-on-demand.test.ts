import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallPackEnv } from '../apps/server/test/analyses-setup.js';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
// Stand-ins of the official services, answering from the shared data's real published files (Census Gazetteer,
// Census API ACS and CBP, the OSM extract as Overpass elements): the fetch's own (packages/geodata/test).
import {
  type OfficialStandIn,
  standInSourceEnv,
  startOfficialStandIn,
} from '../packages/geodata/test/helpers/official-stand-in.js';
import { launchBrowser } from './helpers/browser.js';
import { signUpAndConfirm } from './helpers/sign-up.js';
import { waitForSiteMatch } from './helpers/site-match.js';

const UUID = /\/app\/analyses\/[0-9a-f-]{36}$/;
const LINE = /Getting the official data for DuPage County, IL — about \d+ minutes?/;

describe('a site in a county without data: the form and the dashboard say the official data is being fetched', () => {
  let standIn: OfficialStandIn;
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    standIn = await startOfficialStandIn();
    const root = mkdtempSync(join(tmpdir(), 'sitescout-on-demand-e2e-'));
    writeFileSync(join(root, 'gtfs-feeds.json'), '[]');
    server = await startListeningApp('pglite', {
      ...smallPackEnv(),
      JOB_TIMEOUT_SECONDS: '600',
      DATA_ON_DEMAND: 'on',
      ...standInSourceEnv(standIn.url),
      GTFS_FEEDS_FILE: join(root, 'gtfs-feeds.json'),
      FETCH_MIN_INTERVAL_MS: '200',
      FETCH_RETRIES: '2',
      FETCH_RETRY_BASE_MS: '50',
    });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    // The sign-up pages under a busy machine's load (the server is fetching and building a county meanwhile).
    page.setDefaultTimeout(90_000);
    // Every text the progress bar shows, recorded in the page as it changes.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuetext') ?? '';
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    await standIn?.close();
  });

  it('says so before spending, shows the progress line on the dashboard, then the finished analysis', async () => {
    await signUpAndConfirm(page, server, `dupage.${Date.now()}@example.com`, 'Lantern-Quarry-Nimbus-58');
    await page.goto(`${server.baseUrl}/app/analyses/new`);
    await page.getByRole('combobox', { name: 'Business type' }).fill('coff');
    await page.getByRole('option', { name: /Coffee shop/ }).click();
    await page.getByLabel('Address 1', { exact: true }).fill('60540');
    await waitForSiteMatch(page, 0, 30_000);
    await page.getByRole('button', { name: 'Run analysis' }).click();

    const confirm = page.getByRole('region', { name: 'Some data is missing here' });
    await confirm.waitFor({ timeout: 60_000 });
    expect(await confirm.textContent()).toMatch(LINE);
    await confirm.getByRole('button', { name: 'Run anyway' }).click();
    await page.waitForURL(UUID, { timeout: 30_000 });

    const bar = page.getByRole('progressbar', { name: 'Analysis progress' });
    await expect.poll(() => bar.getAttribute('aria-valuetext'), { timeout: 120_000 }).toMatch(LINE);
    await page.screenshot({ path: '/tmp/sitescout-on-demand-dashboard.png', fullPage: true });
    // Then the finished analysis: its map replaces the progress bar.
    await page.locator('.analysis-map[data-state="ready"]').waitFor({ timeout: 480_000 });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen.at(-1)).toContain('Done');
    // The line moved with the fetch: several of its steps were on screen before the analysis finished.
    const steps = new Set(seen.filter((t) => LINE.test(t)).map((t) => /\((\S+?)[ ,]/.exec(t)?.[1]));
    expect(steps.size).toBeGreaterThan(1);
  }, 720_000);
});
