import type { DatabaseKind } from '../database.js';
import type { BackupManifest } from './backup-file.js';
import type { MigrationState, RowCounts } from './database-summary.js';

export interface BackupResult {
  file: string;
  manifestFile: string;
  manifest: BackupManifest;
}

/** What is about to be replaced by what, once the file has been checked; shown before asking for confirmation. */
export interface RestorePlan {
  file: string;
  kind: DatabaseKind;
  /** The folder or the password-free URL being replaced. */
  target: string;
  manifest: BackupManifest | undefined;
  /** PostgreSQL: other sessions on the database (a running server or workers), which may see errors. */
  otherConnections: number;
}

export interface RestoreResult extends RestorePlan {
  bytes: number;
  /** After the migrations ran. */
  migration: MigrationState | null;
  rows: RowCounts;
  /** PGlite: where the database that was replaced is kept. */
  previous: string | undefined;
}
