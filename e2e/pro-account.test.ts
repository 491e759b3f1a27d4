import { mkdirSync } from 'node:fs';
import { PRO_MONTHLY } from '@sitescout/server/testing';
import { PRO_MONTHLY_INCLUDES } from '@sitescout/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEST_PASSWORD, signUpConfirmed } from '../apps/server/test/billing-accounts.js';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { seriousAxeFindings } from './helpers/axe.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signInThroughPage } from './helpers/sign-up.js';
import { waitForSiteMatch } from './helpers/site-match.js';

const SHOTS = '/tmp/sitescout-pro-shots';
const UUID = /\/app\/analyses\/[0-9a-f-]{36}$/;
const PER_MONTH = PRO_MONTHLY.analysesPerMonth;
// Two Chicago sites 2 miles apart and Naperville 30 miles west: framing all three leaves each one small.
const SITES = ['2400 N Clark St, Chicago, IL 60614', '1600 W Chicago Ave, Chicago, IL 60622', '60540'];

/** The dashboard map's view: its zoom and whether the given site marker lies inside the map's box on screen. */
async function mapView(page: Page, site: number) {
  const map = page.locator('.analysis-map');
  const box = await map.boundingBox();
  const marker = await page.locator('.site-marker').nth(site).boundingBox();
  const zoom = await map.evaluate(
    (el) => (el as HTMLElement & { sitescoutMap?: { getZoom(): number } }).sitescoutMap?.getZoom() ?? 0,
  );
  const inside =
    !!box &&
    !!marker &&
    marker.x >= box.x &&
    marker.y >= box.y &&
    marker.x + marker.width <= box.x + box.width &&
    marker.y + marker.height <= box.y + box.height;
  return { zoom, inside };
}

/** Waits until the map has stopped moving. */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator('.analysis-map')
          .evaluate((el) => (el as HTMLElement & { sitescoutMap?: { isMoving(): boolean } }).sitescoutMap?.isMoving()),
      { timeout: 10_000 },
    )
    .toBe(false);
}

