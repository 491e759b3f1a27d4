import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.js';
import { authUsers, incomingAnalyses } from '../src/db/schema/index.js';
import { sanitizeAnalysisHtml } from '../src/plugins/incoming/sanitize-analysis-html.js';
import {
  checkWebhookSignature,
  LEGACY_SIGNATURE_SUNSET,
  legacySignaturesAllowed,
  SIGNATURE_HEADER,
  signWebhookBody,
  signWebhookBodyLegacy,
} from '../src/plugins/incoming/webhook-signature.js';
import { BILLING_TEST_PASSWORD, signUpConfirmed } from './billing-accounts.js';
import { linkIn, setPasswordFromLink } from './helpers/auth-server.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';
import { executableParts, HOSTILE_ANALYSIS_HTML } from './incoming-fixtures.js';

const SECRET = 'incoming-test-secret-0123456789abcdef';
const WEBHOOK = '/api/webhooks/incoming-analyses';

function signedPost(t: TestApp, payload: unknown, secret = SECRET) {
  return postWithSignature(t, JSON.stringify(payload), signWebhookBody(secret, JSON.stringify(payload)));
}

function postWithSignature(t: TestApp, body: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe.each(DATABASE_KINDS)('incoming analyses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { WEBHOOK_SECRET: SECRET, INCOMING_ALLOWED_ORIGINS: 'https://reports.example' });
  });
  afterAll(() => t.dispose());

  const storedRows = () => t.db.database.db.select().from(incomingAnalyses);
  const userByEmail = async (email: string) =>
    (await t.db.database.db.select().from(authUsers).where(eq(authUsers.email, email)))[0];

  it('refuses unsigned, wrongly signed and re-signed-with-another-key bodies, storing nothing', async () => {
    const payload = { email: 'unsigned@example.com', html: '<p>Report</p>' };
    const before = (await storedRows()).length;
    const missing = await t.app.inject({ method: 'POST', url: WEBHOOK, payload });
    const wrongKey = await signedPost(t, payload, 'another-secret-that-is-long-enough-000');
    const tampered = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhookBody(SECRET, JSON.stringify({ ...payload, html: '<p>Other</p>' })),
      },
      payload: JSON.stringify(payload),
    });
    const notHex = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: 'sha256=zz' },
      payload: JSON.stringify(payload),
    });
    for (const res of [missing, wrongKey, tampered, notHex]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'invalid_signature' });
    }
    expect((await storedRows()).length).toBe(before);
    expect(await userByEmail('unsigned@example.com')).toBeUndefined();
  });

  it('refuses a 5 MB body with 413 even when it is signed', async () => {
    const huge = { email: 'huge@example.com', html: `<p>${'a'.repeat(5 * 1024 * 1024)}</p>` };
    const res = await signedPost(t, huge);
    expect(res.statusCode).toBe(413);
    expect(await userByEmail('huge@example.com')).toBeUndefined();
  });

  it('refuses a replayed (stale) or future timestamp and a tampered body, storing nothing', async () => {
    const email = 'replay@example.com';
    const body = JSON.stringify({ email, html: '<p>Report</p>' });
    const stale = await postWithSignature(t, body, signWebhookBody(SECRET, body, nowSeconds() - 6 * 60));
    const future = await postWithSignature(t, body, signWebhookBody(SECRET, body, nowSeconds() + 6 * 60));
    const signedOther = signWebhookBody(SECRET, JSON.stringify({ email, html: '<p>Other</p>' }));
    const tampered = await postWithSignature(t, body, signedOther);
    // Moving the timestamp of a valid signature breaks its MAC.
    const [, mac] = signWebhookBody(SECRET, body, nowSeconds() - 6 * 60).split(',');
    const retimed = await postWithSignature(t, body, `t=${nowSeconds()},${mac}`);
    for (const res of [stale, future, tampered, retimed]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'invalid_signature' });
    }
    expect(await userByEmail(email)).toBeUndefined();
    // Inside the window (4 minutes old) the same body is taken.
    const recent = await postWithSignature(t, body, signWebhookBody(SECRET, body, nowSeconds() - 4 * 60));
    expect(recent.statusCode).toBe(200);
    expect(await userByEmail(email)).toBeDefined();
  });

  it('refuses the untimed sha256= form by default, even correctly signed', async () => {
    const email = 'legacy.default@example.com';
    const body = JSON.stringify({ email, html: '<p>Legacy report</p>' });
    const legacy = await postWithSignature(t, body, signWebhookBodyLegacy(SECRET, body));
    expect(legacy.statusCode).toBe(401);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('checks the signature before reading the body, and still guards the body once it is signed', async () => {
    const deep = `{"email":"deep@example.com","html":"<p>x</p>","x":${'['.repeat(40)}${']'.repeat(40)}}`;
    const unsigned = await postWithSignature(t, deep, 't=1,v1=00');
    expect(unsigned.statusCode).toBe(401);
    const signed = await postWithSignature(t, deep, signWebhookBody(SECRET, deep));
    expect(signed.statusCode).toBe(400);
    expect(signed.json()).toMatchObject({ code: 'invalid_input', field: expect.stringMatching(/^x(\.0)+$/) });
    expect(await userByEmail('deep@example.com')).toBeUndefined();
  });

  it('neutralises a hostile document, keeps its text, and creates the account without a password', async () => {
    const email = 'Hostile.Owner@Example.com';
    const res = await signedPost(t, [
      { email, html: HOSTILE_ANALYSIS_HTML },
      { email: 'second@example.com', html: '<p>ignored</p>' },
    ]);
    expect(res.statusCode).toBe(200);
    const { status, id } = res.json();
    expect(status).toBe('stored');
    const [row] = await t.db.database.db.select().from(incomingAnalyses).where(eq(incomingAnalyses.id, id));
    expect(row?.source).toBe('webhook');
    expect(row?.title).toBe('Coffee shop report');
    expect(row?.html).toContain('Foot traffic is strong near the station.');
    expect(row?.html).toContain('href="https://data.census.gov/"');
    // The form's bait text is removed with it.
    expect(row?.html).not.toContain('Sign in again');
    expect(executableParts(row?.html ?? '')).toEqual([]);
    // The raw payload is not kept anywhere in the row.
    expect(JSON.stringify(row)).not.toContain('pwned');

    const account = await userByEmail('hostile.owner@example.com');
    expect(account?.id).toBe(row?.userId);
    expect(account?.passwordHash).toBeNull();
    expect(account?.emailConfirmedAt).toBeNull();
    expect(await userByEmail('second@example.com')).toBeUndefined();
    // Nobody can sign in to an account that has no password, whatever they try.
    for (const password of ['', 'password', BILLING_TEST_PASSWORD]) {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email: 'hostile.owner@example.com', password },
      });
      expect(signIn.statusCode).toBe(400);
      expect(signIn.json().access_token).toBeUndefined();
    }
  });

  it('stores a repeated delivery once', async () => {
    const payload = { email: 'retry@example.com', html: '<h2>Retry report</h2><p>Same body</p>' };
    const first = await signedPost(t, payload);
    const again = await signedPost(t, payload);
    expect(first.json().status).toBe('stored');
    expect(again.json()).toEqual(first.json());
    const account = await userByEmail('retry@example.com');
    const rows = (await storedRows()).filter((r) => r.userId === account?.id);
    expect(rows).toHaveLength(1);
  });

  it('ignores a payload without email or html, naming the field, and stores nothing', async () => {
    const before = (await storedRows()).length;
    const noEmail = await signedPost(t, { html: '<p>Report</p>' });
    const noHtml = await signedPost(t, [{ email: 'nohtml@example.com', html: '   ' }]);
    const emptyArray = await signedPost(t, []);
    const onlyScript = await signedPost(t, { email: 'script@example.com', html: '<script>alert(1)</script>' });
    expect(noEmail.json()).toMatchObject({ status: 'ignored', field: 'email' });
    expect(noHtml.json()).toMatchObject({ status: 'ignored', field: 'html' });
    expect(emptyArray.json()).toMatchObject({ status: 'ignored', field: 'body' });
    expect(onlyScript.json()).toMatchObject({ status: 'ignored', field: 'html' });
    for (const res of [noEmail, noHtml, emptyArray, onlyScript]) expect(res.statusCode).toBe(200);
    expect((await storedRows()).length).toBe(before);
    expect(await userByEmail('nohtml@example.com')).toBeUndefined();
    expect(await userByEmail('script@example.com')).toBeUndefined();
  });

  it('names the field for a malformed address or a non-JSON body', async () => {
    const badEmail = await signedPost(t, { email: 'not-an-address', html: '<p>Report</p>' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ code: 'invalid_input', field: 'email' });
    const notJson = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(SECRET, '{"email":') },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ field: 'body' });
  });

  it('lets the owner take the account over by signing up, then read the report; nobody else can', async () => {
    const email = `owner.${kind}@example.com`;
    const delivered = await signedPost(t, { email, html: '<h1>Owner report</h1><p>Rent is moderate.</p>' });
    const id = delivered.json().id as string;

    // Signing up with the address e-mails a link where the owner chooses the password (the account has none).
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email, password: BILLING_TEST_PASSWORD, data: {} },
    });
    expect(signUp.statusCode).toBe(200);
    const mail = t.outbox().find((m) => m.to === email);
    const claimed = await setPasswordFromLink(
      t.app,
      linkIn(mail?.text ?? '', '/auth/v1/verify'),
      BILLING_TEST_PASSWORD,
    );
    expect((claimed.body.user as { id: string }).id).toBe((await userByEmail(email))?.id);
    const auth = { authorization: `Bearer ${claimed.body.access_token}` };

    const list = await t.app.inject({ method: 'GET', url: '/api/incoming-analyses', headers: auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      { id, title: 'Owner report', source: 'webhook', receivedAt: expect.any(String) },
    ]);
    const one = await t.app.inject({ method: 'GET', url: `/api/incoming-analyses/${id}`, headers: auth });
    expect(one.json()).toMatchObject({ id, html: '<h1>Owner report</h1><p>Rent is moderate.</p>' });

    const stranger = await signUpConfirmed(t.app, t.outbox);
    const strangerAuth = { authorization: `Bearer ${stranger.accessToken}` };
    const peek = await t.app.inject({ method: 'GET', url: `/api/incoming-analyses/${id}`, headers: strangerAuth });
    expect(peek.statusCode).toBe(404);
    const strangerList = await t.app.inject({ method: 'GET', url: '/api/incoming-analyses', headers: strangerAuth });
    expect(strangerList.json().items).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/incoming-analyses' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("stores what a signed-in browser relays only for the user's own address, sanitised", async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const auth = { authorization: `Bearer ${user.accessToken}` };
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/incoming-analyses',
      headers: auth,
      payload: { email: user.email.toUpperCase(), html: HOSTILE_ANALYSIS_HTML, source: 'url' },
    });
    expect(own.statusCode).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: `/api/incoming-analyses/${own.json().id}`, headers: auth });
    expect(stored.json().source).toBe('url');
    expect(executableParts(stored.json().html)).toEqual([]);

    const before = (await storedRows()).length;
    const planted = await t.app.inject({
      method: 'POST',
      url: '/api/incoming-analyses',
      headers: auth,
      payload: { email: 'victim@example.com', html: '<p>Buy now</p>', source: 'message' },
    });
    expect(planted.statusCode).toBe(403);
    expect(planted.json()).toMatchObject({ code: 'email_mismatch', field: 'email' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/incoming-analyses',
      payload: { email: 'victim@example.com', html: '<p>Buy now</p>', source: 'url' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await storedRows()).length).toBe(before);
    expect(await userByEmail('victim@example.com')).toBeUndefined();
  });

  it('tells the browser which origins may post analyses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/incoming/config' });
    expect(res.json()).toEqual({ allowedOrigins: ['https://reports.example'] });
  });
});

