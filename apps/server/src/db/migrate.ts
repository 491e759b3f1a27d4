import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database.js';

/** apps/server/drizzle, from both src/db and dist/db. */
export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Any fixed number works; it only has to be the same in every process of one deployment. */
const MIGRATION_LOCK_KEY = 7_344_201;

/**
 * Brings the schema up to date. On a real server several processes may start at once,
 * so the migration runs under a session advisory lock: one migrates, the others wait and find nothing to do.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await database.withLock(MIGRATION_LOCK_KEY, () =>
    migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder }),
  );
}
