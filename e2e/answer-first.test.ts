import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnalysis, waitForAnalysis } from '../apps/server/test/analyses-setup.js';
import { BILLING_TEST_PASSWORD, signUpConfirmed } from '../apps/server/test/billing-accounts.js';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { seriousAxeFindings } from './helpers/axe.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signInThroughPage } from './helpers/sign-up.js';

/**
 * Issue 41, "Answer first, method on request": the dashboard's first screen shows the site score and its main reason
 * above the map, at 1280 and 390 px; the method sits behind "How we got this" folds that link to the glossary.
 * Screenshots go to /tmp/screens-<SCREENS_TAG or "after">-<width>.png.
 */

const WIDTHS: [desktop: { width: number; height: number }, phone: { width: number; height: number }] = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const TAG = process.env.SCREENS_TAG ?? 'after';
const ADDRESS = '1750 N Milwaukee Ave, Chicago, IL 60647';

type LonLat = [number, number];

/**
 * Whether each point is drawn as ground we have data for (a community area's land, or the lake) on the map in
 * `selector`, not as the grey of "outside our street data":
 * null where the point is off that map. Read from the map's own rendering (its MapLibre instance).
 */
function coverageAt(page: Page, selector: string, points: LonLat[]): Promise<Array<boolean | null>> {
  return page.evaluate(
    ([sel, pts]) => {
      type MapLike = {
        project(p: [number, number]): { x: number; y: number };
        queryRenderedFeatures(p: [number, number], o: { layers: string[] }): unknown[];
        getCanvas(): HTMLCanvasElement;
      };
      const map = (document.querySelector(sel) as HTMLElement & { sitescoutMap: MapLike }).sitescoutMap;
      const { clientWidth: w, clientHeight: h } = map.getCanvas();
      return pts.map((lonLat) => {
        const p = map.project(lonLat);
        if (p.x < 0 || p.y < 0 || p.x > w || p.y > h) return null;
        return map.queryRenderedFeatures([p.x, p.y], { layers: ['community-area-fill', 'lake-fill'] }).length > 0;
      });
    },
    [selector, points] as const,
  );
}

/** A 9 × 5 grid of points over the map's view in `selector`. */
function gridOver(page: Page, selector: string): Promise<LonLat[]> {
  return page.evaluate((sel) => {
    type Bounds = { getWest(): number; getEast(): number; getSouth(): number; getNorth(): number };
    const map = (document.querySelector(sel) as HTMLElement & { sitescoutMap: { getBounds(): Bounds } }).sitescoutMap;
    const b = map.getBounds();
    const out: Array<[number, number]> = [];
    for (let i = 0; i < 9; i++)
      for (let j = 0; j < 5; j++)
        out.push([
          b.getWest() + ((b.getEast() - b.getWest()) * (i + 0.5)) / 9,
          b.getSouth() + ((b.getNorth() - b.getSouth()) * (j + 0.5)) / 5,
        ]);
    return out;
  }, selector);
}

