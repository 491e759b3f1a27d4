import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { authUsers, incomingAnalyses, SIGNATURE_HEADER, signWebhookBody } from '@sitescout/server/testing';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ListeningApp, linkIn, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { HOSTILE_ANALYSIS_HTML } from '../apps/server/test/incoming-fixtures.js';
import { launchBrowser } from './helpers/browser.js';

const SECRET = 'e2e-incoming-secret-0123456789abcdefgh';
const PASSWORD = 'Lantern-Meadow-Quartz-58';
const SHOTS = '/tmp/sitescout-incoming-shots';

/**
 * Everything in a rendered document that could run script or take over the page. In the app page itself the
 * report's own sandboxed frame (sized with a style attribute) is ours and not counted.
 */
async function executableInDom(frame: Frame | Page): Promise<string[]> {
  return frame.evaluate(() => {
    const found: string[] = [];
    const ownFrame = (el: Element) => el.getAttribute('data-testid') === 'received-analysis-frame';
    const body = document.body;
    for (const el of Array.from(body.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        if (/^\s*javascript:/i.test(attr.value)) found.push(`${el.tagName} ${attr.name}=javascript:`);
        if (attr.name === 'style' && !ownFrame(el)) found.push(`${el.tagName} style`);
      }
    }
    for (const tag of ['script', 'iframe', 'form', 'input', 'object', 'embed', 'style', 'meta', 'base']) {
      const n = Array.from(body.querySelectorAll(tag)).filter((el) => !ownFrame(el)).length;
      if (n > 0) found.push(`${n} ${tag}`);
    }
    if ((window as unknown as { pwned?: string }).pwned !== undefined) found.push('window.pwned was set');
    return found;
  });
}

