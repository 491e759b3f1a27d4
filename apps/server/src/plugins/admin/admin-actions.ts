import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { accountById } from '../auth/account-lookup.js';
import { createCreditService } from '../billing/credit-ledger.js';
import { createProService } from '../billing/pro-memberships.js';
import {
  type AdminActor,
  type AuditEntry,
  type AuditRecord,
  auditEntryByKey,
  lockKey,
  writeAudit,
} from './audit-log.js';

/** Every action names why, and a key the caller makes up: the same key again does nothing more. */
export interface ActionInput {
  reason: string;
  idempotencyKey: string;
}

export interface CreditChange extends ActionInput {
  /** `add`: credits given (goodwill, a consultation); `refund`: credits given back (a failed or unwanted analysis). */
  change: 'add' | 'refund';
  amount: number;
  unit: 'analysis' | 'complete_report';
}

/** The audit entry the action wrote, and whether it was written before (the same key). */
export interface ActionOutcome {
  entry: AuditEntry;
  replayed: boolean;
}

export interface AdminActions {
  grantPro(actor: AdminActor, userId: string, input: ActionInput & { months?: number }): Promise<ActionOutcome>;
  endPro(actor: AdminActor, userId: string, input: ActionInput): Promise<ActionOutcome>;
  /** One ledger entry per key, written in the same transaction as its audit row. */
  changeCredits(actor: AdminActor, userId: string, input: CreditChange): Promise<ActionOutcome>;
  resendReport(actor: AdminActor, analysisId: string, input: ActionInput): Promise<ActionOutcome>;
}

export type ResendReport = (analysisId: string) => Promise<{ userId: string; to: string; withReport: boolean }>;

function required(input: ActionInput): void {
  if (!input.reason.trim()) throw new AppError(400, 'invalid_input', 'reason: say why', 'reason');
  if (!input.idempotencyKey.trim())
    throw new AppError(400, 'invalid_input', 'idempotencyKey: missing', 'idempotencyKey');
}

async function existingAccount(db: Db, userId: string): Promise<void> {
  if (!(await accountById(db, userId))) throw new AppError(404, 'unknown_account', `No account ${userId}`);
}

/**
 * An administrator's actions on accounts (the admin API and `npm run admin`). Each writes one audit row; the Pro and
 * credit changes do it inside the transaction that changes the account, so both happen or neither.
 */
export function createAdminActions(db: Db, resend?: ResendReport): AdminActions {
  /** Runs `change` in a transaction holding the key's lock, unless the key was used: then answers its entry. */
  const audited = (
    actor: AdminActor,
    input: ActionInput,
    change: (tx: Db) => Promise<AuditRecord>,
  ): Promise<ActionOutcome> => {
    required(input);
    return db.transaction(async (tx) => {
      await lockKey(tx, input.idempotencyKey);
      const before = await auditEntryByKey(tx, input.idempotencyKey);
      if (before) return { entry: before, replayed: true };
      const record = await change(tx);
      return { entry: await writeAudit(tx, actor, input.idempotencyKey, record), replayed: false };
    });
  };
  const services = (tx: Db) => {
    const credits = createCreditService(tx);
    return { credits, pro: createProService(tx, credits) };
  };

  return {
    grantPro: (actor, userId, input) =>
      audited(actor, input, async (tx) => {
        await existingAccount(tx, userId);
        const { membership, started } = await services(tx).pro.grant(userId, input.reason, input.months);
        return {
          action: 'pro.grant',
          targetUserId: userId,
          reason: input.reason,
          details: {
            months: input.months ?? null,
            started,
            proSince: membership.startedAt.toISOString(),
            proUntil: membership.cancelAt?.toISOString() ?? null,
          },
        };
      }),

    endPro: (actor, userId, input) =>
      audited(actor, input, async (tx) => {
        await existingAccount(tx, userId);
        const ended = await services(tx).pro.end(userId);
        return {
          action: 'pro.end',
          targetUserId: userId,
          reason: input.reason,
          details: { ended: ended !== null, proSince: ended?.startedAt.toISOString() ?? null },
        };
      }),

    changeCredits: (actor, userId, input) =>
      audited(actor, input, async (tx) => {
        if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > 1000) {
          throw new AppError(400, 'invalid_input', 'amount: a whole number from 1 to 1000', 'amount');
        }
        await existingAccount(tx, userId);
        const { entry } = await services(tx).credits.adjust(
          userId,
          {
            kind: input.change === 'add' ? 'grant' : 'refund',
            amount: input.amount,
            unit: input.unit,
            key: input.idempotencyKey,
            description: `${input.change === 'add' ? 'Added by SiteScout' : 'Refunded by SiteScout'}: ${input.reason}`,
          },
          tx,
        );
        return {
          action: input.change === 'add' ? 'credits.add' : 'credits.refund',
          targetUserId: userId,
          reason: input.reason,
          details: {
            amount: input.amount,
            unit: input.unit,
            ledgerEntryId: entry.id,
            balanceAfter: entry.balanceAfter,
          },
        };
      }),

    async resendReport(actor, analysisId, input) {
      required(input);
      if (!resend) throw new AppError(501, 'not_available', 'Reports are resent by the server, not this command');
      // A mail cannot be rolled back: sent first, then recorded (the key's row makes a repeat a no-op).
      const before = await auditEntryByKey(db, input.idempotencyKey);
      if (before) return { entry: before, replayed: true };
      const sent = await resend(analysisId);
      const entry = await writeAudit(db, actor, input.idempotencyKey, {
        action: 'report.resend',
        targetUserId: sent.userId,
        reason: input.reason,
        details: { analysisId, to: sent.to, withReport: sent.withReport },
      });
      return { entry, replayed: false };
    },
  };
}
