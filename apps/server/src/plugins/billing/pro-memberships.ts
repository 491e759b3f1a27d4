import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { proMemberships } from '../../db/schema/billing.js';
import type { CreditService, DbOrTx } from './credit-ledger.js';
import { PRO_MONTHLY } from './offers.js';
import { addMonthsUtc, allowancePeriod } from './pro-allowance-period.js';

export type ProMembership = typeof proMemberships.$inferSelect;

/** A Pro account's analyses for the current membership month. */
export interface ProAllowance {
  perMonth: number;
  /** Analyses of this month's allowance not used yet. */
  left: number;
  periodStart: Date;
  /** When the allowance is topped up to `perMonth` again. */
  renewsAt: Date;
  /** Set when the account holder cancelled: Pro ends then (the end of the current month), unless resumed. */
  endsAt: Date | null;
  /** `endsAt` was set by an administrator (Pro granted for some months): the holder cannot resume past it. */
  endsAtFixed: boolean;
}

/** Pro Monthly status. Pro includes a monthly allowance of analyses, each comparing up to 25 locations (PRO_MONTHLY_INCLUDES). */
export interface ProService {
  isPro(userId: string): Promise<boolean>;
  /**
   * This month's allowance (null when not Pro). The first call in a membership month renews it in the ledger:
   * last month's unused `pro_analysis` credits lapse and the month's are granted; pass `tx` to do it inside the
   * caller's transaction.
   */
  allowance(userId: string, tx?: DbOrTx): Promise<ProAllowance | null>;
  /**
   * Starts Pro for the user; returns the active membership (the existing one if already Pro). With `months` the
   * membership ends that many months from now, or a membership that has an end already ends that much later (one
   * without an end keeps none).
   */
  grant(userId: string, note?: string, months?: number): Promise<{ membership: ProMembership; started: boolean }>;
  /** The active membership, or null when the user is not Pro (no allowance renewal: an operator's read). */
  current(userId: string): Promise<ProMembership | null>;
  /** Ends the active membership; returns it, or null when the user was not Pro. */
  end(userId: string): Promise<ProMembership | null>;
  /**
   * The account holder cancels: Pro stays until the end of the current membership month, then ends (nothing renews).
   * Asked again, the same end stands. Null when the user is not Pro.
   */
  cancelAtPeriodEnd(userId: string): Promise<{ endsAt: Date } | null>;
  /** Takes a cancellation back before Pro ended: it renews again. False when there was none to take back. */
  resume(userId: string): Promise<boolean>;
}

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Builds the Pro service over the app's database and the credit ledger its allowance is kept in. */
export function createProService(db: Db, credits: CreditService, now: () => Date = () => new Date()): ProService {
  /**
   * The active membership. One cancelled by its holder whose month is over ends here, on first sight after
   * `cancel_at` (the update is guarded by `ended_at is null`, so two readers end it once, at `cancel_at`).
   */
  const active = async (userId: string, tx: DbOrTx = db): Promise<ProMembership | undefined> => {
    const [row] = await tx
      .select()
      .from(proMemberships)
      .where(and(eq(proMemberships.userId, userId), isNull(proMemberships.endedAt)))
      .limit(1);
    if (row?.cancelAt && row.cancelAt <= now()) {
      await tx
        .update(proMemberships)
        .set({ endedAt: row.cancelAt })
        .where(and(eq(proMemberships.id, row.id), isNull(proMemberships.endedAt)));
      return undefined;
    }
    return row;
  };
  const perMonth = PRO_MONTHLY.analysesPerMonth;
  return {
    isPro: async (userId) => (await active(userId)) !== undefined,

    async allowance(userId, tx) {
      const membership = await active(userId, tx);
      if (!membership) return null;
      const period = allowancePeriod(membership.startedAt, now());
      const month = `${monthDay.format(period.start)} – ${monthDay.format(period.end)}`;
      await credits.renew(
        userId,
        {
          unit: 'pro_analysis',
          amount: perMonth,
          key: `pro:${membership.id}:${period.index}`,
          description: `Pro Monthly: ${perMonth} analyses for ${month}`,
          lapseDescription: 'Pro analyses not used last month (they do not carry over)',
        },
        tx,
      );
      const left = await credits.balance(userId, 'pro_analysis', tx);
      return {
        perMonth,
        left,
        periodStart: period.start,
        renewsAt: period.end,
        endsAt: membership.cancelAt,
        endsAtFixed: membership.fixedEnd,
      };
    },

    current: async (userId) => (await active(userId)) ?? null,

    async grant(userId, note, months) {
      // The partial unique index allows one active membership per user; a second grant only extends a set end.
      const [inserted] = await db
        .insert(proMemberships)
        .values({
          userId,
          note: note ?? null,
          cancelAt: months ? addMonthsUtc(now(), months) : null,
          fixedEnd: !!months,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { membership: inserted, started: true };
      const existing = await active(userId);
      if (!existing) throw new Error('Pro membership neither inserted nor found');
      if (!months || !existing.cancelAt) return { membership: existing, started: false };
      const [extended] = await db
        .update(proMemberships)
        .set({ cancelAt: addMonthsUtc(existing.cancelAt, months), fixedEnd: true })
        .where(and(eq(proMemberships.id, existing.id), isNull(proMemberships.endedAt)))
        .returning();
      return { membership: extended ?? existing, started: false };
    },

    async cancelAtPeriodEnd(userId) {
      const membership = await active(userId);
      if (!membership) return null;
      if (membership.cancelAt) return { endsAt: membership.cancelAt };
      const endsAt = allowancePeriod(membership.startedAt, now()).end;
      const [updated] = await db
        .update(proMemberships)
        .set({ cancelAt: endsAt })
        .where(and(eq(proMemberships.id, membership.id), isNull(proMemberships.endedAt)))
        .returning();
      return updated?.cancelAt ? { endsAt: updated.cancelAt } : null;
    },

    async resume(userId) {
      const membership = await active(userId);
      // An end an administrator set (Pro granted for some months) is not the holder's to take back.
      if (!membership?.cancelAt || membership.fixedEnd) return false;
      const [resumed] = await db
        .update(proMemberships)
        .set({ cancelAt: null })
        .where(and(eq(proMemberships.id, membership.id), isNull(proMemberships.endedAt)))
        .returning();
      return resumed !== undefined;
    },

    async end(userId) {
      const [ended] = await db
        .update(proMemberships)
        .set({ endedAt: new Date() })
        .where(and(eq(proMemberships.userId, userId), isNull(proMemberships.endedAt)))
        .returning();
      return ended ?? null;
    },
  };
}
