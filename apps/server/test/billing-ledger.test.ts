import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../src/db/schema/index.js';
import { AppError } from '../src/lib/app-error.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

describe.each(DATABASE_KINDS)('credit ledger on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.dispose());

  const grant = (userId: string, amount: number, key = randomUUID()) =>
    t.app.credits.grant(userId, { amount, key, description: 'test grant' });

  it('lets exactly 3 of 20 concurrent spends through a balance of 3, never going negative', async () => {
    const userId = randomUUID();
    await grant(userId, 3);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => t.app.credits.spend(userId, { reference: `job-${i}` })),
    );
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(succeeded).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect(r.reason).toMatchObject({ statusCode: 402, code: 'insufficient_credits' });
    }
    expect(await t.app.credits.balance(userId)).toBe(0);
    const rows = await t.db.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    expect(rows.map((r) => r.balanceAfter).sort()).toEqual([0, 1, 2, 3]);
    expect(Math.min(...rows.map((r) => r.balanceAfter))).toBe(0);
  });

  it('lists 20 concurrent spends in the order they committed, each balance one below the one before', async () => {
    const userId = randomUUID();
    await grant(userId, 20);
    await Promise.all(Array.from({ length: 20 }, (_, i) => t.app.credits.spend(userId, { reference: `run-${i}` })));
    const history = await t.app.credits.history(userId);
    expect(history.map((e) => e.kind)).toEqual([...Array(20).fill('spend'), 'grant']);
    // Newest first: balances 0, 1, 2 … 19 after the spends, 20 after the grant; numbers 21 down to 1.
    expect(history.map((e) => e.balanceAfter)).toEqual(Array.from({ length: 21 }, (_, i) => i));
    expect(history.map((e) => e.seq)).toEqual(Array.from({ length: 21 }, (_, i) => 21 - i));
  });

  it('spends once per reference, and refunds once', async () => {
    const userId = randomUUID();
    await grant(userId, 2);
    const first = await t.app.credits.spend(userId, { reference: 'analysis-a' });
    const again = await t.app.credits.spend(userId, { reference: 'analysis-a' });
    expect(again.id).toBe(first.id);
    expect(await t.app.credits.balance(userId)).toBe(1);
    // Another account spending for the same reference is a different spend.
    const other = randomUUID();
    await grant(other, 1);
    expect((await t.app.credits.spend(other, { reference: 'analysis-a' })).userId).toBe(other);
    expect(await t.app.credits.balance(other)).toBe(0);
    await Promise.all([
      t.app.credits.refund(userId, { reference: 'analysis-a' }),
      t.app.credits.refund(userId, { reference: 'analysis-a' }),
    ]);
    expect(await t.app.credits.balance(userId)).toBe(2);
    expect(await t.app.credits.refund(userId, { reference: 'never-spent' })).toBeNull();
    expect(await t.app.credits.balance(userId)).toBe(2);
    const kinds = (await t.app.credits.history(userId)).map((e) => e.kind).sort();
    expect(kinds).toEqual(['grant', 'refund', 'spend']);
  });

  it("joins a caller's transaction: when the caller's work fails, the credit is not spent", async () => {
    const userId = randomUUID();
    await grant(userId, 1);
    await expect(
      t.app.database.db.transaction(async (tx) => {
        await t.app.credits.spend(userId, { reference: 'job-rolled-back' }, tx);
        expect(await t.app.credits.balance(userId, 'analysis', tx)).toBe(0);
        throw new Error('creating the analysis job failed');
      }),
    ).rejects.toThrow('creating the analysis job failed');
    expect(await t.app.credits.balance(userId)).toBe(1);

    await t.app.database.db.transaction(async (tx) => {
      await t.app.credits.spend(userId, { reference: 'job-committed' }, tx);
    });
    expect(await t.app.credits.balance(userId)).toBe(0);
    // With nothing left, spending inside the caller's transaction aborts it.
    await expect(
      t.app.database.db.transaction((tx) => t.app.credits.spend(userId, { reference: 'job-3' }, tx)),
    ).rejects.toMatchObject({ code: 'insufficient_credits' });
  });

  it('gives a confirmed new account its first analysis free, once however often the event arrives', async () => {
    const userId = randomUUID();
    const event = { userId, email: `${userId}@example.com`, phone: null, confirmed: true };
    // Before the address is proved there is nothing: a stranger signing up with it cannot use it up.
    await t.app.accountEvents.accountCreated({ ...event, confirmed: false });
    expect(await t.app.credits.balance(userId)).toBe(0);
    await Promise.all([t.app.accountEvents.accountCreated(event), t.app.accountEvents.accountCreated(event)]);
    await t.app.accountEvents.accountCreated(event);
    expect(await t.app.credits.balance(userId)).toBe(1);
    const [entry] = await t.app.credits.history(userId);
    expect(entry).toMatchObject({ kind: 'grant', amount: 1, description: 'Welcome: your first analysis is free' });
  });

  it('gives one free analysis per person: plus-tags and Gmail dots are the same person', async () => {
    const person = randomUUID().slice(0, 8);
    const accounts = [
      `${person}@gmail.com`,
      `${person}+1@gmail.com`,
      `${person.slice(0, 3)}.${person.slice(3)}+x@googlemail.com`,
    ];
    const ids = accounts.map(() => randomUUID());
    await Promise.all(
      accounts.map((email, i) =>
        t.app.accountEvents.accountCreated({ userId: ids[i] as string, email, phone: null, confirmed: true }),
      ),
    );
    const balances = await Promise.all(ids.map((id) => t.app.credits.balance(id)));
    expect(balances.sort()).toEqual([0, 0, 1]);
    // Someone else entirely still gets theirs.
    const other = randomUUID();
    await t.app.accountEvents.accountCreated({
      userId: other,
      email: `x${person}@gmail.com`,
      phone: null,
      confirmed: true,
    });
    expect(await t.app.credits.balance(other)).toBe(1);
  });

  it('keeps Complete Report credits apart from analysis credits', async () => {
    const userId = randomUUID();
    await t.app.credits.grant(userId, { amount: 1, key: randomUUID(), description: 'report', unit: 'complete_report' });
    expect(await t.app.credits.balance(userId)).toBe(0);
    expect(await t.app.credits.balances(userId)).toEqual({ analysis: 0, complete_report: 1, pro_analysis: 0 });
    await expect(t.app.credits.spend(userId, { reference: 'x' })).rejects.toMatchObject({ statusCode: 402 });
    await t.app.credits.spend(userId, { reference: 'report-1', unit: 'complete_report' });
    expect(await t.app.credits.balances(userId)).toEqual({ analysis: 0, complete_report: 0, pro_analysis: 0 });
  });

  it('refuses to edit or delete ledger history, and refuses a negative balance at the database', async () => {
    const userId = randomUUID();
    const entry = await grant(userId, 1);
    const db = t.app.database.db;
    await expect(db.update(creditLedger).set({ amount: 50 }).where(eq(creditLedger.id, entry.id))).rejects.toThrow();
    await expect(db.delete(creditLedger).where(eq(creditLedger.id, entry.id))).rejects.toThrow();
    await expect(
      db.insert(creditLedger).values({
        userId,
        unit: 'analysis',
        kind: 'spend',
        amount: -2,
        balanceAfter: -1,
        idempotencyKey: randomUUID(),
        description: 'overdraft',
        seq: 99,
      }),
    ).rejects.toThrow();
    const [row] = await db
      .select({ total: sql<string>`sum(${creditLedger.amount})` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    expect(Number(row?.total)).toBe(1);
  });

  it('grants and ends Pro Monthly, one active membership at a time', async () => {
    const userId = randomUUID();
    expect(await t.app.pro.isPro(userId)).toBe(false);
    const first = await t.app.pro.grant(userId, 'consultation');
    const second = await t.app.pro.grant(userId);
    expect(first.started).toBe(true);
    expect(second).toMatchObject({ started: false, membership: { id: first.membership.id } });
    expect(await t.app.pro.isPro(userId)).toBe(true);
    expect((await t.app.pro.end(userId))?.endedAt).toBeInstanceOf(Date);
    expect(await t.app.pro.isPro(userId)).toBe(false);
    expect(await t.app.pro.end(userId)).toBeNull();
  });
});
