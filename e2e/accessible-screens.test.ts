import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnalysis, waitForAnalysis } from '../apps/server/test/analyses-setup.js';
import { BILLING_TEST_PASSWORD, signUpConfirmed } from '../apps/server/test/billing-accounts.js';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { seriousAxeFindings } from './helpers/axe.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signInThroughPage } from './helpers/sign-up.js';

/**
 * Issue 41, "Accessible by test": axe finds nothing serious or critical on any app or marketing page at 1280 and
 * 390 px; a keyboard-only walk (Tab, Enter, Space, arrows, and typing into fields) from the form to a result, the
 * finder and batch scoring never drops focus to <body>; the header stays one line at 1024 px and wider.
 */

const WIDTHS: [desktop: { width: number; height: number }, phone: { width: number; height: number }] = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

interface Fixtures {
  oneSite: string;
  twoSites: string;
}

interface AppPage {
  name: string;
  path: (f: Fixtures) => string;
  /** Shown once the page has drawn what it is about. */
  ready: string;
}

const APP_PAGES: AppPage[] = [
  { name: 'analyses list', path: () => '/app/analyses', ready: '.history-table' },
  { name: 'new analysis form', path: () => '/app/analyses/new', ready: 'form.analysis-form' },
  { name: 'dashboard', path: (f) => `/app/analyses/${f.oneSite}`, ready: '.analysis-map[data-state="ready"]' },
  { name: 'comparison dashboard', path: (f) => `/app/analyses/${f.twoSites}`, ready: '.comparison-table' },
  { name: 'finder', path: () => '/app/find', ready: 'form.finder-form' },
  { name: 'batch scoring', path: () => '/app/batches', ready: 'main h1' },
  { name: 'account', path: () => '/account', ready: '[data-testid="credit-balance"]' },
];

/** Every prerendered marketing and sign-in page, from the built site's manifest. */
const MARKETING_PATHS = (
  JSON.parse(readFileSync(new URL('../apps/web/dist/site-manifest.json', import.meta.url), 'utf8')) as {
    pages: Array<{ path: string }>;
  }
).pages.map((p) => p.path);

