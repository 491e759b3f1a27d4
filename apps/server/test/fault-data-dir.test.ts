import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statfsSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_JS } from './helpers/built-server.js';

/** The server must give up within this long: no hanging on a disk it cannot use. */
const START_LIMIT_MS = 20_000;

/**
 * DATA_DIR on a read-only file system and on a full one, as real tmpfs mounts. Mounting needs root: CI and the
 * development machine run the tests as root, and elsewhere this fails (on purpose, not skipped) saying so.
 */
describe('start-up with a read-only or full DATA_DIR: one clear line, exit 1', () => {
  let base: string;
  const mounts: string[] = [];

  function mountTmpfs(name: string, options: string): string {
    const dir = join(base, name);
    mkdirSync(dir);
    const result = spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`mount -t tmpfs -o ${options} failed: ${result.stderr || result.error}`);
    mounts.push(dir);
    return dir;
  }

  /** Fills a file system with zeros until it says ENOSPC. */
  function fill(dir: string): void {
    const fd = openSync(join(dir, 'filler'), 'w');
    const chunk = Buffer.alloc(4096);
    try {
      for (let i = 0; i < 1_000_000; i++) writeSync(fd, chunk);
      throw new Error(`${dir} never filled up`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    } finally {
      closeSync(fd);
    }
  }

  beforeAll(() => {
    if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
      throw new Error(
        'fault-data-dir tests mount tmpfs file systems and must run as root (as CI does); they are not skipped',
      );
    }
    base = mkdtempSync(join(tmpdir(), 'sitescout-fault-datadir-'));
  });

  afterAll(() => {
    // Unmount whatever happened above (a lazy unmount if something still holds it), then remove the folders.
    for (const dir of mounts.reverse()) {
      if (spawnSync('umount', [dir]).status !== 0) spawnSync('umount', ['-l', dir]);
    }
    if (base) rmSync(base, { recursive: true, force: true });
  });

  function start(dataDir: string, env: Record<string, string> = {}) {
    if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: build first (npx tsc -b)`);
    const started = Date.now();
    const result = spawnSync(process.execPath, [MAIN_JS], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', ...env },
      encoding: 'utf8',
      timeout: START_LIMIT_MS,
      killSignal: 'SIGKILL',
    });
    return { ...result, ms: Date.now() - started };
  }

  function expectOneClearLine(result: ReturnType<typeof start>, dataDir: string, reason: RegExp) {
    expect(result.error, 'the server did not exit in time').toBeUndefined();
    expect(result.signal).toBeNull();
    expect(result.status).toBe(1);
    expect(result.ms).toBeLessThan(START_LIMIT_MS);
    const lines = result.stderr.trim().split('\n');
    expect(lines, result.stderr).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatch(/^sitescout: cannot start: DATA_DIR: /);
    expect(line).toContain(dataDir);
    expect(line).toMatch(reason);
    expect(result.stderr).not.toMatch(/\n\s+at |node_modules|\.js:\d+/);
    expect(result.stdout.trim()).toBe('');
  }

  it('names a read-only DATA_DIR (EROFS), the folder itself or one to be created inside it', () => {
    const readOnly = mountTmpfs('read-only', 'ro,size=1m');
    expectOneClearLine(start(readOnly), readOnly, /read-only file system \(EROFS\)/);
    const inside = join(readOnly, 'data');
    expectOneClearLine(start(inside), inside, /read-only file system \(EROFS\)/);
  });

  it('names a DATA_DIR on a full disk (ENOSPC) and leaves nothing behind', () => {
    const full = mountTmpfs('full', 'size=64k');
    fill(full);
    expect(statfsSync(full).bavail).toBe(0);
    expectOneClearLine(start(full), full, /no space left on its device \(ENOSPC\)/);
    expect(readdirSync(full)).toEqual(['filler']);
  });

  it('checks DATA_DIR with a PostgreSQL DATABASE_URL too, before connecting anywhere', () => {
    const readOnly = mountTmpfs('read-only-pg', 'ro,size=1m');
    const result = start(readOnly, { DATABASE_URL: 'postgres://app:secret@127.0.0.1:1/nowhere' });
    expectOneClearLine(result, readOnly, /read-only file system \(EROFS\)/);
    expect(result.stderr).not.toContain('secret');
  });
});
