import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { redactUrl } from '../../config/env-parsers.js';
import { BackupError } from './backup-error.js';

/** How pg_dump, pg_restore and psql reach the database: the URL without its password, which goes in PGPASSWORD. */
export interface PgConnection {
  /** `--dbname` value: the connection URL with no password in it (command lines are visible to every user). */
  dbname: string;
  env: NodeJS.ProcessEnv;
}

export function pgConnection(url: string): PgConnection {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: 'sitescout-backup' };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return { dbname: parsed.toString(), env };
}

export interface RunningTool {
  child: ChildProcess;
  /** Resolves when the tool exits with status 0; rejects with a one-line {@link BackupError} otherwise. */
  done: Promise<void>;
}

/** The tool's own error lines (`pg_dump: error: …`, `psql:…: ERROR: …`) joined into one line, password-free. */
function errorSummary(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const errors = lines.filter((line) => /\b(error|fatal|panic)\b/i.test(line));
  const chosen = (errors.length > 0 ? errors : lines.slice(-3)).join(' ');
  const redacted = chosen.replace(/\b(postgres(?:ql)?:\/\/[^\s'"]+)/g, (match) => redactUrl(match));
  return redacted.length > 600 ? `${redacted.slice(0, 600)}…` : redacted || 'no message';
}

/**
 * Starts one of PostgreSQL's client programs. A missing program fails with one line saying what to install;
 * a failure carries the program's error lines.
 */
export function startTool(name: string, args: string[], env: NodeJS.ProcessEnv, stdio: StdioOptions): RunningTool {
  const child = spawn(name, args, { env, stdio });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    if (stderr.length < 64_000) stderr += chunk;
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${name} is not installed (or not on PATH): install postgresql-client (e.g. apt-get install postgresql-client) to back up or restore PostgreSQL`,
            )
          : new BackupError(`${name} could not be started (${error.message})`, { cause: error }),
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${name} failed (${signal ?? `exit ${code}`}): ${errorSummary(stderr)}`));
    });
  });
  return { child, done };
}

export function runTool(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return startTool(name, args, env, ['ignore', 'ignore', 'pipe']).done;
}
