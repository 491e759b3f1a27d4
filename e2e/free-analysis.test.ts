import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, linkIn, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { waitForSiteMatch } from './helpers/site-match.js';

const SHOTS = '/tmp/sitescout-free-analysis-shots';

describe('a visitor with no account gets the free analysis with only an e-mail address', () => {
  let server: ListeningApp;
  const outbox = () => server.outbox();
  let browser: Browser;
  let page: Page;
  const email = `visitor.${Date.now()}@example.com`;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // No worker until the visitor is on the dashboard, so the test sees the job queued, running and done:
    // JOB_WORKER=separate (which needs PostgreSQL), and this process starts the worker itself below.
    server = await startListeningApp('postgres', { JOB_WORKER: 'separate' });
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors);
    // Every value the progress bar shows, recorded as it changes (the job may finish in seconds).
    await page.context().addInitScript(() => {
      const seen: Array<{ now: number; text: string }> = [];
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const text = bar?.getAttribute('aria-valuetext') ?? '';
        if (bar && seen.at(-1)?.text !== text) seen.push({ now: Number(bar.getAttribute('aria-valuenow')), text });
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('finds the form from the Get Started page; bad input names the field', async () => {
    await page.goto(`${server.baseUrl}/get-started`);
    const cta = page.getByRole('link', { name: 'Run My Free Analysis' });
    await cta.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/get-started.png` });
    await cta.click();
    await page.waitForURL((url) => url.pathname === '/free-analysis');
    await page.getByRole('heading', { name: 'Your free analysis' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

    const type = page.getByRole('combobox', { name: 'Business type' });
    await type.fill('bake');
    await page.getByRole('option', { name: /Bakery/ }).click();
    await page.getByLabel('Address 1', { exact: true }).fill('60614');
    await waitForSiteMatch(page, 0);
    await page.getByLabel('Your e-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'E-mail me the link' }).click();
    await page.locator('.field-error', { hasText: 'E-mail:' }).waitFor();
    expect(await page.getByLabel('Your e-mail').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/form-error.png`, fullPage: true });
    expect(outbox().filter((m) => m.to === email)).toHaveLength(0);
  }, 60_000);

  it('sends the link and says to check the inbox', async () => {
    await page.getByLabel('Your e-mail').fill(email);
    await page.getByRole('button', { name: 'E-mail me the link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    expect(await page.locator('.free-analysis-sent').textContent()).toContain(email);
    await page.screenshot({ path: `${SHOTS}/check-inbox.png`, fullPage: true });
  }, 30_000);

  it('follows the e-mailed link, lands signed in on the dashboard and watches the analysis finish', async () => {
    const mail = outbox().find((m) => m.to === email && /Confirm your free/.test(m.subject));
    expect(mail?.text).toMatch(/asked for a free analysis of .* for a bakery\./);
    await page.goto(linkIn(mail?.text ?? '', '/api/analyses/free/confirm'));
    // auth-js takes the session out of the fragment; the dashboard needs it to show anything.
    await page.waitForURL((url) => /^\/app\/analyses\/[0-9a-f-]{36}$/.test(url.pathname) && url.hash === '', {
      timeout: 20_000,
    });
    await page.getByRole('progressbar').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Sign in to see your analyses').count()).toBe(0);
    await server.app.analysisJobs.startWorker();
    await page.locator('.analysis-map[data-state="ready"]').waitFor({ timeout: 120_000 });
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: Array<{ now: number; text: string }> }).progressSeen,
    );
    expect(seen.at(-1)?.now).toBe(100);
    expect(seen.at(-1)?.text).toContain('Done');
    expect(seen[0]?.now).toBeLessThan(100);
    const percents = seen.map((s) => s.now);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(await page.getByRole('img', { name: /Site score: \d+/ }).count()).toBe(1);
    expect(await page.getByText('Sign in to see your analyses').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/dashboard.png` });

    // Signed in for real: the account page knows the address, and the report e-mail arrives.
    await page.goto(`${server.baseUrl}/account`);
    await page.getByText(email).first().waitFor();
    await expect
      .poll(() => outbox().find((m) => m.to === email && /analysis is ready/.test(m.subject)), {
        timeout: 60_000,
      })
      .toBeDefined();
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it('a used link signs nobody in (a stranger it was forwarded to sees a sign-in page), a bad one says so', async () => {
    const mail = outbox().find((m) => m.to === email && /Confirm your free/.test(m.subject));
    const stranger = await browser.newPage();
    try {
      await stranger.goto(linkIn(mail?.text ?? '', '/api/analyses/free/confirm'));
      await stranger.waitForURL((url) => /^\/app\/analyses\/[0-9a-f-]{36}$/.test(url.pathname));
      await stranger.getByText('Sign in to see your analyses').waitFor({ timeout: 20_000 });
      expect(await stranger.evaluate(() => localStorage.getItem('sitescout-auth'))).toBeNull();

      await stranger.goto(`${server.baseUrl}/api/analyses/free/confirm?token=not-a-real-token`);
      await stranger.waitForURL((url) => url.pathname === '/free-analysis');
      await stranger.getByRole('alert').getByText('That link is invalid or has expired').waitFor();
    } finally {
      await stranger.close();
    }
  }, 60_000);
});
