import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForAnalysis } from '../apps/server/test/analyses-setup.js';
import { BILLING_TEST_PASSWORD, type SignedUpUser, signUpConfirmed } from '../apps/server/test/billing-accounts.js';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signInThroughPage } from './helpers/sign-up.js';

const SHOTS = '/tmp/sitescout-city-precision-shots';
const TUCSON = '100 E Congress St, Tucson, AZ';
const CHICAGO = '1750 N Milwaukee Ave, Chicago, IL';
/** The sentence, with the dash as either display sets it. */
const SENTENCE =
  /located only to Tucson, AZ, about 18 mi across [—-] wider than the 1-mile ring, so figures at one point of it would not describe your site/;

// The street is not in the offline street data, so the address is placed at Tucson's Census internal point, about
// 7 mi south-east of downtown: the dashboard and the PDF scored that point as the site ("22/100", a forecast).
describe('a street address placed only at the centre of a city wider than the ring, on the dashboard and in the PDF', () => {
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;
  let user: SignedUpUser;
  const ids = { alone: '', beside: '' };
  const pageErrors: string[] = [];

  const create = async (sites: string[]) => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: { authorization: `Bearer ${user.accessToken}` },
      payload: { businessType: 'coffee-shop', radiusMiles: 1, sites },
    });
    expect(created.statusCode, created.body).toBe(202);
    const id = created.json().id as string;
    expect((await waitForAnalysis(server.app, user.accessToken, id, 240_000)).status).toBe('done');
    return id;
  };
  const pdfOf = async (id: string, name: string) => {
    const res = await fetch(`${server.baseUrl}/api/analyses/${id}/report.pdf`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(res.status).toBe(200);
    const file = `${SHOTS}/${name}.pdf`;
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    execFileSync('pdftoppm', ['-png', '-r', '60', file, `${SHOTS}/${name}-page`]);
    return execFileSync('pdftotext', [file, '-']).toString('utf8').replace(/\s+/g, ' ');
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startListeningApp('pglite');
    await server.app.analysisJobs.startWorker();
    user = await signUpConfirmed(server.app, server.outbox);
    await server.app.pro.grant(user.id, 'city precision test');
    ids.alone = await create([TUCSON]);
    ids.beside = await create([TUCSON, CHICAGO]);
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors);
    await signInThroughPage(page, server.baseUrl, user.email, BILLING_TEST_PASSWORD);
  }, 500_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('the dashboard says why in one sentence and shows the map, with no score, forecast or ring figures', async () => {
    await page.goto(`${server.baseUrl}/app/analyses/${ids.alone}`);
    const note = page.getByTestId('location-note');
    await note.waitFor({ timeout: 60_000 });
    expect((await note.innerText()).replace(/\s+/g, ' ')).toMatch(SENTENCE);
    expect(await page.getByTestId('site-answer-score').innerText()).toBe('No site score');
    expect(await page.getByTestId('site-answer-reason').innerText()).toMatch(SENTENCE);
    const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(main).not.toMatch(/\d+\/100/);
    expect(main).not.toMatch(/Revenue forecast|people within|Walk Score \d/);
    expect(await page.locator('.maplibregl-canvas, canvas').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/dashboard-tucson.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('the PDF says the same: the sentence and the map, no score and no forecast', async () => {
    const text = await pdfOf(ids.alone, 'tucson');
    expect(text).toMatch(SENTENCE);
    expect(text).toContain('Site map');
    expect(text).not.toMatch(/\d+\/100/);
    expect(text).not.toMatch(/Revenue forecast|Expected revenue/);
    expect(text).toContain('not shown (located only to its area)');
  }, 120_000);

  it('the "ready" e-mail says no site score and why, not a score', async () => {
    await expect
      .poll(() => server.outbox().some((m) => m.to === user.email && m.text.includes(`/app/analyses/${ids.alone}`)), {
        timeout: 60_000,
      })
      .toBe(true);
    const mail = server.outbox().find((m) => m.to === user.email && m.text.includes(`/app/analyses/${ids.alone}`));
    expect(mail?.text).toContain(`${TUCSON}: no site score (located only to Tucson, AZ, about 18 mi across`);
    expect(mail?.text).not.toMatch(/\d+\/100/);
  }, 90_000);

  it('the CSV and GeoJSON exports carry the place and the reason, not the figures read at the point', async () => {
    const get = (path: string) =>
      fetch(`${server.baseUrl}/api/analyses/${ids.alone}/${path}`, {
        headers: { authorization: `Bearer ${user.accessToken}` },
      });
    const csv = await (await get('export.csv')).text();
    expect(csv).toContain('100 E Congress St, Tucson, AZ');
    expect(csv.replace(/\s+/g, ' ')).toMatch(SENTENCE);
    const geo = (await (await get('export.geojson')).json()) as {
      features: Array<{ properties: Record<string, unknown> }>;
    };
    const site = geo.features.find((f) => f.properties.kind === 'site');
    expect(site?.properties).toMatchObject({ siteScore: null, walkScore: null, competitorsWithinRadius: null });
    expect(geo.features.filter((f) => f.properties.kind === 'competitor')).toEqual([]);
    expect(
      geo.features.filter((f) => f.properties.kind === 'ring').every((f) => f.properties.population === null),
    ).toBe(true);
  }, 60_000);

  it('beside a Chicago site it is not ranked, and the dashboard and the PDF say why', async () => {
    await page.goto(`${server.baseUrl}/app/analyses/${ids.beside}`);
    const headline = page.getByTestId('comparison-headline');
    await headline.waitFor({ timeout: 60_000 });
    expect((await headline.innerText()).replace(/\s+/g, ' ')).toMatch(
      new RegExp(
        `^${CHICAGO} is the only site ranked, with \\d+/100: no other site here has a score to compare it with`,
      ),
    );
    const table = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(table).toMatch(new RegExp(`${TUCSON} is not ranked: it is ${SENTENCE.source}`));
    await headline.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dashboard-comparison.png` });
    const text = await pdfOf(ids.beside, 'comparison');
    // The PDF names sites "Site N": Site 1 is Tucson.
    expect(text).toMatch(new RegExp(`Site 1 is not ranked: it is ${SENTENCE.source}`));
    expect(text).toMatch(/Site 2 is the only site ranked, with \d+\/100/);
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
