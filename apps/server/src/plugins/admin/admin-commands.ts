import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { accountIdByEmail } from '../auth/account-lookup.js';
import { createCreditService } from '../billing/credit-ledger.js';
import { PRO_MONTHLY } from '../billing/offers.js';
import { createProService } from '../billing/pro-memberships.js';
import { createAdminActions } from './admin-actions.js';
import type { AdminActor } from './audit-log.js';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  pro grant <email> [reason]              start Pro Monthly ($${PRO_MONTHLY.amountCents / 100}/month, sold by consultation)
  pro end <email> [reason]                end Pro Monthly
  pro status <email>                      show whether the account is Pro
  credits <email>                         show the account's credit balances
  credits add|refund <email> <n> <reason> add or give back n analysis credits (a ledger entry)
Every change is written to the audit log, as the admin page's are.`;

/** The command line acts as no account; the audit log names it `cli`. */
const CLI: AdminActor = { id: null, email: 'cli' };

/** The account id for an e-mail address, from auth's accounts lookup (an operator's tool: no signed-in user). */
async function userIdFor(database: Database, email: string): Promise<string> {
  const id = await accountIdByEmail(database.db, email);
  if (!id) throw new AppError(404, 'unknown_account', `No account with e-mail ${email}`, 'email');
  return id;
}

/**
 * Runs one admin command (`pro grant|end|status <email>`, `credits [add|refund] <email> …`) and answers what to
 * print. Changes go through the admin API's actions (audited, in a transaction). Throws an AppError for unknown
 * commands or accounts.
 */
export async function runAdminCommand(args: string[], database: Database): Promise<string> {
  const [area, action, email, ...rest] = args;
  const actions = createAdminActions(database.db);
  const once = (reason: string) => ({ reason, idempotencyKey: `cli:${randomUUID()}` });
  if (area === 'pro' && action && email && ['grant', 'end', 'status'].includes(action)) {
    const userId = await userIdFor(database, email);
    if (action === 'grant') {
      const { entry } = await actions.grantPro(CLI, userId, once(rest.join(' ') || 'npm run admin'));
      return entry.details.started
        ? `Pro Monthly started for ${email} (${entry.details.proSince})`
        : `${email} is already Pro (since ${entry.details.proSince})`;
    }
    if (action === 'end') {
      const { entry } = await actions.endPro(CLI, userId, once(rest.join(' ') || 'npm run admin'));
      return entry.details.ended ? `Pro Monthly ended for ${email}` : `${email} was not Pro; nothing changed`;
    }
    const allowance = await createProService(database.db, createCreditService(database.db)).allowance(userId);
    return allowance
      ? `${email} is Pro: ${allowance.left} of ${allowance.perMonth} analyses left until ${allowance.renewsAt.toISOString()}`
      : `${email} is not Pro`;
  }
  if (area === 'credits' && (action === 'add' || action === 'refund') && email && rest.length >= 2) {
    const [amount, ...reason] = rest;
    const userId = await userIdFor(database, email);
    const { entry } = await actions.changeCredits(CLI, userId, {
      ...once(reason.join(' ')),
      change: action,
      amount: Number(amount),
      unit: 'analysis',
    });
    return `${action === 'add' ? 'Added' : 'Refunded'} ${amount} analysis credit(s) for ${email}: ${entry.details.balanceAfter} now`;
  }
  if (area === 'credits' && action && !email) {
    const userId = await userIdFor(database, action);
    const balances = await createCreditService(database.db).balances(userId);
    return `${action}: ${balances.analysis} analysis credit(s), ${balances.complete_report} Complete Report(s)`;
  }
  throw new AppError(400, 'unknown_command', ADMIN_USAGE);
}
