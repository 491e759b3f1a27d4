import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type SqlRunner } from '../database.js';
import { BackupError } from './backup-error.js';
import { unusedPath, utcStamp } from './backup-paths.js';
import { pgliteFolder } from './backup-target.js';
import {
  describeMigration,
  isNewerThanThisVersion,
  knownMigrations,
  type MigrationState,
  migrationState,
  type RowCounts,
  rowCounts,
} from './database-summary.js';
import { migrateRestored } from './migrate-restored.js';
import { assertPgliteNotInUse } from './pglite-in-use.js';

const gunzipAsync = promisify(gunzip);

function runner(client: PGlite): SqlRunner {
  return { query: async (text, params) => client.query(text, params) as never };
}

function assertOnDisk(dataDir: string): void {
  if (dataDir === 'memory://')
    throw new BackupError('DATA_DIR is memory://: an in-memory database cannot be backed up or restored');
}

/**
 * PGlite's own `dumpDataDir('gzip')` of `DATA_DIR/pglite` into `file`, taken after a checkpoint. PGlite admits
 * one process at a time, so this refuses while the server (or anything else) has the database open.
 */
export async function backupPglite(
  dataDir: string,
  file: string,
): Promise<{ migration: MigrationState; rows: RowCounts }> {
  assertOnDisk(dataDir);
  const folder = pgliteFolder(dataDir);
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new BackupError(`there is no embedded database in ${folder} (DATA_DIR) to back up`);
  }
  assertPgliteNotInUse(folder);
  let client: PGlite;
  try {
    client = await PGlite.create(folder);
  } catch (error) {
    throw new BackupError(`cannot open the embedded database in ${folder} (${(error as Error).message})`, {
      cause: error,
    });
  }
  const partial = `${file}.partial`;
  try {
    const migration = await migrationState(runner(client));
    if (!migration)
      throw new BackupError(`the embedded database in ${folder} has no SiteScout tables: nothing to back up`);
    const rows = await rowCounts(runner(client));
    await client.query('checkpoint');
    const tarball = await client.dumpDataDir('gzip');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, file);
    return { migration, rows };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.close();
  }
}

/**
 * The tarball inside the gzip file. Decompressed here rather than by PGlite, whose decompression leaves an
 * unhandled rejection behind on a truncated file; gzip's length and checksum also catch a damaged copy.
 */
async function readTarball(file: string): Promise<Uint8Array<ArrayBuffer>> {
  try {
    const tarball = await gunzipAsync(readFileSync(file));
    return new Uint8Array(tarball.buffer as ArrayBuffer, tarball.byteOffset, tarball.byteLength);
  } catch (error) {
    throw new BackupError(`${file} is damaged or incomplete (gzip: ${(error as Error).message})`, { cause: error });
  }
}

/** Opens the tarball in a fresh folder and checks it is a SiteScout database this version can run. */
async function unpackInto(staging: string, file: string): Promise<void> {
  const tarball = await readTarball(file);
  let client: PGlite;
  try {
    client = await PGlite.create(staging, { loadDataDir: new Blob([tarball]) });
  } catch (error) {
    throw new BackupError(`${file} could not be opened as an embedded database (${(error as Error).message})`, {
      cause: error,
    });
  }
  try {
    const migration = await migrationState(runner(client));
    if (!migration) {
      throw new BackupError(`${file} holds a database without SiteScout's migrations table: not a SiteScout backup`);
    }
    if (isNewerThanThisVersion(migration)) {
      throw new BackupError(
        `${file} is at ${describeMigration(migration)}, newer than this version's latest migration ${knownMigrations().at(-1)?.tag}: upgrade SiteScout first`,
      );
    }
  } finally {
    await client.close();
  }
}

/**
 * Restores `file` into `DATA_DIR/pglite` without risking what is there: the tarball is unpacked and checked in a
 * new folder next to it; only then is the current folder renamed to `pglite.before-restore-<timestamp>` (kept)
 * and the new one renamed into place. Any failure before the swap leaves the current database untouched.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  now: Date,
): Promise<{ migration: MigrationState | null; rows: RowCounts; previous: string | undefined }> {
  assertOnDisk(dataDir);
  const folder = pgliteFolder(dataDir);
  assertPgliteNotInUse(folder);
  mkdirSync(dataDir, { recursive: true });
  const stamp = utcStamp(now);
  const staging = unusedPath(join(dataDir, `pglite.restoring-${stamp}`));
  try {
    await unpackInto(staging, file);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }

  let previous: string | undefined;
  if (existsSync(folder)) {
    previous = unusedPath(join(dataDir, `pglite.before-restore-${stamp}`));
    renameSync(folder, previous);
  }
  try {
    renameSync(staging, folder);
  } catch (error) {
    if (previous) renameSync(previous, folder);
    rmSync(staging, { recursive: true, force: true });
    const reason = (error as Error).message;
    throw new BackupError(`cannot move the restored database into ${folder} (${reason}); nothing was changed`, {
      cause: error,
    });
  }

  const database = await openDatabase({ dataDir });
  try {
    await migrateRestored(database, file, previous);
    return { migration: await migrationState(database.sql), rows: await rowCounts(database.sql), previous };
  } finally {
    await database.close();
  }
}