describe('incoming analyses configuration', () => {
  it('answers 503 while WEBHOOK_SECRET is unset, and creates nothing', async () => {
    const t = await createTestApp('pglite');
    try {
      const body = JSON.stringify({ email: 'nosecret@example.com', html: '<p>x</p>' });
      const res = await t.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody('', body) },
        payload: body,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'webhook_not_configured' });
      expect(await t.db.database.db.select().from(authUsers)).toEqual([]);
    } finally {
      await t.dispose();
    }
  });

  it('accepts the untimed form only with WEBHOOK_LEGACY_SIGNATURES=accept, over the exact bytes, until the sunset', async () => {
    const t = await createTestApp('pglite', { WEBHOOK_SECRET: SECRET, WEBHOOK_LEGACY_SIGNATURES: 'accept' });
    try {
      const body = JSON.stringify({ email: 'legacy.on@example.com', html: '<p>Legacy report</p>' });
      const forged = body.replace('Legacy', 'Forged');
      expect((await postWithSignature(t, forged, signWebhookBodyLegacy(SECRET, body))).statusCode).toBe(401);
      expect((await postWithSignature(t, body, signWebhookBodyLegacy(SECRET, body))).statusCode).toBe(200);
    } finally {
      await t.dispose();
    }
    // The date is enforced in code: the last day still passes with the setting, the next one never does.
    expect(legacySignaturesAllowed(true, new Date(`${LEGACY_SIGNATURE_SUNSET}T23:59:59Z`))).toBe(true);
    expect(legacySignaturesAllowed(true, new Date('2027-07-01T00:00:00Z'))).toBe(false);
    expect(legacySignaturesAllowed(false, new Date('2026-01-01T00:00:00Z'))).toBe(false);
    expect(() => loadConfig({ WEBHOOK_LEGACY_SIGNATURES: 'maybe' })).toThrow(/^WEBHOOK_LEGACY_SIGNATURES: /);
  });

  it('drops remote pictures from a received report (a tracking pixel), keeping pictures carried inside it', () => {
    const pixel = 'https://tracker.example/p.gif?reader=1';
    const inline = 'data:image/png;base64,iVBORw0KGgo=';
    const { html } = sanitizeAnalysisHtml(
      `<p>Report</p><img src="${pixel}" alt="Chart"><img srcset="${pixel} 2x" alt="b"><img src="${inline}" alt="Map">` +
        `<svg><image href="${pixel}"></image></svg><video poster="${pixel}"></video>`,
    );
    expect(html).not.toContain('tracker.example');
    expect(html).toContain(inline);
    expect(html).toContain('alt="Chart"');
  });

  it('tells a stale signature from a wrong one (the window is 5 minutes either way)', () => {
    const body = Buffer.from('{"email":"a@example.com"}');
    const at = 1_800_000_000;
    expect(checkWebhookSignature(SECRET, body, signWebhookBody(SECRET, body, at), at + 300)).toBe('valid');
    expect(checkWebhookSignature(SECRET, body, signWebhookBody(SECRET, body, at), at - 300)).toBe('valid');
    expect(checkWebhookSignature(SECRET, body, signWebhookBody(SECRET, body, at), at + 301)).toBe('stale');
    expect(checkWebhookSignature('x'.repeat(32), body, signWebhookBody(SECRET, body, at), at)).toBe('invalid');
    expect(checkWebhookSignature(SECRET, body, [signWebhookBody(SECRET, body, at)], at)).toBe('invalid');
    expect(checkWebhookSignature(SECRET, body, signWebhookBodyLegacy(SECRET, body), at)).toBe('legacy');
  });

  it('refuses a short secret and origins that are not bare origins, naming the variable', () => {
    expect(() => loadConfig({ WEBHOOK_SECRET: 'short' })).toThrow(/^WEBHOOK_SECRET: /);
    expect(() => loadConfig({ INCOMING_ALLOWED_ORIGINS: 'https://a.example/path' })).toThrow(
      /^INCOMING_ALLOWED_ORIGINS: /,
    );
    expect(() => loadConfig({ INCOMING_ALLOWED_ORIGINS: '*' })).toThrow(/^INCOMING_ALLOWED_ORIGINS: /);
    expect(loadConfig({ INCOMING_ALLOWED_ORIGINS: 'https://a.example, http://127.0.0.1:5173/' }).incoming).toEqual({
      webhookSecret: undefined,
      allowedOrigins: ['https://a.example', 'http://127.0.0.1:5173'],
      acceptLegacySignatures: false,
    });
  });
});