describe('received analyses in a real browser', () => {
  let app: ListeningApp;
  let partner: Server;
  let partnerPort: number;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `received.${Date.now()}@example.com`;
  const dialogs: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    partnerPort = await freePort();
    // A partner site on another origin: a blank page the test drives to open SiteScout and post to it.
    partner = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Partner</title><p>Partner</p>');
    });
    await new Promise<void>((resolve) => partner.listen(partnerPort, '127.0.0.1', resolve));
    app = await startListeningApp('pglite', {
      WEBHOOK_SECRET: SECRET,
      INCOMING_ALLOWED_ORIGINS: `http://127.0.0.1:${partnerPort}`,
    });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.on('page', (p) => {
      p.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      p.on('pageerror', (error) => pageErrors.push(error.message));
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.dispose();
    await new Promise((resolve) => partner?.close(resolve));
  });

  const rowsFor = async (userId: string) =>
    app.db.database.db.select().from(incomingAnalyses).where(eq(incomingAnalyses.userId, userId));

  it('renders a hostile webhook delivery with none of its script, handlers or javascript: links', async () => {
    const body = JSON.stringify([{ email, html: HOSTILE_ANALYSIS_HTML }]);
    const delivered = await fetch(`${app.baseUrl}/api/webhooks/incoming-analyses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(SECRET, body) },
      body,
    });
    expect(delivered.status).toBe(200);

    // The delivery created the account with no password; the owner claims it by signing up: the e-mailed link
    // leads to the page where they choose the password, and only then signs them in.
    await page.goto(`${app.baseUrl}/sign-up`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Check Your E-mail').waitFor();
    const claim = app.outbox().find((m) => m.to === email);
    expect(claim?.subject).toBe('Finish setting up your SiteScout account');
    await page.goto(linkIn(claim?.text ?? '', '/auth/v1/verify'));
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save Password and Sign In' }).click();
    await page.waitForURL(`${app.baseUrl}/account`);

    await page.goto(`${app.baseUrl}/app/received`);
    await page.getByRole('button', { name: /Coffee shop report/ }).waitFor();
    const frameElement = page.getByTestId('received-analysis-frame');
    await frameElement.waitFor();
    const frame = await (await frameElement.elementHandle())?.contentFrame();
    if (!frame) throw new Error('report frame has no document');
    await frame.getByText('Foot traffic is strong near the station.').waitFor();
    expect(await frame.locator('h1').textContent()).toBe('Coffee shop report ');
    expect(await frame.locator('#safe-link').getAttribute('href')).toBe('https://data.census.gov/');

    // Clicking what used to be javascript: links runs nothing.
    await frame.locator('#js-link').click();
    await frame.locator('#js-link-obfuscated').click();

    expect(await executableInDom(frame)).toEqual([]);
    expect(await executableInDom(page)).toEqual([]);
    // Not a trace of the payload's script anywhere in the page, frame source (srcdoc) included.
    expect(await page.content()).not.toContain('pwned');
    expect(await frame.content()).not.toContain('pwned');
    expect(dialogs).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/received-hostile.png`, fullPage: true });
  });

  it("takes an analysis from URL parameters for the signed-in user's own address, and clears the URL", async () => {
    const html = '<h2>Link report</h2><p>Parking is easy.</p><img src="x" onerror="alert(\'pwned\')">';
    const params = new URLSearchParams({ email, analysis: html });
    await page.goto(`${app.baseUrl}/app/received?${params}`);
    await page.getByText('Analysis Received').waitFor();
    await page.getByRole('button', { name: /Link report.*Opened from a link/ }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    const frame = await (await page.getByTestId('received-analysis-frame').elementHandle())?.contentFrame();
    await frame?.getByText('Parking is easy.').waitFor();
    expect(await executableInDom(frame as Frame)).toEqual([]);
    // Nothing of the analysis or the user is kept in browser storage (the spec's browser-side store is gone).
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain('Parking is easy');
    expect(stored).not.toContain(email);
    expect(dialogs).toEqual([]);
  });

  it('refuses URL parameters addressed to someone else, with the destructive toast', async () => {
    const params = new URLSearchParams({ email: 'victim@example.com', analysis: '<p>Buy this lot now</p>' });
    await page.goto(`${app.baseUrl}/app/received?${params}`);
    await page.getByText('Error Processing URL Data').waitFor();
    await page.getByText('Could not process the analysis data from URL parameters').waitFor();
    await page.getByRole('alert').filter({ hasText: 'another e-mail address' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/url-refused.png` });
  });

  it('accepts postMessage from the allow-listed partner and refuses one for another address', async () => {
    const sender = await context.newPage();
    await sender.goto(`http://127.0.0.1:${partnerPort}/`);
    const appOrigin = new URL(app.baseUrl).origin;
    // The partner opens SiteScout and waits for its handshake before posting.
    const ready = sender.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          window.addEventListener('message', (event) => {
            if (event.data?.type === 'sitescout:ready') resolve(event.origin);
          });
          (window as unknown as { target: Window | null }).target = window.open(url);
        }),
      `${app.baseUrl}/app/received`,
    );
    const popup = await context.waitForEvent('page');
    expect(await ready).toBe(appOrigin);

    const receipt = sender.evaluate(
      ({ origin, to }) =>
        new Promise<string>((resolve) => {
          window.addEventListener('message', (event) => {
            if (event.data?.type === 'sitescout:analysis-received') resolve(event.data.id);
          });
          const target = (window as unknown as { target: Window }).target;
          target.postMessage(
            [
              {
                email: to,
                html: '<h2>Message report</h2><p>Rents are falling.</p><a href="javascript:alert(1)">x</a>',
              },
            ],
            origin,
          );
        }),
      { origin: appOrigin, to: email },
    );
    const id = await receipt;
    await popup.getByText('Analysis Received').waitFor();
    await popup.getByRole('button', { name: /Message report.*Sent from a partner page/ }).waitFor();
    const [stored] = await app.db.database.db.select().from(incomingAnalyses).where(eq(incomingAnalyses.id, id));
    expect(stored?.source).toBe('message');
    expect(stored?.html).not.toContain('javascript:');

    await sender.evaluate(
      (origin) =>
        (window as unknown as { target: Window }).target.postMessage(
          { email: 'victim@example.com', html: '<p>x</p>' },
          origin,
        ),
      appOrigin,
    );
    await popup.getByText('Error Processing POST Data').waitFor();
    await popup.getByText('Could not process the analysis data from POST request').waitFor();
    await popup.screenshot({ path: `${SHOTS}/message-refused.png` });
    await sender.close();
    await popup.close();
  });

  it('keeps a link delivery while signed out, and stores it once the owner signs in', async () => {
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const visitor = await fresh.newPage();
      visitor.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const params = new URLSearchParams({ email, analysis: '<h2>Waiting report</h2><p>Delivered after sign-in.</p>' });
      await visitor.goto(`${app.baseUrl}/app/received?${params}`);
      await visitor.getByText(`An analysis for ${email} is waiting.`).waitFor();
      await visitor.getByRole('link', { name: 'Sign in with that address' }).click();
      await visitor.waitForURL((url) => url.pathname === '/sign-in');
      await visitor.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await visitor.locator('form button[type=submit]').click();
      await visitor.getByText('Analysis Received').waitFor();
      await visitor.getByRole('button', { name: /Waiting report.*Opened from a link/ }).waitFor();
      expect(new URL(visitor.url()).pathname).toBe('/app/received');
      expect(new URL(visitor.url()).search).toBe('');
      expect(dialogs).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('ignores postMessage from an origin that is not allow-listed', async () => {
    // Same partner server reached as "localhost": another origin, not on the list.
    const stranger = await context.newPage();
    await stranger.goto(`http://localhost:${partnerPort}/`);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      stranger.evaluate((url) => {
        (window as unknown as { target: Window | null }).target = window.open(url);
      }, `${app.baseUrl}/app/received`),
    ]);
    await popup.waitForResponse((res) => res.url().endsWith('/api/incoming/config'));
    await popup.getByRole('button', { name: /Message report/ }).waitFor();
    const [owner] = await app.db.database.db.select().from(authUsers).where(eq(authUsers.email, email));
    const userId = owner?.id as string;
    const before = (await rowsFor(userId)).length;
    const posts: string[] = [];
    popup.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    // A sentinel posted right after the planted message by the same window arrives after it (messages from one
    // source are delivered in order), so when the sentinel is seen the planted message has been handled.
    await popup.evaluate(() => {
      (window as unknown as { sentinel: Promise<void> }).sentinel = new Promise<void>((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.data?.type === 'test:sentinel') resolve();
        });
      });
    });
    await stranger.evaluate(
      ({ origin, to }) => {
        const target = (window as unknown as { target: Window }).target;
        target.postMessage({ email: to, html: '<h2>Planted</h2>' }, origin);
        target.postMessage({ type: 'test:sentinel' }, origin);
      },
      { origin: new URL(app.baseUrl).origin, to: email },
    );
    await popup.evaluate(() => (window as unknown as { sentinel: Promise<void> }).sentinel);
    expect(posts).toEqual([]);
    expect(await popup.getByText('Planted').count()).toBe(0);
    expect(await popup.getByText('Analysis Received').count()).toBe(0);
    expect((await rowsFor(userId)).length).toBe(before);
    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
