import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signUpAndConfirm } from './helpers/sign-up.js';
import { waitForSiteMatch } from './helpers/site-match.js';

const PASSWORD = 'Lantern-Quarry-Nimbus-58';
const SHOTS = '/tmp/sitescout-analyses-shots';
const UUID = /\/app\/analyses\/[0-9a-f-]{36}$/;

/** Three Chicago candidates in the three forms the form accepts: a street address, a ZIP and "lat, lon". */
const SITES = ['2400 N Clark St, Chicago, IL 60614', '60657', '41.8819, -87.6278'];

interface ProgressSample {
  now: number;
  text: string;
}

describe('a new user runs a three-site coffee-shop analysis in a real browser', () => {
  let server: ListeningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `analyst.${Date.now()}@example.com`;
  const pageErrors: string[] = [];
  let ledgerRowsBefore = 0;
  let analysisCreditsBefore = '';

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // The web side only queues (JOB_WORKER=separate, which needs PostgreSQL): the test starts this process's worker
    // once the page shows the queued job, so the progress bar is seen however fast the engine is.
    server = await startListeningApp('postgres', { JOB_WORKER: 'separate' });
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors, { acceptDownloads: true });
    context = page.context();
    // Every value the progress bar shows, recorded in the page as it changes (the job may finish in seconds).
    await context.addInitScript(() => {
      const seen: Array<{ now: number; text: string }> = [];
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const now = Number(bar?.getAttribute('aria-valuenow'));
        const text = bar?.getAttribute('aria-valuetext') ?? '';
        const last = seen[seen.length - 1];
        if (bar && (!last || last.text !== text)) seen.push({ now, text });
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('signs up, confirms the e-mail and buys a Complete Report through the local checkout', async () => {
    await signUpAndConfirm(page, server, email, PASSWORD);

    await page.goto(`${server.baseUrl}/get-started`);
    await page.getByRole('button', { name: 'Buy Complete Report' }).click();
    await page.waitForURL(/\/checkout\/test\/lcs_/);
    await page.getByRole('button', { name: 'Pay $75.00 (test)' }).click();
    await page.waitForURL(/payment=success/);

    await page.goto(`${server.baseUrl}/account`);
    await page.getByTestId('credit-balance').waitFor();
    analysisCreditsBefore = (await page.getByTestId('credit-balance').textContent()) ?? '';
    expect(await page.locator('.billing-balances').textContent()).toContain('Complete Reports1');
    ledgerRowsBefore = await page.locator('.billing-ledger tbody tr').count();
  }, 120_000);

  it('fills the form: business type by search, three sites geocoded with precision, then submits', async () => {
    await page.goto(`${server.baseUrl}/app/analyses/new`);
    const type = page.getByRole('combobox', { name: 'Business type' });
    await type.fill('coff');
    await page.getByRole('option', { name: /Coffee shop/ }).click();
    expect(await type.inputValue()).toBe('Coffee shop');

    // Submitting with an empty address names the field.
    await page.getByRole('button', { name: 'Run analysis' }).click();
    await page.locator('.field-error', { hasText: 'Address 1: enter an address' }).waitFor();
    expect(await page.getByLabel('Address 1', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    for (const [i, site] of SITES.entries()) {
      if (i > 0) await page.getByRole('button', { name: 'Add another site' }).click();
      await page.getByLabel(`Address ${i + 1}`, { exact: true }).fill(site);
      await waitForSiteMatch(page, i);
    }
    expect(await page.getByTestId('geocode-match-0').textContent()).toMatch(
      /precision: (ZIP code area|street|building)/,
    );
    expect(await page.getByTestId('geocode-match-2').textContent()).toContain('precision: exact coordinates');
    await page.locator('.pin-map .maplibregl-canvas').first().waitFor();

    // Dragging the third pin corrects the point; the match line then says where it went.
    const pin = page.locator('.pin-map').nth(2).locator('.maplibregl-marker');
    await pin.scrollIntoViewIfNeeded();
    const box = await pin.boundingBox();
    if (!box) throw new Error('pin not on the page');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // Up and right, in small steps (the pin sits near the bottom of the window).
    for (let step = 1; step <= 8; step++) {
      await page.mouse.move(box.x + box.width / 2 + step * 5, box.y + box.height / 2 - step * 3);
      await page.waitForTimeout(30);
    }
    await page.mouse.up();
    await expect
      .poll(() => page.getByTestId('geocode-match-2').textContent())
      .toMatch(/pin moved to 41\.\d+, -87\.\d+/);
    await page.screenshot({ path: `${SHOTS}/new-analysis.png`, fullPage: true });

    await page.getByRole('button', { name: 'Run analysis' }).click();
    // Site 2 is placed at its ZIP's centre, so zoning is not checked there: the form says what the report will
    // leave out and asks before spending.
    const confirm = page.getByRole('region', { name: 'Some data is missing here' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('60657');
    await confirm.getByRole('button', { name: 'Run anyway' }).click();
    await page.waitForURL(UUID, { timeout: 20_000 });
  }, 120_000);

  it('shows the progress bar with step names until it finishes, then the dashboard', async () => {
    const bar = page.getByRole('progressbar', { name: 'Analysis progress' });
    await expect.poll(() => bar.getAttribute('aria-valuetext'), { timeout: 20_000 }).toContain('Waiting for a worker');
    await server.app.analysisJobs.startWorker();
    await page.locator('.analysis-map[data-state="ready"]').waitFor({ timeout: 120_000 });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: ProgressSample[] }).progressSeen);
    expect(seen.length).toBeGreaterThan(1);
    const percents = seen.map((s) => s.now);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(seen.at(-1)).toMatchObject({ now: 100 });
    expect(seen.at(-1)?.text).toContain('Done');
    expect(seen[0]?.text).toContain('Waiting for a worker');
  }, 150_000);

  it('draws the map with competitor markers whose popup gives name, rating, reviews and distance', async () => {
    const markers = page.locator('.competitor-marker');
    expect(await markers.count()).toBeGreaterThan(10);
    expect(await page.locator('.site-marker').count()).toBe(3);
    // The nearest competitor sits under the site pin: open it from the keyboard, as a screen-reader user would.
    await markers.first().focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.competitor-popup');
    await popup.waitFor();
    const text = (await popup.textContent()) ?? '';
    expect(text).toMatch(/Rating: /);
    expect(text).toMatch(/Reviews: /);
    expect(text).toMatch(/Distance: \d+\.\d+ mi from /);
    expect(await page.locator('.map-legend').textContent()).toMatch(/Rail stations: \d+/);
    // The background is drawn from our own data (no tile server here): outlines, stops and rings are on it.
    expect(Number(await page.locator('.analysis-map').getAttribute('data-drawn-features'))).toBeGreaterThan(50);
  });

  it('shows the side-by-side comparison with a winner per criterion, charts, gauges and sources', async () => {
    const table = page.locator('.comparison-table');
    await table.waitFor();
    expect(await table.locator('thead th').count()).toBe(4);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(5);
    // Each criterion has a winner, a tie that names none (every tied site marked), or says why none: fewer than two
    // figures measured at their sites well enough (the ZIP-placed site's are shown, not compared).
    for (const row of await rows.all()) {
      if ((await row.locator('td.winner, td[data-tied]').count()) === 0)
        expect(await row.locator('th').textContent()).toMatch(/not ranked|no site has/);
    }
    expect(await table.locator('td.winner').count()).toBeGreaterThan(0);
    // Several sites: the comparison comes first, before the map and the site tabs.
    expect(
      await page.evaluate(() => {
        const comparison = document.querySelector('.comparison-table');
        const map = document.querySelector('.analysis-map');
        return Boolean(comparison && map && comparison.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).toBe(true);
    for (const heading of ['Scores', 'Competitors', 'Forecast', 'Market insights', 'Sources and vintages'])
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    await page.getByRole('heading', { name: /Demographics within/ }).waitFor();
    expect(await page.getByRole('img', { name: 'Age bands (share of residents)' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: /Site score: \d+/ }).count()).toBe(1);
    expect(await page.locator('.sources-table').textContent()).toContain('U.S. Census Bureau');
    await page.screenshot({ path: `${SHOTS}/dashboard.png`, fullPage: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/dashboard-top.png` });
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dashboard-comparison.png` });
    await page.getByRole('heading', { name: 'Scores', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dashboard-scores.png` });
    await page.getByRole('heading', { name: 'Market capacity' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dashboard-capacity.png` });
    await page.getByRole('heading', { name: 'Forecast', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dashboard-forecast.png` });
  });

  it('reports residents within a 5-, 10- and 15-minute walk beside the rings, and compares the 10-minute walk', async () => {
    expect(await page.locator('.comparison-table tbody').textContent()).toContain('Residents within a 10-minute walk');
    const walks = page.getByTestId('walksheds');
    await walks.scrollIntoViewIfNeeded();
    const rows = walks.locator('tbody tr');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(1).locator('th').textContent()).toContain('10 minutes');
    // Residents are a number with its source (2020 Census tracts), never a blank.
    expect(await rows.nth(1).locator('td').first().textContent()).toMatch(/\d{1,3}(,\d{3})+.*Census/);
    await page.screenshot({ path: `${SHOTS}/dashboard-trade-area.png` });
  });

  it('downloads the PDF report', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('exports the sites as CSV and GeoJSON', async () => {
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const table = readFileSync(await csv.path(), 'utf8');
    expect(table).toContain('60657');
    expect(table.trim().split('\n').length).toBeGreaterThanOrEqual(4);

    const [geo] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export GeoJSON' }).click(),
    ]);
    const collection = JSON.parse(readFileSync(await geo.path(), 'utf8')) as { type: string; features: unknown[] };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('e-mailed the report with the PDF attached and spent exactly one Complete Report', async () => {
    const reportMail = server
      .outbox()
      .find((m) => m.to === email && m.attachments.some((a) => a.filename.endsWith('.pdf')));
    expect(reportMail).toBeDefined();
    expect(reportMail?.attachments.find((a) => a.filename.endsWith('.pdf'))?.bytes).toBeGreaterThan(10_000);
    expect(reportMail?.text).toMatch(/\/app\/analyses\/[0-9a-f-]{36}/);

    await page.goto(`${server.baseUrl}/account`);
    await page.getByTestId('credit-balance').waitFor();
    expect(await page.getByTestId('credit-balance').textContent()).toBe(analysisCreditsBefore);
    expect(await page.locator('.billing-balances').textContent()).not.toContain('Complete Reports');
    await expect.poll(() => page.locator('.billing-ledger tbody tr').count()).toBe(ledgerRowsBefore + 1);

    await page.goto(`${server.baseUrl}/app/analyses`);
    const history = page.locator('.history-table tbody tr');
    await history.first().waitFor();
    expect(await history.count()).toBe(1);
    expect(await history.first().textContent()).toContain('Coffee shop');
    expect(await history.first().textContent()).toContain('Complete Report');
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
