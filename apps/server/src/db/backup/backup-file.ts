import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SERVER_VERSION } from '../../version.js';
import type { DatabaseKind } from '../database.js';
import { BackupError } from './backup-error.js';
import { type BackupTarget, describeTarget, kindName } from './backup-target.js';
import {
  describeMigration,
  isNewerThanThisVersion,
  knownMigrations,
  type MigrationState,
  type RowCounts,
} from './database-summary.js';

const MANIFEST_FORMAT = 'sitescout-db-backup';

/**
 * What a backup is, written next to it as `FILE.json`: the kind it restores into, the SiteScout version and
 * migration it was taken at, its size and checksum (a truncated copy is refused) and the rows it holds.
 * The backup file itself stays a plain PGlite tarball or pg_dump archive, usable with the standard tools.
 */
export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  formatVersion: 1;
  kind: DatabaseKind;
  /** The backup's file name (the manifest is `<file>.json`). */
  file: string;
  bytes: number;
  sha256: string;
  createdAt: string;
  appVersion: string;
  migration: MigrationState | null;
  rows: RowCounts;
}

export function manifestPath(file: string): string {
  return `${file}.json`;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Writes `FILE.json` for a finished backup file. */
export async function writeManifest(
  file: string,
  fields: { kind: DatabaseKind; createdAt: Date; migration: MigrationState | null; rows: RowCounts },
): Promise<BackupManifest> {
  const manifest: BackupManifest = {
    format: MANIFEST_FORMAT,
    formatVersion: 1,
    kind: fields.kind,
    file: basename(file),
    bytes: statSync(file).size,
    sha256: await sha256(file),
    createdAt: fields.createdAt.toISOString(),
    appVersion: SERVER_VERSION,
    migration: fields.migration,
    rows: fields.rows,
  };
  const path = manifestPath(file);
  writeFileSync(`${path}.partial`, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(`${path}.partial`, path);
  return manifest;
}

/** `FILE.json`, or undefined when there is none (the backup file alone still restores). */
export function readManifest(file: string): BackupManifest | undefined {
  const path = manifestPath(file);
  if (!existsSync(path)) return undefined;
  let parsed: Partial<BackupManifest>;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<BackupManifest>;
  } catch (error) {
    throw new BackupError(
      `${path} is not valid JSON (${(error as Error).message}); remove it to restore ${file} alone`,
    );
  }
  if (parsed.format !== MANIFEST_FORMAT || (parsed.kind !== 'pglite' && parsed.kind !== 'postgres')) {
    throw new BackupError(`${path} does not describe a SiteScout backup; remove it to restore ${file} alone`);
  }
  return parsed as BackupManifest;
}

/** What a file holds, from its first bytes: gzip (PGlite's tarball) or `PGDMP` (pg_dump's custom format). */
export async function detectBackupKind(file: string): Promise<DatabaseKind | undefined> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    if (bytesRead === 5 && head.toString('latin1') === 'PGDMP') return 'postgres';
    return undefined;
  } finally {
    await handle.close();
  }
}

function wrongKindMessage(file: string, fileKind: DatabaseKind, target: BackupTarget): string {
  if (target.kind === 'pglite') {
    return `${file} is a backup of a ${kindName(fileKind)}, but this SiteScout uses the embedded database in ${describeTarget(target)} (DATABASE_URL is not set): set DATABASE_URL to restore it into PostgreSQL`;
  }
  return `${file} is a backup of an ${kindName(fileKind)}, but DATABASE_URL points at PostgreSQL (${describeTarget(target)}): unset DATABASE_URL to restore it into DATA_DIR`;
}

/**
 * Checks, before anything is changed, that `file` is a backup this target can be restored from: the right kind
 * (by its content, and by its manifest when there is one), complete (size and checksum) and not from a newer
 * SiteScout. Answers the manifest, if any.
 */
export async function checkBackupFile(file: string, target: BackupTarget): Promise<BackupManifest | undefined> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`${file}: no such backup file`);
  const kind = await detectBackupKind(file);
  if (!kind) {
    throw new BackupError(
      `${file} is not a SiteScout backup (neither a PGlite .tar.gz nor a pg_dump custom-format archive)`,
    );
  }
  if (kind !== target.kind) throw new BackupError(wrongKindMessage(file, kind, target));
  const manifest = readManifest(file);
  if (!manifest) return undefined;
  if (manifest.kind !== kind) {
    throw new BackupError(`${manifestPath(file)} describes a ${manifest.kind} backup, but ${file} is a ${kind} file`);
  }
  const bytes = statSync(file).size;
  if (manifest.bytes !== bytes || manifest.sha256 !== (await sha256(file))) {
    throw new BackupError(
      `${file} is not the file its manifest describes (${bytes} bytes, expected ${manifest.bytes}, or a different checksum): it is damaged or incomplete`,
    );
  }
  if (manifest.migration && isNewerThanThisVersion(manifest.migration)) {
    throw new BackupError(
      `${file} was made by SiteScout ${manifest.appVersion} at ${describeMigration(manifest.migration)}, newer than this version's latest migration ${knownMigrations().at(-1)?.tag}: upgrade SiteScout first`,
    );
  }
  return manifest;
}
