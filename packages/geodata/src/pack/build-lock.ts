import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * Node flags for a process that builds the pack: a larger young generation lets the importers' many short-lived
 * rows die there (about 12 % less CPU for a full build, same bytes). `npm run data:build` uses the same.
 */
export const PACK_BUILD_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * `data:build`'s exit status when the source folder held none of the sources the importers read: the pack was written
 * but is empty. A server building in a child process treats it as "no data" (its own message), not as a failure.
 */
export const EMPTY_PACK_EXIT_CODE = 3;

/** A lock older than this is taken over whoever wrote it (a build takes a few minutes at most). */
const LOCK_STALE_MS = 15 * 60_000;

/** The lock directory of the pack build in `packDir`. */
export function packBuildLock(packDir: string): string {
  return join(packDir, 'geodata-pack.lock');
}

/** Whether the lock's owner (pid@host, written when it was taken) is gone: a killed builder leaves its lock behind. */
function lockOwnerGone(lock: string): boolean {
  let owner: string;
  try {
    owner = readFileSync(join(lock, 'owner'), 'utf8');
  } catch {
    return false; // just taken, owner not written yet
  }
  const [pid, host] = owner.split('@');
  if (host !== hostname()) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * One build per pack folder across processes (several test servers may start at once on a fresh checkout, and
 * `npm start` starts the build before the server): the first takes a lock directory and builds, the others wait
 * until the pack no longer `needsBuild` (checked each second) or the lock's owner is gone.
 */
export async function buildOnce(packDir: string, needsBuild: () => boolean, build: () => Promise<void>): Promise<void> {
  mkdirSync(packDir, { recursive: true });
  const lock = packBuildLock(packDir);
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'owner'), `${process.pid}@${hostname()}`);
      break;
    } catch {
      if (!needsBuild()) return;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS || lockOwnerGone(lock)) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  try {
    if (needsBuild()) await build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
