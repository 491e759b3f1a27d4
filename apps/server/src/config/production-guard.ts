import { ConfigError } from './config-error.js';
import { type Env, optionalString } from './env-parsers.js';

/**
 * Whether this process serves real users: `NODE_ENV=production`, or a public address on HTTPS. Local
 * development and the embedded quick start (`npm start`, http://localhost) are neither.
 */
export function isProduction(env: Env, publicUrl: string): boolean {
  return optionalString(env, 'NODE_ENV') === 'production' || publicUrl.startsWith('https://');
}

const WHERE = 'in production (NODE_ENV=production or an https:// PUBLIC_URL)';

/**
 * Refuses the defaults that are right for one developer's machine but unsafe for a deployment: the local TEST
 * MODE checkout (credits for anyone who clicks "Pay"), a per-process token key beside a shared database (each
 * API process would refuse the others' sessions) and mail silently kept in a folder nobody reads. Each must be
 * chosen explicitly there; the error names the variable. (WEBHOOK_SECRET's length is checked everywhere.)
 */
export function refuseUnsafeProductionDefaults(env: Env, publicUrl: string): void {
  if (!isProduction(env, publicUrl)) return;
  if (optionalString(env, 'PAYMENTS_PROVIDER') === undefined) {
    throw new ConfigError(
      'PAYMENTS_PROVIDER',
      `must be set ${WHERE}: "stripe" to take card payments, or "local" for a TEST MODE site where anyone can pay without a card`,
    );
  }
  if (optionalString(env, 'DATABASE_URL') !== undefined && optionalString(env, 'JWT_SECRET') === undefined) {
    throw new ConfigError(
      'JWT_SECRET',
      `must be set ${WHERE} when DATABASE_URL is: every process sharing the database must sign sessions with the same key`,
    );
  }
  if (optionalString(env, 'SMTP_URL') === undefined && !mailOutboxChosen(env)) {
    throw new ConfigError(
      'SMTP_URL',
      `must be set ${WHERE}, or MAIL_OUTBOX=1 to keep outgoing mail in DATA_DIR/outbox on purpose`,
    );
  }
}

/** MAIL_OUTBOX=1 (or true): mail is meant to go to the outbox folder even in production. */
function mailOutboxChosen(env: Env): boolean {
  const value = optionalString(env, 'MAIL_OUTBOX');
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new ConfigError('MAIL_OUTBOX', `"${value}" is not 1, true, 0 or false`);
}
