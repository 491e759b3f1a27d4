import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * What a ledger entry counts: single analyses, Complete Reports (one report comparing up to 3 locations), or the
 * analyses of a Pro Monthly allowance (topped up to the month's allowance at each renewal; never bought).
 */
export const CREDIT_UNITS = ['analysis', 'complete_report', 'pro_analysis'] as const;
export type CreditUnit = (typeof CREDIT_UNITS)[number];

export const LEDGER_KINDS = ['grant', 'purchase', 'spend', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Append-only credit ledger: the balance of a user and unit is the sum of `amount`. Entries are never updated
 * or deleted (a trigger refuses it); a spend is undone by a refund entry. `balance_after` is written under a
 * per-user lock and checked non-negative, so the database itself refuses an overdraft. `idempotency_key`
 * (`<user id>/<what>`, e.g. `<user>/order:<id>:analysis`, `<user>/spend:analysis:<reference>`) makes every grant,
 * purchase, spend and refund happen at most once per user.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Account id from the auth domain (no foreign key: domains do not share tables). */
    userId: uuid('user_id').notNull(),
    unit: text('unit', { enum: CREDIT_UNITS }).notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Human-readable why: the offer bought, the analysis spent on, the reason for a grant. */
    description: text('description').notNull(),
    /** What the entry is about: an order id, an analysis job id. */
    reference: text('reference'),
    /**
     * The entry's place in the user's history: 1, 2, 3 … assigned under the per-user ledger lock, so it is the
     * order in which the user's entries committed (created_at is when each transaction began).
     */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_ledger_idempotency_key_idx').on(table.idempotencyKey),
    uniqueIndex('credit_ledger_user_seq_idx').on(table.userId, table.seq),
    index('credit_ledger_user_idx').on(table.userId, table.unit, table.createdAt),
    check('credit_ledger_balance_non_negative', sql`${table.balanceAfter} >= 0`),
    check(
      'credit_ledger_amount_sign',
      sql`(${table.kind} = 'spend' and ${table.amount} < 0) or (${table.kind} <> 'spend' and ${table.amount} > 0)`,
    ),
  ],
);

export const OFFER_IDS = ['complete-report', 'additional-analyses'] as const;
export type OfferId = (typeof OFFER_IDS)[number];

export const ORDER_STATUSES = ['open', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One checkout: what was offered at what price, through which provider, and whether it was paid. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    offerId: text('offer_id', { enum: OFFER_IDS }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Total charged, in cents of `currency`. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    /** The provider's checkout session id (Stripe `cs_...`); set once the session exists. */
    providerSessionId: text('provider_session_id'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_orders_provider_session_idx').on(table.provider, table.providerSessionId),
    index('payment_orders_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Provider events already handled, so a webhook delivered again (or concurrently) is fulfilled once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * Pro Monthly memberships, granted and ended by an administrator after the consultation. A user is Pro
 * while they have a row with no `ended_at`; at most one such row exists per user.
 */
export const proMemberships = pgTable(
  'pro_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * The account holder cancelled: Pro stays until this moment (the end of the membership month it was cancelled
     * in), then ends. Null while it renews; a resume before then clears it.
     */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    /** `cancel_at` was set by an administrator's grant for some months: the holder cannot take it back. */
    fixedEnd: boolean('fixed_end').notNull().default(false),
    note: text('note'),
  },
  (table) => [uniqueIndex('pro_memberships_active_idx').on(table.userId).where(sql`${table.endedAt} is null`)],
);
