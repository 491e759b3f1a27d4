import { mkdirSync } from 'node:fs';
import { MILES_PER_DEGREE_LAT } from '@sitescout/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signUpAndConfirm } from './helpers/sign-up.js';

const PASSWORD = 'Harbor-Juniper-Static-73';
const SHOTS = '/tmp/sitescout-basemap-shots';
/** Lincoln Park / Sheffield, Chicago: inside the City's street data. */
const SITE = { lat: 41.9217, lon: -87.6535 };

interface Drawn {
  streetLines: number;
  arterials: number;
  namesInRing: string[];
  zoning: number;
  income: number;
  walkshed10: number;
}

/**
 * What the dashboard map drew, read from MapLibre itself (`queryRenderedFeatures` on the map the element carries):
 * street lines and names with a vertex inside the 1-mile ring, zoning and income shapes, the 10-minute walkshed.
 */
async function drawn(page: Page): Promise<Drawn> {
  return page.evaluate(
    ({ lat, lon, milesPerDegree }) => {
      type Geometry = { type: string; coordinates: unknown };
      type Feature = { geometry: Geometry; properties: Record<string, unknown>; layer: { id: string } };
      type MapLike = { queryRenderedFeatures(o: { layers: string[] }): Feature[]; getLayer(id: string): unknown };
      const map = (document.querySelector('.analysis-map') as HTMLElement & { sitescoutMap: MapLike }).sitescoutMap;
      const milesTo = ([x, y]: number[]) => {
        const dy = ((y ?? 0) - lat) * milesPerDegree;
        const dx = ((x ?? 0) - lon) * milesPerDegree * Math.cos((lat * Math.PI) / 180);
        return Math.hypot(dx, dy);
      };
      const points = (g: Geometry): number[][] => {
        const flat = (c: unknown): number[][] =>
          Array.isArray(c) && typeof c[0] === 'number' ? [c as number[]] : (c as unknown[]).flatMap(flat);
        return flat(g.coordinates);
      };
      const inRing = (f: Feature) => points(f.geometry).some((p) => milesTo(p) <= 1);
      const query = (layers: string[]) => map.queryRenderedFeatures({ layers: layers.filter((l) => map.getLayer(l)) });
      const lines = query(['streets-local', 'streets-arterial']).filter(inRing);
      const names = query(['street-names', 'arterial-names']).filter(inRing);
      return {
        streetLines: lines.length,
        arterials: lines.filter((f) => f.layer.id === 'streets-arterial').length,
        namesInRing: [...new Set(names.map((f) => String(f.properties.name)))],
        zoning: query(['zoning-fill']).length,
        income: query(['income-fill']).length,
        walkshed10: query(['walkshed-lines', 'walkshed-fill']).filter((f) => f.properties.minutes === 10).length,
      };
    },
    // The constant goes in as an argument: the function runs in the page, where the test's imports do not exist.
    { lat: SITE.lat, lon: SITE.lon, milesPerDegree: MILES_PER_DEGREE_LAT },
  );
}

const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const map = (
          document.querySelector('.analysis-map') as HTMLElement & {
            sitescoutMap: { once(e: string, f: () => void): void; triggerRepaint(): void };
          }
        ).sitescoutMap;
        map.once('idle', () => resolve());
        map.triggerRepaint();
      }),
  );

