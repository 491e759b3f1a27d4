import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { runMigrations } from '../src/db/migrate.js';
import { createTestDatabase, DATABASE_KINDS } from './helpers/test-database.js';

describe.each(DATABASE_KINDS)('migrations on %s', (kind) => {
  it('are idempotent and leave the first table in place', async () => {
    const t = await createTestDatabase(kind);
    await runMigrations(t.database);
    const { rows } = await t.database.sql.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_name = 'client_events'",
    );
    expect(rows[0]?.n).toBe(1);
    await t.dispose();
  });
});

describe('migrations on postgres from several processes at once', () => {
  it('run once under the advisory lock while the others wait', async () => {
    const t = await createTestDatabase('postgres');
    // Start from an empty database, as a fresh deployment would.
    await t.database.sql.query('drop schema public cascade; create schema public; drop schema drizzle cascade');
    const others = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: t.url, dataDir: 'memory://' })));
    await Promise.all(others.map((db) => runMigrations(db)));
    const { rows } = await t.database.sql.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
    const { rows: tables } = await t.database.sql.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_name = 'client_events'",
    );
    expect(tables[0]?.n).toBe(1);
    await Promise.all(others.map((db) => db.close()));
    await t.dispose();
  });
});
