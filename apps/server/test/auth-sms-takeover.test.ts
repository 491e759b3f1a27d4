import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goTrueClient, type ListeningApp, startListeningApp } from './helpers/auth-server.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

const ATTACKER = 'Attacker-Knows-This-One-77';
const OWNER = 'Owner-Chose-Lantern-Birch-42';

const client = goTrueClient;

/**
 * The SMS pre-registration takeover: someone signs up the owner's number with their own password; the owner signs
 * up the same number and confirms with the code through auth-js's `verifyOtp`, which sends no password. The
 * attacker's password must not be the one that gets confirmed.
 */
describe.each(DATABASE_KINDS)('SMS pre-registration through auth-js on %s', (kind) => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp(kind);
  });
  afterAll(() => t.dispose());

  const lastCode = (phone: string) => {
    const sms = t.smsOutbox().findLast((m) => m.to === phone.replace(/\D/g, ''));
    const code = /\b\d{6}\b/.exec(sms?.body ?? '')?.[0];
    if (!code) throw new Error(`no code texted to ${phone}`);
    return code;
  };

  it('a code confirmed without a password after a second sign-up leaves no attacker password', async () => {
    const phone = kind === 'pglite' ? '+15550143001' : '+15550143002';
    const attacker = client(t);
    const owner = client(t);
    expect((await attacker.signUp({ phone, password: ATTACKER })).error).toBeNull();
    expect((await owner.signUp({ phone, password: OWNER })).error).toBeNull();

    const verified = await owner.verifyOtp({ phone, token: lastCode(phone), type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();

    const attackerSignIn = await client(t).signInWithPassword({ phone, password: ATTACKER });
    expect(attackerSignIn.error?.code).toBe('invalid_credentials');
    expect(attackerSignIn.data.session).toBeNull();

    // The owner holds the confirmed session and chooses the password without knowing any earlier one.
    const chosen = await owner.updateUser({ password: OWNER });
    expect(chosen.error).toBeNull();
    const ownerSignIn = await client(t).signInWithPassword({ phone, password: OWNER });
    expect(ownerSignIn.error).toBeNull();
    expect((await client(t).signInWithPassword({ phone, password: ATTACKER })).error?.code).toBe('invalid_credentials');
  });

  it('a single sign-up confirmed through verifyOtp keeps the password it was made with', async () => {
    const phone = kind === 'pglite' ? '+15550143011' : '+15550143012';
    const owner = client(t);
    expect((await owner.signUp({ phone, password: OWNER })).error).toBeNull();
    expect((await owner.verifyOtp({ phone, token: lastCode(phone), type: 'sms' })).error).toBeNull();
    expect((await client(t).signInWithPassword({ phone, password: OWNER })).error).toBeNull();
  });
});
