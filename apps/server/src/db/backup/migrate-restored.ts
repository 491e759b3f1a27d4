import type { Database } from '../database.js';
import { runMigrations } from '../migrate.js';
import { BackupError } from './backup-error.js';

/** Brings a just-restored database up to this version's schema (a backup may be older than the code). */
export async function migrateRestored(database: Database, file: string, previous?: string): Promise<void> {
  try {
    await runMigrations(database);
  } catch (error) {
    const kept = previous ? `; the database as it was before the restore is in ${previous}` : '';
    throw new BackupError(
      `${file} was restored, but applying this version's migrations to it failed (${(error as Error).message})${kept}`,
      { cause: error },
    );
  }
}
