import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_QUEUE } from '../src/plugins/analyses/queues.js';
import { smallPackEnv } from './analyses-setup.js';
import { BILLING_TEST_PASSWORD } from './billing-accounts.js';
import { type BuiltServer, type HttpUser, signUpOverHttp, startBuiltServer } from './helpers/built-server.js';
import { createPrivatePostgres, type PrivatePostgres } from './helpers/private-postgres.js';

/** Part of DATABASE_URL (trust auth ignores it): it must never show up in a response or a log line. */
const DB_PASSWORD = 'fault-test-db-password-never-logged';
/** No request may take longer than this, outage or not (the pool gives up connecting after 5 s). */
const HANG_LIMIT_MS = 7_000;
/** How long the database stays down. */
const OUTAGE_MS = 4_000;
/** After the database is back, every endpoint must answer normally again within this long. */
const RECOVERY_LIMIT_MS = 15_000;
const UNAVAILABLE = {
  code: 'database_unavailable',
  message: 'The database is unavailable right now. Please try again in a moment.',
};

type Phase = 'before' | 'outage' | 'recovering' | 'after';

const ANALYSIS_LINK = /\/app\/analyses\/([0-9a-f-]{36})/;

/** Undoes quoted-printable (soft line breaks, =XX) well enough to read links out of a raw message. */
const unQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A real SMTP server on 127.0.0.1 keeping every message. While `holding`, the "analysis ready" mails are not
 * acknowledged: the job sending one stays in the middle of its run until `release()`.
 */
function smtpStandIn() {
  const messages: Array<{ to: string[]; text: string }> = [];
  const held: Array<() => void> = [];
  const state = { holding: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const text = unQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
        const to = session.envelope.rcptTo.map((r) => r.address);
        const accept = () => {
          messages.push({ to, text });
          callback();
        };
        if (state.holding && ANALYSIS_LINK.test(text)) held.push(accept);
        else accept();
      });
    },
  });
  return {
    server,
    messages,
    held,
    /** Lets the held mails through and stops holding. */
    release() {
      state.holding = false;
      for (const accept of held.splice(0)) accept();
    },
    mailTo: (email: string) => messages.filter((m) => m.to.includes(email)).at(-1)?.text,
  };
}

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * Reads an analysis's progress stream (SSE) to its end, keeping every event; `ended` resolves with them when the
 * server closes the stream.
 */
