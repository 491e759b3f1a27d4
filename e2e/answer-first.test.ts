import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnalysis, waitForAnalysis } from '../apps/server/test/analyses-setup.js';
import { BILLING_TEST_PASSWORD, signUpConfirmed } from '../apps/server/test/billing-accounts.js';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signInThroughPage } from './helpers/sign-up.js';

/**
 * Issue 41, "Answer first, method on request": the dashboard's first screen shows the site score and its main reason
 * above the map, at 1280 and 390 px; the method sits behind "How we got this" folds that link to the glossary.
 * Screenshots go to /tmp/screens-<SCREENS_TAG or "after">-<width>.png.
 */

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const TAG = process.env.SCREENS_TAG ?? 'after';

describe('the dashboard answers first (issue 41)', () => {
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
      sites: ['1750 N Milwaukee Ave, Chicago, IL 60647'],
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
    for (const term of ['Huff model', 'Censored Poisson', 'NAICS', 'Estimate methods']) {
      expect(await page.locator('main').textContent()).toContain(term);
    }
    expect(pageErrors).toEqual([]);
  });
});
