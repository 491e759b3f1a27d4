import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './auth-server.js';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server binaries (override with PG_BIN). */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: as root the server runs as this account. */
const SERVER_ACCOUNT = 'postgres';

export type StopMode = 'fast' | 'immediate';

export interface PrivatePostgres {
  /** 127.0.0.1 port the server listens on (stays the same across restarts). */
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> of the instance's own database (trust auth). */
  url: string;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /**
   * Stops the server: `fast` disconnects clients cleanly, `immediate` kills every server process at once, as a
   * crash would (the next start runs crash recovery).
   */
  stop(mode?: StopMode): Promise<void>;
  restart(mode?: StopMode): Promise<void>;
  /** Whether the postmaster is running right now. */
  running(): Promise<boolean>;
  /** The server's log file so far (for failure messages). */
  log(): string;
  /** Stops the server (immediate) and removes its folder. Safe to call twice and after a failed start. */
  dispose(): Promise<void>;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * A PostgreSQL server of the test's own, in a fresh temporary folder, on a free port on 127.0.0.1 with trust
 * auth — so a test may stop, crash and restart it without touching the shared server other tests use.
 * As root (CI, this machine) every server command runs as the `postgres` account through `runuser`.
 */
export async function createPrivatePostgres(options: { database?: string } = {}): Promise<PrivatePostgres> {
  const root = isRoot();
  if (!existsSync(join(PG_BIN, 'initdb'))) throw new Error(`no PostgreSQL server binaries in ${PG_BIN} (set PG_BIN)`);
  const base = mkdtempSync(join(tmpdir(), 'sitescout-private-pg-'));
  const dataDir = join(base, 'data');
  const socketDir = join(base, 'socket');
  const logFile = join(base, 'server.log');
  mkdirSync(socketDir);
  if (root) {
    const { uid, gid } = accountIds(SERVER_ACCOUNT);
    for (const path of [base, socketDir]) chownSync(path, uid, gid);
  }
  const pgCommand = (binary: string, args: string[], timeoutMs: number) => {
    const [file, argv] = root
      ? ['runuser', ['-u', SERVER_ACCOUNT, '--', join(PG_BIN, binary), ...args]]
      : [join(PG_BIN, binary), args];
    return run(file, argv, { timeout: timeoutMs, encoding: 'utf8' });
  };

  const port = await freePort();
  const database = options.database ?? 'sitescout';
  const readLog = () => {
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };
  let disposed = false;

  const instance: PrivatePostgres = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      try {
        await pgCommand(
          'pg_ctl',
          [
            'start',
            '--wait',
            '--timeout=30',
            '-D',
            dataDir,
            '-l',
            logFile,
            '-o',
            `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`,
          ],
          40_000,
        );
      } catch (error) {
        throw new Error(`private PostgreSQL did not start: ${(error as Error).message}\n${readLog()}`);
      }
    },
    async stop(mode = 'fast') {
      await pgCommand('pg_ctl', ['stop', '--wait', '--timeout=30', '-m', mode, '-D', dataDir], 40_000);
    },
    async restart(mode = 'fast') {
      await instance.stop(mode);
      await instance.start();
    },
    async running() {
      try {
        await pgCommand('pg_ctl', ['status', '-D', dataDir], 10_000);
        return true;
      } catch {
        return false;
      }
    },
    log: readLog,
    async dispose() {
      if (disposed) return;
      disposed = true;
      if (existsSync(join(dataDir, 'postmaster.pid'))) {
        await instance.stop('immediate').catch(() => {});
      }
      rmSync(base, { recursive: true, force: true });
    },
  };

  try {
    await pgCommand(
      'initdb',
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
      60_000,
    );
    await instance.start();
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      if (database !== 'postgres') await admin.query(`create database ${pg.escapeIdentifier(database)}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await instance.dispose();
    throw error;
  }
  return instance;
}

/** uid and gid of a local account, from /etc/passwd. */
function accountIds(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error(`no "${name}" account on this machine: PostgreSQL cannot run as root`);
  return { uid: Number(uid), gid: Number(gid) };
}