describe("the dashboard answers first, and its map agrees with the form's (issue 41)", () => {
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;
  let id = '';
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startListeningApp('pglite');
    await server.app.analysisJobs.startWorker();
    const user = await signUpConfirmed(server.app, server.outbox);
    await server.app.credits.grant(user.id, { amount: 1, key: `answer:${user.id}`, description: 'test' });
    id = await startAnalysis(server.app, user.accessToken, {
      businessType: 'coffee-shop',
      sites: [ADDRESS],
    });
    const done = await waitForAnalysis(server.app, user.accessToken, id, 240_000);
    if (done.status !== 'done') throw new Error(`analysis ${id} ${done.status}`);
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors, { viewport: WIDTHS[0] });
    await signInThroughPage(page, server.baseUrl, user.email, BILLING_TEST_PASSWORD);
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it.each(WIDTHS)('at $width px the first screen shows the score and its reason above the map', async (size) => {
    await page.setViewportSize(size);
    await page.goto(`${server.baseUrl}/app/analyses/${id}`);
    await page.locator('.analysis-map[data-state="ready"]').waitFor({ timeout: 60_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/screens-${TAG}-${size.width}.png` });
    const answer = page.getByTestId('site-answer');
    const score = answer.getByTestId('site-answer-score');
    const reason = answer.getByTestId('site-answer-reason');
    expect(await score.textContent()).toMatch(/\d+\s*\/\s*100|No site score/);
    expect(await reason.textContent()).toMatch(/\w.+\.$/);
    const scoreBox = await score.boundingBox();
    const reasonBox = await reason.boundingBox();
    const mapBox = await page.locator('.analysis-map').first().boundingBox();
    expect(scoreBox && reasonBox && mapBox).toBeTruthy();
    if (!scoreBox || !reasonBox || !mapBox) return;
    // On the first screen, whole, and above the map.
    for (const box of [scoreBox, reasonBox]) {
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      expect(box.y + box.height).toBeLessThanOrEqual(mapBox.y);
    }
  });

  it('keeps the method behind "How we got this" folds that link to the glossary', async () => {
    await page.setViewportSize(WIDTHS[0]);
    const folds = page.locator('details.how-we-got-this');
    expect(await folds.count()).toBeGreaterThanOrEqual(3);
    // Closed at first: the jargon is not in the reading path.
    expect(await folds.evaluateAll((ds) => ds.filter((d) => (d as HTMLDetailsElement).open).length)).toBe(0);
    const visible = await page.locator('.site-panel').innerText();
    expect(visible).not.toMatch(/Huff|β|censored Poisson|NAICS \d/);
    expect(visible).not.toMatch(/No published benchmark/);
    await folds.first().locator('summary').click();
    await folds
      .first()
      .getByRole('link', { name: /glossary/i })
      .click();
    await page.getByRole('heading', { name: /glossary/i, level: 1 }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    for (const term of ['Huff model', 'Censored Poisson', 'NAICS', 'Estimate methods']) {
      expect(await page.locator('main').textContent()).toContain(term);
    }
    expect(pageErrors).toEqual([]);
  });

  it("the form's pin map and the dashboard's map draw the same ground as covered round 1750 N Milwaukee Ave", async () => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(`${server.baseUrl}/app/analyses/new`);
    await page.getByLabel('Address 1', { exact: true }).fill(ADDRESS);
    await page.getByTestId('geocode-match-0').click({ timeout: 30_000 });
    const pin = '[data-testid="pin-map"]';
    await page.locator(pin).waitFor({ timeout: 30_000 });
    const probes = await (async () => {
      await page.waitForFunction(
        (sel) => Boolean((document.querySelector(sel) as { sitescoutMap?: unknown } | null)?.sitescoutMap),
        pin,
      );
      return gridOver(page, pin);
    })();
    // The pin map fetches what its first view shows (wider than the box it was framed on): no probe is grey.
    await expect
      .poll(async () => (await coverageAt(page, pin, probes)).filter((c) => c === false).length, {
        timeout: 20_000,
      })
      .toBe(0);
    const onForm = await coverageAt(page, pin, probes);
    await page.locator(pin).screenshot({ path: '/tmp/coverage-form-map.png' });

    await page.goto(`${server.baseUrl}/app/analyses/${id}`);
    await page.locator('.analysis-map[data-state="ready"]').waitFor({ timeout: 60_000 });
    const onDashboard = await coverageAt(page, '.analysis-map', probes);
    const compared = probes.filter((_, i) => onForm[i] !== null && onDashboard[i] !== null);
    expect(compared.length).toBeGreaterThanOrEqual(10);
    const disagree = probes.filter(
      (_, i) => onForm[i] !== null && onDashboard[i] !== null && onForm[i] !== onDashboard[i],
    );
    expect(disagree).toEqual([]);
  });
});
