import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startAnalysis, waitForAnalysis } from '../apps/server/test/analyses-setup.js';
import { BILLING_TEST_PASSWORD, signUpConfirmed } from '../apps/server/test/billing-accounts.js';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { seriousAxeFindings } from './helpers/axe.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signInThroughPage } from './helpers/sign-up.js';

const SHOTS = '/tmp/sitescout-phone-shots';
const PHONE = { width: 390, height: 844 };
const NARROW_PHONE = { width: 360, height: 740 };

/** What the pages need: the ids of two finished analyses and an open test checkout. */
interface Fixtures {
  oneSite: string;
  threeSites: string;
  checkoutPath: string;
}

interface AppPage {
  name: string;
  path: (f: Fixtures) => string;
  /** Shown once the page has drawn what it is about. */
  ready: string;
  /** Checked with axe-core too (zero serious or critical findings). */
  axe?: boolean;
}

/**
 * Every page a signed-in user reaches (the app routes of `apps/web/src/app/routes.tsx`, the billing pages they
 * buy through, and the error page of a missing analysis). Adding a page is one line.
 */
const APP_PAGES: AppPage[] = [
  { name: 'analyses list', path: () => '/app/analyses', ready: '.history-table' },
  { name: 'new analysis', path: () => '/app/analyses/new', ready: 'form.analysis-form', axe: true },
  {
    name: 'dashboard, one site',
    path: (f) => `/app/analyses/${f.oneSite}`,
    ready: '.analysis-map[data-state="ready"]',
    axe: true,
  },
  {
    name: 'dashboard, three-site comparison',
    path: (f) => `/app/analyses/${f.threeSites}`,
    ready: '.comparison-table',
    axe: true,
  },
  {
    name: 'missing analysis',
    path: () => '/app/analyses/00000000-0000-4000-8000-000000000000',
    ready: 'h1:has-text("not available")',
  },
  { name: 'finder', path: () => '/app/find', ready: 'form.finder-form', axe: true },
  { name: 'account and credits', path: () => '/account', ready: '[data-testid="credit-balance"]', axe: true },
  { name: 'buy credits', path: () => '/credits', ready: 'main h1' },
  { name: 'get started, after payment', path: () => '/get-started?payment=success', ready: 'main h1' },
  { name: 'test checkout', path: (f) => f.checkoutPath, ready: 'form button' },
  { name: 'received analyses', path: () => '/app/received', ready: 'main h1' },
  { name: 'e-mail change link', path: () => '/email-change', ready: 'main h1' },
  { name: 'data coverage', path: () => '/coverage', ready: 'main h1' },
  { name: 'free analysis', path: () => '/free-analysis', ready: 'main h1' },
  // An e-mailed link cut short: the server answers the page navigation with the problem page, not JSON.
  {
    name: 'broken e-mailed link',
    path: () => '/api/analyses/free/confirm',
    ready: 'h1:has-text("This link does not work")',
  },
];

