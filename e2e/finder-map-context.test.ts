import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { seriousAxeFindings } from './helpers/axe.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signUpAndConfirm } from './helpers/sign-up.js';

const PASSWORD = 'Harbor-Lantern-Basalt-58';
const SHOTS = '/tmp/sitescout-finder-context-shots';

interface MapContext {
  towns: string[];
  streets: number;
  stations: number;
  sentence: string;
}

/** What the finder map wrote and drew around the shaded areas (read from MapLibre by the map itself), and its note. */
async function mapContext(page: Page): Promise<MapContext> {
  const map = page.locator('[data-testid="finder-map"][data-state="ready"]');
  await map.waitFor({ timeout: 90_000 });
  return {
    towns: ((await map.getAttribute('data-towns')) ?? '').split('|').filter(Boolean),
    streets: Number(await map.getAttribute('data-streets')),
    stations: Number(await map.getAttribute('data-stations')),
    sentence: (await page.getByTestId('finder-map-streets').textContent()) ?? '',
  };
}

describe('the finder map shows where each area is: town names, stations, streets where the data has them', () => {
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startListeningApp('pglite', { FINDER_SEARCHES_PER_DAY: '10' });
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors);
    await signUpAndConfirm(page, server, `finder.context.${Date.now()}@example.com`, PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  const search = async (fill: () => Promise<void>) => {
    await page.goto(`${server.baseUrl}/app/find`);
    await page.getByLabel('Business type').selectOption('coffee-shop');
    await fill();
    await page.getByRole('button', { name: 'Find the best areas' }).click();
  };

  const near60193 = async () => {
    await page.getByLabel('Within some miles of a place').check();
    await page.getByLabel('Address, ZIP code or “lat, lon”').fill('60193');
    await page.getByRole('spinbutton', { name: 'Miles' }).fill('6');
  };
  const chicago = async () => {
    await page.getByLabel('A city', { exact: true }).check();
    await page.getByLabel(/^City/).fill('Chicago, IL');
  };

  it('around Schaumburg (no street lines in the data): town names and ZIP areas, and a sentence saying there are no streets', async () => {
    await search(near60193);
    const seen = await mapContext(page);
    await page.getByTestId('finder-map').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/suburbs-1280.png` });
    const ranked = await page
      .locator('[data-testid="finder-table"] tbody tr[data-zcta] th')
      .evaluateAll((ths) => ths.map((th) => th.textContent));
    console.log(seen, ranked);
    // The search is named as its areas are: 60193 is Schaumburg's (the Census primary place), not Roselle's post office.
    await page.getByRole('heading', { name: /ZIP areas ranked \(60193 \(Schaumburg, IL\) within 6 mi\)/ }).waitFor();
    // Written on the map itself, not only in the table: the towns of the ranked areas.
    expect(seen.towns).toEqual(expect.arrayContaining(['Schaumburg', 'Hoffman Estates']));
    expect(seen.towns.length).toBeGreaterThanOrEqual(5);
    expect(seen.streets).toBe(0);
    expect(seen.sentence).toMatch(
      /^No streets on this map: the loaded data has street lines for the City of Chicago only, none for .*Schaumburg/,
    );
    expect(await seriousAxeFindings(page)).toEqual([]);

    // On a phone (searched again at that width, so the map is drawn for it): still named.
    await page.setViewportSize({ width: 390, height: 844 });
    await search(near60193);
    const phone = await mapContext(page);
    expect(phone.towns).toContain('Schaumburg');
    expect(phone.sentence).toBe(seen.sentence);
    await page.getByTestId('finder-map').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/suburbs-390.png` });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 180_000);

  it('in Chicago: main streets drawn, the rest named, and the top 11 fit lines each particular to their ZIP area', async () => {
    await search(chicago);
    const seen = await mapContext(page);
    expect(seen.towns).toContain('Chicago');
    expect(seen.streets).toBeGreaterThan(100);
    expect(seen.stations).toBeGreaterThan(20);
    expect(seen.sentence).toMatch(/^Streets: main streets of the City of Chicago \(/);
    await page.getByTestId('finder-map').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/chicago-1280.png` });

    // The fit part of each of the top 11 (its cell's description): the ZIP area's own figures, 11 different lines.
    const rows = page.locator('[data-testid="finder-table"] tbody tr[data-zcta]');
    const fits = await rows.evaluateAll((trs) =>
      trs.slice(0, 11).map((tr) => tr.querySelectorAll('td')[6]?.getAttribute('title') ?? ''),
    );
    expect(fits).toHaveLength(11);
    expect(new Set(fits).size).toBe(11);
    for (const fit of fits) expect(fit).toMatch(/residents aged 25–44 \d+\.\d % \(\d+(st|nd|rd|th) of \d+ areas\)/);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await search(chicago);
    const phone = await mapContext(page);
    expect(phone.towns).toContain('Chicago');
    expect(phone.streets).toBeGreaterThan(100);
    await page.getByTestId('finder-map').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/chicago-390.png` });
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
