import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config/config.js';
import { knownMigrations, migrationState } from '../src/db/backup/database-summary.js';
import { BackupError, backupDatabase, restoreDatabase } from '../src/db/backup/index.js';
import { type Database, type DatabaseKind, openDatabase } from '../src/db/database.js';
import { runMigrations } from '../src/db/migrate.js';
import { analyses, authUsers, creditLedger, incomingAnalyses } from '../src/db/schema/index.js';
import { createMailer, outboxDir } from '../src/infra/mail/index.js';
import { BILLING_TEST_PASSWORD, type SignedUpUser, signUpConfirmed } from './billing-accounts.js';
import { readOutbox } from './helpers/test-app.js';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-database.js';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const script = (name: string) => join(serverDir, 'dist', 'scripts', `${name}.js`);

/** How to take a database back to before each recent migration (oldest first); a new migration adds its line. */
const UNDO_RECENT_MIGRATIONS = [
  { tag: '0009_free_analysis_requests', sql: ['drop table free_analysis_requests'] },
  {
    tag: '0010_single_use_sign_in_links',
    sql: [
      'alter table free_analysis_requests drop column signed_in_at',
      'alter table auth_users drop column signed_out_at',
    ],
  },
  {
    tag: '0011_credit_order_and_shared_counters',
    sql: ['alter table credit_ledger drop column seq', 'drop table rate_limit_counters'],
  },
  { tag: '0012_analysis_reports', sql: ['drop table analysis_reports'] },
  {
    tag: '0013_analysis_delivery',
    sql: ['alter table analyses drop column report_status', 'alter table analyses drop column mail_status'],
  },
  { tag: '0014_batches', sql: ['drop table batch_rows', 'drop table batches'] },
  { tag: '0015_batch_exports', sql: ['drop table batch_exports'] },
  { tag: '0016_analysis_progress_note', sql: ['alter table analyses drop column progress_note'] },
  { tag: '0017_analysis_result_texts', sql: ['drop table analysis_result_texts'] },
  {
    tag: '0018_account_controls',
    sql: [
      'drop table account_deletions',
      'drop table email_changes',
      'alter table pro_memberships drop column cancel_at',
    ],
  },
  {
    tag: '0019_admin_audit_log',
    sql: ['drop table admin_audit_log', 'alter table pro_memberships drop column fixed_end'],
  },
];

/** One deployment: its DATA_DIR and, for PostgreSQL, its own fresh database. */
interface Deployment {
  kind: DatabaseKind;
  dataDir: string;
  env: Record<string, string>;
  config: Config;
  postgres?: TestDatabase;
}

async function createDeployment(kind: DatabaseKind): Promise<Deployment> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitescout-backup-test-'));
  const env: Record<string, string> = { LOG_LEVEL: 'silent', DATA_DIR: dataDir };
  let postgres: TestDatabase | undefined;
  if (kind === 'postgres') {
    postgres = await createTestDatabase('postgres');
    // The deployment opens its own connections, as the server and the commands do.
    await postgres.database.close();
    env.DATABASE_URL = postgres.url as string;
  }
  return { kind, dataDir, env, config: loadConfig(env), ...(postgres ? { postgres } : {}) };
}

async function disposeDeployment(d: Deployment): Promise<void> {
  await d.postgres?.dispose();
  rmSync(d.dataDir, { recursive: true, force: true });
}

/** The server, started as `npm start` would (a real PGlite folder under DATA_DIR, or DATABASE_URL). */
interface Running {
  app: FastifyInstance;
  database: Database;
  stop(): Promise<void>;
}

async function start(d: Deployment): Promise<Running> {
  const database = await openDatabase({ databaseUrl: d.config.databaseUrl, dataDir: d.dataDir, poolSize: 4 });
  await runMigrations(database);
  const mailer = createMailer(d.config);
  const app = await buildApp({ config: d.config, database, mailer });
  await app.ready();
  return {
    app,
    database,
    async stop() {
      await app.close();
      await mailer.close();
      await database.close();
    },
  };
}

async function withServer<T>(d: Deployment, fn: (running: Running) => Promise<T>): Promise<T> {
  const running = await start(d);
  try {
    return await fn(running);
  } finally {
    await running.stop();
  }
}

interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a built command (`npm run db:backup` / `db:restore` minus the `tsc -b`) with the deployment's env. */
function runCommand(
  d: Deployment,
  name: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<CommandResult> {
  if (!existsSync(script(name))) throw new Error(`${script(name)} is missing: run \`npx tsc -b\` first`);
  const env: NodeJS.ProcessEnv = { ...process.env, ...d.env, ...extraEnv };
  if (!d.env.DATABASE_URL) delete env.DATABASE_URL;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [script(name), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

/** Everything the backup must bring back, read straight from the tables, in a stable order. */
async function snapshot(database: Database, users: SignedUpUser[], running: Running) {
  const { db } = database;
  return {
    accounts: await db.select().from(authUsers).orderBy(asc(authUsers.id)),
    ledger: await db.select().from(creditLedger).orderBy(asc(creditLedger.id)),
    analyses: await db.select().from(analyses).orderBy(asc(analyses.id)),
    incoming: await db.select().from(incomingAnalyses).orderBy(asc(incomingAnalyses.id)),
    balances: await Promise.all(users.map((u) => running.app.credits.balances(u.id))),
  };
}

async function signIn(app: FastifyInstance, email: string, password = BILLING_TEST_PASSWORD) {
  return app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });
}

/** A real backup of the other kind, made by the same code from a throwaway deployment. */
async function otherKindBackup(kind: DatabaseKind, into: string): Promise<string> {
  const other = await createDeployment(kind === 'pglite' ? 'postgres' : 'pglite');
  try {
    const database = await openDatabase({ databaseUrl: other.config.databaseUrl, dataDir: other.dataDir });
    await runMigrations(database);
    await database.close();
    const { file } = await backupDatabase(other.config, { out: join(into, `other-kind-${other.kind}`) });
    return file;
  } finally {
    await disposeDeployment(other);
  }
}

describe.each(DATABASE_KINDS)('db:backup and db:restore on %s', (kind) => {
  let d: Deployment;
  let users: SignedUpUser[];
  let backupFile: string;
  let atBackup: Awaited<ReturnType<typeof snapshot>>;
  const outbox = () => readOutbox(outboxDir(d.dataDir));

  beforeAll(async () => {
    d = await createDeployment(kind);
  });
  afterAll(() => disposeDeployment(d));

  it('round-trips accounts, the credit ledger and analyses through the npm commands', async () => {
    atBackup = await withServer(d, async (running) => {
      const { app, database } = running;
      users = [await signUpConfirmed(app, outbox), await signUpConfirmed(app, outbox)];
      const [alice, bob] = users as [SignedUpUser, SignedUpUser];
      await app.credits.grant(alice.id, { amount: 4, key: `goodwill:${alice.id}`, description: 'test grant' });
      await app.credits.grant(bob.id, {
        amount: 1,
        unit: 'complete_report',
        key: `report:${bob.id}`,
        description: 'test grant',
      });
      const analysisId = randomUUID();
      await app.credits.spend(alice.id, { reference: analysisId });
      await database.db.insert(analyses).values({
        id: analysisId,
        userId: alice.id,
        notifyEmail: alice.email,
        businessType: 'coffee-shop',
        request: { sites: [{ label: '2400 N Clark St, Chicago, IL 60614', lat: 41.925, lon: -87.64 }], radius: 1 },
        creditUnit: 'analysis',
        status: 'done',
        progressStep: 'done',
        progressPercent: 100,
        attempts: 1,
        result: { analyses: [{ score: 71, reasons: ['foot traffic', 'few competitors'] }], comparison: null },
        finishedAt: new Date('2026-01-02T03:04:05.678Z'),
      });
      await database.db.insert(incomingAnalyses).values({
        userId: bob.id,
        source: 'webhook',
        html: '<h1>Site report</h1><p>Strong corner lot — “ümlaut” & emoji 🏪</p>',
        contentHash: 'a'.repeat(64),
        title: 'Site report',
      });
      return snapshot(database, users, running);
    });
    expect(atBackup.accounts).toHaveLength(2);
    expect(atBackup.ledger.length).toBeGreaterThanOrEqual(5); // 2 welcome grants, 2 grants, 1 spend
    expect(atBackup.balances[0]).toMatchObject({ analysis: 4 });

    // The server is stopped, as the commands ask; the backup goes to DATA_DIR/backups by default.
    const backup = await runCommand(d, 'db-backup', []);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^backup written: .* 2 accounts, \d+ ledger entries, 1 analysis, 1 incoming report\)/,
    );
    const ext = kind === 'pglite' ? 'tar.gz' : 'dump';
    const files = readdirSync(join(d.dataDir, 'backups'));
    const name = files.find((f) =>
      new RegExp(`^sitescout-${kind}-\\d{8}T\\d{6}Z\\.${ext.replace('.', '\\.')}$`).test(f),
    );
    expect(name, files.join(', ')).toBeDefined();
    backupFile = join(d.dataDir, 'backups', name as string);
    const manifest = JSON.parse(readFileSync(`${backupFile}.json`, 'utf8'));
    expect(manifest).toMatchObject({
      kind,
      appVersion: expect.any(String),
      migration: { tag: knownMigrations().at(-1)?.tag },
      rows: { accounts: 2, analyses: 1, incomingAnalyses: 1, ledgerEntries: atBackup.ledger.length },
    });

    // Life goes on: a new account, more credits spent and granted, a report deleted.
    const newcomer = await withServer(d, async ({ app, database }) => {
      const [alice, bob] = users as [SignedUpUser, SignedUpUser];
      const later = await signUpConfirmed(app, outbox);
      await app.credits.spend(alice.id, { reference: randomUUID() });
      await app.credits.grant(alice.id, { amount: 9, key: `later:${alice.id}`, description: 'after the backup' });
      await database.db.delete(incomingAnalyses).where(eq(incomingAnalyses.userId, bob.id));
      await database.db.update(analyses).set({ status: 'failed', result: null });
      expect(await app.credits.balance(alice.id)).toBe(12);
      return later;
    });

    const restore = await runCommand(d, 'db-restore', [backupFile, '--yes']);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^restored .* 2 accounts, \d+ ledger entries, 1 analysis, 1 incoming report/);
    if (kind === 'pglite') {
      // The replaced database is kept beside the restored one.
      expect(restore.stdout).toMatch(/the replaced database is kept in .*pglite\.before-restore-\d{8}T\d{6}Z/);
      expect(readdirSync(d.dataDir).filter((f) => f.startsWith('pglite.before-restore-'))).toHaveLength(1);
      expect(readdirSync(d.dataDir).filter((f) => f.startsWith('pglite.restoring-'))).toHaveLength(0);
    }

    await withServer(d, async (running) => {
      expect(await snapshot(running.database, users, running)).toEqual(atBackup);
      const [alice] = users as [SignedUpUser];
      const ok = await signIn(running.app, alice.email);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().access_token).toEqual(expect.any(String));
      const gone = await signIn(running.app, newcomer.email);
      expect(gone.statusCode).toBe(400);
      // The ledger is still append-only after the restore, and still works.
      await expect(running.database.db.delete(creditLedger)).rejects.toThrow();
      await running.app.credits.spend(alice.id, { reference: randomUUID() });
      expect(await running.app.credits.balance(alice.id)).toBe(3);
    });
  }, 180_000);

  it('refuses a backup of the other kind with a clear message, changing nothing', async () => {
    const before = await withServer(d, (running) => snapshot(running.database, users, running));
    const wrong = await otherKindBackup(kind, d.dataDir);
    const result = await runCommand(d, 'db-restore', [wrong, '--yes']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(wrong);
    expect(lines[0]).toMatch(
      kind === 'pglite' ? /PostgreSQL.*set DATABASE_URL/ : /embedded database.*unset DATABASE_URL/,
    );
    if (d.postgres?.url) expect(lines[0]).toContain(new URL(d.postgres.url).host);
    await expect(restoreDatabase(d.config, wrong)).rejects.toBeInstanceOf(BackupError);
    if (kind === 'pglite') expect(readdirSync(d.dataDir).filter((f) => f.startsWith('pglite.restoring-'))).toEqual([]);
    expect(await withServer(d, (running) => snapshot(running.database, users, running))).toEqual(before);
  }, 120_000);

  it('refuses bad arguments with exit status 2, naming the argument', async () => {
    const missing = await runCommand(d, 'db-restore', []);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^sitescout db:restore: FILE: missing/);
    const unconfirmed = await runCommand(d, 'db-restore', [backupFile]);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toMatch(/--yes: restoring replaces all data in .*; pass --yes to confirm\n$/);
    const unknown = await runCommand(d, 'db-backup', ['--outfile', 'x']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^sitescout db:backup: --outfile: unknown option/);
    const exists = await runCommand(d, 'db-backup', ['--out', backupFile]);
    expect(exists.code).toBe(2);
    expect(exists.stderr).toMatch(/--out: .* already exists/);
  }, 60_000);

  it('refuses a damaged backup and, without its manifest, rolls a failed restore back', async () => {
    const before = await withServer(d, (running) => snapshot(running.database, users, running));
    const bytes = readFileSync(backupFile);
    const cut = join(d.dataDir, `cut.${kind === 'pglite' ? 'tar.gz' : 'dump'}`);
    // The end cut off: pg_restore writes most of the SQL (the drops included) before it notices.
    writeFileSync(cut, bytes.subarray(0, bytes.length - 32));
    // With the manifest: the size and checksum give it away before anything is touched.
    copyFileSync(`${backupFile}.json`, `${cut}.json`);
    await expect(restoreDatabase(d.config, cut)).rejects.toThrow(/damaged or incomplete/);
    // Without it: the restore itself fails part way (pg_restore / PGlite), and nothing is changed.
    rmSync(`${cut}.json`);
    const failure = await restoreDatabase(d.config, cut).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackupError);
    expect((failure as Error).message).toMatch(
      kind === 'pglite' ? /is damaged or incomplete \(gzip/ : /failed, nothing was changed: pg_restore failed/,
    );
    if (kind === 'pglite') expect(readdirSync(d.dataDir).filter((f) => f.startsWith('pglite.restoring-'))).toEqual([]);
    expect(await withServer(d, (running) => snapshot(running.database, users, running))).toEqual(before);
  }, 120_000);

  it('brings an older backup up to date, even over tables and columns it does not have', async () => {
    const all = knownMigrations();
    const base = all.length - UNDO_RECENT_MIGRATIONS.length;
    // A new migration needs its undo line above, or this test cannot make an older database.
    expect(all.slice(base).map((m) => m.tag)).toEqual(UNDO_RECENT_MIGRATIONS.map((u) => u.tag));
    // Make the database look like it was last migrated releases ago, and back that up.
    const database = await openDatabase({ databaseUrl: d.config.databaseUrl, dataDir: d.dataDir });
    for (const undo of [...UNDO_RECENT_MIGRATIONS].reverse())
      for (const statement of undo.sql) await database.sql.query(statement);
    await database.sql.query('delete from drizzle.__drizzle_migrations where created_at >= $1', [all[base]?.when]);
    await database.close();
    const older = await backupDatabase(d.config, { out: join(d.dataDir, 'older-backup') });
    expect(older.manifest.migration?.tag).toBe(all[base - 1]?.tag);
    // The current database is migrated again: it has tables and columns the backup does not know.
    await withServer(d, async () => {});
    const result = await restoreDatabase(d.config, older.file);
    expect(result.migration?.tag).toBe(all.at(-1)?.tag);
    const check = await openDatabase({ databaseUrl: d.config.databaseUrl, dataDir: d.dataDir });
    try {
      expect((await migrationState(check.sql))?.count).toBe(all.length);
      const { rows } = await check.sql.query<{ found: string | null }>(
        "select to_regclass('public.free_analysis_requests')::text as found",
      );
      expect(rows[0]?.found).toBe('free_analysis_requests');
      // The restored ledger was numbered by the migration: 1, 2, 3 … per account, none missing.
      const numbered = await check.sql.query<{ users: string; gaps: string }>(
        `select count(distinct user_id) as users,
                count(*) filter (where seq is null or seq <> n) as gaps
           from (select user_id, seq, row_number() over (partition by user_id order by seq) as n from credit_ledger) l`,
      );
      expect(Number(numbered.rows[0]?.users)).toBeGreaterThan(0);
      expect(Number(numbered.rows[0]?.gaps)).toBe(0);
      const columns = await check.sql.query<{ column_name: string }>(
        "select column_name from information_schema.columns where column_name in ('signed_in_at', 'signed_out_at') order by column_name",
      );
      expect(columns.rows.map((r) => r.column_name)).toEqual(['signed_in_at', 'signed_out_at']);
    } finally {
      await check.close();
    }
  }, 120_000);

  if (kind === 'postgres') {
    it('says to install postgresql-client when pg_dump is missing', async () => {
      const result = await runCommand(d, 'db-backup', ['--out', join(d.dataDir, 'no-tools.dump')], {
        PATH: join(d.dataDir, 'no-such-bin'),
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^sitescout db:backup: pg_dump is not installed .*install postgresql-client.*\n$/);
      expect(existsSync(join(d.dataDir, 'no-tools.dump'))).toBe(false);
    });
  }

  if (kind === 'pglite') {
    it('refuses while the embedded database is open (the server is running)', async () => {
      const running = await start(d);
      try {
        await expect(backupDatabase(d.config, { out: join(d.dataDir, 'while-running') })).rejects.toThrow(
          /is in use by process \d+ .*stop it first/,
        );
        await expect(restoreDatabase(d.config, backupFile)).rejects.toThrow(/is in use by process \d+/);
        expect(existsSync(join(d.dataDir, 'while-running'))).toBe(false);
      } finally {
        await running.stop();
      }
    }, 60_000);
  }
});
