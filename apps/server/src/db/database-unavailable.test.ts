import { EventEmitter } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_POSTGRES_URL } from '../../test/helpers/test-database.js';
import { installProcessGuards } from '../lib/process-guards.js';
import { DatabaseUnavailableError } from './database.js';
import { createOutageWarning, describeDatabaseUnavailable, isDatabaseUnavailable } from './database-unavailable.js';

/** The rejection of `promise`, which must reject. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/** A TCP server on 127.0.0.1 that accepts connections and never says a word (a hung database). */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://app@127.0.0.1:${port}/db`,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('isDatabaseUnavailable, on errors real drivers raise', () => {
  let refusedUrl: string;
  let hung: Awaited<ReturnType<typeof silentServer>>;

  beforeAll(async () => {
    refusedUrl = `postgres://app:s3cret@127.0.0.1:${await closedPort()}/db`;
    hung = await silentServer();
  });
  afterAll(async () => {
    await hung?.close();
  });

  it('a refused connection (server down), from pg and wrapped by Drizzle', async () => {
    const pool = new pg.Pool({ connectionString: refusedUrl, connectionTimeoutMillis: 2_000 });
    try {
      const direct = await rejection(pool.query('select 1'));
      expect((direct as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
      expect(isDatabaseUnavailable(direct)).toBe(true);

      // Drizzle wraps the driver's error; its own message carries the SQL and parameters.
      const wrapped = await rejection(drizzle(pool).execute(sql`select ${'someone@example.com'}::text`));
      expect((wrapped as Error).message).toContain('Failed query');
      expect(isDatabaseUnavailable(wrapped)).toBe(true);
      const described = describeDatabaseUnavailable(wrapped);
      expect(described.code).toBe('ECONNREFUSED');
      expect(JSON.stringify(described)).not.toMatch(/someone@example\.com|select|s3cret/);
    } finally {
      await pool.end();
    }
  });

  it('a server that accepts but never answers: the pool gives up after connectionTimeoutMillis', async () => {
    const pool = new pg.Pool({ connectionString: hung.url, connectionTimeoutMillis: 300 });
    try {
      const error = await rejection(pool.query('select 1'));
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('a session the server ends (57P01, as on shutdown), and the dead client used again', async () => {
    const victim = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    const events: unknown[] = [];
    victim.on('error', (error) => events.push(error));
    await victim.connect();
    await admin.connect();
    try {
      const pid = (await victim.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      // Its rejection is awaited from the start: the FATAL can arrive before the admin's own answer does.
      const running = rejection(victim.query('select pg_sleep(10)'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await admin.query('select pg_terminate_backend($1)', [pid]);
      const terminated = await running;
      expect((terminated as { code?: string }).code).toBe('57P01');
      expect(isDatabaseUnavailable(terminated)).toBe(true);
      const again = await rejection(victim.query('select 1'));
      expect(isDatabaseUnavailable(again)).toBe(true);
      // The client also emitted what killed it ("Connection terminated unexpectedly" or the 57P01 itself).
      expect(events.length).toBeGreaterThan(0);
      expect(events.every(isDatabaseUnavailable)).toBe(true);
    } finally {
      await admin.end();
      await victim.end().catch(() => {});
    }
  });

  it('but not a bad statement or a constraint: those are bugs (500), not outages', async () => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    try {
      const syntax = await rejection(client.query('selec 1'));
      expect((syntax as { code?: string }).code).toBe('42601');
      expect(isDatabaseUnavailable(syntax)).toBe(false);
      const division = await rejection(client.query('select 1/0'));
      expect(isDatabaseUnavailable(division)).toBe(false);
      const cast = await rejection(client.query("select 'x'::int"));
      expect(isDatabaseUnavailable(cast)).toBe(false);
    } finally {
      await client.end();
    }
  });
});

describe('isDatabaseUnavailable, by code and shape', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    '08000',
    '08003',
    '08006',
    '08001',
    '57P01',
    '57P02',
    '57P03',
    '53300',
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EPIPE',
  ])('%s is an outage', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it.each(['23505', '42P01', '40001', '57014', '22P02', 'ENOENT', 'ERR_INVALID_ARG_TYPE'])('%s is not', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(false);
  });

  it('knows node-postgres and pg-pool messages, our own start-up error, nested causes and AggregateErrors', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError('DATABASE_URL: cannot connect'))).toBe(true);
    const deep = new Error('outer', { cause: new Error('middle', { cause: withCode('ECONNRESET') }) });
    expect(isDatabaseUnavailable(deep)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')], 'connect'))).toBe(true);
    // pg-boss re-emits worker errors as plain objects spread from the original.
    expect(isDatabaseUnavailable({ ...withCode('ECONNREFUSED'), message: 'connect ECONNREFUSED' })).toBe(true);
  });

  it('is false for ordinary errors and non-errors, and survives cycles', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    const a: { cause?: unknown } = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });

  it('describes an outage without credentials', () => {
    const error = withCode('ECONNREFUSED', 'cannot reach postgres://app:hunter2@db.internal:5432/sitescout');
    expect(describeDatabaseUnavailable(error)).toEqual({
      code: 'ECONNREFUSED',
      message: 'cannot reach postgres://app:***@db.internal:5432/sitescout',
    });
  });
});

describe('createOutageWarning', () => {
  it('reports the first call of each window with how many the last window swallowed', () => {
    let now = 1_000;
    const warn = createOutageWarning(30_000, () => now);
    const reports: number[] = [];
    const report = (suppressed: number) => reports.push(suppressed);
    warn(report);
    for (let i = 0; i < 5; i++) warn(report);
    expect(reports).toEqual([0]);
    now += 30_000;
    warn(report);
    warn(report);
    expect(reports).toEqual([0, 5]);
  });
});

describe('installProcessGuards', () => {
  function guarded() {
    const target = new EventEmitter();
    const log = { warn: vi.fn(), error: vi.fn(), fatal: vi.fn() };
    const exit = vi.fn();
    const remove = installProcessGuards(log, { target, exit });
    return { target, log, exit, remove };
  }
  const outage = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  it('keeps the process up through a database outage, with one warning per window', () => {
    const { target, log, exit } = guarded();
    target.emit('unhandledRejection', outage());
    target.emit('uncaughtException', outage());
    target.emit('unhandledRejection', outage());
    expect(exit).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ db: { code: 'ECONNREFUSED' } });
    expect(log.error).not.toHaveBeenCalled();
    expect(log.fatal).not.toHaveBeenCalled();
  });

  it('logs any other unhandled rejection as an error, with the error itself (stack included)', () => {
    const { target, log, exit } = guarded();
    const bug = new TypeError('x is undefined');
    target.emit('unhandledRejection', bug);
    expect(log.error).toHaveBeenCalledWith({ err: bug }, expect.stringContaining('unhandled promise rejection'));
    expect(exit).not.toHaveBeenCalled();
  });

  it('logs any other uncaught exception as fatal and exits 1', () => {
    const { target, log, exit, remove } = guarded();
    const bug = new RangeError('bad');
    target.emit('uncaughtException', bug);
    expect(log.fatal).toHaveBeenCalledWith({ err: bug }, 'uncaught exception; exiting');
    expect(exit).toHaveBeenCalledWith(1);
    remove();
    expect(target.listenerCount('uncaughtException')).toBe(0);
    expect(target.listenerCount('unhandledRejection')).toBe(0);
  });
});
