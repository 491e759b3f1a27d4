import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import { analyses, creditLedger } from '../src/db/schema/index.js';
import { smallPackEnv } from './analyses-setup.js';
import { freePort, linkIn, setPasswordFromLinkOverHttp } from './helpers/auth-server.js';
import { processExit } from './helpers/built-server.js';
import { readOutbox } from './helpers/test-app.js';
import { TEST_POSTGRES_URL } from './helpers/test-database.js';

/**
 * Scale-out on one real PostgreSQL: 2 built API processes (JOB_WORKER=separate) and 2 built worker processes
 * start together on an EMPTY database, then 100 analyses go in over HTTP through both APIs and the workers
 * share them. Everything a user does is plain HTTP to 127.0.0.1; the database is only read, to check.
 */

const here = dirname(fileURLToPath(import.meta.url));
const MAIN = join(here, '../dist/main.js');
const WORKER = join(here, '../dist/worker.js');
const JOURNAL = join(here, '../drizzle/meta/_journal.json');
const ID_IN_LINK = /\/app\/analyses\/([0-9a-f-]{36})/;

const USERS = 4;
const ANALYSES = 100;
/** 1 free welcome credit + 20 + 5 bought = 26 per user; each spends 25, so 1 is left. */
const PURCHASES = [20, 5];
const EXPECTED_BALANCE = 1 + PURCHASES.reduce((a, b) => a + b, 0) - ANALYSES / USERS;
/** POSTs in flight at once, like a handful of busy browsers. */
const CLIENTS = 8;
const CHICAGO_ZIPS = Array.from({ length: 20 }, (_, i) => String(60601 + i));
/** Pool sizes given to the processes: a worker opens max(3, JOB_CONCURRENCY 2 + 4) = 6. */
const API_POOL = 4;
const WORKER_POOL = 3;
const WORKER_POOL_EFFECTIVE = 6;
const PASSWORD = 'Quarry-Lantern-Velvet-42';

interface LogLine {
  level: number;
  pid: number;
  msg: string;
  [key: string]: unknown;
}

interface Proc {
  name: string;
  role: 'api' | 'worker';
  child: ChildProcess;
  dataDir: string;
  baseUrl: string;
  lines: LogLine[];
  stderr: string[];
}

interface User {
  id: string;
  email: string;
  token: string;
}

interface Reply {
  status: number;
  location: string | null;
  body: unknown;
}

/** One HTTP call to a process; redirects are returned, not followed, as the tests read their Location. */
async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; json?: unknown; form?: boolean } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = '';
  }
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // HTML or empty: keep the text
  }
  return { status: res.status, location: res.headers.get('location'), body: parsed };
}

