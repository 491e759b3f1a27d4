import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUpConfirmed } from './helpers/auth-server.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

const PASSWORD = 'Walnut-Glacier-Sparrow-36';
const NEW_PASSWORD = 'Pewter-Orchid-Canyon-58';

describe.each(DATABASE_KINDS)('changing the password on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.dispose());

  const put = (accessToken: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${accessToken}` },
      payload,
    });
  const getUser = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: { authorization: `Bearer ${accessToken}` } });
  const refresh = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: refreshToken },
    });

  it('needs the current password, ends every other session and refresh token, and mails the owner', async () => {
    const email = `change.${kind}@example.com`;
    await signUpConfirmed(t, email, PASSWORD);
    const laptop = await signIn(t, email, PASSWORD);
    const stolen = await signIn(t, email, PASSWORD);

    // A stolen access token alone cannot change the password (and so cannot lock the owner out).
    const bare = await put(stolen.access_token, { password: NEW_PASSWORD });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ error_code: 'reauthentication_needed', field: 'current_password' });
    const wrong = await put(stolen.access_token, {
      password: NEW_PASSWORD,
      current_password: 'Guessed-Wrong-Password-1',
    });
    expect(wrong.json().error_code).toBe('invalid_credentials');
    expect((await signIn(t, email, PASSWORD)).user.email).toBe(email);

    const mailsBefore = t.outbox().filter((m) => m.to === email).length;
    const changed = await put(laptop.access_token, { password: NEW_PASSWORD, current_password: PASSWORD });
    expect(changed.statusCode).toBe(200);
    // This device stays signed in; every other session, its access and its refresh token, ends now.
    expect((await getUser(laptop.access_token)).statusCode).toBe(200);
    expect((await getUser(stolen.access_token)).json().error_code).toBe('session_not_found');
    expect((await refresh(stolen.refresh_token)).statusCode).toBe(400);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
    await expect(signIn(t, email, PASSWORD)).rejects.toThrow(/invalid_credentials/);
    expect((await signIn(t, email, NEW_PASSWORD)).user.email).toBe(email);

    const notices = t.outbox().filter((m) => m.to === email);
    expect(notices).toHaveLength(mailsBefore + 1);
    expect(notices.at(-1)?.subject).toBe('Your SiteScout password was changed');
    expect(notices.at(-1)?.text).not.toContain(NEW_PASSWORD);
  });

  it('changing only the profile needs no password', async () => {
    const email = `profile.${kind}@example.com`;
    await signUpConfirmed(t, email, PASSWORD);
    const session = await signIn(t, email, PASSWORD);
    const res = await put(session.access_token, { data: { full_name: 'Ada' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_metadata).toEqual({ full_name: 'Ada' });
  });
});
