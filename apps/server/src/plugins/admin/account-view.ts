import type { Static } from '@sinclair/typebox';
import { PLANS } from '@sitescout/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { accountById, accountIdByEmail } from '../auth/account-lookup.js';
import { ledgerJson } from '../billing/ledger-json.js';
import { ordersOf } from '../billing/order-history.js';
import { orderNumber } from '../billing/receipt.js';
import { auditJson } from './audit-json.js';
import { auditLog } from './audit-log.js';
import type { AdminAccountView } from './schemas.js';

/** Everything an administrator needs to answer an account holder, found by the account's e-mail. */
export async function accountView(app: FastifyInstance, email: string): Promise<Static<typeof AdminAccountView>> {
  const { db } = app.database;
  const id = await accountIdByEmail(db, email);
  const account = id ? await accountById(db, id) : null;
  if (!account) throw new AppError(404, 'unknown_account', `No account with e-mail ${email}`, 'email');
  const [membership, balances, entries, orders, analyses, audit] = await Promise.all([
    app.pro.current(account.id),
    app.credits.balances(account.id),
    app.credits.history(account.id, 50),
    ordersOf(db, account.id, { all: true, limit: 20 }),
    app.analysisDesk.listOf(account.id, 20),
    auditLog(db, { targetUserId: account.id, limit: 50 }),
  ]);
  const ledger = ledgerJson(entries, orders);
  return {
    id: account.id,
    email: account.email ?? email,
    createdAt: account.createdAt.toISOString(),
    plan: membership ? PLANS.proMonthly.name : 'Pay as you go',
    proSince: membership?.startedAt.toISOString() ?? null,
    proUntil: membership?.cancelAt?.toISOString() ?? null,
    balances: {
      analysis: balances.analysis,
      completeReport: balances.complete_report,
      proAnalysis: balances.pro_analysis,
    },
    orders: orders.map((o) => ({
      orderNumber: orderNumber(o.id),
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      offerId: o.offerId,
      quantity: o.quantity,
      amountCents: o.amountCents,
    })),
    receipts: ledger.receipts,
    ledger: ledger.entries,
    analyses: analyses.map((a) => ({
      id: a.id,
      createdAt: a.createdAt.toISOString(),
      businessType: a.businessType,
      status: a.status,
      reportStatus: a.reportStatus,
      mailStatus: a.mailStatus,
      notifyEmail: a.notifyEmail,
    })),
    audit: audit.map(auditJson),
  };
}
