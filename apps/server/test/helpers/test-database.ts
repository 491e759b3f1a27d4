import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseKind, openDatabase } from '../../src/db/database.js';
import { runMigrations } from '../../src/db/migrate.js';

/** Every database test runs against both: the embedded default and a real server. */
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];

/** The real PostgreSQL the tests may create databases on (trust auth on this machine and in CI). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  database: Database;
  /** postgres:// URL of the fresh database (postgres kind only), for code that opens its own connections. */
  url?: string;
  dispose(): Promise<void>;
}

function databaseUrl(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated database of the given kind. On PostgreSQL each call creates its own database
 * (named sitescout_test_<random>) so concurrent runs never collide; dispose() drops it.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { poolSize?: number } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    return { database, dispose: () => database.close() };
  }
  const name = `sitescout_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = databaseUrl(name);
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: options.poolSize ?? 10 });
  await runMigrations(database);
  return {
    database,
    url,
    async dispose() {
      await database.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
