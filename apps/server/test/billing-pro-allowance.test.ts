import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, proMemberships } from '../src/db/schema/index.js';
import { PRO_MONTHLY } from '../src/plugins/billing/offers.js';
import { createProService } from '../src/plugins/billing/pro-memberships.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

const PER_MONTH = PRO_MONTHLY.analysesPerMonth;

describe.each(DATABASE_KINDS)("Pro Monthly's analyses on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.dispose());

  /** A Pro service whose clock the test sets, over the app's ledger. */
  function proAt(clock: { now: Date }) {
    return createProService(t.db.database.db, t.app.credits, () => clock.now);
  }

  async function startPro(userId: string, startedAt: Date) {
    await t.app.pro.grant(userId, 'test');
    await t.db.database.db.update(proMemberships).set({ startedAt }).where(eq(proMemberships.userId, userId));
  }

  it('holds the stated allowance each month, which does not carry over, and none once Pro ends', async () => {
    const userId = randomUUID();
    const clock = { now: new Date('2026-11-26T16:00:00Z') };
    const pro = proAt(clock);
    expect(await pro.allowance(userId)).toBeNull();
    await startPro(userId, new Date('2026-11-26T16:00:00Z'));

    const first = await pro.allowance(userId);
    expect(first).toMatchObject({ perMonth: PER_MONTH, left: PER_MONTH });
    expect(first?.renewsAt.toISOString()).toBe('2026-12-26T16:00:00.000Z');
    // Reading it again grants nothing more.
    expect((await pro.allowance(userId))?.left).toBe(PER_MONTH);
    for (let i = 0; i < 3; i++) await t.app.credits.spend(userId, { reference: `a${i}`, unit: 'pro_analysis' });
    expect((await pro.allowance(userId))?.left).toBe(PER_MONTH - 3);

    // Next month: the allowance again (not 20 + 17): the 17 lapse, 20 are granted, once.
    clock.now = new Date('2026-12-27T09:00:00Z');
    expect((await pro.allowance(userId))?.left).toBe(PER_MONTH);
    await t.app.credits.spend(userId, { reference: 'dec', unit: 'pro_analysis' });
    expect((await pro.allowance(userId))?.left).toBe(PER_MONTH - 1);
    const entries = await t.db.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    const amounts = entries.sort((a, b) => a.seq - b.seq).map((e) => e.amount);
    expect(amounts).toEqual([PER_MONTH, -1, -1, -1, -(PER_MONTH - 3), PER_MONTH, -1]);
    expect(entries[5]?.description).toBe(`Pro Monthly: ${PER_MONTH} analyses for Dec 26 – Jan 26`);
    expect(Math.min(...entries.map((e) => e.balanceAfter))).toBeGreaterThanOrEqual(0);

    await t.app.pro.end(userId);
    expect(await pro.allowance(userId)).toBeNull();
  });

  it('serves concurrent readers one renewal per month', async () => {
    const userId = randomUUID();
    const clock = { now: new Date('2026-11-26T16:00:00Z') };
    await startPro(userId, new Date('2026-10-01T00:00:00Z'));
    const pro = proAt(clock);
    const answers = await Promise.all(Array.from({ length: 8 }, () => pro.allowance(userId)));
    expect(answers.map((a) => a?.left)).toEqual(Array(8).fill(PER_MONTH));
    expect(await t.app.credits.balance(userId, 'pro_analysis')).toBe(PER_MONTH);
  });
});
