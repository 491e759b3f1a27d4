import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import { BackupError } from './backup-error.js';

/**
 * The id of a process that has files of `folder` open, found through Linux's `/proc/<pid>/fd`.
 * An open PGlite keeps its write-ahead log open for as long as it runs, so a running server is always seen.
 * Answers `undefined` when nobody has it open, `'unknown'` where `/proc` does not exist.
 */
export function processUsingFolder(folder: string): number | 'unknown' | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 'unknown';
  }
  const real = realpathSync(folder);
  const prefix = real.endsWith(sep) ? real : `${real}${sep}`;
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's process
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (target === real || target.startsWith(prefix)) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined;
}

/**
 * PGlite admits one process at a time: refuses when the embedded database in `folder` is open elsewhere
 * (the server, a worker, `npm run admin`). Without `/proc`, PGlite's `postmaster.pid` (present while it is open,
 * or left by a crash) is taken as the sign.
 */
export function assertPgliteNotInUse(folder: string): void {
  if (!existsSync(folder)) return;
  const user = processUsingFolder(folder);
  if (typeof user === 'number') {
    const self = user === process.pid ? ' (this process)' : '';
    throw new BackupError(
      `the embedded database in ${folder} is in use by process ${user}${self}, probably the SiteScout server: stop it first`,
    );
  }
  if (user === 'unknown' && existsSync(join(folder, 'postmaster.pid'))) {
    throw new BackupError(
      `the embedded database in ${folder} looks open (${join(folder, 'postmaster.pid')} exists): stop the SiteScout server first (if it is not running, it crashed: start and stop it once)`,
    );
  }
}