/** What has focus, in words ("body" when focus was lost). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? null;
    const name = el.getAttribute('aria-label') ?? label ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${name}`.trim();
  });

describe('accessible screens (issue 41)', () => {
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;
  let email = '';
  const fixtures: Fixtures = { oneSite: '', twoSites: '' };
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startListeningApp('pglite');
    await server.app.analysisJobs.startWorker();
    const user = await signUpConfirmed(server.app, server.outbox);
    email = user.email;
    await server.app.pro.grant(user.id, 'accessible screens');
    await server.app.credits.grant(user.id, { amount: 3, key: `a11y:${user.id}`, description: 'test' });
    const start = (payload: object) => startAnalysis(server.app, user.accessToken, payload);
    fixtures.oneSite = await start({ businessType: 'plumbing', sites: ['2400 N Clark St, Chicago, IL 60614'] });
    fixtures.twoSites = await start({
      businessType: 'coffee-shop',
      sites: ['2400 N Lincoln Ave, Chicago, IL 60614', '1600 W Chicago Ave, Chicago, IL 60622'],
    });
    for (const id of [fixtures.oneSite, fixtures.twoSites]) {
      const done = await waitForAnalysis(server.app, user.accessToken, id, 240_000);
      if (done.status !== 'done') throw new Error(`analysis ${id} ${done.status}`);
    }
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors, { viewport: WIDTHS[0] });
    await signInThroughPage(page, server.baseUrl, email, BILLING_TEST_PASSWORD);
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  describe.each(WIDTHS)('at $width px', (size) => {
    it('marketing pages, signed out: no serious or critical axe finding', async () => {
      const context = await browser.newContext({ viewport: size });
      const visitor = await context.newPage();
      const findings: string[] = [];
      for (const path of MARKETING_PATHS) {
        await visitor.goto(`${server.baseUrl}${path}`);
        await visitor.locator('main h1').first().waitFor();
        for (const f of await seriousAxeFindings(visitor)) findings.push(`${path}: ${f}`);
      }
      await context.close();
      expect(findings).toEqual([]);
    }, 300_000);

    it('app pages, signed in: no serious or critical axe finding', async () => {
      await page.setViewportSize(size);
      const findings: string[] = [];
      for (const appPage of APP_PAGES) {
        await page.goto(`${server.baseUrl}${appPage.path(fixtures)}`);
        await page.locator(appPage.ready).first().waitFor({ timeout: 30_000 });
        for (const f of await seriousAxeFindings(page)) findings.push(`${appPage.name}: ${f}`);
      }
      expect(findings).toEqual([]);
    }, 300_000);
  });

  it('"Your analyses" shows each analysis\'s type, its sites with their scores and a comparison\'s winner', async () => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(`${server.baseUrl}/app/analyses`);
    const rows = page.locator('.history-table tbody tr');
    await rows.first().waitFor();
    const text = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s+/g, ' ').trim())),
    );
    const comparison = text.find((cells) => cells[1] === 'Coffee shop');
    const one = text.find((cells) => cells[1] === 'Plumbing');
    expect(comparison?.[2]).toMatch(/^2400 N Lincoln Ave.*\d+\/100.*1600 W Chicago Ave.*\d+\/100$/);
    expect(comparison?.[3]).toMatch(/^(2400 N Lincoln Ave|1600 W Chicago Ave|Tie: )/);
    expect(one?.[2]).toMatch(/^2400 N Clark St.*(\d+\/100|no score)$/);
    expect(one?.[3]).toBe('One site');
  });

  it('keyboard only: form → result → finder → batch, and focus never falls to <body>', async () => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(`${server.baseUrl}/app/analyses/new`);
    await page.locator('form.analysis-form').waitFor();
    const lost: string[] = [];
    const step = async (what: string, keys: string | string[]) => {
      for (const key of Array.isArray(keys) ? keys : [keys]) await page.keyboard.press(key);
      if ((await focused(page)) === 'body') lost.push(`${what} (${page.url()})`);
    };
    /** Tab until the focused element's words match (at most `limit` presses), checking focus at each. */
    const tabTo = async (target: RegExp, limit = 60, key = 'Tab') => {
      for (let i = 0; i < limit; i++) {
        await step(`${key} towards ${target}`, key);
        if (target.test(await focused(page))) return;
      }
      throw new Error(`no ${target} within ${limit} presses of ${key}; focus on ${await focused(page)}`);
    };

    // The form: the business-type list (left empty first: tabbing on must not drop focus), then a choice.
    await tabTo(/Business type|business-type/i);
    await step('Tab out of the empty business type', 'Tab');
    await step('Shift+Tab back to it', 'Shift+Tab');
    await page.keyboard.type('plumb');
    await step('ArrowDown to the first matching type', 'ArrowDown');
    await step('Enter chooses it', 'Enter');
    await tabTo(/Address 1/, 5);
    await page.keyboard.type('2400 N Clark St, Chicago, IL 60614');
    await page.getByTestId('geocode-match-0').waitFor({ timeout: 30_000 });
    await tabTo(/^button.*Run analysis/);
    await step('Enter runs the analysis', 'Enter');
    // A run may first ask to confirm (missing data, or which credit pays): answered from the keyboard too.
    const dashboard = /\/app\/analyses\/[0-9a-f-]{36}$/;
    const confirm = page.getByRole('button', { name: /^(Run anyway|Run the analysis|Use one analysis credit)/ });
    const quiet = (p: Promise<unknown>) => p.catch(() => undefined);
    await Promise.race([
      quiet(page.waitForURL(dashboard, { timeout: 60_000 })),
      quiet(confirm.first().waitFor({ timeout: 60_000 })),
    ]);
    if (!dashboard.test(page.url())) {
      await tabTo(/Run anyway|Run the analysis|Use one analysis credit/, 40);
      await step('Enter confirms the run', 'Enter');
    }

    // The result: focus starts at the analysis' title, then Tab walks its controls.
    await page.waitForURL(dashboard, { timeout: 60_000 }).catch(async (error) => {
      await page.screenshot({ path: '/tmp/keyboard-walk-run.png', fullPage: true });
      throw error;
    });
    await page.locator('.downloads-bar').waitFor({ timeout: 240_000 });
    await expect.poll(() => focused(page)).toMatch(/^h1/);
    for (let i = 0; i < 25; i++) await step('Tab through the dashboard', 'Tab');

    // The finder, from the header's link: focus moves to the new page, not to <body>.
    await page.keyboard.press('Shift+Tab');
    await page.evaluate(() => window.scrollTo(0, 0));
    await tabTo(/Find a location/, 80, 'Shift+Tab');
    await step('Enter opens the finder', 'Enter');
    await page.locator('form.finder-form').waitFor();
    await expect.poll(() => focused(page)).not.toBe('body');
    for (let i = 0; i < 12; i++) {
      await step('Tab through the finder form', 'Tab');
      if (
        (await focused(page)).startsWith('input') &&
        /range/.test(await page.evaluate(() => (document.activeElement as HTMLInputElement).type))
      )
        await step('ArrowRight moves a slider', 'ArrowRight');
    }

    // Batch scoring, from the header.
    await tabTo(/Batch scoring/, 80, 'Shift+Tab');
    await step('Enter opens batch scoring', 'Enter');
    await page.waitForURL(/\/app\/batches/);
    // The form, not only a title: the page checks the plan first (as the finder's form is waited for above).
    await page.locator('form.batch-form').waitFor();
    await expect.poll(() => focused(page)).not.toBe('body');
    for (let i = 0; i < 8; i++) await step('Tab through batch scoring', 'Tab');
    await step('Space on a focused control', 'Space');

    expect(lost).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 400_000);

  describe.each([1024, 1280])('the header at %i px', (width) => {
    it('stays one line, signed in (Pro, credits) and signed out, and is opaque', async () => {
      const heights: Record<string, number> = {};
      for (const state of ['signed in', 'signed out'] as const) {
        const context = state === 'signed in' ? page.context() : await browser.newContext();
        const p = state === 'signed in' ? page : await context.newPage();
        await p.setViewportSize({ width, height: 800 });
        await p.goto(`${server.baseUrl}/account`);
        await p.locator('main h1').first().waitFor();
        if (state === 'signed in') await p.locator('.site-header .credit-balance').waitFor();
        const header = await p.evaluate(() => {
          const el = document.querySelector('.site-header') as HTMLElement;
          const items = [...el.querySelectorAll('.brand, .site-nav li')];
          const tops = items.map((li) => {
            const r = li.getBoundingClientRect();
            return Math.round(r.top + r.height / 2);
          });
          // A label broken inside itself: its words sit on more than one line.
          const textLines = (node: Element) => {
            const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
            const tops: number[] = [];
            for (let text = walker.nextNode(); text; text = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(text);
              for (const r of range.getClientRects()) if (r.width > 0) tops.push(r.top);
            }
            tops.sort((x, y) => x - y);
            // A new line starts more than half a line below the one before.
            return tops.filter((t, i) => i === 0 || t - (tops[i - 1] ?? t) > 10).length;
          };
          return {
            height: el.getBoundingClientRect().height,
            lines: new Set(tops.map((t) => Math.round(t / 12))).size,
            background: getComputedStyle(el).backgroundColor,
            wrapped: items.some((li) => textLines(li) > 1),
          };
        });
        heights[state] = header.height;
        expect(header, `${state} at ${width}`).toMatchObject({ lines: 1, wrapped: false });
        expect(header.background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
        if (state === 'signed out') await context.close();
      }
      expect(heights['signed in']).toBeLessThanOrEqual(72);
      expect(heights['signed out']).toBeLessThanOrEqual(72);
    }, 60_000);
  });
});
