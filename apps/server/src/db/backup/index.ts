import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupError, UsageError } from './backup-error.js';
import { checkBackupFile, manifestPath, writeManifest } from './backup-file.js';
import { defaultBackupFile } from './backup-paths.js';
import type { BackupResult, RestorePlan, RestoreResult } from './backup-results.js';
import { type BackupTarget, backupTarget, describeTarget } from './backup-target.js';
import { backupPglite, restorePglite } from './pglite-backup.js';
import { backupPostgres, otherConnections, restorePostgres } from './postgres-backup.js';

export { BackupError, UsageError } from './backup-error.js';
export { describeBackup, describeRestore } from './backup-report.js';
export type { BackupResult, RestorePlan, RestoreResult } from './backup-results.js';

/** What backups need of the configuration: the same DATABASE_URL / DATA_DIR the server uses. */
export interface BackupConfig {
  databaseUrl: string | undefined;
  dataDir: string;
}

/**
 * Backs up the configured database into `out` (default `DATA_DIR/backups/sitescout-<kind>-<UTC timestamp>.<ext>`)
 * and writes its manifest `FILE.json` next to it. An existing `out` is never overwritten.
 */
export async function backupDatabase(
  config: BackupConfig,
  options: { out?: string | undefined; now?: Date } = {},
): Promise<BackupResult> {
  const target = backupTarget(config);
  const now = options.now ?? new Date();
  const file = options.out ? resolve(options.out) : defaultBackupFile(config.dataDir, target.kind, now);
  if (existsSync(file)) throw new UsageError(`--out: ${file} already exists; choose another file`);
  const { migration, rows } =
    target.kind === 'pglite' ? await backupPglite(target.dataDir, file) : await backupPostgres(target.url, file);
  const manifest = await writeManifest(file, { kind: target.kind, createdAt: now, migration, rows });
  return { file, manifestFile: manifestPath(file), manifest };
}

/**
 * Replaces the configured database with the backup in `file`, then applies this version's migrations. The file
 * is checked first (its kind must match the configured database); `confirm` is then asked, and nothing changes
 * unless it answers true.
 */
export async function restoreDatabase(
  config: BackupConfig,
  file: string,
  options: { confirm?: (plan: RestorePlan) => Promise<boolean>; now?: Date } = {},
): Promise<RestoreResult> {
  const path = resolve(file);
  const target: BackupTarget = backupTarget(config);
  const manifest = await checkBackupFile(path, target);
  const plan: RestorePlan = {
    file: path,
    kind: target.kind,
    target: describeTarget(target),
    manifest,
    otherConnections: target.kind === 'postgres' ? await otherConnections(target.url) : 0,
  };
  if (options.confirm && !(await options.confirm(plan))) {
    throw new BackupError('restore cancelled; nothing was changed');
  }
  const bytes = statSync(path).size;
  if (target.kind === 'pglite') {
    const restored = await restorePglite(target.dataDir, path, options.now ?? new Date());
    return { ...plan, bytes, ...restored };
  }
  const restored = await restorePostgres(target.url, path);
  return { ...plan, bytes, ...restored, previous: undefined };
}
