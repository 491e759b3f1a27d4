import { DatabaseUnavailableError } from './database.js';

/**
 * Telling "the database is not there right now" (a restart, a crash, a network cut, no free connection) apart from
 * "this statement is wrong". The first is the operator's problem and passes: clients get 503 with Retry-After and
 * the log gets one warning. The second is a bug: 500 and an error with its stack.
 */

/** Answered to clients while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_BODY = {
  code: 'database_unavailable',
  message: 'The database is unavailable right now. Please try again in a moment.',
} as const;

/** Seconds a client is asked to wait (Retry-After) before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a server that is going away or cannot take us: 57P01 admin_shutdown (also an immediate shutdown),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, recovering), 53300 too_many_connections.
 * Class 08 (connection exception) is matched as a whole.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket-level failures reaching the server. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool say these in plain words, with no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
];

function ownCode(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function ownMessage(error: object): string {
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? message : '';
}

function isUnavailableItself(error: object): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = ownCode(error);
  if (code && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
  const message = ownMessage(error);
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * The error (or what it wraps: Drizzle's query error keeps the driver's as `cause`, a failed connect to a name with
 * several addresses is an AggregateError) that says the database is unreachable; undefined when it is not that.
 */
export function databaseUnavailableCause(error: unknown): object | undefined {
  const seen = new Set<object>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 20) {
    const next = pending.shift();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    if (isUnavailableItself(next)) return next;
    const { cause, errors } = next as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return undefined;
}

/** Whether `error` means the database cannot be reached right now (rather than a bad statement or a bug). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableCause(error) !== undefined;
}

/**
 * What may be logged about such an error: the driver's code and message only. Never the wrapping query error,
 * whose message carries the SQL and its parameters (e-mail addresses, hashes), and with any credentials in a URL
 * masked.
 */
export function describeDatabaseUnavailable(error: unknown): { code?: string; message: string } {
  const cause = databaseUnavailableCause(error) ?? (typeof error === 'object' && error !== null ? error : {});
  const code = ownCode(cause);
  const message = ownMessage(cause)
    .replace(/(\w+:\/\/[^:/@\s]*:)[^@\s]*@/g, '$1***@')
    .slice(0, 200);
  return code ? { code, message } : { message };
}

/**
 * Rate limit for the warning: an outage fails every request, and one line per window says as much as a thousand.
 * `report` runs for the first call of each window with how many calls the previous window swallowed.
 */
export function createOutageWarning(windowMs = 30_000, now: () => number = Date.now) {
  let lastReport = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return (report: (suppressedSinceLast: number) => void): void => {
    const at = now();
    if (at - lastReport < windowMs) {
      suppressed += 1;
      return;
    }
    lastReport = at;
    const count = suppressed;
    suppressed = 0;
    report(count);
  };
}
