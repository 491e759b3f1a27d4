import { AuthApiError, AuthWeakPasswordError } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goTrueClient,
  type ListeningApp,
  linkIn,
  setPasswordFromLinkOverHttp,
  startListeningApp,
} from './helpers/auth-server.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

const PASSWORD = 'Quarry-Lantern-Velvet-42';

const client = goTrueClient;

/** Follows the link like a browser, without the page it lands on: answers where it redirects. */
async function followLink(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

/** Follows the confirmation link and types the password on the page it lands on, like the web app. */
async function confirmLink(t: ListeningApp, link: string, password = PASSWORD) {
  const confirmed = await setPasswordFromLinkOverHttp(t.baseUrl, link, password);
  expect(confirmed.status).toBe(200);
  return confirmed;
}

describe.each(DATABASE_KINDS)('accounts through @supabase/auth-js on %s', (kind) => {
  let t: ListeningApp;
  const created: { userId: string; email: string | null }[] = [];
  beforeAll(async () => {
    t = await startListeningApp(kind);
    t.app.accountEvents.onAccountCreated(async (event) => {
      created.push({ userId: event.userId, email: event.email });
    });
  });
  afterAll(() => t.dispose());

  it('signs up, confirms by e-mail link, signs in, refreshes, reads and updates the user, and signs out', async () => {
    const auth = client(t);
    const email = `ada.${kind}@example.com`;
    const signUp = await auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Ada Lovelace' }, emailRedirectTo: `${t.baseUrl}/` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email, user_metadata: { full_name: 'Ada Lovelace' } });
    expect(signUp.data.user?.identities).toHaveLength(1);
    expect(created).toContainEqual({ userId: signUp.data.user?.id, email });

    const early = await auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error?.code).toBe('email_not_confirmed');

    const mail = t.outbox().find((m) => m.to === email);
    expect(mail?.subject).toBe('Confirm your SiteScout account');
    const link = linkIn(mail?.text ?? '', '/auth/v1/verify');
    // The link lands on the page that asks for the password, with its token in the fragment; no session yet.
    const landing = await followLink(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${t.baseUrl}/confirm-email`);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('next')).toBe('/');
    expect(fragment.get('confirmation_token')).toBeTruthy();
    expect(fragment.get('access_token')).toBeNull();
    expect((await auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('email_not_confirmed');
    const confirmed = await confirmLink(t, link);
    expect(confirmed.body).toMatchObject({ token_type: 'bearer', user: { email } });

    const signIn = await auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email } });
    expect(session?.user.email_confirmed_at).toBeTruthy();
    expect(session?.user.identities?.[0]?.provider).toBe('email');
    expect(session?.user.factors).toEqual([]);
    const claims = JSON.parse(Buffer.from(session?.access_token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ sub: session?.user.id, aud: 'authenticated', role: 'authenticated', email });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);

    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session?.refresh_token);
    expect(refreshed.data.session?.access_token).toBeTruthy();

    const got = await auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user).toMatchObject({ id: session?.user.id, email, user_metadata: { full_name: 'Ada Lovelace' } });

    const updated = await auth.updateUser({ data: { company: 'Analytical Engines' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ full_name: 'Ada Lovelace', company: 'Analytical Engines' });

    const newPassword = 'Orchard-Compass-Thimble-77';
    // A new password needs the current one (auth-js sends it as current_password).
    const without = await auth.updateUser({ password: newPassword });
    expect(without.error?.code).toBe('reauthentication_needed');
    const wrong = await auth.updateUser({ password: newPassword, current_password: 'Not-The-Password-0' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect((await auth.updateUser({ password: newPassword, current_password: PASSWORD })).error).toBeNull();
    const stale = await client(t).signInWithPassword({ email, password: PASSWORD });
    expect(stale.error?.code).toBe('invalid_credentials');

    const accessToken = refreshed.data.session?.access_token ?? '';
    const refreshToken = refreshed.data.session?.refresh_token ?? '';
    expect((await auth.signOut()).error).toBeNull();
    expect((await auth.getSession()).data.session).toBeNull();
    // The server forgot the session too: neither of its tokens works any more.
    const afterOut = await fetch(`${t.baseUrl}/auth/v1/user`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(afterOut.status).toBe(401);
    expect(await afterOut.json()).toMatchObject({ error_code: 'session_not_found' });
    const reuse = await client(t).refreshSession({ refresh_token: refreshToken });
    expect(reuse.error).toBeInstanceOf(AuthApiError);

    expect((await client(t).signInWithPassword({ email, password: newPassword })).error).toBeNull();
  });

  it('rejects sign-up without credentials, weak passwords and wrong passwords with the spec’s errors', async () => {
    const auth = client(t);
    const missing = await fetch(`${t.baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com' }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'You must provide either an email or phone number and a password',
    });

    const weak = await auth.signUp({ email: `weak.${kind}@example.com`, password: 'password' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((weak.error as AuthWeakPasswordError).reasons).toContain('weak');
    const short = await auth.signUp({ email: `short.${kind}@example.com`, password: 'x7!Q' });
    expect((short.error as AuthWeakPasswordError).reasons).toEqual(expect.arrayContaining(['length']));
    expect(t.outbox().some((m) => m.to.startsWith('weak.') || m.to.startsWith('short.'))).toBe(false);

    const unknown = await auth.signInWithPassword({ email: `nobody.${kind}@example.com`, password: PASSWORD });
    expect(unknown.error).toBeInstanceOf(AuthApiError);
    expect(unknown.error?.status).toBe(400);
    expect(unknown.error?.message).toBe('Invalid login credentials');
  });

  it('does not reveal an existing account on sign-up', async () => {
    const email = `taken.${kind}@example.com`;
    const first = await client(t).signUp({ email, password: PASSWORD });
    await confirmLink(t, linkIn(t.outbox().find((m) => m.to === email)?.text ?? '', '/auth/v1/verify'));
    const mailsBefore = t.outbox().length;
    const again = await client(t).signUp({ email, password: 'Another-Strong-Passphrase-9' });
    expect(again.error).toBeNull();
    // The same shape as a brand-new account (one identity, unconfirmed), with an id that is not the account's.
    expect(again.data.user?.identities).toHaveLength(1);
    expect(again.data.user?.email_confirmed_at).toBeUndefined();
    expect(again.data.user?.id).not.toBe(first.data.user?.id);
    expect(Object.keys(again.data.user ?? {}).sort()).toEqual(Object.keys(first.data.user ?? {}).sort());
    expect(t.outbox().length).toBe(mailsBefore);
    // The original password still works; the second sign-up changed nothing.
    expect((await client(t).signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('re-delivers the account-created event at confirmation when a handler failed at sign-up', async () => {
    const email = `flaky.${kind}@example.com`;
    let failures = 0;
    const seen: string[] = [];
    t.app.accountEvents.onAccountCreated(async (event) => {
      if (event.email !== email) return;
      if (failures === 0) {
        failures += 1;
        throw new Error('billing is briefly unavailable');
      }
      seen.push(event.userId);
    });
    const signUp = await client(t).signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    expect(seen).toEqual([]);
    await confirmLink(t, linkIn(t.outbox().find((m) => m.to === email)?.text ?? '', '/auth/v1/verify'));
    expect(seen).toEqual([signUp.data.user?.id]);
  });

  it("reports 'Auth session missing!' once the session was ended elsewhere, and without a session", async () => {
    const email = `missing.${kind}@example.com`;
    await client(t).signUp({ email, password: PASSWORD });
    await confirmLink(t, linkIn(t.outbox().find((m) => m.to === email)?.text ?? '', '/auth/v1/verify'));
    const laptop = client(t);
    const phone = client(t);
    expect((await laptop.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await phone.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await phone.signOut({ scope: 'global' })).error).toBeNull();
    const stale = await laptop.getUser();
    expect(stale.error?.message).toBe('Auth session missing!');
    expect(stale.error?.status).toBe(400);
    const anonymous = await client(t).updateUser({ data: { x: 1 } });
    expect(anonymous.error?.message).toBe('Auth session missing!');
  });

  it('a used confirmation link does not work twice', async () => {
    const email = `once.${kind}@example.com`;
    await client(t).signUp({ email, password: PASSWORD });
    const link = linkIn(t.outbox().find((m) => m.to === email)?.text ?? '', '/auth/v1/verify');
    const first = await confirmLink(t, link);
    const second = await followLink(link);
    const fragment = new URLSearchParams(second.hash.slice(1));
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('confirmation_token')).toBeNull();
    const token = new URLSearchParams(first.landing.hash.slice(1)).get('confirmation_token');
    const reuse = await fetch(`${t.baseUrl}/auth/v1/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'signup', token, password: PASSWORD }),
    });
    expect(reuse.status).toBe(403);
    expect(await reuse.json()).toMatchObject({ error_code: 'otp_expired' });
  });
});
