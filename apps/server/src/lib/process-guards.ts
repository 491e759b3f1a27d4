import { createOutageWarning, describeDatabaseUnavailable, isDatabaseUnavailable } from '../db/database-unavailable.js';

/** The part of a pino logger the guards use. */
export interface GuardLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  fatal(obj: object, msg: string): void;
}

export interface ProcessGuardOptions {
  /** Called after an uncaught exception that is not a database outage has been logged; default: exit(1). */
  exit?: (code: number) => void;
  /** Which process (EventEmitter) to guard; default `process`. */
  target?: NodeJS.EventEmitter;
}

/**
 * Last line of defence for a long-running process (server, worker), installed once at start-up:
 *
 * - A database outage that escapes as an unhandled rejection or an uncaught 'error' event (a pg or pg-boss
 *   connection dying) must not take the process down: the process keeps serving, the database comes back, and
 *   requests meanwhile answer 503. Logged as a warning, at most once per 30 s.
 * - Any other unhandled rejection is a bug: logged as an error with its stack, and the process keeps running.
 * - Any other uncaught exception is a bug that may have left the process in an unknown state: logged as fatal with
 *   its stack, then the process exits 1 (as Node would) for its supervisor to restart it.
 *
 * Returns a function that removes the guards (tests).
 */
export function installProcessGuards(log: GuardLog, options: ProcessGuardOptions = {}): () => void {
  const target = options.target ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const outageWarning = createOutageWarning();
  const warnOutage = (error: unknown, how: string) =>
    outageWarning((suppressedSinceLastWarning) =>
      log.warn(
        { db: describeDatabaseUnavailable(error), suppressedSinceLastWarning },
        `database unavailable (${how}); carrying on`,
      ),
    );

  const onRejection = (reason: unknown) => {
    if (isDatabaseUnavailable(reason)) return warnOutage(reason, 'unhandled rejection');
    log.error({ err: reason }, 'unhandled promise rejection (a bug: every promise should be awaited or caught)');
  };
  const onException = (error: unknown) => {
    if (isDatabaseUnavailable(error)) return warnOutage(error, 'uncaught error');
    log.fatal({ err: error }, 'uncaught exception; exiting');
    exit(1);
  };
  target.on('unhandledRejection', onRejection);
  target.on('uncaughtException', onException);
  return () => {
    target.off('unhandledRejection', onRejection);
    target.off('uncaughtException', onException);
  };
}
