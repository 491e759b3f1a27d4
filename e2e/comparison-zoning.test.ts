import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForAnalysis } from '../apps/server/test/analyses-setup.js';
import { BILLING_TEST_PASSWORD, type SignedUpUser, signUpConfirmed } from '../apps/server/test/billing-accounts.js';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signInThroughPage } from './helpers/sign-up.js';

const SHOTS = '/tmp/sitescout-comparison-shots';
/** The three coffee sites: 2101 N Clark St is in RM-6.5 (residential), 1750 N Milwaukee Ave in B3-2. */
const SITES = ['1750 N Milwaukee Ave, Chicago, IL', '2101 N Clark St, Chicago, IL', '1601 Chicago Ave, Evanston, IL'];

// One database kind: what is checked is the comparison as the dashboard and the PDF print it.
describe('a comparison that respects zoning and closeness, on the dashboard and in the PDF', () => {
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;
  let user: SignedUpUser;
  let id = '';
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startListeningApp('pglite');
    await server.app.analysisJobs.startWorker();
    user = await signUpConfirmed(server.app, server.outbox);
    await server.app.pro.grant(user.id, 'comparison test');
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: { authorization: `Bearer ${user.accessToken}` },
      payload: { businessType: 'coffee-shop', radiusMiles: 1, sites: SITES },
    });
    expect(created.statusCode, created.body).toBe(202);
    id = created.json().id as string;
    const done = await waitForAnalysis(server.app, user.accessToken, id, 240_000);
    expect(done.status).toBe('done');
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors);
    await signInThroughPage(page, server.baseUrl, user.email, BILLING_TEST_PASSWORD);
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it("the dashboard does not crown the residential block: it says why, names the first allowed site and says whether the lead is inside the score's error", async () => {
    await page.goto(`${server.baseUrl}/app/analyses/${id}`);
    const headline = page.getByTestId('comparison-headline');
    await headline.waitFor({ timeout: 60_000 });
    const text = (await headline.innerText()).replace(/\s+/g, ' ');
    expect(text).toMatch(
      /^2101 N Clark St, Chicago, IL[^;]* ranks first on score \(\d+\/100\) but its zoning \(RM-6\.5\) does not allow a storefront; 1750 N Milwaukee Ave, Chicago, IL[^;]* is first among sites where a coffee shop is allowed/,
    );
    // Close or not by the score's stated error (±3 points): the lead of the residential block over the first allowed
    // site decides which sentence follows (2 points when written; 3 once named places of other trades stopped lifting
    // the count at 2101 N Clark St).
    const [first, allowed] = [...text.matchAll(/(\d+)\/100/g)].map((m) => Number(m[1]));
    const lead = (first ?? 0) - (allowed ?? 0);
    expect(lead).toBeGreaterThan(0);
    if (lead < 3) expect(text).toMatch(/too close to call on score: the \d-point lead is inside the score's ±3 points/);
    else expect(text).not.toMatch(/too close to call/);
    await headline.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dashboard-comparison.png` });
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('the PDF says the same', async () => {
    const res = await fetch(`${server.baseUrl}/api/analyses/${id}/report.pdf`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(res.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'sitescout-comparison-')), 'report.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', [file, '-']).toString('utf8').replace(/\s+/g, ' ');
    // The PDF names sites "Site N" after its key: Site 1 is 1750 N Milwaukee Ave, Site 2 is 2101 N Clark St.
    expect(text).toMatch(
      /Site 2 ranks first on score \(\d+\/100\) but its zoning \(RM-6\.5\) does not allow a storefront; Site 1 is first among sites where a coffee shop is allowed/,
    );
    // The same closeness verdict as the dashboard's (Site 2's lead over Site 1, against the score's ±3 points).
    const lead =
      Number(/Site 2 ranks first on score \((\d+)\/100\)/.exec(text)?.[1]) -
      Number(/allowed, with (\d+)\/100/.exec(text)?.[1]);
    expect(lead).toBeGreaterThan(0);
    if (lead < 3) expect(text).toMatch(/too close to call on score/);
    else expect(text).not.toMatch(/too close to call/);
  }, 120_000);
});
