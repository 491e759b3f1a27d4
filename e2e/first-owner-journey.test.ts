import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { axeSource } from './helpers/axe.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signUpAndConfirm } from './helpers/sign-up.js';
import { waitForSiteMatch } from './helpers/site-match.js';

const PASSWORD = 'Copper-Meadow-Lantern-41';
const SHOTS = '/tmp/sitescout-journey-shots';
const UUID = /\/app\/analyses\/[0-9a-f-]{36}$/;
const SALON = '1600 W Chicago Ave, Chicago, IL 60622';

/** axe's landmark and contrast rules on the page as it is (evaluated over CDP, so the page's CSP is untouched). */
async function landmarkAndContrastFindings(page: Page): Promise<string[]> {
  // A toast fading in has not reached its colours yet: measure once transitions have settled.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            c: Document,
            o: object,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: [
        'landmark-unique',
        'landmark-no-duplicate-banner',
        'landmark-no-duplicate-contentinfo',
        'landmark-no-duplicate-main',
        'color-contrast',
      ],
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * A first-time owner, end to end: sign up → confirm → in the app → buy 3 credits → balance and cost on the form →
 * three sites → the Complete Report offered inline → one site run → priorities changed for free.
 */
describe('a first-time owner finds the way and sees the cost before spending', () => {
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;
  const email = `owner.${Date.now()}@example.com`;
  const pageErrors: string[] = [];
  const nav = () => page.getByRole('navigation', { name: 'Main' });
  const headerBalance = async () => (await nav().locator('.credit-balance').textContent()) ?? '';

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startListeningApp('pglite', { ANALYSIS_THREADS: '1' });
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('signs up, confirms the e-mail and lands in the app with the app’s links and the balance', async () => {
    await signUpAndConfirm(page, server, email, PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/app/analyses/new');
    await nav().getByRole('link', { name: 'My analyses', exact: true }).waitFor();
    await nav().getByRole('link', { name: 'New analysis', exact: true }).waitFor();
    await expect.poll(headerBalance).toBe('1 credit');
    // A signed-in header has no "Get Started" back into the marketing pages.
    expect(await nav().getByRole('link', { name: 'Get Started' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/1-confirmed-in-app.png` });
    // "Get Started" (linked from every marketing page) offers a signed-in owner the app's form.
    await page.goto(`${server.baseUrl}/get-started`);
    const start = page.getByRole('main').getByRole('link', { name: 'Start a New Analysis' });
    expect(await start.getAttribute('href')).toBe('/app/analyses/new');
  });

  it('buys 3 credits in the same tab and comes back to the form with the toast, banner and new balance', async () => {
    await page.goto(`${server.baseUrl}/credits`);
    await page.getByLabel('Number of analyses').selectOption('3');
    await page.getByRole('button', { name: 'Purchase Analyses' }).click();
    await page.waitForURL(/\/checkout\/test\/lcs_/);
    await page.getByRole('button', { name: 'Pay $29.97 (test)' }).click();
    await page.waitForURL(`${server.baseUrl}/app/analyses/new?payment=success&analyses=3`);
    await page.getByText('Payment Successful! 🎉').waitFor();
    // The success toast's green text and the banner read at 4.5:1 or more.
    expect(await landmarkAndContrastFindings(page)).toEqual([]);
    expect(await page.locator('.billing-success-banner').textContent()).toContain(
      'Your 3 additional analyses are on the way',
    );
    await expect.poll(headerBalance).toBe('4 credits');
    await page.screenshot({ path: `${SHOTS}/2-paid-back-in-app.png` });
  });

  it('shows the balance and what one site will use before anything is spent', async () => {
    await expect.poll(() => page.getByTestId('form-balance').textContent()).toBe('4 analysis credits');
    const type = page.getByRole('combobox', { name: 'Business type' });
    await type.fill('nail');
    await page.getByRole('option', { name: /Nail salon/ }).click();
    await page.getByLabel('Address 1', { exact: true }).fill(SALON);
    await page.getByTestId('geocode-match-0').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByTestId('run-uses').textContent(), { timeout: 15_000 })
      .toBe('This run uses 1 analysis credit: 3 left after.');
    await page.getByTestId('run-cost').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/3-form-cost.png`, fullPage: true });
  });

  it('tries 3 sites and is offered the Complete Report (or separate runs) inline, spending nothing', async () => {
    for (const [i, site] of ['60614', '60657'].entries()) {
      await page.getByRole('button', { name: 'Add another site' }).click();
      await page.getByLabel(`Address ${i + 2}`, { exact: true }).fill(site);
      await waitForSiteMatch(page, i + 1);
    }
    await expect
      .poll(() => page.getByTestId('run-uses').textContent(), { timeout: 15_000 })
      .toContain('Comparing 3 sites needs a Complete Report');
    await page.getByRole('button', { name: 'Run analysis' }).click();
    const offer = page.getByRole('region', { name: 'Compare these 3 sites' });
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Buy a Complete Report ($75)' }).waitFor();
    await offer.getByRole('button', { name: 'Run 3 separate analyses' }).waitFor();
    expect(await offer.textContent()).toContain('Comparing locations needs Pro Monthly or a Complete Report credit');
    expect(new URL(page.url()).pathname).toBe('/app/analyses/new');
    await expect.poll(headerBalance).toBe('4 credits');
    await offer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/4-comparison-offer.png`, fullPage: true });
  });

  it('buys the Complete Report from the offer and comes back to the same three sites, now paid for', async () => {
    await page.getByRole('button', { name: 'Buy a Complete Report ($75)' }).click();
    await page.waitForURL(/\/checkout\/test\/lcs_/);
    await page.getByRole('button', { name: 'Pay $75.00 (test)' }).click();
    await page.waitForURL(`${server.baseUrl}/app/analyses/new?payment=success&credits=1`);
    expect(await page.locator('.billing-success-banner').textContent()).toContain(
      'Your 1 Complete Report credit is on the way',
    );
    expect(await page.getByLabel('Address 3', { exact: true }).inputValue()).toBe('60657');
    expect(await page.getByRole('combobox', { name: 'Business type' }).inputValue()).toBe('Nail salon');
    await expect
      .poll(() => page.getByTestId('run-uses').textContent(), { timeout: 15_000 })
      .toBe('This run uses 1 Complete Report, which compares these 3 sites: 0 left after.');
    await expect.poll(headerBalance).toBe('4 credits · 1 Complete Report');
    await page.getByTestId('run-cost').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/4a-complete-report-bought.png` });
  });

  it('lists what a site outside the data will and will not get, and asks before spending', async () => {
    await page.getByRole('button', { name: 'Remove site 3' }).click();
    await page.getByRole('button', { name: 'Remove site 2' }).click();
    const address = page.getByLabel('Address 1', { exact: true });
    // A street the offline data does not hold is placed at its town's centre: amber at match time, with how far
    // off it may be, and Run asks for the pin before anything is spent.
    await address.fill('1601 Chicago Ave, Evanston, IL');
    const rough = page.locator('[data-testid="geocode-match-0"].geocode-rough');
    await rough.waitFor({ timeout: 15_000 });
    expect(await rough.innerText()).toMatch(
      /Placed only at the centre of its town: Evanston, IL — the site may be up to ±\d+(\.\d)? mi away/,
    );
    expect(await rough.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 244, 224)');
    await page.screenshot({ path: `${SHOTS}/4b-evanston-amber.png` });
    await page.getByRole('button', { name: 'Run analysis' }).click();
    await page.locator('.field-error', { hasText: 'Address 1: placed only at the centre of its town' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/analyses/new');
    await expect.poll(headerBalance).toBe('4 credits · 1 Complete Report');
    await address.fill('Naperville, IL');
    await expect
      .poll(() => page.getByTestId('geocode-match-0').textContent(), { timeout: 15_000 })
      .toContain('Naperville');
    await waitForSiteMatch(page, 0);
    await page.getByRole('button', { name: 'Run analysis' }).click();
    const confirm = page.getByRole('region', { name: 'Some data is missing here' });
    await confirm.waitFor({ timeout: 20_000 });
    expect(await confirm.getByRole('heading', { name: 'Not in the report' }).count()).toBe(1);
    expect(await confirm.textContent()).toContain('Zoning check');
    expect(await confirm.textContent()).toContain('This run uses 1 analysis credit: 3 left after.');
    await confirm.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/4b-partial-data-confirm.png`, fullPage: false });
    await confirm.getByRole('button', { name: 'Change the sites' }).click();
    await expect.poll(headerBalance).toBe('4 credits · 1 Complete Report');
    await address.fill(SALON);
    await expect
      .poll(() => page.getByTestId('geocode-match-0').textContent(), { timeout: 15_000 })
      .toContain('1600 W Chicago');
  }, 60_000);

  it('runs the one salon site for one credit', async () => {
    // The offer belonged to three sites: with one left, Run is back.
    await page.getByRole('button', { name: 'Run analysis' }).click();
    const confirm = page.getByRole('region', { name: 'Some data is missing here' });
    await Promise.race([page.waitForURL(UUID, { timeout: 20_000 }), confirm.waitFor({ timeout: 20_000 })]);
    if (!UUID.test(page.url())) await confirm.getByRole('button', { name: 'Run anyway' }).click();
    await page.waitForURL(UUID, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Scores' }).waitFor({ timeout: 150_000 });
    // One site uses an analysis credit; the Complete Report is kept for a comparison.
    await expect.poll(headerBalance).toBe('3 credits · 1 Complete Report');
  }, 180_000);

  it('changes priorities on the finished analysis: re-scored at once, saved as a new version, balance unchanged', async () => {
    const firstId = new URL(page.url()).pathname.split('/').pop();
    const competitionWeight = () =>
      page
        .getByRole('row', { name: /^Competition/ })
        .locator('td')
        .nth(1)
        .textContent();
    // The score's weighted breakdown sits behind the Scores section's "How we got this" fold: open it.
    await page
      .locator('details.how-we-got-this')
      .filter({ has: page.locator('table.score-breakdown') })
      .locator('summary')
      .click();
    const before = await competitionWeight();
    const panel = page.locator('.reweight-panel');
    // Sliders start at the middle: the business type's default weights.
    const slider = panel.getByRole('slider', { name: /Low competition/ });
    expect(await slider.inputValue()).toBe('50');
    await slider.focus();
    await page.keyboard.press('End');
    expect(await slider.inputValue()).toBe('100');
    await expect.poll(competitionWeight).not.toBe(before);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/5-reweighted.png`, fullPage: false });
    // The dashboard (with the benchmark table's green "meets") has no duplicate landmarks and no text under 4.5:1.
    expect(await landmarkAndContrastFindings(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Save as a new version' }).click();
    await page.getByText('New priorities saved').waitFor();
    await page.waitForURL(UUID);
    expect(new URL(page.url()).pathname.split('/').pop()).not.toBe(firstId);
    await page.getByRole('heading', { name: 'Scores' }).waitFor();
    expect(
      await page
        .locator('.reweight-panel')
        .getByRole('slider', { name: /Low competition/ })
        .inputValue(),
    ).toBe('100');
    await expect.poll(headerBalance).toBe('3 credits · 1 Complete Report');
    await page.goto(`${server.baseUrl}/account`);
    await expect.poll(() => page.getByTestId('credit-balance').textContent()).toBe('3');
    await page.screenshot({ path: `${SHOTS}/6-account-after.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