describe('the dashboard map is a street map with switchable layers and walk-time areas', () => {
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startListeningApp('pglite');
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('shows streets on the new-analysis pin map, then runs a coffee-shop analysis for a Lincoln Park point', async () => {
    await signUpAndConfirm(page, server, `mapper.${Date.now()}@example.com`, PASSWORD);
    await page.goto(`${server.baseUrl}/app/analyses/new`);
    await page.getByRole('combobox', { name: 'Business type' }).fill('coff');
    await page.getByRole('option', { name: /Coffee shop/ }).click();
    await page.getByLabel('Address 1', { exact: true }).fill(`${SITE.lat}, ${SITE.lon}`);
    await page.getByTestId('geocode-match-0').waitFor({ timeout: 15_000 });
    await page.locator('.pin-map .maplibregl-canvas').waitFor();
    // The basemap is drawn on the server and rendered by WebGL in software: seconds on a loaded machine.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const el = document.querySelector('.pin-map') as HTMLElement & {
              sitescoutMap?: { queryRenderedFeatures(o: { layers: string[] }): unknown[] };
            };
            return (
              el.sitescoutMap?.queryRenderedFeatures({ layers: ['streets-local', 'streets-arterial'] }).length ?? 0
            );
          }),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(20);
    expect(await page.locator('.pin-map-legend').textContent()).toMatch(/arterial.*local streets/);
    await page.locator('.pin-map').screenshot({ path: `${SHOTS}/pin-map.png` });
    await page.getByRole('button', { name: 'Run analysis' }).click();
    await page.waitForURL(/\/app\/analyses\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await page.locator('.analysis-map[data-state="ready"]').waitFor({ timeout: 120_000 });
  }, 200_000);

  it('draws street lines and at least 10 street names within the 1-mile ring', async () => {
    await page.locator('.analysis-map').scrollIntoViewIfNeeded();
    await idle(page);
    await page.locator('.analysis-map-section').screenshot({ path: `${SHOTS}/dashboard-map.png` });
    const first = await drawn(page);
    expect(first.streetLines).toBeGreaterThan(30);
    expect(first.arterials).toBeGreaterThan(5);
    // The 10-minute walk-time area is drawn around the site, and the legend says what it is.
    expect(first.walkshed10).toBeGreaterThan(0);
    expect(await page.locator('.map-legend').textContent()).toMatch(/Walk-time areas: 5, 10, 15 minutes/);

    // A user zooms in once (street names of every street from zoom 14) and reads the names around the site.
    await page.evaluate(
      ({ lat, lon }) =>
        (
          document.querySelector('.analysis-map') as HTMLElement & {
            sitescoutMap: { jumpTo(o: object): void };
          }
        ).sitescoutMap.jumpTo({ center: [lon, lat], zoom: 14.5 }),
      SITE,
    );
    await idle(page);
    const zoomed = await drawn(page);
    await page.locator('.analysis-map').screenshot({ path: `${SHOTS}/dashboard-map-z14.png` });
    expect(zoomed.namesInRing.length, zoomed.namesInRing.join(', ')).toBeGreaterThanOrEqual(10);
    expect(zoomed.namesInRing.join('|')).toMatch(/Fullerton|Halsted|Lincoln|Sheffield|Clark/);
    // The map in words names the streets too.
    expect(await page.locator('.map-text-alternative').textContent()).toMatch(
      /Main streets \(arterials\) \(\d+\): .*Halsted/,
    );
  }, 60_000);

  it('switches zoning and household income on from the layers panel, and keeps the choice after a reload', async () => {
    const panel = page.getByRole('group', { name: 'Map layers' });
    expect((await drawn(page)).zoning).toBe(0);
    await panel.getByLabel('Zoning districts').check();
    // Zoning districts are loaded when the layer is switched on (they are heavy), then drawn.
    await expect.poll(async () => (await drawn(page)).zoning, { timeout: 20_000 }).toBeGreaterThan(20);
    await page.getByTestId('zoning-legend').waitFor();
    await page.locator('.analysis-map-section').screenshot({ path: `${SHOTS}/dashboard-zoning.png` });
    await panel.getByLabel('Zoning districts').uncheck();
    await panel.getByLabel('Household income by tract').check();
    await idle(page);
    const withIncome = await drawn(page);
    expect(withIncome.zoning).toBe(0);
    expect(withIncome.income).toBeGreaterThan(5);
    expect(await page.getByTestId('income-legend').textContent()).toMatch(/ACS|American Community Survey/);
    expect(await page.getByTestId('income-legend').textContent()).toMatch(/\d{4}/);
    await page.locator('.analysis-map-section').screenshot({ path: `${SHOTS}/dashboard-income.png` });

    await page.reload();
    await page.locator('.analysis-map[data-state="ready"]').waitFor({ timeout: 60_000 });
    expect(
      await page.getByRole('group', { name: 'Map layers' }).getByLabel('Household income by tract').isChecked(),
    ).toBe(true);
    await idle(page);
    expect((await drawn(page)).income).toBeGreaterThan(5);
    await page.getByRole('group', { name: 'Map layers' }).getByLabel('Household income by tract').uncheck();
  }, 90_000);

  it('opens one popup at a time, from the map or from the competitor list beside it', async () => {
    const list = page.getByRole('navigation', { name: 'Competitors on the map' });
    const first = list.getByRole('button').first();
    await first.click();
    await page.locator('.competitor-popup').waitFor();
    await list.getByRole('button').nth(1).click();
    await expect.poll(() => page.locator('.maplibregl-popup').count()).toBe(1);
    // Competitor markers are one Tab stop: only one of them is in the tab order.
    const tabbable = await page.locator('.competitor-marker[tabindex="0"]').count();
    expect(tabbable).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('fits a 390 px phone: the map as wide as its section, the layers panel and the list below it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.analysis-map').scrollIntoViewIfNeeded();
    const fit = await page.evaluate(() => {
      const section = document.querySelector('.analysis-map-section') as HTMLElement;
      const map = document.querySelector('.analysis-map') as HTMLElement;
      const panel = document.querySelector('.map-layers-panel') as HTMLElement;
      return {
        overflow: section.scrollWidth - section.clientWidth,
        mapWidth: map.getBoundingClientRect().width,
        sectionWidth: section.getBoundingClientRect().width,
        panelBelow: panel.getBoundingClientRect().top >= map.getBoundingClientRect().bottom,
      };
    });
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.mapWidth).toBeGreaterThanOrEqual(fit.sectionWidth - 1);
    expect(fit.panelBelow).toBe(true);
    await page.locator('.analysis-map-section').screenshot({ path: `${SHOTS}/dashboard-map-phone.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
