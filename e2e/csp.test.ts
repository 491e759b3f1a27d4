import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, launchBrowser } from './helpers/browser.js';
import { type RunningServer, startServer } from './helpers/server.js';

const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );

describe('the built app under the server’s Content-Security-Policy', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('notices a violation: an injected inline script is blocked and reported', async () => {
    await page.goto(`${server.baseUrl}/about-us`);
    await hydrated(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toMatch(/script-src-elem blocked inline/);
    // That one was ours; the rest of the file must stay clean.
    cspViolations.length = 0;
  });

  it('loads and hydrates every page of the sitemap with no violation', async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '/', 'http://x').pathname,
    );
    expect(paths.length).toBeGreaterThan(20);
    for (const path of [...paths, '/sign-in', '/sign-up', '/free-analysis', '/no-such-page']) {
      const res = await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await hydrated(page);
      expect(cspViolations, path).toEqual([]);
    }
  });
});