/** The elements wider than the window, so a failure names what sticks out. */
async function overflowingElements(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 1)
      .slice(0, 8)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${el.getBoundingClientRect().right}`,
      );
  }, width);
}

/** Nothing is wider than a `width` px screen: no sideways scrolling, and the phone did not widen its layout. */
async function expectFits(page: Page, width: number): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  // A phone widens its layout viewport to fit what sticks out, so the window must still be the screen's width.
  const wide = scrollWidth > innerWidth || innerWidth !== width;
  expect({ innerWidth, overflowing: wide ? await overflowingElements(page, width) : [] }).toEqual({
    innerWidth: width,
    overflowing: [],
  });
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

describe('every signed-in page on a 390 px phone', () => {
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;
  const fixtures: Fixtures = { oneSite: '', threeSites: '', checkoutPath: '' };
  const pageErrors: string[] = [];
  let accessToken = '';

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startListeningApp('pglite');
    await server.app.analysisJobs.startWorker();
    const user = await signUpConfirmed(server.app, server.outbox);
    accessToken = user.accessToken;
    await server.app.pro.grant(user.id, 'compares several sites');
    await server.app.credits.grant(user.id, { amount: 2, key: `phone:${user.id}`, description: 'test' });
    const start = (payload: object) => startAnalysis(server.app, user.accessToken, payload);
    fixtures.oneSite = await start({ businessType: 'coffee-shop', sites: ['2400 N Clark St, Chicago, IL 60614'] });
    fixtures.threeSites = await start({
      businessType: 'nail-salon',
      sites: ['2400 N Lincoln Ave, Chicago, IL 60614', '1600 W Chicago Ave, Chicago, IL 60622', '60657'],
    });
    for (const id of [fixtures.oneSite, fixtures.threeSites]) {
      const done = await waitForAnalysis(server.app, user.accessToken, id, 240_000);
      if (done.status !== 'done') throw new Error(`analysis ${id} ${done.status}`);
    }
    const checkout = await server.app.inject({
      method: 'POST',
      url: '/functions/v1/purchase-credits',
      headers: bearer(user.accessToken),
      payload: { packageId: 'additional-analyses', quantity: 3 },
    });
    fixtures.checkoutPath = new URL((checkout.json() as { url: string }).url, server.baseUrl).pathname;

    browser = await launchBrowser();
    page = await openPage(browser, pageErrors, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1,
    });
    await signInThroughPage(page, server.baseUrl, user.email, BILLING_TEST_PASSWORD);
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it.each(APP_PAGES)('$name: nothing wider than the screen, titles clear of the edge', async (appPage) => {
    await page.goto(`${server.baseUrl}${appPage.path(fixtures)}`);
    await page.locator(appPage.ready).first().waitFor({ timeout: 30_000 });
    const slug = appPage.name.replace(/[^a-z0-9]+/gi, '-');
    await page.screenshot({ path: `${SHOTS}/${slug}.png`, fullPage: true });

    await expectFits(page, PHONE.width);
    // The page title has side padding: it does not touch the screen's edge.
    const title = await page.locator('main h1').first().boundingBox();
    expect(title?.x).toBeGreaterThanOrEqual(12);

    if (appPage.axe) expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it.each(APP_PAGES)('$name at 360 px, the narrowest phone: nothing wider than the screen', async (appPage) => {
    await page.setViewportSize({ width: NARROW_PHONE.width, height: NARROW_PHONE.height });
    await page.goto(`${server.baseUrl}${appPage.path(fixtures)}`);
    await page.locator(appPage.ready).first().waitFor({ timeout: 30_000 });
    await expectFits(page, NARROW_PHONE.width);
  });

  it('stacks table rows, keeps the map full width and the section list in reach on the phone dashboard', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${server.baseUrl}/app/analyses/${fixtures.threeSites}`);
    await page.locator('.analysis-map[data-state="ready"]').waitFor({ timeout: 30_000 });
    // Full width: the map runs from one edge of the screen to the other.
    const map = await page.locator('.analysis-map').boundingBox();
    expect(map?.x).toBe(0);
    expect(map?.width).toBe(PHONE.width);

    // Comparison rows are cards: each cell on its own line, labelled with the site it belongs to.
    const firstRow = page.locator('.comparison-table tbody tr').first();
    const cells = firstRow.locator('td');
    const [a, b] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
    expect(b?.y).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1);
    // Columns follow the ranking: the first is the first-ranked site, labelled with its rank and its own name.
    expect(await cells.nth(0).getAttribute('data-label')).toMatch(/^(1st|not ranked) \S/);

    // The section list stays at the top of the screen while the owner scrolls, and its links jump.
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await page.getByRole('heading', { name: 'Sources and vintages' }).scrollIntoViewIfNeeded();
    const navBox = await nav.boundingBox();
    expect(navBox?.y).toBeGreaterThanOrEqual(0);
    expect(navBox?.y).toBeLessThan(140);
    await nav.getByRole('link', { name: 'Scores' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#scores-heading');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/dashboard-phone-top.png` });
    expect(pageErrors).toEqual([]);
  });

  it('keeps working notes (licences, formulas, raw addresses) in the Methods section only', async () => {
    await page.goto(`${server.baseUrl}/app/analyses/${fixtures.oneSite}`);
    const methods = page.locator('.dash-section.methods');
    await methods.waitFor({ timeout: 30_000 });
    // A figure names its method by number (in its section's "How we got this"); the formula is listed under that
    // number in Methods.
    const scores = page.locator('section[aria-labelledby="scores-heading"] details.how-we-got-this li');
    const caption = (await scores.filter({ hasText: /^Walk Score:/ }).textContent()) ?? '';
    const number = /Estimate \(method (E\d+), see Methods\)/.exec(caption)?.[1];
    expect(number, caption).toBeDefined();
    expect(await methods.locator(`#method-${number}`).textContent()).toMatch(/Walk Score/);
    // The places licence note is in Methods, and nowhere else on the dashboard.
    expect(await methods.textContent()).toMatch(/do not redistribute/);
    const elsewhere = (await page.locator('.analysis-dashboard .dash-section:not(.methods)').allTextContents()).join(
      '\n',
    );
    expect(elsewhere).not.toMatch(/do not redistribute|https?:\/\/|www-dev\.|uat-manage\./);
  });

  it('draws the same dashboard on a desktop screen', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}/app/analyses/${fixtures.threeSites}`);
    await page.locator('.analysis-map[data-state="ready"]').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/dashboard-desktop.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/dashboard-desktop-top.png` });
    const table = await page.locator('.comparison-table tbody tr').first().locator('td').nth(1).boundingBox();
    const first = await page.locator('.comparison-table tbody tr').first().locator('td').nth(0).boundingBox();
    // Side by side again on a wide screen.
    expect(table?.y).toBeCloseTo(first?.y ?? 0, 0);
    // The PDF of the same analysis, for a look at its first pages (`pdftoppm -png -r 60 -f 1 -l 2`).
    const pdf = await server.app.inject({
      method: 'GET',
      url: `/api/analyses/${fixtures.threeSites}/report.pdf`,
      headers: bearer(accessToken),
    });
    expect(pdf.statusCode).toBe(200);
    writeFileSync(`${SHOTS}/three-sites.pdf`, pdf.rawPayload);
  });
});
