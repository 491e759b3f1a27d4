import type { BackupResult, RestoreResult } from './backup-results.js';
import { kindName } from './backup-target.js';
import { describeMigration, describeRows } from './database-summary.js';

/** `812 B`, `4.4 KB`, `12.0 MB`. */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** The one line `npm run db:backup` prints on success. */
export function describeBackup(result: BackupResult): string {
  const { manifest } = result;
  return `backup written: ${result.file} (${humanSize(manifest.bytes)}, ${kindName(manifest.kind)}, SiteScout ${manifest.appVersion} at ${describeMigration(manifest.migration)}; ${describeRows(manifest.rows)}); manifest ${result.manifestFile}`;
}

/** The one line `npm run db:restore` prints on success. */
export function describeRestore(result: RestoreResult): string {
  const from = result.manifest ? `, taken ${result.manifest.createdAt} by SiteScout ${result.manifest.appVersion}` : '';
  const kept = result.previous ? `; the replaced database is kept in ${result.previous}` : '';
  return `restored ${result.file} (${humanSize(result.bytes)}, ${kindName(result.kind)}${from}) into ${result.target}, now at ${describeMigration(result.migration)}: ${describeRows(result.rows)}${kept}`;
}
