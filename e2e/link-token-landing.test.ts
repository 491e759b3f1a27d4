import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ListeningApp,
  linkIn,
  signUpConfirmed,
  startListeningApp,
} from '../apps/server/test/helpers/auth-server.js';
import { launchBrowser } from './helpers/browser.js';

const PASSWORD = 'Granite-Willow-Beacon-83';

/**
 * A recovery link may carry `redirect_to` (any page of this site, `/app/find` or the home page). Wherever it lands,
 * its token must leave the address bar before the page's own code, analytics or a later navigation could read it,
 * and the person must still get the form that uses it.
 */
describe('an e-mailed link token never stays in the address bar', () => {
  let server: ListeningApp;
  let browser: Browser;

  beforeAll(async () => {
    server = await startListeningApp('pglite');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  for (const [name, landing] of [
    ['the finder (an app page)', '/app/find'],
    ['the home page (prerendered)', '/'],
  ] as const) {
    it(`a recovery link sent to ${name}`, async () => {
      const email = `landing${landing.replaceAll('/', '-')}@example.com`;
      await signUpConfirmed(server, email, PASSWORD);
      const recover = await fetch(`${server.baseUrl}/auth/v1/recover?redirect_to=${encodeURIComponent(landing)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(recover.status).toBe(200);
      const mail = server.outbox().findLast((m) => m.to === email && m.subject.includes('Reset'));
      const link = linkIn(mail?.text ?? '', '/auth/v1/verify');
      const token = new URL(link).searchParams.get('token') ?? '';
      expect(token.length).toBeGreaterThan(10);

      const context = await browser.newContext();
      const page = await context.newPage();
      // What the document's address was once every page script had run (module scripts run before
      // DOMContentLoaded), and at every later navigation of the history: any analytics or third-party code
      // the page loads sees no more than this.
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __seen: string[] }).__seen = seen;
        document.addEventListener('DOMContentLoaded', () => seen.push(`ready ${location.href}`));
        window.addEventListener('popstate', () => seen.push(`pop ${location.href}`));
      });
      try {
        await page.goto(link);
        const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
        expect(seen.length).toBeGreaterThan(0);
        for (const entry of seen) expect(entry).not.toContain(token);
        expect(page.url()).not.toContain(token);
        // Sent where the token is used: the form, not a page that silently ignores it.
        await page.getByRole('button', { name: 'Save Password and Sign In' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/reset-password');
        expect(page.url()).not.toContain(token);
        // Nor in the page's history entry a later script could reach.
        expect(JSON.stringify(await page.evaluate(() => history.state))).not.toContain(token);

        // The link still works from there.
        const newPassword = `Meadowlark-Tinsel-${landing.length}-Harbor`;
        await page.getByLabel('New password').fill(newPassword);
        await page.getByRole('button', { name: 'Save Password and Sign In' }).click();
        await page.waitForURL(`${server.baseUrl}/account`);
        const signIn = await fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: newPassword }),
        });
        expect(signIn.status).toBe(200);
      } finally {
        await context.close();
      }
    });
  }
});