function expectStatus(reply: Reply, status: number, what: string): void {
  if (reply.status !== status) throw new Error(`${what}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
}

describe('scale-out: 2 API processes and 2 workers on one fresh PostgreSQL database', () => {
  const dbName = `sitescout_test_${randomBytes(6).toString('hex')}`;
  const dbUrl = (() => {
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${dbName}`;
    return url.toString();
  })();
  let root: string;
  let database: Database | undefined;
  const procs: Proc[] = [];
  const apis = () => procs.filter((p) => p.role === 'api');
  const workers = () => procs.filter((p) => p.role === 'worker');
  let startedInMs = 0;

  function spawnProcess(name: string, role: Proc['role'], env: Record<string, string>, baseUrl: string): Proc {
    const dataDir = join(root, name);
    mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, [role === 'api' ? MAIN : WORKER], {
      env: { ...process.env, ...env, DATA_DIR: dataDir, PGAPPNAME: `scale-out-${name}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proc: Proc = { name, role, child, dataDir, baseUrl, lines: [], stderr: [] };
    let partial = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = partial + chunk.toString('utf8');
      const lines = text.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        try {
          const entry = JSON.parse(line) as LogLine;
          proc.lines.push(entry);
          // Warnings and errors show up in the test output.
          if (entry.level >= 40) process.stderr.write(`[${name}] ${line}\n`);
        } catch {
          process.stderr.write(`[${name}] ${line}\n`);
        }
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      proc.stderr.push(chunk.toString('utf8'));
      process.stderr.write(`[${name}] ${chunk}`);
    });
    procs.push(proc);
    return proc;
  }

  async function waitUntilReady(proc: Proc, until: number): Promise<void> {
    for (;;) {
      if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
        throw new Error(`${proc.name} exited during start-up: ${proc.stderr.join('')}`);
      }
      if (proc.role === 'worker') {
        if (proc.lines.some((l) => l.msg === 'SiteScout worker is ready')) return;
      } else {
        const health = await call(proc.baseUrl, 'GET', '/api/health').catch(() => null);
        if (health?.status === 200) return;
      }
      if (Date.now() > until) throw new Error(`${proc.name} not ready in time`);
      await sleep(200);
    }
  }

  beforeAll(async () => {
    for (const file of [MAIN, WORKER]) {
      if (!existsSync(file)) throw new Error(`${file} is missing: build first (npx tsc -b)`);
    }
    root = mkdtempSync(join(tmpdir(), 'sitescout-scale-out-'));
    const pack = smallPackEnv();
    // An EMPTY database: the four processes race to migrate it.
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();

    const ports = [await freePort(), await freePort()];
    const common = {
      ...pack,
      DATABASE_URL: dbUrl,
      // Tokens signed by one API must be accepted by the other: one shared key (else each keeps its own file)
      // and one issuer, which is PUBLIC_URL: the address of the reverse proxy in front of them all.
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'https://sitescout.test',
      JOB_WORKER: 'separate',
      JOB_CONCURRENCY: '2',
      JOB_POLL_SECONDS: '1',
      SMTP_URL: '',
      MAIL_OUTBOX: '1',
      PAYMENTS_PROVIDER: 'local',
    };
    const started = Date.now();
    ports.forEach((port, i) => {
      const baseUrl = `http://127.0.0.1:${port}`;
      spawnProcess(
        `api-${i + 1}`,
        'api',
        {
          ...common,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          DATABASE_POOL_SIZE: String(API_POOL),
        },
        baseUrl,
      );
    });
    for (const i of [1, 2]) {
      spawnProcess(
        `worker-${i}`,
        'worker',
        {
          ...common,
          // Info level: the worker logs one "analysis done" line per finished job, with its pid.
          LOG_LEVEL: 'info',
          DATABASE_POOL_SIZE: String(WORKER_POOL),
        },
        '',
      );
    }
    const until = Date.now() + 120_000;
    await Promise.all(procs.map((p) => waitUntilReady(p, until)));
    startedInMs = Date.now() - started;
    database = await openDatabase({ databaseUrl: dbUrl, dataDir: 'memory://', poolSize: 2 });
  }, 180_000);

  afterAll(async () => {
    for (const { child } of procs) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(procs.map((p) => processExit(p.child)));
    await database?.close().catch(() => {});
    const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${dbName} with (force)`);
    await cleanup.end();
    if (root) rmSync(root, { recursive: true, force: true });
  }, 60_000);

  const sql = <T>(text: string, params?: unknown[]) => {
    if (!database) throw new Error('no database');
    return database.sql.query<T>(text, params).then((r) => r.rows);
  };

  /** Signs up on one API, reads the link from that API's outbox and confirms on the other one. */
  async function signUpConfirmed(index: number): Promise<User> {
    const [signUpOn, confirmOn] = index % 2 === 0 ? [apis()[0], apis()[1]] : [apis()[1], apis()[0]];
    if (!signUpOn || !confirmOn) throw new Error('API processes missing');
    const email = `scale.${index}.${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await call(signUpOn.baseUrl, 'POST', '/auth/v1/signup', {
      json: { email, password: PASSWORD, data: {} },
    });
    expectStatus(signUp, 200, 'sign-up');
    let mail = readOutbox(join(signUpOn.dataDir, 'outbox')).find((m) => m.to === email);
    for (let i = 0; !mail && i < 50; i++) {
      await sleep(100);
      mail = readOutbox(join(signUpOn.dataDir, 'outbox')).find((m) => m.to === email);
    }
    const link = linkIn(mail?.text ?? '', '/auth/v1/verify');
    const confirm = await setPasswordFromLinkOverHttp(confirmOn.baseUrl, link, PASSWORD);
    const token = confirm.body.access_token;
    if (confirm.status !== 200 || typeof token !== 'string') {
      throw new Error(`confirmation: HTTP ${confirm.status} ${JSON.stringify(confirm.body)}`);
    }
    return { id: (signUp.body as { id: string }).id, email, token };
  }

  /** Buys analyses on the local TEST MODE checkout: started on one API, paid on the other. */
  async function buy(user: User, quantity: number, index: number): Promise<void> {
    const [startOn, payOn] = index % 2 === 0 ? [apis()[0], apis()[1]] : [apis()[1], apis()[0]];
    if (!startOn || !payOn) throw new Error('API processes missing');
    const start = await call(startOn.baseUrl, 'POST', '/functions/v1/purchase-credits', {
      token: user.token,
      json: { packageId: 'additional-analyses', quantity },
    });
    expectStatus(start, 200, 'purchase-credits');
    const url = (start.body as { url: string }).url;
    const pay = await call(payOn.baseUrl, 'POST', `${url}/pay`, { form: true });
    expectStatus(pay, 303, 'pay');
    expect(pay.location).toBe(`/get-started?payment=success&analyses=${quantity}`);
  }

  it('migrated the empty database exactly once while all four started at the same time', async () => {
    const journal = JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: { tag: string; when: number }[] };
    const rows = await sql<{ hash: string; created_at: string }>(
      'select hash, created_at from drizzle.__drizzle_migrations order by id',
    );
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(journal.entries.length);
    expect(rows.map((r) => Number(r.created_at))).toEqual(journal.entries.map((e) => e.when));
    // pg-boss installed its schema once as well.
    expect(await sql('select version from pgboss.version')).toHaveLength(1);
    console.log(`scale-out: 2 API + 2 worker processes started together on an empty database in ${startedInMs} ms`);
  });

  it('runs 100 analyses from 4 users through both APIs on both workers: each once, ledger balanced', async () => {
    // Pool use per process, sampled from pg_stat_activity (PGAPPNAME names each process's connections).
    const maxConnections = new Map<string, number>();
    const sampling = { on: true };
    const sampler = (async () => {
      while (sampling.on) {
        const rows = await sql<{ app: string; n: number }>(
          `select application_name as app, count(*)::int as n from pg_stat_activity
           where datname = $1 and application_name like 'scale-out-%' group by 1`,
          [dbName],
        );
        for (const { app, n } of rows) maxConnections.set(app, Math.max(maxConnections.get(app) ?? 0, n));
        await sleep(200);
      }
    })();
    try {
      await scenario(maxConnections, sampling);
    } finally {
      sampling.on = false;
      await sampler;
    }
  }, 600_000);

  async function scenario(maxConnections: Map<string, number>, sampling: { on: boolean }): Promise<void> {
    // 4 users, signed up and confirmed over HTTP, each buying 20 + 5 analyses.
    const users: User[] = [];
    for (let i = 0; i < USERS; i++) users.push(await signUpConfirmed(i));
    for (const [u, user] of users.entries()) {
      for (const [p, quantity] of PURCHASES.entries()) await buy(user, quantity, u + p);
    }
    for (const user of users) {
      for (const api of apis()) {
        const credits = await call(api.baseUrl, 'GET', '/api/billing/credits', { token: user.token });
        expectStatus(credits, 200, 'credits');
        expect((credits.body as { balance: number }).balance).toBe(1 + 20 + 5);
      }
    }

    // 100 analyses, alternating between the two APIs, CLIENTS in flight at a time.
    const submitted = new Map<string, { user: User; via: string }>();
    const perApi = new Map<string, number>();
    const next = Array.from({ length: ANALYSES }, (_, i) => i);
    const t0 = Date.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = next.shift(); i !== undefined; i = next.shift()) {
          const user = users[i % USERS] as User;
          // Alternating APIs, and each user's requests alternate too: 50 per API.
          const api = apis()[(i + Math.floor(i / USERS)) % 2] as Proc;
          const res = await call(api.baseUrl, 'POST', '/api/analyses', {
            token: user.token,
            json: { businessType: 'coffee-shop', sites: [CHICAGO_ZIPS[i % CHICAGO_ZIPS.length]] },
          });
          expectStatus(res, 202, `POST /api/analyses #${i} on ${api.name}`);
          submitted.set((res.body as { id: string }).id, { user, via: api.name });
          perApi.set(api.name, (perApi.get(api.name) ?? 0) + 1);
        }
      }),
    );
    const queuedInMs = Date.now() - t0;
    expect(submitted.size).toBe(ANALYSES);
    expect([...perApi.values()]).toEqual([ANALYSES / 2, ANALYSES / 2]);

    // Wait (bounded) until every analysis is done, watching over HTTP through both APIs. The bound only stops a hung
    // run: about 60 s alone, it took 170 s beside the rest of the suite on the 2 cores (throughput is printed, not gated).
    const deadline = Date.now() + 480_000;
    let doneAt = 0;
    for (let round = 0; ; round++) {
      const api = apis()[round % 2] as Proc;
      let done = 0;
      for (const user of users) {
        const list = await call(api.baseUrl, 'GET', '/api/analyses', { token: user.token });
        expectStatus(list, 200, 'list');
        const rows = (list.body as { analyses: { id: string; status: string; progress: { settled: boolean } }[] })
          .analyses;
        const failed = rows.filter((r) => r.status === 'failed');
        if (failed.length > 0) throw new Error(`analyses failed: ${JSON.stringify(failed)}`);
        // Done with the PDF and e-mail that follow the result.
        done += rows.filter((r) => r.status === 'done' && r.progress.settled).length;
      }
      if (done === ANALYSES) {
        doneAt = Date.now();
        break;
      }
      if (Date.now() > deadline) throw new Error(`only ${done} of ${ANALYSES} analyses done after 480 s`);
      await sleep(500);
    }
    sampling.on = false;

    // Each analysis, read over HTTP from the API it was not sent to: done, one site result, not refunded.
    for (const [id, { user, via }] of submitted) {
      const other = apis().find((a) => a.name !== via) as Proc;
      const res = await call(other.baseUrl, 'GET', `/api/analyses/${id}`, { token: user.token });
      expectStatus(res, 200, `GET /api/analyses/${id}`);
      const body = res.body as {
        status: string;
        refunded: boolean;
        error: string | null;
        result: { analyses: unknown[] } | null;
      };
      expect(body).toMatchObject({ status: 'done', refunded: false, error: null });
      expect(body.result?.analyses).toHaveLength(1);
    }

    // The rows: 100, all done on their first attempt, each with one result and its mail sent.
    const rows = await database?.db.select().from(analyses);
    expect(rows).toHaveLength(ANALYSES);
    for (const row of rows ?? []) {
      expect(submitted.has(row.id)).toBe(true);
      expect(row).toMatchObject({ status: 'done', attempts: 1, refundedAt: null, error: null });
      expect(row.result).not.toBeNull();
      expect(row.notifiedAt).not.toBeNull();
    }

    // pg-boss: one analysis job per analysis (job id = analysis id), completed once, never retried; no dead letters.
    const jobs = await sql<{ id: string; analysis_id: string; state: string; retry_count: number }>(
      `select id, data->>'analysisId' as analysis_id, state, retry_count from pgboss.job where name = 'analysis'
       union all
       select id, data->>'analysisId', state, retry_count from pgboss.archive where name = 'analysis'`,
    );
    expect(jobs).toHaveLength(ANALYSES);
    expect(new Set(jobs.map((j) => j.analysis_id))).toEqual(new Set(submitted.keys()));
    for (const job of jobs) {
      expect(job).toMatchObject({ id: job.analysis_id, state: 'completed', retry_count: 0 });
      const row = rows?.find((r) => r.id === job.analysis_id);
      expect(row?.attempts).toBe(job.retry_count + 1);
    }
    const deadLetters = await sql(
      `select id from pgboss.job where name = 'analysis-failed'
       union all select id from pgboss.archive where name = 'analysis-failed'`,
    );
    expect(deadLetters).toEqual([]);

    // Both workers did work: each logged "analysis result visible" under its own pid, no analysis twice, and
    // mailed exactly the reports whose delivery job it settled (from its own outbox; the engine job and the
    // delivery job of one analysis may run on different workers).
    const finishedBy = new Map<string, string[]>();
    const perWorker: Record<string, { pid: number | undefined; done: number }> = {};
    for (const worker of workers()) {
      const doneLines = worker.lines.filter((l) => l.msg === 'analysis result visible');
      const settledLines = worker.lines.filter((l) => l.msg === 'analysis report and e-mail settled');
      for (const line of doneLines) {
        expect(line.pid).toBe(worker.child.pid);
        const id = String(line.analysisId);
        finishedBy.set(id, [...(finishedBy.get(id) ?? []), worker.name]);
      }
      perWorker[worker.name] = { pid: worker.child.pid, done: doneLines.length };
      expect(doneLines.length).toBeGreaterThan(0);
      const mailed = readOutbox(join(worker.dataDir, 'outbox')).map((m) => ID_IN_LINK.exec(m.text)?.[1]);
      expect(new Set(mailed).size).toBe(mailed.length);
      expect(new Set(mailed)).toEqual(new Set(settledLines.map((l) => String(l.analysisId))));
    }
    expect(new Set(finishedBy.keys())).toEqual(new Set(submitted.keys()));
    for (const [id, by] of finishedBy) expect(by, `analysis ${id} finished by`).toHaveLength(1);

    // The ledger: one spend per analysis, no refunds, and per user grants + purchases − spends + refunds equals
    // the balance both APIs report, which is the expected one.
    const ledger = (await database?.db.select().from(creditLedger)) ?? [];
    const spends = ledger.filter((e) => e.kind === 'spend');
    expect(spends).toHaveLength(ANALYSES);
    expect(new Set(spends.map((s) => s.reference))).toEqual(new Set(submitted.keys()));
    expect(spends.every((s) => s.amount === -1 && s.unit === 'analysis')).toBe(true);
    expect(ledger.filter((e) => e.kind === 'refund')).toEqual([]);
    for (const user of users) {
      const mine = ledger.filter((e) => e.userId === user.id);
      const sum = (kind: string) => mine.filter((e) => e.kind === kind).reduce((s, e) => s + Math.abs(e.amount), 0);
      expect(sum('grant')).toBe(1);
      expect(sum('purchase')).toBe(20 + 5);
      expect(sum('spend')).toBe(ANALYSES / USERS);
      const computed = sum('grant') + sum('purchase') - sum('spend') + sum('refund');
      // The per-user ledger lock serialised the 25 concurrent spends: each saw a different balance, 25 … 1.
      const after = mine.filter((e) => e.kind === 'spend').map((e) => e.balanceAfter);
      expect(after.sort((a, b) => b - a)).toEqual(
        Array.from({ length: ANALYSES / USERS }, (_, i) => 1 + 20 + 5 - 1 - i),
      );
      expect(computed).toBe(EXPECTED_BALANCE);
      for (const api of apis()) {
        const credits = await call(api.baseUrl, 'GET', '/api/billing/credits', { token: user.token });
        const body = credits.body as { balance: number; entries: { amount: number; balanceAfter: number }[] };
        expect(body.balance).toBe(computed);
        expect(body.entries).toHaveLength(mine.length);
        expect(body.entries.reduce((s, e) => s + e.amount, 0)).toBe(computed);
        // Spends only come after the purchases, so the lowest balance written is the final one. (Not the first
        // entry: history is ordered by created_at, the start of each transaction, which concurrent spends of one
        // user may have in another order than the one the ledger lock put them in.)
        expect(Math.min(...body.entries.map((e) => e.balanceAfter))).toBe(computed);
      }
    }

    // Pools stayed within DATABASE_POOL_SIZE (workers: max(DATABASE_POOL_SIZE, JOB_CONCURRENCY + 4)).
    for (const proc of procs) {
      const seen = maxConnections.get(`scale-out-${proc.name}`) ?? 0;
      expect(seen, `${proc.name} connections`).toBeGreaterThan(0);
      expect(seen, `${proc.name} connections`).toBeLessThanOrEqual(
        proc.role === 'api' ? API_POOL : WORKER_POOL_EFFECTIVE,
      );
    }

    // No process logged an error.
    for (const proc of procs) expect(proc.lines.filter((l) => l.level >= 50)).toEqual([]);

    const [span] = await sql<{ seconds: number }>(
      'select extract(epoch from max(finished_at) - min(created_at))::float as seconds from analyses',
    );
    const seconds = (doneAt - t0) / 1000;
    console.log(
      [
        `scale-out: ${ANALYSES} analyses from ${USERS} users through 2 API processes (50 each, ${CLIENTS} clients)`,
        `  queued in ${(queuedInMs / 1000).toFixed(1)} s; all done ${seconds.toFixed(1)} s after the first POST`,
        `  throughput: ${((ANALYSES / seconds) * 60).toFixed(0)} analyses/min end to end` +
          ` (${((ANALYSES / (span?.seconds ?? seconds)) * 60).toFixed(0)}/min first created → last finished in the database)`,
        `  per worker (JOB_CONCURRENCY 2): ${Object.entries(perWorker)
          .map(([name, w]) => `${name} pid ${w.pid}: ${w.done}`)
          .join(', ')}`,
        `  peak connections: ${[...maxConnections.entries()].map(([app, n]) => `${app.replace('scale-out-', '')} ${n}`).join(', ')}`,
      ].join('\n'),
    );

    // All four stop cleanly on SIGTERM.
    for (const { child } of procs) child.kill('SIGTERM');
    for (const proc of procs) expect((await processExit(proc.child)).code, `${proc.name} exit code`).toBe(0);
  }
});
