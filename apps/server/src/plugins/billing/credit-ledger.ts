import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type CreditUnit, creditLedger, type LedgerKind } from '../../db/schema/billing.js';
import { AppError } from '../../lib/app-error.js';

export type LedgerEntry = typeof creditLedger.$inferSelect;

/** A Drizzle database or an open transaction on it; ledger calls given a transaction join it. */
export type DbOrTx = Db;

export interface SpendRequest {
  /** What the credit pays for (e.g. the analysis job id); spending twice for one reference spends once. */
  reference: string;
  /** Defaults to `analysis`. */
  unit?: CreditUnit;
  description?: string;
}

export interface GrantRequest {
  amount: number;
  /** Makes the grant happen once, e.g. `welcome:<userId>`. */
  key: string;
  description: string;
  unit?: CreditUnit;
}

export interface PurchaseRequest {
  amount: number;
  unit: CreditUnit;
  orderId: string;
  description: string;
}

export interface RenewRequest {
  unit: CreditUnit;
  /** The balance of `unit` after the renewal. */
  amount: number;
  /** Makes the renewal happen once, e.g. `pro:<membership>:<month>`. */
  key: string;
  description: string;
  /** Written on the entry that takes back what was left of the last period, when something was. */
  lapseDescription: string;
}

export interface Balances {
  analysis: number;
  complete_report: number;
  pro_analysis: number;
}

/**
 * The user's credit service: every change is one ledger entry written inside a transaction while holding a
 * per-user advisory lock, so concurrent spends queue up and the balance can never go below zero.
 */
export interface CreditService {
  /** Current balance of one unit (analyses by default): the sum of the user's ledger entries. */
  balance(userId: string, unit?: CreditUnit, tx?: DbOrTx): Promise<number>;
  balances(userId: string, tx?: DbOrTx): Promise<Balances>;
  /**
   * Takes one credit. Throws a 402 `insufficient_credits` AppError when none is left (which also rolls back
   * a caller's transaction, so a job is never created without its credit). Idempotent per reference.
   */
  spend(userId: string, request: SpendRequest, tx?: DbOrTx): Promise<LedgerEntry>;
  /** Gives back the credit spent for `reference` (e.g. a failed analysis); at most once; null if none was spent. */
  refund(userId: string, request: { reference: string; unit?: CreditUnit }, tx?: DbOrTx): Promise<LedgerEntry | null>;
  /** Free credits (the first analysis, goodwill); at most once per key. */
  grant(userId: string, request: GrantRequest, tx?: DbOrTx): Promise<LedgerEntry>;
  /**
   * Free credits once per PERSON, whichever of their accounts asks first: `person` is what the accounts of one
   * person share (the folded e-mail address, the phone number). Null when another account already had it.
   */
  grantOncePerPerson(userId: string, request: GrantRequest & { person: string }): Promise<LedgerEntry | null>;
  /**
   * Starts a new period of an allowance, once per key: what is left of the last period lapses (a negative entry
   * without a reference) and `amount` is granted, so the balance is exactly `amount`. Null when the key was used.
   */
  renew(userId: string, request: RenewRequest, tx?: DbOrTx): Promise<LedgerEntry | null>;
  /**
   * An operator's change (added or refunded credits), at most once per `key`: `created` is false when the key was
   * used before (the entry then is the first one's).
   */
  adjust(
    userId: string,
    request: { kind: 'grant' | 'refund'; amount: number; unit: CreditUnit; key: string; description: string },
    tx?: DbOrTx,
  ): Promise<{ entry: LedgerEntry; created: boolean }>;
  /** Credits bought by a paid order; at most once per order. */
  purchase(userId: string, request: PurchaseRequest, tx?: DbOrTx): Promise<LedgerEntry>;
  /** The user's ledger, newest first, in the order the entries committed. */
  history(userId: string, limit?: number): Promise<LedgerEntry[]>;
}

interface NewEntry {
  userId: string;
  unit: CreditUnit;
  kind: LedgerKind;
  amount: number;
  idempotencyKey: string;
  description: string;
  reference: string | null;
}

export function insufficientCredits(unit: CreditUnit): AppError {
  if (unit === 'pro_analysis')
    return new AppError(
      402,
      'insufficient_credits',
      "This month's Pro analyses are used up. Buy more on the Credits page.",
    );
  const what = unit === 'analysis' ? 'analysis credits' : 'Complete Report credits';
  return new AppError(402, 'insufficient_credits', `You have no ${what} left. Buy more on the Credits page.`);
}

const UNIT_NAMES: Record<CreditUnit, string> = {
  analysis: 'Analysis',
  complete_report: 'Complete Report',
  pro_analysis: 'Pro analysis',
};

/** Serialises ledger writes per user (and only per user) until the surrounding transaction ends. */
async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`credit_ledger:${userId}`}, 0))`);
}

/** The next number in the user's history; read under the user's ledger lock, so numbers follow commit order. */
async function nextSeq(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<string>`coalesce(max(${creditLedger.seq}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.last ?? 0) + 1;
}

async function sumBalance(tx: DbOrTx, userId: string, unit: CreditUnit): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.unit, unit)));
  return Number(row?.total ?? 0);
}

