import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, linkIn, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { seriousAxeFindings } from './helpers/axe.js';
import { launchBrowser } from './helpers/browser.js';

const PASSWORD = 'Granite-Willow-Beacon-83';

/** Everything the page keeps in browser storage, as text (IndexedDB values described by type). */
async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const local = JSON.stringify({ ...window.localStorage });
    const session = JSON.stringify({ ...window.sessionStorage });
    const databases = await indexedDB.databases();
    const idb: string[] = [];
    for (const info of databases) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const req = db.transaction(store, 'readonly').objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        for (const value of values) {
          idb.push(
            value instanceof CryptoKey
              ? `CryptoKey(${value.algorithm.name}, extractable=${value.extractable})`
              : JSON.stringify(value),
          );
        }
      }
      db.close();
    }
    return [local, session, document.cookie, ...idb].join('\n');
  });
}

describe('accounts in a real browser', () => {
  let server: ListeningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const issuedTokens: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startListeningApp('pglite');
    browser = await launchBrowser();
    context = await browser.newContext();
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Remember every token the server hands out, to prove none of them is stored in clear text.
    page.on('response', async (response) => {
      if (!response.url().includes('/auth/v1/token') && !response.url().includes('/auth/v1/verify')) return;
      const location = response.headers().location;
      if (location) {
        const fragment = new URLSearchParams(new URL(location).hash.slice(1));
        for (const key of ['access_token', 'refresh_token']) {
          const value = fragment.get(key);
          if (value) issuedTokens.push(value);
        }
        return;
      }
      const body = (await response.json().catch(() => null)) as {
        access_token?: string;
        refresh_token?: string;
      } | null;
      if (body?.access_token) issuedTokens.push(body.access_token);
      if (body?.refresh_token) issuedTokens.push(body.refresh_token);
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('signs up, confirms through the e-mailed link, signs in and shows the account page', async () => {
    const email = 'grace.hopper@example.com';
    await page.goto(`${server.baseUrl}/sign-up`);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // A weak password is refused and the reason is shown under the field.
    await expect.poll(() => page.locator('.field-error').textContent()).toContain('Choose a stronger password');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check Your E-mail' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain(email);

    const mail = server.outbox().find((m) => m.to === email);
    const link = linkIn(mail?.text ?? '', '/auth/v1/verify');
    // The link confirms nothing by itself: it lands on a page that asks for the password again.
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/confirm-email');
    await page.getByRole('button', { name: 'Confirm and Sign In' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('sitescout-auth'))).toBeNull();
    // A reload keeps the form while the link is valid (the token is kept for this tab, not in the address bar).
    await page.reload();
    await page.getByRole('button', { name: 'Confirm and Sign In' }).waitFor();
    expect(await page.getByText('Link Expired').count()).toBe(0);
    expect(new URL(page.url()).hash).toBe('');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm and Sign In' }).click();
    // Into the app, not the marketing home: the header has the app's links.
    await page.waitForURL((url) => url.pathname === '/app/analyses/new');
    // Read at once: the toast leaves after 4 s, and opening a second browser can take longer on a busy machine.
    await page.getByText('Email confirmed').waitFor();
    // The used link, clicked again in another browser, tells a confirmed owner to sign in (not to sign up again).
    const again = await browser.newPage();
    try {
      await again.goto(link);
      await again.waitForURL((url) => url.pathname === '/confirm-email');
      await again.getByRole('heading', { name: 'This Link Has Been Used or Has Expired' }).waitFor();
      await again.getByText('Already confirmed your address?').waitFor();
      await again.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
      expect(await again.getByText('Sign Up Again', { exact: true }).count()).toBe(0);
      await again.screenshot({ path: '/tmp/sitescout-auth-used-link.png', fullPage: true });
      expect(await seriousAxeFindings(again)).toEqual([]);
    } finally {
      await again.close();
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Account', exact: true }).waitFor();
    await nav.getByRole('link', { name: 'My analyses', exact: true }).waitFor();
    // The tokens in the link's fragment are gone from the address bar.
    expect(page.url()).toBe(`${server.baseUrl}/app/analyses/new`);

    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await nav.getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/sign-in`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password').fill('Not-The-Password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid login credentials');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.baseUrl}/account`);
    await page.getByRole('heading', { name: 'Your Account' }).waitFor();
    expect(await page.locator('.account-facts').textContent()).toContain(email);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Grace Hopper');
    await expect(page.title()).resolves.toBe('Your Account | SiteScout');

    // A reload keeps the session (stored encrypted), and the account page shows again.
    await page.reload();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    expect(await page.locator('.account-facts').textContent()).toContain(email);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('never keeps a token in browser storage in clear text', async () => {
    expect(issuedTokens.length).toBeGreaterThanOrEqual(4);
    const stored = await browserStorage(page);
    expect(stored).toContain('sitescout-auth');
    expect(stored).toContain('CryptoKey(AES-GCM, extractable=false)');
    for (const token of issuedTokens) expect(stored).not.toContain(token);
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });

  it('sends visitors from /account to sign in, and back where they came from afterwards', async () => {
    const fresh = await browser.newPage();
    try {
      await fresh.goto(`${server.baseUrl}/account`);
      await fresh.waitForURL(`${server.baseUrl}/sign-in`);
      await fresh.getByRole('heading', { name: 'Sign In' }).waitFor();
      // Signing in from a page that needs an account returns there; off-site targets are ignored.
      await fresh.goto(`${server.baseUrl}/sign-in?next=/credits`);
      await fresh.getByRole('textbox', { name: 'E-mail' }).fill('grace.hopper@example.com');
      await fresh.getByLabel('Password').fill(PASSWORD);
      await fresh.getByRole('button', { name: 'Sign In' }).click();
      await fresh.waitForURL(`${server.baseUrl}/credits`);
      await fresh.goto(`${server.baseUrl}/sign-in?next=//evil.example.net/`);
      await fresh.waitForURL(`${server.baseUrl}/account`);
    } finally {
      await fresh.close();
    }
  });

  it('resets a forgotten password through the e-mailed link (asked first, then signed in), then changes it with the current one', async () => {
    const email = 'grace.hopper@example.com';
    const other = await context.browser()?.newPage();
    if (!other) throw new Error('no page');
    try {
      await other.goto(`${server.baseUrl}/forgot-password`);
      await other.getByLabel('E-mail').fill(email);
      await other.getByRole('button', { name: 'Send Reset Link' }).click();
      await other.getByRole('heading', { name: 'Check Your E-mail' }).waitFor();
      const mail = server.outbox().findLast((m) => m.to === email && m.subject.includes('Reset'));
      await other.goto(linkIn(mail?.text ?? '', '/auth/v1/verify'));
      await other.waitForURL((url) => url.pathname === '/reset-password');
      // The link signed nobody in, and its token does not stay in the address bar.
      await other.getByRole('button', { name: 'Save Password and Sign In' }).waitFor();
      expect(new URL(other.url()).hash).toBe('');
      expect(await other.evaluate(() => localStorage.getItem('sitescout-auth'))).toBeNull();
      const newPassword = 'Meadowlark-Tinsel-Harbor-19';
      await other.getByLabel('New password').fill(newPassword);
      await other.getByRole('button', { name: 'Save Password and Sign In' }).click();
      await other.waitForURL(`${server.baseUrl}/account`);
      const signInStatus = async (password: string) =>
        (
          await fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          })
        ).status;
      expect(await signInStatus(newPassword)).toBe(200);

      // Changing it on the account page needs the current password.
      const newest = 'Saffron-Quiver-Beacon-64';
      await other.getByLabel('New password').fill(newest);
      await other.getByRole('button', { name: 'Change Password' }).click();
      await expect
        .poll(() => other.locator('.field-error').first().textContent())
        .toContain('Enter your current password');
      await other.getByLabel('Current password').fill(newPassword);
      await other.getByLabel('New password').fill(newest);
      await other.getByRole('button', { name: 'Change Password' }).click();
      await other.getByText('Other devices were signed out').waitFor();
      expect(await signInStatus(newest)).toBe(200);
      expect(server.outbox().findLast((m) => m.to === email)?.subject).toBe('Your SiteScout password was changed');
    } finally {
      await other.close();
    }
  });

  it('signs out a browser that was signed in before the reset, and says why', async () => {
    // `page` signed in before the password was reset in another browser, which ended every older session.
    await page.goto(`${server.baseUrl}/account`);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    const why = page.getByTestId('session-ended');
    await why.waitFor();
    expect(await why.textContent()).toContain('password of this account was changed');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    expect(await nav.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('sitescout-auth'))).toBeNull();
    await page.screenshot({ path: '/tmp/sitescout-auth-session-ended.png', fullPage: true });
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('signs up by SMS with the texted code', async () => {
    const sms = await browser.newPage();
    try {
      await sms.goto(`${server.baseUrl}/register-sms`);
      await sms.getByLabel('Mobile number').fill('+1 555 010 7788');
      await sms.getByLabel('Password').fill(PASSWORD);
      await sms.getByRole('button', { name: 'Text Me a Code' }).click();
      await sms.getByRole('heading', { name: 'Enter Your Code' }).waitFor();
      const text = server.smsOutbox().find((m) => m.to === '15550107788');
      const code = text?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      await sms.getByLabel('Code').fill(code);
      await sms.getByRole('button', { name: 'Confirm' }).click();
      await sms.waitForURL(`${server.baseUrl}/account`);
      expect(await sms.locator('.account-facts').textContent()).toContain('+15550107788');
    } finally {
      await sms.close();
    }
  });
});
