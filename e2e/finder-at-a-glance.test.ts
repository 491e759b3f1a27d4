import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signUpAndConfirm } from './helpers/sign-up.js';

const PASSWORD = 'Meadow-Copper-Thistle-64';
const SHOTS = '/tmp/sitescout-finder-glance-shots';

/** The colour most drawn in a 9 × 9 patch round each point of the map's canvas (labels and lines are outvoted). */
async function coloursAt(page: Page, points: Record<string, [number, number]>): Promise<Record<string, string>> {
  return page.evaluate((pts) => {
    const canvas = document.querySelector('[data-testid="finder-map"] canvas') as HTMLCanvasElement;
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const ctx = copy.getContext('2d') as CanvasRenderingContext2D;
    ctx.drawImage(canvas, 0, 0);
    const scale = canvas.width / canvas.clientWidth;
    const out: Record<string, string> = {};
    for (const [zcta, [x, y]] of Object.entries(pts)) {
      const counts = new Map<string, number>();
      const data = ctx.getImageData(Math.round(x * scale) - 4, Math.round(y * scale) - 4, 9, 9).data;
      for (let i = 0; i < data.length; i += 4) {
        const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      out[zcta] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    }
    return out;
  }, points);
}

/** Pairs of numbered markers (round, so compared by their centres) that overlap on screen. */
async function overlappingMarkers(page: Page): Promise<string[]> {
  const discs = await page.locator('.finder-marker').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { n: el.textContent ?? '', x: r.x + r.width / 2, y: r.y + r.height / 2, d: r.width };
    }),
  );
  const hits: string[] = [];
  for (const [i, a] of discs.entries())
    for (const b of discs.slice(i + 1))
      if (Math.hypot(a.x - b.x, a.y - b.y) < (a.d + b.d) / 2 - 1) hits.push(`${a.n}/${b.n}`);
  return hits;
}

const darkness = (rgb: string) => 765 - rgb.split(',').reduce((s, v) => s + Number(v), 0);

describe('the finder map ranks at a glance (issue 41)', () => {
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startListeningApp('pglite', { FINDER_SEARCHES_PER_DAY: '10' });
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors);
    await signUpAndConfirm(page, server, `finder.glance.${Date.now()}@example.com`, PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  const searchCity = async (city: string) => {
    await page.goto(`${server.baseUrl}/app/find`);
    await page.getByLabel('Business type').selectOption('coffee-shop');
    await page.getByLabel('A city', { exact: true }).check();
    const field = page.getByLabel(/^City/);
    // Empty, with an example as its placeholder: nothing is searched that nobody typed.
    expect(await field.inputValue()).toBe('');
    expect(await field.getAttribute('placeholder')).toMatch(/^e\.g\. /);
    await field.fill(city);
    await page.getByRole('button', { name: 'Find the best areas' }).click();
    await page.locator('[data-testid="finder-map"][data-state="ready"]').waitFor({ timeout: 90_000 });
  };

  it('Naperville: its four ZIP areas in four colours on one 0–100 scale, in the order of their ranks', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await searchCity('Naperville, IL');
    const map = page.getByTestId('finder-map');
    const points = JSON.parse((await map.getAttribute('data-points')) ?? '{}') as Record<string, [number, number]>;
    expect(Object.keys(points).sort()).toEqual(['60540', '60563', '60564', '60565']);
    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/naperville-1280.png` });
    const colours = await coloursAt(page, points);
    const scores = Object.fromEntries(
      await page
        .locator('[data-testid="finder-table"] tbody tr[data-zcta]')
        .evaluateAll((trs) =>
          trs.map((tr) => [tr.getAttribute('data-zcta') ?? '', Number(tr.querySelectorAll('td')[1]?.textContent)]),
        ),
    ) as Record<string, number>;
    const ranks = Object.fromEntries(
      await page
        .locator('[data-testid="finder-table"] tbody tr[data-zcta]')
        .evaluateAll((trs) => trs.map((tr, i) => [tr.getAttribute('data-zcta') ?? '', i + 1])),
    ) as Record<string, number>;
    console.log(colours, scores, ranks);
    // One 0–100 scale, shaded by the score before its rounding: four areas, four colours (two of them score 73 once
    // rounded), a better rank never lighter, and a score that rounds alike drawn nearly alike.
    const zips = Object.keys(points);
    expect(new Set(Object.values(colours)).size).toBe(4);
    for (const a of zips)
      for (const b of zips) {
        const [sa, sb, ca, cb] = [scores[a] ?? 0, scores[b] ?? 0, colours[a] ?? '', colours[b] ?? ''];
        if (sa > sb) expect(darkness(ca), `${a} (${sa}) darker than ${b} (${sb})`).toBeGreaterThan(darkness(cb));
        if ((ranks[a] ?? 0) < (ranks[b] ?? 0))
          expect(darkness(ca), `${a} (#${ranks[a]}) not lighter than ${b}`).toBeGreaterThanOrEqual(darkness(cb));
        if (sa === sb) expect(Math.abs(darkness(ca) - darkness(cb)), `${a} and ${b} alike`).toBeLessThanOrEqual(6);
      }
    expect(await page.locator('.finder-legend').textContent()).toMatch(/Score 0.*100/);
  }, 180_000);

  it.each([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])(
    'Chicago at $width px: no numbered marker hides another in the Loop',
    async (size) => {
      await page.setViewportSize(size);
      await searchCity('Chicago, IL');
      expect(await page.locator('.finder-marker').count()).toBe(10);
      await page.getByTestId('finder-map').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/chicago-${size.width}.png` });
      expect(await overlappingMarkers(page)).toEqual([]);
      // Zoomed in one step, still apart.
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.waitForTimeout(800);
      expect(await overlappingMarkers(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
    180_000,
  );

  it("names each ZIP area after its town: 60018 is Des Plaines' (O'Hare's land is Chicago's, its homes are not)", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}/app/find`);
    await page.getByLabel('Business type').selectOption('coffee-shop');
    await page.getByLabel('ZIP codes', { exact: true }).check();
    await page.getByLabel(/ZIP codes \(separated/).fill('60018 60631');
    await page.getByRole('button', { name: 'Find the best areas' }).click();
    await page.locator('[data-testid="finder-map"][data-state="ready"]').waitFor({ timeout: 90_000 });
    expect(await page.locator('[data-testid="finder-table"] tr[data-zcta="60018"] th').first().textContent()).toContain(
      '60018 (Des Plaines, IL)',
    );
  }, 180_000);
});