/** Idempotency keys are per user, so two accounts spending for the same reference never collide. */
function ledgerKey(userId: string, key: string): string {
  return `${userId}/${key}`;
}

async function findByKey(tx: DbOrTx, userId: string, key: string): Promise<LedgerEntry | undefined> {
  const [row] = await tx
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.idempotencyKey, ledgerKey(userId, key)))
    .limit(1);
  return row;
}

/**
 * Appends one entry unless its idempotency key exists; refuses to go below zero. Runs inside `tx`. Keys are the
 * user's own unless `storedKey` gives the whole stored key (a key shared by several accounts).
 */
async function append(tx: DbOrTx, entry: NewEntry, storedKey = ledgerKey(entry.userId, entry.idempotencyKey)) {
  await lockUser(tx, entry.userId);
  const [existing] = await tx.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, storedKey)).limit(1);
  if (existing) return existing;
  const balance = await sumBalance(tx, entry.userId, entry.unit);
  if (balance + entry.amount < 0) throw insufficientCredits(entry.unit);
  const [row] = await tx
    .insert(creditLedger)
    .values({
      ...entry,
      idempotencyKey: storedKey,
      balanceAfter: balance + entry.amount,
      seq: await nextSeq(tx, entry.userId),
    })
    .returning();
  if (!row) throw new Error('credit ledger insert returned no row');
  return row;
}

/** Builds the credit service over the app's database. */
export function createCreditService(db: Db): CreditService {
  const inTx = <T>(tx: DbOrTx | undefined, fn: (tx: DbOrTx) => Promise<T>): Promise<T> =>
    tx ? fn(tx) : db.transaction((own) => fn(own));

  return {
    balance: (userId, unit = 'analysis', tx) => sumBalance(tx ?? db, userId, unit),

    async balances(userId, tx) {
      const rows = await (tx ?? db)
        .select({ unit: creditLedger.unit, total: sql<string>`sum(${creditLedger.amount})` })
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .groupBy(creditLedger.unit);
      const result: Balances = { analysis: 0, complete_report: 0, pro_analysis: 0 };
      for (const row of rows) result[row.unit] = Number(row.total);
      return result;
    },

    spend: (userId, { reference, unit = 'analysis', description }, tx) =>
      inTx(tx, (t) =>
        append(t, {
          userId,
          unit,
          kind: 'spend',
          amount: -1,
          idempotencyKey: `spend:${unit}:${reference}`,
          description: description ?? UNIT_NAMES[unit],
          reference,
        }),
      ),

    refund: (userId, { reference, unit = 'analysis' }, tx) =>
      inTx(tx, async (t) => {
        await lockUser(t, userId);
        const spent = await findByKey(t, userId, `spend:${unit}:${reference}`);
        if (!spent) return null;
        return append(t, {
          userId,
          unit,
          kind: 'refund',
          amount: 1,
          idempotencyKey: `refund:${unit}:${reference}`,
          description: `Refund: ${spent.description}`,
          reference,
        });
      }),

    grant: (userId, { amount, key, description, unit = 'analysis' }, tx) =>
      inTx(tx, (t) =>
        append(t, {
          userId,
          unit,
          kind: 'grant',
          amount,
          idempotencyKey: `grant:${key}`,
          description,
          reference: null,
        }),
      ),

    grantOncePerPerson: (userId, { amount, key, person, description, unit = 'analysis' }) =>
      db.transaction(async (t) => {
        // Two accounts of one person confirming at once: one takes the grant, the other finds it taken.
        await t.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`credit_person:${person}`}, 0))`);
        const entry = await append(
          t,
          { userId, unit, kind: 'grant', amount, idempotencyKey: key, description, reference: null },
          `person:${person}/grant:${key}`,
        );
        return entry.userId === userId ? entry : null;
      }),

    renew: (userId, { unit, amount, key, description, lapseDescription }, tx) =>
      inTx(tx, async (t) => {
        await lockUser(t, userId);
        if (await findByKey(t, userId, `grant:${key}`)) return null;
        const left = await sumBalance(t, userId, unit);
        if (left > 0) {
          const lapse = { userId, unit, kind: 'spend' as const, amount: -left, description: lapseDescription };
          await append(t, { ...lapse, idempotencyKey: `lapse:${key}`, reference: null });
        }
        return append(t, {
          userId,
          unit,
          kind: 'grant',
          amount,
          idempotencyKey: `grant:${key}`,
          description,
          reference: null,
        });
      }),

    adjust: (userId, { kind, amount, unit, key, description }, tx) =>
      inTx(tx, async (t) => {
        await lockUser(t, userId);
        const idempotencyKey = `admin:${key}`;
        const before = await findByKey(t, userId, idempotencyKey);
        if (before) return { entry: before, created: false };
        const entry = await append(t, { userId, unit, kind, amount, idempotencyKey, description, reference: null });
        return { entry, created: true };
      }),

    purchase: (userId, { amount, unit, orderId, description }, tx) =>
      inTx(tx, (t) =>
        append(t, {
          userId,
          unit,
          kind: 'purchase',
          amount,
          idempotencyKey: `order:${orderId}:${unit}`,
          description,
          reference: orderId,
        }),
      ),

    history: (userId, limit = 100) =>
      db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(desc(creditLedger.seq))
        .limit(limit),
  };
}
