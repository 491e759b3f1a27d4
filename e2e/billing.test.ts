import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signUpAndConfirm } from './helpers/sign-up.js';

const PASSWORD = 'Harbor-Thimble-Orchid-73';
const SHOTS = '/tmp/sitescout-billing-shots';

describe('buying analyses in a real browser (local TEST MODE provider)', () => {
  let server: ListeningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `browser.buyer.${Date.now()}@example.com`;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startListeningApp('pglite');
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors);
    context = page.context();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('signs up and confirms the address from the e-mailed link', async () => {
    await signUpAndConfirm(page, server, email, PASSWORD);
  });

  it('buys 5 extra analyses: checkout in this tab, pay, back in the app with toast and banner, balance 6', async () => {
    await page.goto(`${server.baseUrl}/credits`);
    const quantity = page.getByLabel('Number of analyses');
    expect(await quantity.inputValue()).toBe('1');
    expect(await page.getByTestId('credits-total').textContent()).toBe('$9.99');
    await quantity.selectOption('5');
    expect(await page.getByTestId('credits-total').textContent()).toBe('$49.95');
    await page.screenshot({ path: `${SHOTS}/credits.png`, fullPage: true });

    // The same tab as the Complete Report's checkout.
    const pagesBefore = context.pages().length;
    await page.getByRole('button', { name: 'Purchase Analyses' }).click();
    const checkout = page;
    await checkout.waitForURL(/\/checkout\/test\/lcs_/);
    expect(context.pages().length).toBe(pagesBefore);
    expect(await checkout.getByText('TEST MODE').first().isVisible()).toBe(true);
    await checkout.screenshot({ path: `${SHOTS}/checkout.png`, fullPage: true });

    await checkout.getByRole('button', { name: 'Pay $49.95 (test)' }).click();
    // The payment returns to /get-started, which sends a signed-in buyer on into the app.
    await checkout.waitForURL(`${server.baseUrl}/app/analyses/new?payment=success&analyses=5`);
    await checkout.getByText('Payment Successful! 🎉').waitFor();
    expect(await checkout.getByText('Payment Successful! 🎉').count()).toBe(1);
    const banner = checkout.locator('.billing-success-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('5 additional analyses');
    expect(await banner.textContent()).toContain('5 additional analyses are on the way');
    await checkout.getByRole('navigation', { name: 'Main' }).getByText('6 credits').waitFor();
    await checkout.screenshot({ path: `${SHOTS}/app-payment-success.png`, fullPage: false });

    await checkout.goto(`${server.baseUrl}/account`);
    const balance = checkout.getByTestId('credit-balance');
    await balance.waitFor();
    expect(await balance.textContent()).toBe('6');
    // The credit history (the receipts table below it is its own table).
    const history = checkout.getByRole('table', { name: 'Credit history' }).locator('tbody tr');
    expect(await history.count()).toBe(2);
    expect(await history.first().textContent()).toContain('Additional analyses × 5');
    expect(await history.first().textContent()).toContain('paid $49.95');
    expect(await history.last().textContent()).toContain('Welcome: your first analysis is free');
    await checkout.screenshot({ path: `${SHOTS}/account.png`, fullPage: true });
  });

  it('opens the Complete Report checkout at $75 and shows the cancelled toast on return', async () => {
    await page.goto(`${server.baseUrl}/get-started`);
    await page.getByRole('button', { name: 'Buy Complete Report' }).click();
    await page.waitForURL(/\/checkout\/test\/lcs_/);
    expect(await page.getByRole('button', { name: 'Pay $75.00 (test)' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${server.baseUrl}/app/analyses/new?payment=cancelled`);
    await page.getByText('Payment Cancelled').waitFor();
    expect(await page.getByText('Your payment was cancelled. No charges were made.').isVisible()).toBe(true);
    expect(await page.locator('.billing-success-banner').count()).toBe(0);
  });

  it('fires AddToCart (value 75 USD) and reads Opening Payment... while busy', async () => {
    await page.goto(`${server.baseUrl}/get-started`);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/functions/v1/create-complete-report-payment', async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { seenAnalytics: unknown[] }).seenAnalytics = seen;
      window.addEventListener('sitescout:analytics', (event) => seen.push((event as CustomEvent).detail));
    });
    await page.getByRole('button', { name: 'Buy Complete Report' }).click();
    const busy = page.getByRole('button', { name: 'Opening Payment...' });
    await busy.waitFor();
    // Busy, not disabled: announced as unavailable and deaf to clicks, but it keeps the keyboard focus.
    expect(await busy.getAttribute('aria-disabled')).toBe('true');
    expect(await busy.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { seenAnalytics: unknown[] }).seenAnalytics)).toEqual([
      { name: 'AddToCart', contentName: 'Complete Report', contentType: 'product', value: 75, currency: 'USD' },
    ]);
    release();
    await page.waitForURL(/\/checkout\/test\/lcs_/);
    await page.unroute('**/functions/v1/create-complete-report-payment');
  });

  it('sends a visitor who is not signed in to the sign-in page instead of checkout', async () => {
    const visitor = await browser.newContext();
    try {
      const anonymous = await visitor.newPage();
      await anonymous.goto(`${server.baseUrl}/get-started`);
      await anonymous.getByRole('button', { name: 'Buy Complete Report' }).click();
      await anonymous.waitForURL((url) => url.pathname === '/sign-in');
      await anonymous.getByRole('heading', { name: 'Sign In' }).waitFor();
      // It says why: buying needs an account, and signing in comes back to buy.
      await anonymous.getByText('Buying needs a SiteScout account').waitFor();
      expect(new URL(anonymous.url()).searchParams.get('next')).toBe('/get-started');
    } finally {
      await visitor.close();
    }
  });

  it('shows the spec error toasts when checkout cannot be opened', async () => {
    await page.goto(`${server.baseUrl}/get-started`);
    await page.route('**/functions/v1/create-complete-report-payment', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"code":"checkout_unavailable"}' }),
    );
    await page.getByRole('button', { name: 'Buy Complete Report' }).click();
    await page.getByText('Failed to create checkout session. Please try again.').waitFor();
    expect(await page.getByRole('button', { name: 'Buy Complete Report' }).isEnabled()).toBe(true);

    await page.goto(`${server.baseUrl}/credits`);
    await page.route('**/functions/v1/purchase-credits', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('button', { name: 'Purchase Analyses' }).click();
    await page.getByText('HTTP error! status: 503').waitFor();
    expect(await page.getByRole('button', { name: 'Purchase Analyses' }).isEnabled()).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
