import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletions, analyses, authUsers, creditLedger, paymentOrders } from '../src/db/schema/index.js';
import { eraseAccount } from '../src/plugins/account/erase-account.js';
import { createProService } from '../src/plugins/billing/pro-memberships.js';
import { signIn, signUpConfirmed } from './helpers/auth-server.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

const PASSWORD = 'Harbor-Thistle-Copper-71';

describe.each(DATABASE_KINDS)('the account is its owner’s, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      ACCOUNT_DELETION_GRACE_SECONDS: '2',
      JOB_POLL_SECONDS: '1',
      SIGN_IN_ATTEMPTS_PER_15_MIN: '4',
    });
  });
  afterAll(() => t.dispose());

  async function account(prefix: string) {
    const email = `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
    const id = await signUpConfirmed(t, email, PASSWORD);
    const session = await signIn(t, email, PASSWORD);
    return { id, email, token: session.access_token };
  }
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload ? { payload } : {}),
    });
  const tokenOf = (text: string, action: string) => {
    const link = text.match(/https?:\/\/\S+\/email-change#\S+/)?.[0] ?? '';
    const fragment = new URLSearchParams(new URL(link).hash.slice(1));
    expect(fragment.get('action')).toBe(action);
    return fragment.get('token') ?? '';
  };
  /** A finished analysis paid with the welcome credit, and a paid order, as the real flows leave them. */
  async function someHistory(userId: string) {
    const analysisId = randomUUID();
    await t.app.database.db.transaction(async (tx) => {
      await t.app.credits.spend(userId, { reference: analysisId, description: 'Coffee shop analysis, 1 site' }, tx);
      await tx.insert(analyses).values({
        id: analysisId,
        userId,
        notifyEmail: 'owner@example.com',
        businessType: 'coffee-shop',
        request: { sites: [{ label: '2400 N Clark St, Chicago, IL', lat: 41.92, lon: -87.64 }], radiusMiles: 1 },
        creditUnit: 'analysis',
        status: 'done',
        result: { analyses: [] },
      });
    });
    const [order] = await t.app.database.db
      .insert(paymentOrders)
      .values({
        userId,
        offerId: 'additional-analyses',
        quantity: 5,
        amountCents: 4995,
        currency: 'usd',
        provider: 'local',
        status: 'paid',
      })
      .returning();
    return { analysisId, orderId: order?.id as string };
  }

  it('changes the e-mail only once the new address confirms; the old address hears of it and can take it back', async () => {
    const owner = await account('mover');
    const other = await account('other');
    const newEmail = `moved.${randomUUID().slice(0, 8)}@example.com`;

    const wrong = await call('POST', '/api/account/email-change', owner.token, {
      newEmail,
      password: 'Not-The-Password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('password');
    const taken = await call('POST', '/api/account/email-change', owner.token, {
      newEmail: other.email,
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await call('POST', '/api/account/email-change', undefined, { newEmail, password: PASSWORD })).statusCode,
    ).toBe(401);

    const asked = await call('POST', '/api/account/email-change', owner.token, { newEmail, password: PASSWORD });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().newEmail).toBe(newEmail);
    const toNew = t.outbox().findLast((m) => m.to === newEmail);
    const toOld = t.outbox().findLast((m) => m.to === owner.email && /being changed/.test(m.subject));
    expect(toNew?.subject).toBe('Confirm your new SiteScout e-mail address');
    expect(toOld?.text).toContain(newEmail);
    const confirmToken = tokenOf(toNew?.text ?? '', 'confirm');
    const undoToken = tokenOf(toOld?.text ?? '', 'undo');

    // Nothing changed yet; the other account sees no change of its own, and made-up tokens are 404.
    expect((await signIn(t, owner.email, PASSWORD)).user.email).toBe(owner.email);
    expect((await call('GET', '/api/account/status', owner.token)).json().emailChange.newEmail).toBe(newEmail);
    expect((await call('GET', '/api/account/status', other.token)).json().emailChange).toBeNull();
    expect((await call('POST', '/api/account/email-change/confirm', undefined, { token: undoToken })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', '/api/account/email-change/confirm', other.token, { token: 'x'.repeat(43) })).statusCode,
    ).toBe(404);

    const confirmed = await call('POST', '/api/account/email-change/confirm', undefined, { token: confirmToken });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail, reverted: false });
    await expect(signIn(t, owner.email, PASSWORD)).rejects.toThrow(/invalid_credentials/);
    expect((await signIn(t, newEmail, PASSWORD)).user.id).toBe(owner.id);
    expect(
      (await call('POST', '/api/account/email-change/confirm', undefined, { token: confirmToken })).statusCode,
    ).toBe(404);

    // "This wasn't me": the old address takes it back; every session ends and the password must be chosen anew.
    const undone = await call('POST', '/api/account/email-change/undo', undefined, { token: undoToken });
    expect(undone.json()).toEqual({ email: owner.email, reverted: true });
    expect((await call('GET', '/api/account/status', owner.token)).statusCode).toBe(401);
    await expect(signIn(t, newEmail, PASSWORD)).rejects.toThrow();
    await expect(signIn(t, owner.email, PASSWORD)).rejects.toThrow();
    expect(t.outbox().findLast((m) => m.to === owner.email)?.subject).toBe('Your SiteScout e-mail address was kept');
    expect((await call('POST', '/api/account/email-change/undo', undefined, { token: undoToken })).statusCode).toBe(
      404,
    );
  });

  it('a change the old address cancels before confirmation never happens', async () => {
    const owner = await account('cancel');
    const newEmail = `never.${randomUUID().slice(0, 8)}@example.com`;
    await call('POST', '/api/account/email-change', owner.token, { newEmail, password: PASSWORD });
    const confirmToken = tokenOf(t.outbox().findLast((m) => m.to === newEmail)?.text ?? '', 'confirm');
    const undoToken = tokenOf(t.outbox().findLast((m) => m.to === owner.email)?.text ?? '', 'undo');
    expect((await call('POST', '/api/account/email-change/undo', undefined, { token: undoToken })).json()).toEqual({
      email: owner.email,
      reverted: false,
    });
    expect(
      (await call('POST', '/api/account/email-change/confirm', undefined, { token: confirmToken })).statusCode,
    ).toBe(404);
    expect((await signIn(t, owner.email, PASSWORD)).user.id).toBe(owner.id);
  });

  it('exports the account’s own data as JSON and one CSV per kind, and nobody else’s', async () => {
    const owner = await account('export');
    const other = await account('nosy');
    const { analysisId, orderId } = await someHistory(owner.id);

    const json = await call('GET', '/api/account/export.json', owner.token);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/attachment; filename="sitescout-export-/);
    const data = json.json();
    expect(data.account).toMatchObject({ id: owner.id, email: owner.email });
    expect(data.analyses).toHaveLength(1);
    expect(data.analyses[0]).toMatchObject({ id: analysisId, businessType: 'coffee-shop' });
    expect(data.analyses[0].sites[0].label).toBe('2400 N Clark St, Chicago, IL');
    expect(data.orders.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect(data.credits.map((c: { kind: string }) => c.kind)).toEqual(['grant', 'spend']);

    const csv = await call('GET', '/api/account/export/analyses', owner.token);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const rows = parse(csv.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toEqual([expect.objectContaining({ id: analysisId, sites: '2400 N Clark St, Chicago, IL' })]);
    const credits = parse((await call('GET', '/api/account/export/credits', owner.token)).body, {
      columns: true,
      bom: true,
    });
    expect(credits).toHaveLength(2);
    const orders = parse((await call('GET', '/api/account/export/orders', owner.token)).body, {
      columns: true,
      bom: true,
    });
    expect(orders).toEqual([expect.objectContaining({ id: orderId, amount_cents: '4995' })]);
    expect((await call('GET', '/api/account/export/passwords', owner.token)).statusCode).toBe(400);

    const theirs = (await call('GET', '/api/account/export.json', other.token)).json();
    expect(theirs.analyses).toEqual([]);
    expect(theirs.orders).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain(owner.email);
    expect((await call('GET', '/api/account/export.json')).statusCode).toBe(401);
  });

  it('deletes after the grace period: personal data erased once, orders and credits kept', async () => {
    const owner = await account('leaver');
    const other = await account('stayer');
    const { analysisId, orderId } = await someHistory(owner.id);
    const ledgerBefore = await t.app.database.db.select().from(creditLedger).where(eq(creditLedger.userId, owner.id));

    expect(
      (await call('POST', '/api/account/deletion', owner.token, { password: 'Wrong-Password-22' })).statusCode,
    ).toBe(400);
    // Another account has nothing to cancel, and cannot cancel this one's.
    const asked = await call('POST', '/api/account/deletion', owner.token, { password: PASSWORD });
    expect(asked.statusCode).toBe(202);
    expect((await call('DELETE', '/api/account/deletion', other.token)).statusCode).toBe(404);
    const notice = t.outbox().findLast((m) => m.to === owner.email);
    expect(notice?.subject).toBe('Your SiteScout account will be deleted');
    expect(notice?.text).toContain('Keep my account');
    // Signing in during the grace period works, and the account page offers to keep the account.
    const later = await signIn(t, owner.email, PASSWORD);
    expect((await call('GET', '/api/account/status', later.access_token)).json().deletion.eraseAt).toBe(
      asked.json().eraseAt,
    );
    expect((await call('DELETE', '/api/account/deletion', later.access_token)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/account/deletion', later.access_token)).statusCode).toBe(404);
    const [cancelled] = await t.app.database.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, owner.id));
    expect(await eraseAccount(t.app.database.db, cancelled?.id as string, new Date(Date.now() + 60_000))).toEqual({
      erased: false,
      reason: 'cancelled',
    });

    // Asked again; the erasure job (queued to start after the 2 s grace) runs on this process's worker.
    expect((await call('POST', '/api/account/deletion', later.access_token, { password: PASSWORD })).statusCode).toBe(
      202,
    );
    await t.app.accountJobs.startWorker();
    const deadline = Date.now() + 30_000;
    let erasedAt: Date | null = null;
    while (!erasedAt && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      const rows = await t.app.database.db.select().from(accountDeletions).where(eq(accountDeletions.userId, owner.id));
      erasedAt = rows.find((r) => r.erasedAt)?.erasedAt ?? null;
    }
    expect(erasedAt).not.toBeNull();

    const [user] = await t.app.database.db.select().from(authUsers).where(eq(authUsers.id, owner.id));
    expect(user).toMatchObject({
      email: `erased-${owner.id}@erased.invalid`,
      phone: null,
      passwordHash: null,
      userMetadata: {},
    });
    await expect(signIn(t, owner.email, PASSWORD)).rejects.toThrow();
    expect((await call('GET', '/api/account/status', later.access_token)).statusCode).toBe(401);
    const [analysis] = await t.app.database.db.select().from(analyses).where(eq(analyses.id, analysisId));
    expect(analysis).toMatchObject({ notifyEmail: null, request: { erased: true }, result: null });
    const ledgerAfter = await t.app.database.db.select().from(creditLedger).where(eq(creditLedger.userId, owner.id));
    expect(ledgerAfter).toEqual(ledgerBefore);
    const [order] = await t.app.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(order).toMatchObject({ userId: owner.id, status: 'paid', amountCents: 4995 });
    expect(t.outbox().findLast((m) => m.to === owner.email)?.subject).toBe('Your SiteScout account was deleted');

    // The job again (a retry, a second worker): nothing changes twice.
    const [done] = (
      await t.app.database.db.select().from(accountDeletions).where(eq(accountDeletions.userId, owner.id))
    ).filter((r) => r.erasedAt);
    expect(await eraseAccount(t.app.database.db, done?.id as string)).toEqual({
      erased: false,
      reason: 'already-erased',
    });
    const [again] = await t.app.database.db.select().from(authUsers).where(eq(authUsers.id, owner.id));
    expect(again?.updatedAt).toEqual(user?.updatedAt);
    expect(await t.app.database.db.select().from(creditLedger).where(eq(creditLedger.userId, owner.id))).toEqual(
      ledgerBefore,
    );
    // The other account is untouched.
    expect((await signIn(t, other.email, PASSWORD)).user.id).toBe(other.id);
  });

  it('a stolen access token cannot guess the password: wrong ones count against the account’s sign-in limit', async () => {
    const owner = await account('guessed');
    for (let i = 0; i < 4; i++) {
      const guess = await call('POST', '/api/account/deletion', owner.token, { password: `Guess-Number-${i}-Wrong` });
      expect(guess.statusCode).toBe(400);
    }
    const blocked = await call('POST', '/api/account/deletion', owner.token, { password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    const alsoBlocked = await call('POST', '/api/account/email-change', owner.token, {
      newEmail: 'elsewhere@example.com',
      password: PASSWORD,
    });
    expect(alsoBlocked.statusCode).toBe(429);
    expect((await call('GET', '/api/account/status', owner.token)).json().deletion).toBeNull();
  });

  it('cancels Pro at the end of its month, resumes before it, and ends it after', async () => {
    const owner = await account('pro');
    const other = await account('free');
    await t.app.pro.grant(owner.id);
    expect((await call('POST', '/api/billing/pro/cancel', other.token)).statusCode).toBe(404);
    expect((await call('POST', '/api/billing/pro/resume', owner.token)).statusCode).toBe(404);

    const cancelled = await call('POST', '/api/billing/pro/cancel', owner.token);
    expect(cancelled.statusCode).toBe(200);
    const endsAt = new Date(cancelled.json().endsAt);
    const summary = (await call('GET', '/api/billing/credits', owner.token)).json();
    expect(summary.pro).toBe(true);
    expect(summary.proAllowance.endsAt).toBe(endsAt.toISOString());
    expect(summary.proAllowance.renewsAt).toBe(endsAt.toISOString());
    expect((await call('POST', '/api/billing/pro/cancel', owner.token)).json().endsAt).toBe(endsAt.toISOString());

    expect((await call('POST', '/api/billing/pro/resume', owner.token)).statusCode).toBe(204);
    expect((await call('GET', '/api/billing/credits', owner.token)).json().proAllowance.endsAt).toBeNull();
    await call('POST', '/api/billing/pro/cancel', owner.token);

    // After the end: Pro has ended (at the month's end), nothing renews, and it cannot be resumed.
    const after = createProService(t.app.database.db, t.app.credits, () => new Date(endsAt.getTime() + 1000));
    expect(await after.allowance(owner.id)).toBeNull();
    expect(await after.resume(owner.id)).toBe(false);
    expect((await call('GET', '/api/billing/credits', owner.token)).json().pro).toBe(false);
  });
});
