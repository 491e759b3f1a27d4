import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { accountIdByEmail } from '../auth/account-lookup.js';
import { createCreditService } from './credit-ledger.js';
import { PRO_MONTHLY } from './offers.js';
import { createProService } from './pro-memberships.js';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  pro grant <email> [note]   start Pro Monthly ($${PRO_MONTHLY.amountCents / 100}/month, sold by consultation)
  pro end <email>            end Pro Monthly
  pro status <email>         show whether the account is Pro
  credits <email>            show the account's credit balances`;

/** The account id for an e-mail address, from auth's accounts lookup (an operator's tool: no signed-in user). */
async function userIdFor(database: Database, email: string): Promise<string> {
  const id = await accountIdByEmail(database.db, email);
  if (!id) throw new AppError(404, 'unknown_account', `No account with e-mail ${email}`, 'email');
  return id;
}

/**
 * Runs one admin command (`pro grant|end|status <email>`, `credits <email>`) and answers what to print.
 * Throws an AppError for unknown commands or accounts.
 */
export async function runAdminCommand(args: string[], database: Database): Promise<string> {
  const [area, action, email, ...rest] = args;
  const credits = createCreditService(database.db);
  const pro = createProService(database.db, credits);
  if (area === 'pro' && action && email && ['grant', 'end', 'status'].includes(action)) {
    const userId = await userIdFor(database, email);
    if (action === 'grant') {
      const { membership, started } = await pro.grant(userId, rest.join(' ') || undefined);
      return started
        ? `Pro Monthly started for ${email} (${membership.startedAt.toISOString()})`
        : `${email} is already Pro (since ${membership.startedAt.toISOString()})`;
    }
    if (action === 'end') {
      const ended = await pro.end(userId);
      return ended ? `Pro Monthly ended for ${email}` : `${email} was not Pro; nothing changed`;
    }
    const allowance = await pro.allowance(userId);
    return allowance
      ? `${email} is Pro: ${allowance.left} of ${allowance.perMonth} analyses left until ${allowance.renewsAt.toISOString()}`
      : `${email} is not Pro`;
  }
  if (area === 'credits' && action) {
    const userId = await userIdFor(database, action);
    const balances = await credits.balances(userId);
    return `${action}: ${balances.analysis} analysis credit(s), ${balances.complete_report} Complete Report(s)`;
  }
  throw new AppError(400, 'unknown_command', ADMIN_USAGE);
}
