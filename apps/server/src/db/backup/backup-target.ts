import { join } from 'node:path';
import { redactUrl } from '../../config/env-parsers.js';
import type { DatabaseKind } from '../database.js';

/** The database a backup is taken from or restored into, as the server would open it. */
export type BackupTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** DATABASE_URL wins, as for the server; otherwise the embedded database under DATA_DIR. */
export function backupTarget(config: { databaseUrl: string | undefined; dataDir: string }): BackupTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/** Where the embedded database lives inside DATA_DIR (the folder `openDatabase` uses). */
export function pgliteFolder(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** Human words for a kind, for messages. */
export function kindName(kind: DatabaseKind): string {
  return kind === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL database';
}

/** The target as it may be shown: the folder, or the URL without its password. */
export function describeTarget(target: BackupTarget): string {
  return target.kind === 'pglite' ? pgliteFolder(target.dataDir) : redactUrl(target.url);
}
