/**
 * An expected failure of a backup or restore (bad file, wrong kind, missing tool, database in use): the
 * command prints its message as one line, without a stack trace.
 */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}

/** A bad command-line argument: the message names it; the command exits with status 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
