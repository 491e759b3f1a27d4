import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEST_PASSWORD, signUpConfirmed } from './billing-accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** `script-src 'self'` → { 'script-src': ["'self'"] } */
function parseCsp(header: string | string[] | number | undefined): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}

describe('security headers on a plain-HTTP deployment (defaults)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.dispose());

  it('sends a strict CSP and the usual hardening headers on pages, API answers and errors alike', async () => {
    for (const url of [
      '/',
      '/how-it-works',
      '/api/health',
      '/api/no-such-endpoint',
      '/no-such-page',
      '/app/analyses',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['base-uri'], url).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'self'"]);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      // Plain HTTP: upgrading sub-resources would break the site, and HSTS would be ignored anyway.
      expect(csp['upgrade-insecure-requests'], url).toBeUndefined();
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('the built pages need nothing the policy forbids: no inline or outside scripts', async () => {
    for (const url of ['/', '/get-started', '/faq', '/blog', '/app/analyses']) {
      const res = await t.app.inject({ method: 'GET', url });
      const scripts = [...res.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const attrs of scripts) {
        // Either our own module or a JSON-LD data block (data, never executed).
        const ours = /\bsrc="\/assets\/[^"]+\.js"/.test(attrs);
        const data = /type="application\/ld\+json"/.test(attrs);
        expect(ours || data, `${url}: <script${attrs}>`).toBe(true);
      }
    }
  });

  it('sets no session cookie: only the known-device cookie, HttpOnly, SameSite=Strict, for the sign-in path alone', async () => {
    const seen: string[] = [];
    const original = t.app.inject.bind(t.app);
    const user = await signUpConfirmed(
      {
        ...t.app,
        inject: async (opts: InjectOptions) => {
          const res = await original(opts);
          const cookie = res.headers['set-cookie'];
          if (cookie) seen.push(String(cookie));
          return res;
        },
      } as never,
      t.outbox,
    );
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: user.email, password: BILLING_TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${signIn.json().access_token}` },
    });
    expect(me.statusCode).toBe(200);
    if (me.headers['set-cookie']) seen.push(String(me.headers['set-cookie']));
    expect(seen).toEqual([]);
    const device = String(signIn.headers['set-cookie']);
    expect(device).toMatch(
      /^sitescout_device=\d+\.[\w-]+; Path=\/auth\/v1\/token; Max-Age=\d+; HttpOnly; SameSite=Strict/,
    );
    // It names nothing: no address, no account id, no token.
    expect(device).not.toContain(user.email);
    expect(device).not.toContain(signIn.json().access_token);
  });

  it('marks every auth and account answer Cache-Control: no-store (tokens, the user, errors, redirects)', async () => {
    const email = 'nostore@example.com';
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email, password: BILLING_TEST_PASSWORD },
    });
    const link = new URL(
      /https?:\/\/\S+\/auth\/v1\/verify\S*/.exec(t.outbox().findLast((m) => m.to === email)?.text ?? '')?.[0] ?? '',
    );
    const verify = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    // The link lands on the page that asks for the password; posting it confirms the address.
    const landing = new URLSearchParams(new URL(String(verify.headers.location)).hash.slice(1));
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      payload: { type: 'signup', token: landing.get('confirmation_token'), password: BILLING_TEST_PASSWORD },
    });
    const token = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email, password: BILLING_TEST_PASSWORD },
    });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: token.json().refresh_token },
    });
    const user = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${refresh.json().access_token}` },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email, password: 'Not-The-Password-123' },
    });
    const recover = await t.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email } });
    const settings = await t.app.inject({ method: 'GET', url: '/auth/v1/settings' });
    // Signed-in API answers are the account's too.
    const received = await t.app.inject({
      method: 'GET',
      url: '/api/incoming-analyses',
      headers: { authorization: `Bearer ${refresh.json().access_token}` },
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/incoming-analyses' });
    const answers = { signUp, verify, confirm, token, refresh, user, wrong, recover, settings, received, anonymous };
    expect(Object.values(answers).map((r) => r.statusCode)).toEqual([
      200, 303, 200, 200, 200, 200, 400, 200, 200, 200, 401,
    ]);
    for (const [name, res] of Object.entries(answers)) expect(res.headers['cache-control'], name).toBe('no-store');
  });
});

describe('security headers on an HTTPS deployment with partners and outside tiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      PUBLIC_URL: 'https://sitescout.example',
      INCOMING_ALLOWED_ORIGINS: 'https://reports.partner.example',
      MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
    });
  });
  afterAll(() => t.dispose());

  it('adds HSTS and upgrade-insecure-requests, lets the partner frame or open us, allows the tile host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app/received' });
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(csp['upgrade-insecure-requests']).toEqual([]);
    expect(csp['frame-ancestors']).toEqual(["'self'", 'https://reports.partner.example']);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(csp['connect-src']).toEqual(["'self'", 'https://tiles.example.org']);
    expect(csp['script-src']).toEqual(["'self'"]);
    // No remote images on the page that shows a partner's report (a tracking pixel would report who read it).
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org']);
  });

  it('lets partners frame /app/received only: every other page keeps frame-ancestors self and X-Frame-Options', async () => {
    for (const url of ['/', '/sign-in', '/account', '/app/analyses', '/api/health', '/app/received/../../sign-in']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp['frame-ancestors'], url).toEqual(["'self'"]);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    const received = await t.app.inject({ method: 'GET', url: '/app/received?from=partner' });
    expect(parseCsp(received.headers['content-security-policy'])['frame-ancestors']).toEqual([
      "'self'",
      'https://reports.partner.example',
    ]);
  });
});

describe('rate limit on the auth API (AUTH_RATE_LIMIT_PER_MINUTE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { AUTH_RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => t.dispose());

  it('answers 429 in GoTrue’s shape with Retry-After once one address has used its minute', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email: 'nobody@example.com', password: 'wrong-password-123' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(400);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });
    expect(blocked.json().msg).toMatch(/Too many requests\. Try again in \d+ (second|minute)s?\./);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Other parts of the API are not counted against it.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
