import { clientEvents } from '@sitescout/server/testing';
import { desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers/browser.js';
import { type RunningServer, startServer } from './helpers/server.js';

describe('the site in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('renders the home page with header and footer', async () => {
    const res = await page.goto(`${server.baseUrl}/`);
    expect(res?.status()).toBe(200);
    await expect(page.title()).resolves.toContain('SiteScout');
    expect(await page.locator('h1').textContent()).toBe('Find The Best Location & Grow Fast');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['How it Works', 'About Us', 'Contact Us', 'Sign In', 'Get Started']) {
      expect(await nav.getByRole('link', { name: label, exact: true }).count()).toBe(1);
    }
    for (const group of ['Platform', 'Support', 'Company']) {
      expect(await page.getByRole('navigation', { name: group }).count()).toBe(1);
    }
    expect(await page.locator('footer').textContent()).toContain(`© ${new Date().getFullYear()} SiteScout`);
    expect(consoleErrors).toEqual([]);
  });

  it('follows the header link to How it Works, updates the head and scrolls to the top', async () => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    // Wait for hydration: its first ScrollToTop would otherwise undo the scroll below.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    await page.getByRole('heading', { level: 1, name: 'Find The Best Location & Grow Fast' }).waitFor();
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 1500);
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How it Works' }).click();
    await page.waitForURL(`${server.baseUrl}/how-it-works`);
    await expect.poll(() => page.title()).toBe('How it Works | SiteScout');
    expect(await page.locator('h1').textContent()).toBe('How it Works');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${server.config.publicUrl}/how-it-works`);
  });

  it('shows the 404 page for an unknown path and logs the path on the server', async () => {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    const res = await page.goto(`${server.baseUrl}/no-such-page?from=test`);
    expect(res?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor({ state: 'visible' });
    const home = page.getByRole('link', { name: 'Return to Home' });
    expect(await home.getAttribute('href')).toBe('/');
    const db = server.db.database.db;
    await expect
      .poll(async () => (await db.select().from(clientEvents).where(eq(clientEvents.path, '/no-such-page'))).length)
      .toBe(1);
    const [row] = await db.select().from(clientEvents).orderBy(desc(clientEvents.createdAt)).limit(1);
    expect(row?.kind).toBe('not_found');
    expect(warnings.some((w) => w.includes('/no-such-page'))).toBe(true);
    await home.click();
    await page.waitForURL(`${server.baseUrl}/`);
    // Pages are code-split: the home page's heading appears once its chunk has loaded.
    await page.getByRole('heading', { level: 1, name: 'Find The Best Location & Grow Fast' }).waitFor();
  });
});
