import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError } from './config-error.js';

/** Bytes the probe writes: enough that a disk with a few pages left is found out too. */
const PROBE_BYTES = 64 * 1024;

/** What a failed write to DATA_DIR means for the operator, by errno. */
const REASONS: Record<string, string> = {
  EROFS: 'is on a read-only file system',
  ENOSPC: 'has no space left on its device',
  EDQUOT: 'is over its disk quota',
  EACCES: 'is not writable by this user (permission denied)',
  EPERM: 'is not writable by this user (operation not permitted)',
  ENOTDIR: 'is not a folder',
};

/**
 * `mkdir -p` that fails with the real reason: Node's recursive mkdirSync answers ENOENT on a read-only file system
 * (where the kernel says EROFS), so each missing level is made on its own.
 */
function makeDirectory(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      if (statSync(dir).isDirectory()) return;
      throw Object.assign(new Error(`${dir} is a file`), { code: 'ENOTDIR' });
    }
    if (code !== 'ENOENT' || dirname(dir) === dir) throw error;
    makeDirectory(dirname(dir));
    mkdirSync(dir);
  }
}

/**
 * Proves at start-up that DATA_DIR can take writes: creates it, writes, fsyncs and removes a probe file. The
 * embedded database, the mail outbox and the signing key live there; finding out on the first sign-up (or halfway
 * through the embedded database's set-up, with a long stack trace) is worse than refusing to start with one line:
 * `DATA_DIR: /srv/data is on a read-only file system (EROFS); …`.
 */
export function assertDataDirWritable(dataDir: string): void {
  const probe = join(dataDir, `.write-probe-${process.pid}`);
  let fd: number | undefined;
  try {
    makeDirectory(dataDir);
    fd = openSync(probe, 'w', 0o600);
    writeSync(fd, Buffer.alloc(PROBE_BYTES));
    fsyncSync(fd);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    const reason = REASONS[code] ?? `cannot be written to (${(error as Error).message})`;
    throw new ConfigError(
      'DATA_DIR',
      `${dataDir} ${reason} (${code}); SiteScout keeps its database, mail outbox and keys there: ` +
        'make it writable with free space, or point DATA_DIR at another folder',
    );
  } finally {
    try {
      if (fd !== undefined) closeSync(fd);
      rmSync(probe, { force: true });
    } catch {
      // the probe's own error (above) is the one worth reporting
    }
  }
}
