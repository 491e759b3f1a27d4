import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { seriousAxeFindings } from './helpers/axe.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signUpAndConfirm } from './helpers/sign-up.js';

const PASSWORD = 'Harbor-Willow-Quartz-73';
const SHOTS = '/tmp/sitescout-finder-shots';
const UUID = /\/app\/analyses\/[0-9a-f-]{36}$/;

interface Moment {
  at: number;
  dashboard: boolean;
  report: string | null;
}

describe('the finder ranks Cook County for a coffee shop; its best area is analysed and shown before its PDF', () => {
  let server: ListeningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `finder.${Date.now()}@example.com`;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startListeningApp('pglite', { FINDER_SEARCHES_PER_DAY: '5' });
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors, { acceptDownloads: true });
    context = page.context();
    // Each change of "is the dashboard on screen" and "what does the PDF line say", timed in the page.
    await context.addInitScript(() => {
      const moments: Array<{ at: number; dashboard: boolean; report: string | null }> = [];
      (window as unknown as { moments: typeof moments }).moments = moments;
      new MutationObserver(() => {
        const dashboard =
          document.querySelector('.downloads-bar') !== null && document.querySelector('.site-panel') !== null;
        const report = document.querySelector('[data-testid="delivery-report"]')?.getAttribute('data-state') ?? null;
        const last = moments[moments.length - 1];
        if (!last || last.dashboard !== dashboard || last.report !== report)
          moments.push({ at: performance.now(), dashboard, report });
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await signUpAndConfirm(page, server, email, PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('says the finder is free up to a daily limit, then shades Cook County’s ZIP areas and lists at least 20', async () => {
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find a location' }).click();
    await page.getByRole('heading', { name: 'Where should I open?' }).waitFor();
    const usage = page.getByTestId('finder-usage');
    await expect.poll(() => usage.textContent()).toMatch(/free: 5 a day .* 5 of 5\s+left today/);

    await page.getByLabel('Business type').selectOption('coffee-shop');
    await page.getByLabel('A county').check();
    await page.getByLabel(/County \(name and state/).fill('Cook County, IL');
    await page.getByRole('button', { name: 'Find the best areas' }).click();

    const map = page.getByTestId('finder-map');
    await page.locator('[data-testid="finder-map"][data-state="ready"]').waitFor({ timeout: 60_000 });
    const rows = page.locator('[data-testid="finder-table"] tbody tr[data-zcta]');
    expect(await rows.count()).toBeGreaterThanOrEqual(20);
    await page.getByRole('heading', { name: /Coffee shop: \d+ ZIP areas ranked \(county 17031\)/ }).waitFor();
    // Shaded on the map: every ranked area is a shape, and most of them are on screen in the county's frame.
    const areas = Number(await map.getAttribute('data-areas'));
    expect(areas).toBeGreaterThanOrEqual(100);
    expect(Number(await map.getAttribute('data-shaded'))).toBeGreaterThanOrEqual(20);
    expect(await page.locator('.finder-marker').count()).toBe(10);
    expect(await page.locator('.finder-page').textContent()).toMatch(/drawn as a circle of its land area/);
    // The table: rank 1 first, each row with its score, parts, reasons and capacity gap.
    const first = rows.first();
    expect(await first.locator('td').first().textContent()).toBe('1');
    const scores = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.querySelectorAll('td')[1]?.textContent)));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(await page.locator('tr.finder-reasons li').first().textContent()).toMatch(/^\w+ \d+\/100: /);
    expect(await usage.textContent()).toMatch(/4 of 5\s+left today/);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.screenshot({ path: `${SHOTS}/finder.png`, fullPage: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/finder-form.png` });
    await page.getByTestId('finder-table').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.querySelector('[data-testid="finder-table"]')?.scrollIntoView());
    await page.screenshot({ path: `${SHOTS}/finder-table.png` });
    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/finder-map.png` });
    // Selecting a numbered area highlights its row.
    // (from the keyboard: downtown's numbers sit close together)
    await page.locator('.finder-marker', { hasText: /^2$/ }).focus();
    await page.keyboard.press('Enter');
    await page.locator('tr.selected[data-zcta]').waitFor();
    expect(await page.locator('tr.selected[data-zcta] td').first().textContent()).toBe('2');
  }, 120_000);

  it('analyses the best area once asked: the dashboard appears before "PDF ready", then the PDF downloads', async () => {
    const best = page.locator('[data-testid="finder-table"] tbody tr[data-zcta]').first();
    // Spending asks first.
    await best.getByRole('button', { name: /^Analyse .* \(uses one analysis\)$/ }).click();
    await best.getByRole('button', { name: 'Run the analysis' }).click();
    await page.waitForURL(UUID, { timeout: 30_000 });
    await page.locator('.downloads-bar').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${SHOTS}/dashboard-first.png` });
    const moments = await page.evaluate(() => (window as unknown as { moments: Moment[] }).moments);
    const shown = moments.find((m) => m.dashboard);
    expect(shown, JSON.stringify(moments)).toBeDefined();
    // The dashboard came first, while the PDF was still being written.
    expect(shown?.report).toBe('pending');

    // A refresh mid-way shows the dashboard again, with the PDF's state as stored (still writing, or ready).
    await page.reload();
    await page.locator('.downloads-bar').waitFor({ timeout: 30_000 });
    expect(['pending', 'ready']).toContain(await page.getByTestId('delivery-report').getAttribute('data-state'));
    await page.getByTestId('delivery-report').and(page.locator('[data-state="ready"]')).waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('delivery-report').textContent()).toBe('PDF ready');
    await page.getByTestId('delivery-email').and(page.locator('[data-state="sent"]')).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('delivery-email').textContent()).toBe('E-mailed');
    expect(await page.locator('h1').textContent()).toMatch(/Coffee shop: \d{5} \(.+\), Census internal point/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/dashboard-delivered.png` });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 180_000);

  it('a refresh afterwards shows the same settled state, and nothing went wrong in the page', async () => {
    await page.reload();
    await page.getByTestId('delivery-report').waitFor();
    expect(await page.getByTestId('delivery-report').getAttribute('data-state')).toBe('ready');
    expect(await page.getByTestId('delivery-email').getAttribute('data-state')).toBe('sent');
    expect(pageErrors).toEqual([]);
  });
});
