import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, linkIn, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { waitForSiteMatch } from './helpers/site-match.js';

const SHOTS = '/tmp/sitescout-address-shots';
/** Where N Ashland Ave crosses W Chicago Ave (City street centerlines): 1600 W Chicago Ave is on that corner. */
const CORNER = { lat: 41.89588, lon: -87.66679 };

function metres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const k = Math.PI / 180;
  const x = (b.lon - a.lon) * k * Math.cos(((a.lat + b.lat) / 2) * k);
  return Math.hypot(x, (b.lat - a.lat) * k) * 6_371_000;
}

describe('address suggestions and precision, in the browser', () => {
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;
  const outbox = () => server.outbox();
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startListeningApp('postgres');
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  /** A visitor (fresh browser context) asks for a free coffee-shop analysis of `address` and opens its dashboard. */
  async function freeAnalysis(address: string, email: string): Promise<void> {
    page = await openPage(browser, pageErrors);
    await page.goto(`${server.baseUrl}/free-analysis`);
    await page.getByRole('combobox', { name: 'Business type' }).fill('coffee');
    await page.getByRole('option', { name: /Coffee shop/ }).click();
    const box = page.getByRole('combobox', { name: 'Address 1' });
    await box.fill(address);
    await waitForSiteMatch(page, 0);
    await page.getByLabel('Your e-mail').fill(email);
    await page.getByRole('button', { name: 'E-mail me the link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    const mail = outbox().find((m) => m.to === email && /Confirm your free/.test(m.subject));
    await page.goto(linkIn(mail?.text ?? '', '/api/analyses/free/confirm'));
    await page.locator('.analysis-map[data-state="ready"]').waitFor({ timeout: 120_000 });
  }

  const nearestCompetitor = () =>
    page
      .locator('dt', { hasText: /^Nearest competitor/ })
      .locator('xpath=following-sibling::dd')
      .innerText();
  const zoning = () => page.locator('.zoning').innerText();

  it('typing "1600 W Chicago" offers the address; choosing it by keyboard puts the pin on the Ashland corner', async () => {
    await page.goto(`${server.baseUrl}/free-analysis`);
    const box = page.getByRole('combobox', { name: 'Address 1' });
    await box.pressSequentially('1600 W Chicago', { delay: 30 });
    const option = page.getByRole('option', { name: '1600 W Chicago Ave, Chicago, IL 60622' });
    await option.waitFor({ timeout: 10_000 });
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).innerText()).toBe('1600 W Chicago Ave, Chicago, IL 60622');
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    expect(await box.inputValue()).toBe('1600 W Chicago Ave, Chicago, IL 60622');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    const match = page.getByTestId('geocode-match-0');
    await match.waitFor({ timeout: 15_000 });
    expect(await match.innerText()).toMatch(/precision: street/);
    const pin = page.getByTestId('pin-map');
    await pin.waitFor();
    const at = { lat: Number(await pin.getAttribute('data-lat')), lon: Number(await pin.getAttribute('data-lon')) };
    expect(metres(at, CORNER)).toBeLessThan(100);
    await page.screenshot({ path: `${SHOTS}/suggestion-chosen.png`, fullPage: true });
  }, 60_000);

  it('the street site names its zoning district; the ZIP-only site rounds distances and checks no zoning', async () => {
    await freeAnalysis('1600 W Chicago Ave, Chicago, IL 60622', `street.${Date.now()}@example.com`);
    const streetNearest = await nearestCompetitor();
    const streetZoning = await zoning();
    expect(streetNearest).toMatch(/^\d+\.\d{2} mi/);
    expect(streetZoning).toMatch(/Site is (in|on)/);
    expect(await page.getByTestId('location-note').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/street-dashboard.png`, fullPage: true });

    await freeAnalysis('60622', `zip.${Date.now()}@example.com`);
    const zipNearest = await nearestCompetitor();
    expect(zipNearest).toMatch(/^(within )?about \d+ mi/);
    expect(zipNearest).not.toBe(streetNearest);
    expect(await page.locator('dt', { hasText: 'Nearest competitor (site location approximate)' }).count()).toBe(1);
    expect(await zoning()).toMatch(/^Zoning not checked — place the pin on the parcel/);
    expect(await page.getByTestId('location-note').innerText()).toMatch(/located only to its ZIP code area/);
    await page.screenshot({ path: `${SHOTS}/zip-dashboard.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  }, 300_000);
});
