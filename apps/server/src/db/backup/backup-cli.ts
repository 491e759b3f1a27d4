import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError } from '../../config/config-error.js';
import { DatabaseUnavailableError } from '../database.js';
import { BackupError, UsageError } from './backup-error.js';

export const BACKUP_USAGE = 'Usage: npm run db:backup -- [--out FILE]';
export const RESTORE_USAGE = 'Usage: npm run db:restore -- FILE [--yes]';

/** What `--help` adds to each usage line. */
export const BACKUP_HELP = `${BACKUP_USAGE}
Backs up the configured database: PostgreSQL with pg_dump when DATABASE_URL is set, else the embedded PGlite in
DATA_DIR (stop the server first). FILE defaults to a dated file under DATA_DIR/backups; a relative path is read
from the folder you ran npm in.`;
export const RESTORE_HELP = `${RESTORE_USAGE}
Replaces the configured database with a backup made by npm run db:backup (of the same kind), then applies the
migrations. Asks first unless --yes. A relative FILE is read from the folder you ran npm in.`;

/**
 * Relative paths on the command line mean what the user typed them in: npm runs scripts from the repository
 * root, but keeps the directory it was started in as INIT_CWD.
 */
export function userPath(path: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.INIT_CWD ?? process.cwd(), path);
}

export interface BackupArgs {
  help: boolean;
  out: string | undefined;
}

export function parseBackupArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): BackupArgs {
  const args: BackupArgs = { help: false, out: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--out' || arg === '-o' || arg.startsWith('--out=')) {
      const value = arg.startsWith('--out=') ? arg.slice('--out='.length) : argv[++i];
      if (!value || value.startsWith('-')) throw new UsageError(`--out: needs a file name (${BACKUP_USAGE})`);
      if (args.out) throw new UsageError(`--out: given twice (${BACKUP_USAGE})`);
      args.out = userPath(value, env);
    } else if (arg.startsWith('-')) throw new UsageError(`${arg}: unknown option (${BACKUP_USAGE})`);
    else throw new UsageError(`${arg}: unexpected argument (${BACKUP_USAGE})`);
  }
  return args;
}

export interface RestoreArgs {
  help: boolean;
  file: string;
  yes: boolean;
}

export function parseRestoreArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): RestoreArgs {
  let file: string | undefined;
  let yes = false;
  let help = false;
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--yes' || arg === '-y') yes = true;
    else if (arg.startsWith('-')) throw new UsageError(`${arg}: unknown option (${RESTORE_USAGE})`);
    else if (file !== undefined) throw new UsageError(`${arg}: only one FILE may be restored (${RESTORE_USAGE})`);
    else file = arg;
  }
  if (help) return { help, file: '', yes };
  if (file === undefined) throw new UsageError(`FILE: missing, name the backup to restore (${RESTORE_USAGE})`);
  const path = userPath(file, env);
  if (!existsSync(path)) throw new UsageError(`FILE: ${path} does not exist (${RESTORE_USAGE})`);
  return { help, file: path, yes };
}

/**
 * Ends a backup command after a failure: expected ones (bad arguments, configuration, an unreachable or busy
 * database, a wrong file) as one line, exit status 2 for bad arguments and 1 otherwise; anything else with its
 * stack, as a bug.
 */
export function failAndExit(command: string, error: unknown): never {
  if (error instanceof UsageError) {
    process.stderr.write(`${command}: ${error.message}\n`);
    process.exit(2);
  }
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    process.stderr.write(`${command}: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`${command}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