function followProgress(base: string, id: string, token: string): { events: StreamEvent[]; ended: Promise<void> } {
  const events: StreamEvent[] = [];
  const ended = (async () => {
    const res = await fetch(`${base}/api/analyses/${id}/events`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200 || !res.body) throw new Error(`progress stream refused: ${res.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
      }
    }
  })();
  return { events, ended };
}

interface Sample {
  endpoint: string;
  phase: Phase;
  /** Milliseconds since the database came back (negative before). */
  sinceRestart: number;
  status: number | 'network-error' | 'timeout';
  ms: number;
  body: string;
  retryAfter: string | null;
}

describe('PostgreSQL crashes and restarts under load: clean 503s, recovery by itself, no process crash', () => {
  let database: PrivatePostgres;
  let server: BuiltServer;
  let dataDir: string;
  let user: HttpUser;
  /** The analysis whose job is in the middle of its run (sending its e-mail) when the database goes down. */
  let analysisId: string;
  /** Its progress stream, followed from before the outage to its end. */
  let progressStream: ReturnType<typeof followProgress>;
  const smtp = smtpStandIn();

  beforeAll(async () => {
    database = await createPrivatePostgres();
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    dataDir = mkdtempSync(join(tmpdir(), 'sitescout-fault-db-'));
    const url = new URL(database.url);
    url.password = DB_PASSWORD;
    server = await startBuiltServer({
      ...smallPackEnv(),
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.server.address() as AddressInfo).port}`,
      PUBLIC_URL: 'https://sitescout.test',
      // The inline job worker (the default) runs in this process throughout. An attempt cut off by the outage is
      // found by the stuck-job sweep once 15 s old (long enough not to expire while its mail is held) and retried.
      JOB_WORKER: 'inline',
      JOB_POLL_SECONDS: '1',
      JOB_TIMEOUT_SECONDS: '15',
      JOB_RETRY_DELAY_SECONDS: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SIGN_IN_ATTEMPTS_PER_15_MIN: '100000',
    });
    user = await signUpOverHttp(server.url, smtp.mailTo, BILLING_TEST_PASSWORD);

    // One analysis (the account's free credit), caught while its job sends the "ready" mail.
    const res = await fetch(`${server.url}/api/analyses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` },
      body: JSON.stringify({ businessType: 'coffee-shop', sites: ['60601'] }),
    });
    const created = (await res.json()) as { id: string };
    if (res.status !== 202) throw new Error(`analysis not accepted: ${res.status} ${JSON.stringify(created)}`);
    analysisId = created.id;
    const until = Date.now() + 60_000;
    while (smtp.held.length === 0) {
      if (Date.now() > until) throw new Error(`the analysis job never reached its e-mail:\n${server.output()}`);
      await sleep(100);
    }
  }, 180_000);

  afterAll(async () => {
    await server?.kill();
    smtp.release();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await database?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const endpoints: Record<string, () => RequestInit & { path: string }> = {
    health: () => ({ path: '/api/health' }),
    'sign-in': () => ({
      path: '/auth/v1/token?grant_type=password',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    }),
    analyses: () => ({ path: '/api/analyses', headers: { authorization: `Bearer ${user.accessToken}` } }),
  };

  /**
   * One request. Its phase is the one it ended in: a request that began just before the database was stopped (a
   * sign-in spends ~100 ms hashing) and was refused belongs to the outage, not to "before".
   */
  async function hit(endpoint: string, phaseNow: () => Phase, restartedAt: number): Promise<Sample> {
    const { path, ...init } = (endpoints[endpoint] as () => RequestInit & { path: string })();
    const started = Date.now();
    const sample = (status: Sample['status'], body = '', retryAfter: string | null = null): Sample => ({
      endpoint,
      phase: phaseNow(),
      sinceRestart: started - restartedAt,
      status,
      ms: Date.now() - started,
      body,
      retryAfter,
    });
    try {
      const res = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(HANG_LIMIT_MS) });
      return sample(res.status, await res.text(), res.headers.get('retry-after'));
    } catch (error) {
      return sample((error as Error).name === 'TimeoutError' ? 'timeout' : 'network-error', String(error));
    }
  }

  it('answers 503 database_unavailable with Retry-After while it is down, then recovers without a restart', async () => {
    const samples: Sample[] = [];
    const state: { phase: Phase; restartedAt: number; stop: boolean } = {
      phase: 'before',
      restartedAt: Number.POSITIVE_INFINITY,
      stop: false,
    };
    // A steady, bounded stream: every endpoint once per round, a round every 150 ms, each request on its own.
    const traffic = (async () => {
      while (!state.stop) {
        const round = Object.keys(endpoints).map((name) => hit(name, () => state.phase, state.restartedAt));
        for (const s of await Promise.all(round)) samples.push(s);
        await sleep(150);
      }
    })();

    progressStream = followProgress(server.url, analysisId, user.accessToken);
    await sleep(2_000);
    state.phase = 'outage';
    await database.stop('immediate'); // like a crash: every server process killed at once
    await sleep(1_000);
    // The held job now finishes its e-mail and carries on into the dead database.
    smtp.release();
    await sleep(OUTAGE_MS - 1_000);
    expect(server.alive(), `the server exited while the database was down:\n${server.output()}`).toBe(true);
    await database.start(); // runs crash recovery, then accepts connections
    state.restartedAt = Date.now();
    state.phase = 'recovering';

    // Recovered = each endpoint answered 200 three times in a row.
    const recovered = () =>
      Object.keys(endpoints).every((name) => {
        const last = samples.filter((s) => s.endpoint === name && s.phase === 'recovering').slice(-3);
        return last.length === 3 && last.every((s) => s.status === 200);
      });
    while (!recovered() && Date.now() - state.restartedAt < RECOVERY_LIMIT_MS + 2_000) await sleep(100);
    state.phase = 'after';
    await sleep(1_000);
    state.stop = true;
    await traffic;

    const summary = (list: Sample[]) =>
      list.map((s) => `${s.phase} ${s.endpoint} ${s.status} ${s.ms}ms ${s.body.slice(0, 120)}`).join('\n');

    // 1. The process never exited.
    expect(server.alive(), server.output()).toBe(true);

    // 2. Every answer was a success or a 503 — no 500, no dropped connection, nothing hanging.
    const bad = samples.filter((s) => s.status !== 200 && s.status !== 503);
    expect(bad, summary(bad)).toEqual([]);
    const slow = samples.filter((s) => s.ms >= HANG_LIMIT_MS - 1_000);
    expect(slow, summary(slow)).toEqual([]);

    // 3. Every 503 says so in the agreed shape, with Retry-After, and no stack trace or internals.
    const refused = samples.filter((s) => s.status === 503);
    for (const s of refused) {
      expect(s.retryAfter, `${s.endpoint} 503 without Retry-After`).toMatch(/^\d+$/);
      const body = JSON.parse(s.body) as Record<string, unknown>;
      if (s.endpoint === 'health') expect(body).toMatchObject({ status: 'degraded', db: 'postgres' });
      else expect(body).toEqual(UNAVAILABLE);
    }
    for (const s of samples) {
      expect(s.body).not.toMatch(/\n\s+at |node_modules|\.js:\d+|ECONN|terminat/i);
      expect(s.body).not.toContain(DB_PASSWORD);
    }

    // 4. The outage was real for every endpoint (before it, all was well), and it was seen as 503s.
    for (const name of Object.keys(endpoints)) {
      const mine = samples.filter((s) => s.endpoint === name);
      expect(
        mine.filter((s) => s.phase === 'before').every((s) => s.status === 200),
        summary(mine),
      ).toBe(true);
      expect(
        mine.filter((s) => s.phase === 'outage' && s.status === 503).length,
        `${name} never answered 503 while the database was down:\n${summary(mine)}`,
      ).toBeGreaterThan(0);
    }

    // 5. Recovered by itself, soon after the database came back.
    expect(recovered(), summary(samples.filter((s) => s.phase === 'recovering'))).toBe(true);
    const after = samples.filter((s) => s.phase === 'after');
    expect(after.length).toBeGreaterThan(0);
    expect(
      after.every((s) => s.status === 200),
      summary(after),
    ).toBe(true);
    const lastRefusal = Math.max(...refused.map((s) => s.sinceRestart));
    expect(lastRefusal).toBeLessThan(RECOVERY_LIMIT_MS);

    // 6. Logged as a warning (not an error with a stack per request), never with the password.
    const logs = server.output();
    expect(logs).toContain('database unavailable');
    expect(logs).not.toContain(DB_PASSWORD);
    expect(logs).not.toContain('"msg":"request failed"');
    expect(logs).not.toMatch(/"level":60/);
  }, 90_000);

  it('finishes the analysis the outage interrupted: its job is retried, its credit spent once', async () => {
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    try {
      const until = Date.now() + 60_000;
      let row: { status: string; attempts: number; mail_status: string } | undefined;
      // The result is stored (status done) before the PDF and the e-mail; the outage cut off the e-mail, so the
      // job is settled only once its retry has sent it.
      for (;;) {
        row = (await check.query('select status, attempts, mail_status from analyses where id = $1', [analysisId]))
          .rows[0];
        const settled = row?.status === 'failed' || (row?.status === 'done' && row.mail_status !== 'pending');
        if (settled || Date.now() > until) break;
        await sleep(250);
      }
      expect(row, server.output()).toMatchObject({ status: 'done', mail_status: 'sent' });
      // The attempt cut off by the outage, then the retry that finished it: the engine job's attempts (stored on
      // the analysis) and the delivery job's retries (PDF and e-mail run as their own job, id = the analysis's).
      const delivery = await check.query<{ retry_count: number }>(
        `select retry_count from pgboss.job where id = $1 and name = '${DELIVERY_QUEUE}'`,
        [analysisId],
      );
      const deliveryRetries = delivery.rows[0]?.retry_count ?? 0;
      expect((row?.attempts ?? 0) + deliveryRetries).toBeGreaterThanOrEqual(2);
      const ledger = await check.query<{ kind: string; amount: number }>(
        'select kind, amount from credit_ledger where user_id = $1 and reference = $2',
        [user.id, analysisId],
      );
      expect(ledger.rows.map((r) => [r.kind, r.amount])).toEqual([['spend', -1]]);
    } finally {
      await check.end();
    }
    expect(smtp.messages.some((m) => m.text.includes(`/app/analyses/${analysisId}`))).toBe(true);
    expect(server.alive(), server.output()).toBe(true);
  }, 90_000);

  it('kept the progress stream open through the outage: said it was reconnecting, then ran to "done"', async () => {
    await Promise.race([
      progressStream.ended,
      sleep(30_000).then(() => {
        throw new Error('the progress stream did not end after the analysis was done');
      }),
    ]);
    const { events } = progressStream;
    const summary = events.map((e) => `${e.event} ${JSON.stringify(e.data)}`).join('\n');
    const lost = events.findIndex((e) => e.event === 'reconnecting');
    expect(lost, summary).toBeGreaterThan(0);
    expect(events[lost]?.data).toEqual({ message: 'Lost contact with the database. Reconnecting…' });
    // Once the database was back, the current state came again, and the last event is the finished analysis.
    expect(events.slice(lost + 1).filter((e) => e.event === 'progress').length, summary).toBeGreaterThan(0);
    expect(events.at(-1), summary).toMatchObject({ event: 'progress', data: { done: true, failed: false } });
  }, 60_000);
});
