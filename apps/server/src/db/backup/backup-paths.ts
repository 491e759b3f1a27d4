import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseKind } from '../database.js';

/** File extension of each kind's backup: PGlite's own gzipped tar, or pg_dump's custom-format archive. */
export const BACKUP_EXTENSIONS: Record<DatabaseKind, string> = { pglite: 'tar.gz', postgres: 'dump' };

/** `20260131T235959Z`: sortable, safe in file names on every platform. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** `path`, or `path` with `-2`, `-3`, … before `suffix` when it already exists (two runs in one second). */
export function unusedPath(stem: string, suffix = ''): string {
  let candidate = `${stem}${suffix}`;
  for (let n = 2; existsSync(candidate); n++) candidate = `${stem}-${n}${suffix}`;
  return candidate;
}

/** `DATA_DIR/backups/sitescout-<kind>-<UTC timestamp>.<ext>`. */
export function defaultBackupFile(dataDir: string, kind: DatabaseKind, now: Date): string {
  return unusedPath(join(dataDir, 'backups', `sitescout-${kind}-${utcStamp(now)}`), `.${BACKUP_EXTENSIONS[kind]}`);
}
