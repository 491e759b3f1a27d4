import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens } from '../src/plugins/auth/access-token.js';
import { createAuthenticate } from '../src/plugins/auth/authenticate.js';
import { linkIn, signIn, signUpConfirmed } from './helpers/auth-server.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

const PASSWORD = 'Harbor-Meadow-Copper-58';
const JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnop';

describe.each(DATABASE_KINDS)('sessions and tokens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { JWT_SECRET, SIGN_IN_ATTEMPTS_PER_15_MIN: '3' });
  });
  afterAll(() => t.dispose());

  const refresh = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: refreshToken },
    });
  /** A password sign-in from address `ip`, with a known-device cookie when given. */
  const passwordSignIn = (email: string, password: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
      payload: { email, password },
    });
  const getUser = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: { authorization: `Bearer ${accessToken}` } });

  it('rotates refresh tokens, and reusing an old one revokes the whole family', async () => {
    await signUpConfirmed(t, `rotate.${kind}@example.com`, PASSWORD);
    const first = await signIn(t, `rotate.${kind}@example.com`, PASSWORD);
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect((await getUser(rotated.access_token)).statusCode).toBe(200);

    // Someone replays the first token: it was used already, so the session is presumed stolen.
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      code: 400,
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });
    // …and the legitimate newest token and its access token are dead too.
    expect((await refresh(rotated.refresh_token)).json().error_code).toBe('refresh_token_not_found');
    expect((await getUser(rotated.access_token)).json().error_code).toBe('session_not_found');
  });

  it('an unknown refresh token is refused', async () => {
    const res = await refresh('not-a-token-we-issued');
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('refresh_token_not_found');
  });

  it('answers an expired access token with "JWT has expired" and a forged one with invalid_jwt', async () => {
    await signUpConfirmed(t, `expiry.${kind}@example.com`, PASSWORD);
    const session = await signIn(t, `expiry.${kind}@example.com`, PASSWORD);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString());
    const tokens = new AccessTokens(new TextEncoder().encode(JWT_SECRET), claims.iss, 3600);
    const { token: expired } = await tokens.sign(
      {
        userId: claims.sub,
        sessionId: claims.session_id,
        email: claims.email,
        phone: null,
        role: 'authenticated',
        method: 'password',
        sessionStartedAt: new Date(),
        appMetadata: {},
        userMetadata: {},
      },
      new Date(Date.now() - 2 * 3600 * 1000),
    );
    const res = await getUser(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, error_code: 'invalid_jwt', msg: 'JWT has expired' });

    const forger = new AccessTokens(
      new TextEncoder().encode('another-secret-of-sufficient-length!!'),
      claims.iss,
      3600,
    );
    const { token: forged } = await forger.sign({
      userId: claims.sub,
      sessionId: claims.session_id,
      email: claims.email,
      phone: null,
      role: 'authenticated',
      method: 'password',
      sessionStartedAt: new Date(),
      appMetadata: {},
      userMetadata: {},
    });
    const bad = await getUser(forged);
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error_code).toBe('invalid_jwt');
    expect((await getUser(session.access_token)).statusCode).toBe(200);
  });

  it('app.authenticate lets a good token through with the account, and answers 401 otherwise', async () => {
    const userId = await signUpConfirmed(t, `guard.${kind}@example.com`, PASSWORD);
    const session = await signIn(t, `guard.${kind}@example.com`, PASSWORD);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString());
    // A stand-alone route guarded exactly as other domains guard theirs.
    const guarded = Fastify();
    const tokens = new AccessTokens(new TextEncoder().encode(JWT_SECRET), claims.iss, 3600);
    guarded.get(
      '/me',
      { preHandler: createAuthenticate(t.db.database.db, tokens) },
      async (request) => request.authUser,
    );
    try {
      const ok = await guarded.inject({ url: '/me', headers: { authorization: `Bearer ${session.access_token}` } });
      expect(ok.json()).toEqual({
        id: userId,
        email: `guard.${kind}@example.com`,
        phone: null,
        role: 'authenticated',
        sessionId: claims.session_id,
      });
      const none = await guarded.inject({ url: '/me' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 401, error_code: 'no_authorization' });
      const junk = await guarded.inject({ url: '/me', headers: { authorization: 'Bearer abc.def.ghi' } });
      expect(junk.statusCode).toBe(401);
      expect(junk.json().error_code).toBe('invalid_jwt');
      // The app's own decorator behaves the same.
      expect(typeof t.app.authenticate).toBe('function');
    } finally {
      await guarded.close();
    }
  });

  it('signs out locally, everywhere else, or everywhere', async () => {
    const email = `scopes.${kind}@example.com`;
    await signUpConfirmed(t, email, PASSWORD);
    const [a, b, c] = [
      await signIn(t, email, PASSWORD),
      await signIn(t, email, PASSWORD),
      await signIn(t, email, PASSWORD),
    ];
    const logout = (token: string, scope: string) =>
      t.app.inject({
        method: 'POST',
        url: `/auth/v1/logout?scope=${scope}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json;charset=UTF-8' },
      });
    expect((await logout(a.access_token, 'others')).statusCode).toBe(204);
    expect((await getUser(a.access_token)).statusCode).toBe(200);
    expect((await getUser(b.access_token)).statusCode).toBe(401);
    expect((await getUser(c.access_token)).statusCode).toBe(401);
    expect((await logout(a.access_token, 'local')).statusCode).toBe(204);
    expect((await getUser(a.access_token)).statusCode).toBe(401);

    const [d, e] = [await signIn(t, email, PASSWORD), await signIn(t, email, PASSWORD)];
    expect((await logout(d.access_token, 'global')).statusCode).toBe(204);
    expect((await getUser(e.access_token)).statusCode).toBe(401);
    expect((await refresh(e.refresh_token)).statusCode).toBe(400);
  });

  it('slows failed sign-ins down with Retry-After instead of locking the right password out', async () => {
    const email = `limited.${kind}@example.com`;
    await signUpConfirmed(t, email, PASSWORD);
    const attempt = (who: string, password: string, ip = '198.51.100.1') =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        remoteAddress: ip,
        payload: { email: who, password },
      });
    for (let i = 0; i < 3; i++) expect((await attempt(email, 'Wrong-Guess-Number-1')).statusCode).toBe(400);
    const blocked = await attempt(email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error_code).toBe('over_request_rate_limit');
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    // The owner elsewhere is not held up by the guesser's failures…
    expect((await attempt(email, PASSWORD, '198.51.100.2')).statusCode).toBe(200);
    // …and after Retry-After the right password works from the guesser's address too: no 15-minute lock.
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 50));
    expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
    await signUpConfirmed(t, `other.${kind}@example.com`, PASSWORD);
    expect((await attempt(`other.${kind}@example.com`, PASSWORD, '198.51.100.3')).statusCode).toBe(200);
  });

  it('lets the right password through from a browser that signed in before, while rotating addresses keep guessing', async () => {
    const email = `rotated.${kind}@example.com`;
    await signUpConfirmed(t, email, PASSWORD);
    const attempt = (password: string, ip: string, cookie?: string) => passwordSignIn(email, password, ip, cookie);
    const first = await attempt(PASSWORD, '203.0.113.1');
    expect(first.statusCode).toBe(200);
    const device = String(first.headers['set-cookie']).split(';')[0] ?? '';
    // Another account's device cookie, from another browser.
    await signUpConfirmed(t, `rotated.other.${kind}@example.com`, PASSWORD);
    const other = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      remoteAddress: '203.0.113.5',
      payload: { email: `rotated.other.${kind}@example.com`, password: PASSWORD },
    });
    const otherDevice = String(other.headers['set-cookie']).split(';')[0] ?? '';
    // 20 addresses, 2 wrong guesses each: no address reaches its own backoff; after 15 failures the account-wide
    // one starts (429 with a growing wait), which a guesser with fresh addresses can keep up.
    const answers: number[] = [];
    for (let i = 0; i < 20; i++)
      for (const guess of ['Wrong-Guess-Number-1', 'Wrong-Guess-Number-2'])
        answers.push((await attempt(guess, `192.0.2.${10 + i}`)).statusCode);
    expect(answers.slice(0, 15)).toEqual(Array(15).fill(400));
    expect(answers).toContain(429);
    // The owner's right password on a new browser waits (the guesser could keep this up), and so it does with a
    // forged cookie or another account's…
    expect((await attempt(PASSWORD, '203.0.113.2')).statusCode).toBe(429);
    const forged = device.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await attempt(PASSWORD, '203.0.113.4', forged)).statusCode).toBe(429);
    expect((await attempt(PASSWORD, '203.0.113.6', otherDevice)).statusCode).toBe(429);
    // …but from the browser that signed in before a wrong password is still just wrong, and the right one gets in
    // at once, from any address.
    expect((await attempt('Wrong-Guess-Number-3', '203.0.113.3', device)).statusCode).toBe(400);
    expect((await attempt(PASSWORD, '203.0.113.3', device)).statusCode).toBe(200);
  });

  it('the known-device cookie counts for nothing after a password change or a sign-out everywhere', async () => {
    const email = `revoked.${kind}@example.com`;
    const NEW_PASSWORD = 'Pewter-Orchid-Canyon-58';
    await signUpConfirmed(t, email, PASSWORD);
    const attempt = (password: string, ip: string, cookie?: string) => passwordSignIn(email, password, ip, cookie);
    const deviceOf = (res: { headers: Record<string, unknown> }) =>
      String(res.headers['set-cookie']).split(';')[0] ?? '';
    const first = await attempt(PASSWORD, '203.0.113.21');
    expect(first.statusCode).toBe(200);
    const beforeChange = deviceOf(first);
    const asOwner = (method: 'PUT' | 'POST', url: string, accessToken: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${accessToken}` },
        ...(payload ? { payload } : {}),
      });
    const changed = await asOwner('PUT', '/auth/v1/user', first.json().access_token, {
      password: NEW_PASSWORD,
      current_password: PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    const second = await attempt(NEW_PASSWORD, '203.0.113.22');
    expect(second.statusCode).toBe(200);
    const beforeSignOut = deviceOf(second);
    const signOut = await asOwner('POST', '/auth/v1/logout?scope=global', second.json().access_token);
    expect(signOut.statusCode).toBe(204);
    const third = await attempt(NEW_PASSWORD, '203.0.113.23');
    expect(third.statusCode).toBe(200);
    const current = deviceOf(third);
    // Rotating addresses bring the account-wide backoff up (as above).
    const answers: number[] = [];
    for (let i = 0; i < 20; i++)
      for (const guess of ['Wrong-Guess-Number-1', 'Wrong-Guess-Number-2'])
        answers.push((await attempt(guess, `192.0.2.${100 + i}`)).statusCode);
    expect(answers).toContain(429);
    // A cookie issued before the password change, or before the sign-out everywhere, is no known device any more…
    expect((await attempt(NEW_PASSWORD, '203.0.113.24', beforeChange)).statusCode).toBe(429);
    expect((await attempt(NEW_PASSWORD, '203.0.113.25', beforeSignOut)).statusCode).toBe(429);
    // …while the one issued since still lets the owner's right password through.
    expect((await attempt(NEW_PASSWORD, '203.0.113.26', current)).statusCode).toBe(200);
  }, 120_000);

  it('stops one address guessing across accounts (per-IP limit, then 429 until the window ends)', async () => {
    const guess = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        remoteAddress: '198.51.100.66',
        payload: { email: `target${i}.${kind}@example.com`, password: 'Wrong-Guess-Number-1' },
      });
    // SIGN_IN_ATTEMPTS_PER_15_MIN=3 gives one IP 15 failures, spread over accounts so no backoff applies.
    for (let i = 0; i < 15; i++) expect((await guess(i)).statusCode).toBe(400);
    const blocked = await guess(15);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('recovers a password through the e-mailed link: a new password first, then a session; everything older ends', async () => {
    const email = `forgot.${kind}@example.com`;
    await signUpConfirmed(t, email, PASSWORD);
    const before = await signIn(t, email, PASSWORD);
    const nobody = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email: `nobody.${kind}@example.com` },
    });
    expect(nobody.statusCode).toBe(200);
    expect(t.outbox().some((m) => m.to === `nobody.${kind}@example.com`)).toBe(false);

    const res = await t.app.inject({
      method: 'POST',
      url: `/auth/v1/recover?redirect_to=${encodeURIComponent(`${t.config.publicUrl}/reset-password`)}`,
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    const mail = t.outbox().findLast((m) => m.to === email);
    expect(mail?.subject).toBe('Reset your SiteScout password');
    const link = new URL(linkIn(mail?.text ?? '', '/auth/v1/verify'));
    // Following the link signs nobody in: it lands on the page that asks for the new password.
    const landed = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const location = new URL(landed.headers.location as string);
    expect(location.pathname).toBe('/reset-password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeNull();
    const token = fragment.get('recovery_token');
    const verify = (payload: object) => t.app.inject({ method: 'POST', url: '/auth/v1/verify', payload });
    expect((await verify({ type: 'recovery', token })).json().error_code).toBe('validation_failed');
    expect((await verify({ type: 'recovery', token, password: 'password' })).json().error_code).toBe('weak_password');
    const newPassword = 'Lighthouse-Pepper-Saddle-31';
    const done = await verify({ type: 'recovery', token, password: newPassword });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(email);
    expect((await getUser(done.json().access_token)).statusCode).toBe(200);
    // The old password, the sessions and refresh tokens from before, and the link itself are all dead.
    expect((await getUser(before.access_token)).json().error_code).toBe('session_not_found');
    expect((await refresh(before.refresh_token)).statusCode).toBe(400);
    await expect(signIn(t, email, PASSWORD)).rejects.toThrow(/invalid_credentials/);
    expect((await verify({ type: 'recovery', token, password: 'Another-Fresh-Passphrase-8' })).statusCode).toBe(403);
    expect((await signIn(t, email, newPassword)).user.email).toBe(email);
  });

  it('sends e-mailed links only back to this site', async () => {
    const email = `redirect.${kind}@example.com`;
    await t.app.inject({
      method: 'POST',
      url: `/auth/v1/signup?redirect_to=${encodeURIComponent('https://evil.example.net/steal')}`,
      payload: { email, password: PASSWORD },
    });
    const link = new URL(linkIn(t.outbox().findLast((m) => m.to === email)?.text ?? '', '/auth/v1/verify'));
    const landed = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const location = new URL(landed.headers.location as string);
    expect(location.origin).toBe(new URL(t.config.publicUrl).origin);
    // Where the page goes once the password is in: this site's root, not the requested address.
    expect(new URLSearchParams(location.hash.slice(1)).get('next')).toBe('/');
  });

  it('limits requests that send messages per IP', async () => {
    const from = (ip: string, email: string) =>
      t.app.inject({ method: 'POST', url: '/auth/v1/recover', remoteAddress: ip, payload: { email } });
    for (let i = 0; i < 20; i++) expect((await from('203.0.113.7', `n${i}.${kind}@example.com`)).statusCode).toBe(200);
    const blocked = await from('203.0.113.7', `n20.${kind}@example.com`);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error_code).toBe('over_request_rate_limit');
    expect((await from('203.0.113.8', `n21.${kind}@example.com`)).statusCode).toBe(200);
  });
});
