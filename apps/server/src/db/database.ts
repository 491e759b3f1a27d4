import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { assertDataDirWritable } from '../config/data-dir.js';
import { redactUrl } from '../config/env-parsers.js';
import { initPglite } from './pglite-init.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** Plain SQL access for code that must not depend on Drizzle (job queues, backups). */
export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database {
  kind: DatabaseKind;
  db: Db;
  sql: SqlRunner;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Runs `fn` while holding a PostgreSQL advisory lock (held on one pinned connection),
   * so only one process of a deployment does it at a time. Embedded PGlite has one process: no lock needed.
   */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The database could not be opened or reached; the message says which and why. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

export interface OpenDatabaseOptions {
  /** postgres:// URL of a real server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Pool size for a real server. */
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : await openPglite(options.dataDir);
  return closeOnce(database);
}

/** Shutdown paths may overlap (signal handler, onClose hook, tests): closing twice is a no-op. */
function closeOnce(database: Database): Database {
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= database.close()) };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  // keepAlive: a server that vanished without closing its sockets (a cut network, a dead host) is noticed.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  // An idle client losing its server (e.g. a restart) must not crash the process.
  pool.on('error', () => {});
  // Neither may a client that is checked out (a transaction, the migration lock) when its server goes away: pg
  // emits 'error' on it, and an 'error' event nobody listens to throws. The failure still reaches whoever uses the
  // client (its running query fails, later ones are refused: the request answers 503 database_unavailable), and
  // the pool drops such a client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code : String(error);
    throw new DatabaseUnavailableError(`DATABASE_URL: cannot connect to ${redactUrl(databaseUrl)} (${reason})`, {
      cause: error,
    });
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    sql: { query: async (text, params) => pool.query(text, params as unknown[]) as never },
    ping: async () => {
      await pool.query('select 1');
    },
    withLock: async (key, fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Embedded PostgreSQL's settings: PGlite's own, with 16 MB of shared buffers instead of PostgreSQL's 128 MB, which
 * PGlite touches whole in its WebAssembly memory at start (140 MB more resident memory, measured). The database
 * files are read through the operating system's page cache anyway, and one process's requests rarely need more.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openPglite(dataDir: string): Promise<Database> {
  let location = 'memory://';
  if (dataDir !== 'memory://') {
    location = join(dataDir, 'pglite');
    // A read-only or full DATA_DIR stops start-up with one line naming it, not with PGlite's stack trace.
    assertDataDirWritable(dataDir);
    try {
      mkdirSync(location, { recursive: true });
    } catch (error) {
      throw new DatabaseUnavailableError(
        `DATA_DIR: cannot create the embedded database folder ${location} (${(error as Error).message})`,
        { cause: error },
      );
    }
  }
  let client: PGlite;
  try {
    if (location !== 'memory://') await initPglite(location);
    client = await PGlite.create(location, { startParams: PGLITE_START_PARAMS });
  } catch (error) {
    throw new DatabaseUnavailableError(
      `DATA_DIR: cannot open the embedded database in ${location} (${(error as Error).message})`,
      { cause: error },
    );
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    sql: { query: async (text, params) => client.query(text, params) as never },
    ping: async () => {
      await client.query('select 1');
    },
    withLock: (_key, fn) => fn(),
    close: () => client.close(),
  };
}
