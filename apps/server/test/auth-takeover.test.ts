import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, authUsers } from '../src/db/schema/index.js';
import { AccessTokens } from '../src/plugins/auth/access-token.js';
import { resolveJwtSecret } from '../src/plugins/auth/jwt-secret.js';
import { Sessions } from '../src/plugins/auth/sessions.js';
import { linkIn, readSmsOutbox, setPasswordFromLink } from './helpers/auth-server.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

const ATTACKER = 'Attacker-Knows-This-One-77';
const OWNER = 'Owner-Chose-Lantern-Birch-42';

/**
 * Ways an attacker could take over an address by signing up with it before its owner confirms it, each replayed as
 * the security probe did it: none leaves the attacker's password usable, and the account ends with a password its
 * owner chose.
 */
describe.each(DATABASE_KINDS)('account takeover before confirmation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.dispose());

  const signUp = (email: string, password: string, ip = '192.0.2.10') =>
    t.app.inject({ method: 'POST', url: '/auth/v1/signup', remoteAddress: ip, payload: { email, password } });
  const signInStatus = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      remoteAddress: '192.0.2.99',
      payload: { email, password },
    });
    return res.statusCode === 200 ? 'signed in' : (res.json().error_code as string);
  };
  const stored = async (email: string) =>
    (await t.db.database.db.select().from(authUsers).where(eq(authUsers.email, email)))[0];
  /** The resend interval (60 s) has passed. */
  const aMinuteLater = (email: string) =>
    t.db.database.db
      .update(authUsers)
      .set({ confirmationSentAt: new Date(Date.now() - 120_000) })
      .where(eq(authUsers.email, email));
  const mailsTo = (email: string) => t.outbox().filter((m) => m.to === email);

  it('a second sign-up never replaces the stored password; the owner chooses it through the link', async () => {
    const email = `second.${kind}@example.com`;
    const first = await signUp(email, ATTACKER);
    const attackerLink = linkIn(mailsTo(email)[0]?.text ?? '', '/auth/v1/verify');
    const hashBefore = (await stored(email))?.passwordHash;

    // Within the minute: the same answer, nothing sent, nothing changed (no 429 that would reveal the account).
    const soon = await signUp(email, OWNER, '192.0.2.11');
    expect(soon.statusCode).toBe(200);
    expect(mailsTo(email)).toHaveLength(1);

    await aMinuteLater(email);
    const second = await signUp(email, OWNER, '192.0.2.12');
    expect(second.statusCode).toBe(200);
    // Looks like a fresh sign-up (one identity, the metadata sent) but is not the stored account.
    expect(Object.keys(second.json()).sort()).toEqual(Object.keys(first.json()).sort());
    expect(second.json().identities).toHaveLength(1);
    expect(second.json().id).not.toBe((await stored(email))?.id);
    expect((await stored(email))?.passwordHash).toBe(hashBefore);

    // The attacker's own confirmation link stopped working; the owner got a link to choose the password.
    const replay = await t.app.inject({
      method: 'GET',
      url: new URL(attackerLink).pathname + new URL(attackerLink).search,
    });
    expect(new URLSearchParams(new URL(String(replay.headers.location)).hash.slice(1)).get('error_code')).toBe(
      'otp_expired',
    );
    const claim = mailsTo(email).at(-1);
    expect(claim?.subject).toBe('Finish setting up your SiteScout account');
    expect(await signInStatus(email, ATTACKER)).toBe('email_not_confirmed');
    const claimed = await setPasswordFromLink(t.app, linkIn(claim?.text ?? '', '/auth/v1/verify'), OWNER);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.landing.pathname).toBe('/reset-password');

    expect(await signInStatus(email, ATTACKER)).toBe('invalid_credentials');
    expect(await signInStatus(email, OWNER)).toBe('signed in');
    expect((await stored(email))?.emailConfirmedAt).toBeInstanceOf(Date);
  });

  it('a sign-up the owner never made: their confirmation sets their password, and the attacker’s is gone', async () => {
    const email = `unasked.${kind}@example.com`;
    // The attacker signs up first with the owner's address; the confirmation mail lands in the owner's inbox.
    expect((await signUp(email, ATTACKER)).statusCode).toBe(200);
    const link = new URL(linkIn(mailsTo(email)[0]?.text ?? '', '/auth/v1/verify'));
    const account = await stored(email);

    // Following the link alone (a GET, e.g. a mail scanner or a click) confirms nothing and signs nobody in.
    const landed = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(landed.statusCode).toBe(303);
    const landing = new URL(String(landed.headers.location));
    expect(landing.pathname).toBe('/confirm-email');
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('access_token')).toBeNull();
    const token = fragment.get('confirmation_token');
    expect(token).toBeTruthy();
    // Nor does finishing it without a password (auth-js's verifyOtp sends `{type: 'email', token_hash}`).
    const verify = (payload: object) => t.app.inject({ method: 'POST', url: '/auth/v1/verify', payload });
    const bare = await verify({ type: 'email', token_hash: token });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ error_code: 'validation_failed' });
    expect(bare.json().access_token).toBeUndefined();
    expect((await stored(email))?.emailConfirmedAt).toBeNull();
    expect(await signInStatus(email, ATTACKER)).toBe('email_not_confirmed');
    expect(
      await t.db.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, account?.id ?? '')),
    ).toEqual([]);

    // The owner sets their own password on the page the link led to: confirmed and signed in with it.
    const confirmed = await verify({ type: 'signup', token, password: OWNER });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ id: account?.id, email });
    expect((await stored(email))?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await signInStatus(email, ATTACKER)).toBe('invalid_credentials');
    const sessions = await t.db.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, account?.id ?? ''));
    // Only the owner's session exists (the one just started, plus the owner's test sign-in below).
    expect(sessions).toHaveLength(1);
    expect(await signInStatus(email, OWNER)).toBe('signed in');
    // The link is used up: it neither lands with a token again nor confirms a second time.
    const again = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(new URLSearchParams(new URL(String(again.headers.location)).hash.slice(1)).get('error_code')).toBe(
      'otp_expired',
    );
    expect((await verify({ type: 'signup', token, password: ATTACKER })).statusCode).toBe(403);
    expect(await signInStatus(email, ATTACKER)).toBe('invalid_credentials');
  });

  it('a confirmation started by someone else ends every session and link of the account', async () => {
    const email = `sessions.${kind}@example.com`;
    await signUp(email, ATTACKER);
    const link = linkIn(mailsTo(email)[0]?.text ?? '', '/auth/v1/verify');
    const account = await stored(email);
    // Whatever the attacker holds for the account (a session, a recovery link) stops working at confirmation.
    await t.app.inject({ method: 'POST', url: '/auth/v1/recover', remoteAddress: '192.0.2.18', payload: { email } });
    const recovery = mailsTo(email).find((m) => m.subject === 'Reset your SiteScout password');
    // A session of the account started before (none can be had before confirmation; planted like the server would).
    const secret = resolveJwtSecret(t.config.auth.jwtSecret, t.config.dataDir);
    const tokens = new AccessTokens(secret, `${t.config.publicUrl}/auth/v1`, t.config.auth.jwtExpirySeconds);
    const planted = await new Sessions(t.db.database.db, tokens).start(
      account as NonNullable<typeof account>,
      'password',
      'attacker',
    );
    expect((await setPasswordFromLink(t.app, link, OWNER)).statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${planted.access_token}` },
    });
    expect(stale.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: planted.refresh_token },
    });
    expect(refresh.statusCode).toBe(400);
    expect(
      (await setPasswordFromLink(t.app, linkIn(recovery?.text ?? '', '/auth/v1/verify'), ATTACKER)).statusCode,
    ).toBe(403);
    expect(await signInStatus(email, ATTACKER)).toBe('invalid_credentials');
    expect(await signInStatus(email, OWNER)).toBe('signed in');
  });

  it('the owner signing up first keeps their password when someone signs up again with the address', async () => {
    const email = `ownerfirst.${kind}@example.com`;
    await signUp(email, OWNER);
    await aMinuteLater(email);
    await signUp(email, ATTACKER, '192.0.2.13');
    // The newest mail in the owner's inbox asks them to choose a password; the attacker's never becomes it.
    const claim = mailsTo(email).at(-1);
    expect(claim?.subject).toBe('Finish setting up your SiteScout account');
    expect((await setPasswordFromLink(t.app, linkIn(claim?.text ?? '', '/auth/v1/verify'), OWNER)).statusCode).toBe(
      200,
    );
    expect(await signInStatus(email, ATTACKER)).toBe('invalid_credentials');
    expect(await signInStatus(email, OWNER)).toBe('signed in');
  });

  it('recovery after a pre-registration: the attacker’s password does not survive the owner’s reset', async () => {
    const email = `prereg.${kind}@example.com`;
    await signUp(email, ATTACKER);
    const recover = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      remoteAddress: '192.0.2.14',
      payload: { email },
    });
    expect(recover.statusCode).toBe(200);
    const mail = mailsTo(email).find((m) => m.subject === 'Reset your SiteScout password');
    const reset = await setPasswordFromLink(t.app, linkIn(mail?.text ?? '', '/auth/v1/verify'), OWNER);
    expect(reset.statusCode).toBe(200);
    expect(await signInStatus(email, ATTACKER)).toBe('invalid_credentials');
    expect(await signInStatus(email, OWNER)).toBe('signed in');
  });

  it('an account created for a received analysis has no usable password until the owner sets one', async () => {
    const email = `webhook.${kind}@example.com`;
    // The attacker pre-registers, then a partner's webhook delivers an analysis to the same address.
    await signUp(email, ATTACKER);
    const account = await t.app.accounts.findOrCreateByEmail(email);
    expect(account.created).toBe(false);
    expect(await signInStatus(email, ATTACKER)).toBe('email_not_confirmed');

    // A webhook account nobody pre-registered: no password works at all.
    const fresh = `webhook.fresh.${kind}@example.com`;
    expect((await t.app.accounts.findOrCreateByEmail(fresh)).created).toBe(true);
    expect((await stored(fresh))?.passwordHash).toBeNull();
    expect(await signInStatus(fresh, ATTACKER)).toBe('invalid_credentials');

    // The owner claims through "forgot password", the documented path.
    await t.app.inject({ method: 'POST', url: '/auth/v1/recover', remoteAddress: '192.0.2.15', payload: { email } });
    const mail = mailsTo(email).find((m) => m.subject === 'Reset your SiteScout password');
    const claimed = await setPasswordFromLink(t.app, linkIn(mail?.text ?? '', '/auth/v1/verify'), OWNER);
    expect(claimed.statusCode).toBe(200);
    expect((claimed.body.user as { id: string }).id).toBe(account.id);
    expect(await signInStatus(email, ATTACKER)).toBe('invalid_credentials');
    expect(await signInStatus(email, OWNER)).toBe('signed in');
  });

  it('an SMS confirmation sets the password chosen in the same flow', async () => {
    const phone = kind === 'pglite' ? '+15550142001' : '+15550142002';
    const signUpPhone = (password: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/auth/v1/signup', remoteAddress: ip, payload: { phone, password } });
    await signUpPhone(OWNER, '192.0.2.16');
    await t.db.database.db
      .update(authUsers)
      .set({ confirmationSentAt: new Date(Date.now() - 120_000) })
      .where(eq(authUsers.phone, phone.slice(1)));
    // Someone else signs up with the owner's number; the owner enters the newest code, with their password.
    await signUpPhone(ATTACKER, '192.0.2.17');
    const code = /\d{6}/.exec(readLastSms(t, phone.slice(1)))?.[0];
    const verified = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      payload: { type: 'sms', phone, token: code, password: OWNER },
    });
    expect(verified.statusCode).toBe(200);
    const signInPhone = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        remoteAddress: '192.0.2.98',
        payload: { phone, password },
      });
    expect((await signInPhone(ATTACKER)).json().error_code).toBe('invalid_credentials');
    expect((await signInPhone(OWNER)).statusCode).toBe(200);
  });
});

function readLastSms(t: TestApp, to: string): string {
  return readSmsOutbox(t.config.dataDir).findLast((m) => m.to === to)?.body ?? '';
}
