import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvents } from '../src/db/schema/index.js';
import { checkPasswordStrength, STRENGTH_CHECKED_CHARACTERS } from '../src/plugins/auth/password-strength.js';
import { MAX_USER_METADATA_BYTES } from '../src/plugins/auth/user-metadata.js';
import { CLIENT_EVENTS_PER_MINUTE } from '../src/plugins/client-events/index.js';
import { pruneClientEvents } from '../src/plugins/client-events/prune.js';
import { signIn, signUpConfirmed } from './helpers/auth-server.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

const PASSWORD = 'Thistle-Harbor-Cinder-47';

describe('password strength is checked on a bounded prefix', () => {
  it('scores only the first 100 characters: a weak start is refused whatever follows, long random ones pass', async () => {
    // Weak start, strong tail: only the start is scored, so it is refused.
    const weakStart = `${'a'.repeat(STRENGTH_CHECKED_CHARACTERS)}${randomBytes(700).toString('base64url')}`;
    await expect(checkPasswordStrength(weakStart)).rejects.toThrow(/./);
    // 1,024 random characters (seconds of zxcvbn each before) are scored on their first 100, off the event loop;
    // test/fairness-load.slow.test.ts shows the API stays responsive under a flood of them.
    for (let i = 0; i < 3; i++) {
      await expect(
        checkPasswordStrength(randomBytes(800).toString('base64url').slice(0, 1024)),
      ).resolves.toBeUndefined();
    }
  });
});

describe.each(DATABASE_KINDS)('bounded account and client data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.dispose());

  it('refuses user_metadata over 4 KB at sign-up and on PUT /user, naming the field; the account keeps working', async () => {
    const big = { bio: 'x'.repeat(MAX_USER_METADATA_BYTES) };
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: `big.${kind}@example.com`, password: PASSWORD, data: big },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toMatchObject({ error_code: 'validation_failed', field: 'data' });
    expect(signUp.json().msg).toMatch(/^data: /);
    expect(t.outbox().some((m) => m.to === `big.${kind}@example.com`)).toBe(false);

    const email = `meta.${kind}@example.com`;
    await signUpConfirmed(t, email, PASSWORD);
    const session = await signIn(t, email, PASSWORD);
    const put = (data: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/auth/v1/user',
        headers: { authorization: `Bearer ${session.access_token}` },
        payload: { data },
      });
    expect((await put({ a: 'y'.repeat(3000) })).statusCode).toBe(200);
    // Each change is small, but the merged metadata would pass the limit (the probe grew it to 200 KB this way).
    const grown = await put({ b: 'z'.repeat(2000) });
    expect(grown.statusCode).toBe(400);
    expect(grown.json()).toMatchObject({ error_code: 'validation_failed', field: 'data' });
    const again = await signIn(t, email, PASSWORD);
    const user = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${again.access_token}` },
    });
    expect(user.statusCode).toBe(200);
    expect(Object.keys(user.json().user_metadata)).toEqual(['a']);
  });

  it('limits client events per IP and deletes those older than 30 days', async () => {
    const report = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client-events',
        remoteAddress: ip,
        payload: { kind: 'error', path: '/flood', detail: 'x'.repeat(3000) },
      });
    for (let i = 0; i < CLIENT_EVENTS_PER_MINUTE; i++) expect((await report('203.0.113.50')).statusCode).toBe(204);
    const blocked = await report('203.0.113.50');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report('203.0.113.51')).statusCode).toBe(204);
    const [stored] = await t.db.database.db
      .select({ n: count() })
      .from(clientEvents)
      .where(eq(clientEvents.path, '/flood'));
    expect(stored?.n).toBe(CLIENT_EVENTS_PER_MINUTE + 1);

    const day = 24 * 3600 * 1000;
    await t.db.database.db.insert(clientEvents).values([
      { kind: 'not_found', path: '/old', createdAt: new Date(Date.now() - 31 * day) },
      { kind: 'not_found', path: '/recent', createdAt: new Date(Date.now() - 29 * day) },
    ]);
    expect(await pruneClientEvents(t.db.database.db)).toBe(1);
    const paths = (await t.db.database.db.select({ path: clientEvents.path }).from(clientEvents)).map((r) => r.path);
    expect(paths).toContain('/recent');
    expect(paths).not.toContain('/old');
  });
});
