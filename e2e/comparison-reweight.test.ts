import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnalysis, waitForAnalysis } from '../apps/server/test/analyses-setup.js';
import { BILLING_TEST_PASSWORD, signUpConfirmed } from '../apps/server/test/billing-accounts.js';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signInThroughPage } from './helpers/sign-up.js';

const SHOTS = '/tmp/sitescout-comparison-shots';
/**
 * The three coffee sites: a street address, a point in the West Loop, and a city placed at its centre —
 * Naperville, about 7.1 mi across, wider than the 1-mile ring: its figures are withheld and it is not ranked.
 */
const SITES = ['1750 N Milwaukee Ave, Chicago, IL', '41.8825, -87.6500', 'Naperville, IL'];

/** The ranking table as the page shows it: each row's site number and its score text, in rank order. */
async function ranking(page: Page): Promise<Array<{ site: string; rank: string; score: string }>> {
  return page.locator('[data-testid="comparison-ranking"] tbody tr').evaluateAll((rows) =>
    rows.map((r) => ({
      site: r.getAttribute('data-site') ?? '',
      rank: r.querySelector('td')?.textContent?.trim() ?? '',
      score: r.querySelectorAll('td')[1]?.textContent?.trim() ?? '',
    })),
  );
}

describe('a three-site comparison re-weighted in the browser', () => {
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;
  let id = '';
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startListeningApp('pglite');
    await server.app.analysisJobs.startWorker();
    const user = await signUpConfirmed(server.app, server.outbox);
    await server.app.pro.grant(user.id, 'compares several sites');
    id = await startAnalysis(server.app, user.accessToken, { businessType: 'coffee-shop', sites: SITES });
    const done = await waitForAnalysis(server.app, user.accessToken, id, 240_000);
    if (done.status !== 'done') throw new Error(`analysis ${id} ${done.status}`);

    browser = await launchBrowser();
    page = await openPage(browser, pageErrors);
    await signInThroughPage(page, server.baseUrl, user.email, BILLING_TEST_PASSWORD);
    await page.goto(`${server.baseUrl}/app/analyses/${id}`);
    await page.getByTestId('comparison').waitFor({ timeout: 30_000 });
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('heads the comparison with the winner’s own score, the one in the ranking table', async () => {
    const headline = (await page.getByTestId('comparison-headline').textContent()) ?? '';
    const rows = await ranking(page);
    const first = rows[0];
    // "… ranks first with 75/100" or "… tie for first with 74/100": the number is the first row's own site score.
    const score = /(?:ranks first|tie for first|ranks highest) with (\d+)\/100/.exec(headline)?.[1];
    expect(score).toBeDefined();
    const scored = rows.filter((r) => !r.score.startsWith('no site score') && !r.score.startsWith('not shown'));
    const named = headline.includes('placed only at its city centre') ? scored.find((r) => r.site !== '3') : first;
    expect(named?.score.startsWith(`${score}/100`)).toBe(true);
    await page.getByTestId('comparison').screenshot({ path: `${SHOTS}/comparison.png` });
  });

  it('gives Naperville (placed at the centre of a city wider than the ring) no figure and no win, and says why', async () => {
    const table = page.locator('.comparison-table');
    const naperville = table.locator('td').filter({ hasText: 'not shown' });
    expect(await naperville.count()).toBeGreaterThan(3);
    expect(await table.textContent()).toContain(
      'placed only at the centre of Naperville, IL, wider than the 1-mile ring',
    );
    // Column of site 3: no winner mark in any row.
    const col = await table
      .locator('thead th')
      .evaluateAll((ths) => ths.findIndex((th) => th.getAttribute('data-site') === '3'));
    expect(col).toBeGreaterThan(0);
    const winners = await table
      .locator('tbody tr')
      .evaluateAll((rows, c) => rows.filter((r) => r.children[c]?.hasAttribute('data-winner')).length, col);
    expect(winners).toBe(0);
    // The rent row shows nothing at Naperville, not compared.
    const rent = table.locator('tbody tr', { hasText: 'Estimated rent' });
    expect(await rent.locator('td[data-not-compared]').count()).toBeGreaterThanOrEqual(1);
  });

  it('shows traffic on Milwaukee Ave for site 1, dated and called old, and Western Ave only as another street', async () => {
    await page.getByRole('tab', { name: /1750 N Milwaukee Ave/ }).click();
    const own = page.getByTestId('site-street-traffic');
    await own.scrollIntoViewIfNeeded();
    const text = (await own.textContent()) ?? '';
    expect(text).toContain('Traffic on N Milwaukee Ave, the site’s street');
    expect(text).toMatch(/12,800 vehicles\/day/);
    expect(text).toMatch(/counted October 2006 — an old count/);
    expect(await page.getByTestId('other-street-traffic').textContent()).toMatch(
      /Another street: Western Ave.*40,000 vehicles\/day.*not the street the site fronts/,
    );
    await page
      .locator('#details-heading')
      .locator('..')
      .screenshot({ path: `${SHOTS}/site-traffic.png` });
  });

  it('moves the ranking when a priority moves, with the headline following the new first site', async () => {
    const before = await ranking(page);
    const summary = (await page.locator('.comparison-summary').textContent()) ?? '';
    // Naperville is not ranked, and the page says why; the sliders move the two ranked sites.
    expect(summary).toContain(
      'Naperville, IL is not ranked: it is located only to Naperville, IL, about 7.1 mi across — wider than the 1-mile ring',
    );
    expect(before.find((r) => r.site === '3')?.rank).toBe('not ranked');
    const panel = page.locator('.reweight-panel');
    const tries: Array<[RegExp, 'Home' | 'End']> = [
      [/Low competition/, 'End'],
      [/Low competition/, 'Home'],
      [/Foot traffic/, 'End'],
      [/Foot traffic/, 'Home'],
      [/Customer proximity/, 'End'],
    ];
    let moved = false;
    for (const [name, key] of tries) {
      const reset = panel.getByRole('button', { name: 'Reset' });
      if (await reset.isEnabled()) await reset.click();
      const slider = panel.getByRole('slider', { name });
      await slider.focus();
      await page.keyboard.press(key);
      // Every move re-scores: the scores in the ranking change.
      await expect.poll(async () => JSON.stringify(await ranking(page))).not.toBe(JSON.stringify(before));
      const after = await ranking(page);
      if (after.map((r) => r.site).join() !== before.map((r) => r.site).join()) {
        moved = true;
        const headline = (await page.getByTestId('comparison-headline').textContent()) ?? '';
        const score = /with (\d+)\/100/.exec(headline)?.[1];
        expect(after.some((r) => r.score.startsWith(`${score}/100`))).toBe(true);
        // The criteria table's columns follow the ranking, each headed by its own site.
        const heads = await page
          .locator('.comparison-table thead th[data-site]')
          .evaluateAll((ths) => ths.map((th) => th.getAttribute('data-site')));
        expect(heads).toEqual(after.map((r) => r.site));
        await page.getByTestId('comparison').screenshot({ path: `${SHOTS}/comparison-reweighted.png` });
        break;
      }
    }
    expect(moved).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
