import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { redactUrl } from '../../config/env-parsers.js';
import { openDatabase, type SqlRunner } from '../database.js';
import { BackupError } from './backup-error.js';
import { type MigrationState, migrationState, type RowCounts, rowCounts } from './database-summary.js';
import { migrateRestored } from './migrate-restored.js';
import { pgConnection, runTool, startTool } from './pg-tools.js';

/** Every schema the app keeps data in: its tables, Drizzle's migration record, pg-boss's job queue. */
export const APP_SCHEMAS = ['public', 'drizzle', 'pgboss'] as const;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    const reason = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code : String(error);
    throw new BackupError(`DATABASE_URL: cannot connect to ${redactUrl(url)} (${reason})`, { cause: error });
  }
  return client;
}

function runner(client: pg.Client): SqlRunner {
  return { query: async (text, params) => client.query(text, params as unknown[]) as never };
}

/**
 * `pg_dump --format=custom` of the app's schemas into `file`. The dump runs on a snapshot exported by this
 * connection, so the migration and row counts recorded with it describe exactly what it holds.
 */
export async function backupPostgres(
  url: string,
  file: string,
): Promise<{ migration: MigrationState; rows: RowCounts }> {
  const client = await connect(url);
  const partial = `${file}.partial`;
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const migration = await migrationState(runner(client));
    if (!migration) {
      throw new BackupError(`${redactUrl(url)} has no SiteScout tables (it was never migrated): nothing to back up`);
    }
    const counts = await rowCounts(runner(client));
    const { dbname, env } = pgConnection(url);
    mkdirSync(dirname(file), { recursive: true });
    await runTool(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        ...APP_SCHEMAS.map((schema) => `--schema=${schema}`),
        `--snapshot=${rows[0]?.snapshot}`,
        `--file=${partial}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    renameSync(partial, file);
    await client.query('commit');
    return { migration, rows: counts };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Connections to the database other than ours (the server, workers): they may see errors during a restore. */
export async function otherConnections(url: string): Promise<number> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Runs first, in the restore's transaction: the app's schemas are dropped whole, so objects the backup does not
 * have (tables of a later migration, say) go too, and the migrations run afterwards find the schema exactly as
 * recorded. `pg_restore --clean` alone drops only what the archive lists, and fails on such leftovers
 * ("cannot drop schema public because other objects depend on it"). The lock timeout turns a wait behind a
 * busy server into an error.
 */
const RESTORE_PROLOGUE = `SET client_min_messages = warning;
SET lock_timeout = '30s';
${APP_SCHEMAS.map((schema) => `DROP SCHEMA IF EXISTS ${schema} CASCADE;`).join('\n')}
`;

/**
 * Replaces the app's schemas with those in `file`, all or nothing: the archive is turned into SQL by pg_restore
 * and run by `psql --single-transaction` after {@link RESTORE_PROLOGUE}. psql only commits when its input ends,
 * which happens only after pg_restore finished cleanly; any failure kills it and the transaction rolls back.
 * Then the migrations bring an older backup up to date.
 */
export async function restorePostgres(
  url: string,
  file: string,
): Promise<{ migration: MigrationState | null; rows: RowCounts }> {
  const { dbname, env } = pgConnection(url);
  const psql = startTool(
    'psql',
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', `--dbname=${dbname}`, '--file=-'],
    env,
    ['pipe', 'ignore', 'pipe'],
  );
  const restore = startTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--file=-', file], env, [
    'ignore',
    'pipe',
    'pipe',
  ]);
  const input = psql.child.stdin;
  const output = restore.child.stdout;
  if (!input || !output) throw new Error('psql/pg_restore started without pipes');
  input.on('error', () => {}); // psql gone early: its own exit status tells why
  input.write(RESTORE_PROLOGUE);
  output.pipe(input, { end: false });

  let firstFailure: unknown;
  const settle = (tool: Promise<void>, onFailure: () => void) =>
    tool.catch((error: unknown) => {
      firstFailure ??= error;
      onFailure();
    });
  const restored = settle(restore.done, () => psql.child.kill('SIGTERM'));
  const applied = settle(psql.done, () => restore.child.kill('SIGTERM'));
  await restored;
  if (firstFailure === undefined) input.end(); // end of input: psql commits
  await applied;
  if (firstFailure !== undefined) {
    throw firstFailure instanceof BackupError
      ? new BackupError(`restore of ${file} failed, nothing was changed: ${firstFailure.message}`)
      : firstFailure;
  }

  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 2 });
  try {
    await migrateRestored(database, file);
    return { migration: await migrationState(database.sql), rows: await rowCounts(database.sql) };
  } finally {
    await database.close();
  }
}