describe('a Pro Monthly account in a real browser', () => {
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;
  let analysisId = '';
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startListeningApp('pglite');
    await server.app.analysisJobs.startWorker();
    const user = await signUpConfirmed(server.app, server.outbox);
    // No credits at all: the free first analysis is used up before Pro starts.
    await server.app.credits.spend(user.id, { reference: 'used-before-pro' });
    await server.app.pro.grant(user.id, 'after the consultation');
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors);
    await signInThroughPage(page, server.baseUrl, user.email, BILLING_TEST_PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('sees the allowance the pricing card promises on the account page and in the header', async () => {
    await page.goto(`${server.baseUrl}/get-started`);
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'Pro Monthly' }) });
    // One wording of the plan: the pricing card and the account page say the same (PRO_MONTHLY_INCLUDES).
    expect(await card.textContent()).toContain(PRO_MONTHLY_INCLUDES);

    await page.goto(`${server.baseUrl}/account`);
    const allowance = page.getByTestId('pro-allowance');
    await allowance.waitFor();
    expect(await allowance.textContent()).toBe(`${PER_MONTH} of ${PER_MONTH} left`);
    expect(await page.getByTestId('credit-balance').textContent()).toBe('0');
    expect(await page.locator('main').textContent()).toContain(PRO_MONTHLY_INCLUDES);
    const chip = page.getByRole('navigation', { name: 'Main' }).locator('.credit-balance');
    await expect.poll(() => chip.textContent()).toBe(`Pro · ${PER_MONTH} of ${PER_MONTH} analyses left`);
    await page.screenshot({ path: `${SHOTS}/account.png`, fullPage: true });
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('runs a three-site comparison with no credits, paid from the allowance', async () => {
    await page.goto(`${server.baseUrl}/app/analyses/new`);
    await expect
      .poll(() => page.getByTestId('form-balance').textContent())
      .toContain(`Pro Monthly: ${PER_MONTH} of ${PER_MONTH} analyses left this month`);
    const type = page.getByRole('combobox', { name: 'Business type' });
    await type.fill('coff');
    await page.getByRole('option', { name: /Coffee shop/ }).click();
    for (const [i, site] of SITES.entries()) {
      if (i > 0) await page.getByRole('button', { name: 'Add another site' }).click();
      await page.getByLabel(`Address ${i + 1}`, { exact: true }).fill(site);
      await waitForSiteMatch(page, i);
    }
    await expect
      .poll(() => page.getByTestId('run-uses').textContent(), { timeout: 20_000 })
      .toBe(
        `This run uses 1 of your Pro Monthly analyses, which compares these 3 sites: ${PER_MONTH - 1} analyses left this month after. No credit is spent.`,
      );
    await page.screenshot({ path: `${SHOTS}/form.png`, fullPage: true });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Run analysis' }).click();
    // Outside Chicago some parts are missing: the form asks once before spending.
    const anyway = page.getByRole('button', { name: 'Run anyway' });
    await Promise.race([page.waitForURL(UUID, { timeout: 30_000 }), anyway.waitFor({ timeout: 30_000 })]);
    if (!UUID.test(page.url())) await anyway.click();
    await page.waitForURL(UUID, { timeout: 30_000 });
    analysisId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.locator('.analysis-map[data-state="ready"]').waitFor({ timeout: 240_000 });
    // Focus starts at the analysis' title, not the page body; the competitor list is one Tab stop.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    const list = page.getByRole('navigation', { name: 'Competitors on the map' });
    expect(await list.locator('button[tabindex="0"]').count()).toBe(1);
    expect(await list.locator('button').count()).toBeGreaterThan(10);

    await page.goto(`${server.baseUrl}/account`);
    await expect
      .poll(() => page.getByTestId('pro-allowance').textContent())
      .toBe(`${PER_MONTH - 1} of ${PER_MONTH} left`);
    expect(await page.getByTestId('credit-balance').textContent()).toBe('0');
    const history = await page.locator('.billing-ledger tbody').textContent();
    expect(history).toContain('Coffee shop analysis, 3 sites');
    expect(history).toContain(`Pro Monthly: ${PER_MONTH} analyses for`);
  }, 300_000);

  it.each([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])(
    'zooms the three-site map to the site picked above it ($width px)',
    async (viewport) => {
      await page.setViewportSize(viewport);
      await page.goto(`${server.baseUrl}/app/analyses/${analysisId}`);
      await page.locator('.analysis-map[data-state="ready"]').waitFor({ timeout: 60_000 });
      await settled(page);
      // The switcher sits above the map and says the sections below show one site.
      const tabs = page.getByRole('tablist', { name: 'Sites' });
      const tabsBox = await tabs.boundingBox();
      const mapBox = await page.locator('.analysis-map').boundingBox();
      expect(tabsBox && mapBox && tabsBox.y + tabsBox.height <= mapBox.y).toBe(true);
      expect(await page.locator('.site-switcher-hint').textContent()).toContain('the sections below show one');

      const before = await mapView(page, 1);
      expect(await page.locator('.analysis-map').getAttribute('data-focus')).toBe('all');
      await tabs.getByRole('tab', { name: /^2\. / }).click();
      await expect.poll(() => page.locator('.analysis-map').getAttribute('data-focus')).toBe('1');
      await settled(page);
      const after = await mapView(page, 1);
      // Zoomed in on site 2 (the Chicago sites sat at the edge of a 30-mile frame), its marker whole on screen.
      expect(after.zoom).toBeGreaterThan(before.zoom + 1.5);
      expect(after.inside).toBe(true);
      expect(await page.getByRole('tab', { name: /^2\. / }).getAttribute('aria-selected')).toBe('true');
      // Scrolled so the sticky section strip covers the map's top edge: the zoom buttons (at the map's bottom)
      // stay clear of it and on screen.
      await page.evaluate(() => {
        const top = document.querySelector('.analysis-map')?.getBoundingClientRect().top ?? 0;
        window.scrollBy(0, top - 80);
      });
      const zoomIn = await page.locator('.maplibregl-ctrl-zoom-in').boundingBox();
      const strip = await page.locator('.section-nav').boundingBox();
      const mapNow = await page.locator('.analysis-map').boundingBox();
      expect(strip && mapNow && mapNow.y < strip.y + strip.height).toBe(true);
      expect(zoomIn && strip && zoomIn.y >= strip.y + strip.height).toBe(true);
      expect(zoomIn && zoomIn.y + zoomIn.height <= viewport.height).toBe(true);
      await page.screenshot({ path: `${SHOTS}/map-site-2-${viewport.width}.png` });
      expect(await seriousAxeFindings(page)).toEqual([]);
    },
    120_000,
  );

  it('names ZIP areas after the town they lie in, and finds every ZIP area of Naperville', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}/app/find`);
    await page.getByLabel('Business type').selectOption('coffee-shop');
    await page.getByLabel('ZIP codes', { exact: true }).check();
    await page.getByLabel(/ZIP codes \(separated/).fill('60193 60107 60008');
    await page.getByRole('button', { name: 'Find the best areas' }).click();
    const rows = page.locator('[data-testid="finder-table"] tbody tr[data-zcta]');
    await rows.first().waitFor({ timeout: 60_000 });
    const names = Object.fromEntries(
      await rows.evaluateAll((trs) =>
        trs.map((tr) => [tr.getAttribute('data-zcta'), tr.querySelector('th')?.textContent]),
      ),
    );
    expect(names).toEqual({
      '60193': '60193 (Schaumburg, IL)',
      '60107': '60107 (Streamwood, IL)',
      '60008': '60008 (Rolling Meadows, IL)',
    });
    await page.screenshot({ path: `${SHOTS}/finder-zips.png`, fullPage: true });
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByLabel('A city', { exact: true }).check();
    await page.getByLabel(/^City/).fill('Naperville, IL');
    await page.getByRole('button', { name: 'Find the best areas' }).click();
    await page.locator('[data-testid="finder-table"] tbody tr[data-zcta="60564"]').waitFor({ timeout: 60_000 });
    const zips = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-zcta')));
    expect(zips).toEqual(expect.arrayContaining(['60540', '60563', '60564', '60565']));
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
