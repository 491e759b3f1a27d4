import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BuiltServer,
  type HttpUser,
  outboxMail,
  processExit,
  signUpOverHttp,
  startBuiltServer,
} from './helpers/built-server.js';
import { TEST_POSTGRES_URL } from './helpers/test-database.js';

/**
 * One account floods the built server with 24 long-password requests and 10 large analyses (25 sites × 50 miles
 * each, Pro), while `/api/health` is sampled and another account runs a 1-site analysis. The gates are ratios
 * measured in the same run, on the same (possibly loaded, 2-core) machine: the other account's analysis with the
 * flood against the same analysis without it, and health p99 with the flood against health p99 without it.
 * Unfair queueing (the other account behind 10 large jobs) or an event loop blocked by engine work shows as tens
 * or hundreds of times slower; CPU shared with the flood does not. Absolute milliseconds are printed, not gated.
 * Real data pack, default threads and job settings, plain HTTP on 127.0.0.1.
 */

const ADMIN_JS = fileURLToPath(new URL('../dist/scripts/admin.js', import.meta.url));
const PASSWORD = 'Quarry-Lantern-Velvet-42';
const LARGE_JOBS = 10;
const LONG_PASSWORD_REQUESTS = 24;
/** Health p99 under the flood may be at most this many times its p99 without it. */
const HEALTH_P99_MAX_RATIO = 50;
/** The other account's 1-site analysis under the flood may take at most this many times as long as without it. */
const OTHER_ANALYSIS_MAX_RATIO = 15;
/** Health is sampled this long before the flood, for the baseline. */
const BASELINE_MS = 3_000;
/** Health is sampled at least this long, covering the flood and the other account's analysis. */
const MEASURE_MS = 20_000;
/** 25 points on a grid over Chicago. */
const LARGE_SITES = Array.from({ length: 25 }, (_, i) => ({
  lat: 41.76 + Math.floor(i / 5) * 0.05,
  lon: -87.78 + (i % 5) * 0.04,
  label: `Site ${i + 1}`,
}));
const ONE_SITE = [{ lat: 41.9201, lon: -87.6511, label: 'Lincoln Park' }];

interface Reply {
  status: number;
  body: unknown;
  ms: number;
}

async function call(base: string, method: string, path: string, token?: string, json?: unknown): Promise<Reply> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: json !== undefined ? JSON.stringify(json) : undefined,
    redirect: 'manual',
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, ms: performance.now() - started };
}

function must(reply: Reply, status: number, what: string): Reply {
  if (reply.status !== status) throw new Error(`${what}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Buys `quantity` analyses on the local TEST MODE checkout. */
async function buyAnalyses(base: string, user: HttpUser, quantity: number): Promise<void> {
  const start = must(
    await call(base, 'POST', '/functions/v1/purchase-credits', user.accessToken, {
      packageId: 'additional-analyses',
      quantity,
    }),
    200,
    'purchase-credits',
  );
  const url = (start.body as { url: string }).url;
  const pay = await fetch(`${base}${url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  await pay.arrayBuffer();
  if (pay.status !== 303) throw new Error(`pay: HTTP ${pay.status}`);
}

/** Starts an analysis; resolves to its id. */
async function startAnalysis(base: string, user: HttpUser, sites: unknown[], radiusMiles: number): Promise<string> {
  const reply = must(
    await call(base, 'POST', '/api/analyses', user.accessToken, { businessType: 'coffee-shop', sites, radiusMiles }),
    202,
    'start analysis',
  );
  return (reply.body as { id: string }).id;
}

async function waitDone(base: string, user: HttpUser, id: string, maxMs = 120_000): Promise<void> {
  const until = Date.now() + maxMs;
  for (;;) {
    const { body } = await call(base, 'GET', `/api/analyses/${id}`, user.accessToken);
    const status = (body as { status: string }).status;
    if (status === 'done') return;
    if (status === 'failed') throw new Error(`analysis ${id} failed: ${JSON.stringify(body)}`);
    if (Date.now() > until) throw new Error(`analysis ${id} still ${status} after ${maxMs} ms`);
    await sleep(50);
  }
}

/** `npm run admin -- pro grant <email>` against the stopped server's database. */
async function grantPro(env: Record<string, string>, email: string): Promise<void> {
  const child = spawn(process.execPath, [ADMIN_JS, 'pro', 'grant', email], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const { code } = await processExit(child);
  if (code !== 0) throw new Error(`admin pro grant failed: ${output}`);
}

describe.each(['pglite', 'postgres'] as const)('fairness under load on %s (built server, real data pack)', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitescout-fairness-'));
  const dbName = `sitescout_fair_${randomBytes(5).toString('hex')}`;
  let server: BuiltServer | undefined;

  afterAll(async () => {
    await server?.kill();
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps health and another account’s 1-site analysis within a few times their speed without the flood', async () => {
    // One key and issuer across the restart below, so the accounts' tokens stay valid.
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'https://sitescout.test',
    };
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
      const url = new URL(TEST_POSTGRES_URL);
      url.pathname = `/${dbName}`;
      env.DATABASE_URL = url.toString();
    }

    // Two accounts: the heavy one buys 10 analyses and gets Pro (25 sites a request) from the admin command, which
    // needs the embedded database to itself, so the server stops for it and starts again.
    server = await startBuiltServer(env, 'fairness server');
    const heavy = await signUpOverHttp(server.url, outboxMail(dataDir), PASSWORD);
    const other = await signUpOverHttp(server.url, outboxMail(dataDir), PASSWORD);
    await buyAnalyses(server.url, heavy, LARGE_JOBS);
    await buyAnalyses(server.url, other, 3);
    server.child.kill('SIGTERM');
    await server.exited();
    await grantPro(env, heavy.email);
    server = await startBuiltServer(env, 'fairness server');
    const base = server.url;

    // Warm-up (engine threads loaded, the first 1-site analysis paid for), then the same analysis twice more
    // without the flood: the baseline is the faster of those two (what the server does when nothing competes).
    const warmId = await startAnalysis(base, other, ONE_SITE, 1);
    await waitDone(base, other, warmId);
    const idleRuns: number[] = [];
    for (let i = 0; i < 2; i++) {
      const started = performance.now();
      await waitDone(base, other, await startAnalysis(base, other, ONE_SITE, 1));
      idleRuns.push(performance.now() - started);
    }
    const idleOtherMs = Math.min(...idleRuns);

    // Health sampled by two clients back to back for the whole run.
    const health: number[] = [];
    let sampling = true;
    const sampler = async () => {
      while (sampling) {
        const reply = await call(base, 'GET', '/api/health');
        if (reply.status !== 200) throw new Error(`health answered ${reply.status}`);
        health.push(reply.ms);
        await sleep(20);
      }
    };
    // Errors after sampling stopped (the server is killed when a check fails) are not this test's findings.
    const samplers = [sampler(), sampler()].map((s) => s.catch((error: unknown) => (sampling ? error : undefined)));
    await sleep(BASELINE_MS);
    const idleHealth = [...health].sort((a, b) => a - b);
    const floodFrom = health.length;
    const began = Date.now();

    // The flood: 10 large jobs and 24 password changes to 1,024-character passwords, all at once.
    const largeJobs = Array.from({ length: LARGE_JOBS }, () => startAnalysis(base, heavy, LARGE_SITES, 50));
    const longPasswords = Array.from({ length: LONG_PASSWORD_REQUESTS }, () =>
      call(base, 'PUT', '/auth/v1/user', heavy.accessToken, {
        password: randomBytes(768).toString('base64'),
        current_password: PASSWORD,
      }),
    );
    for (const request of longPasswords) request.catch(() => undefined);
    const largeIds = await Promise.all(largeJobs);
    await sleep(1_000);
    // Someone else signs up meanwhile: their password check takes its turn, not its place behind the flood.
    const signUp = must(
      await call(base, 'POST', '/auth/v1/signup', undefined, {
        email: `newcomer.${randomBytes(4).toString('hex')}@example.com`,
        password: PASSWORD,
        data: {},
      }),
      200,
      'sign-up during the flood',
    );

    // Meanwhile the other account runs one site: from the POST to "done" (report drawn and mailed).
    const otherStarted = performance.now();
    const otherId = await startAnalysis(base, other, ONE_SITE, 1);
    await waitDone(base, other, otherId, 60_000);
    const otherMs = performance.now() - otherStarted;

    const passwordReplies = await Promise.all(longPasswords);
    await sleep(Math.max(0, MEASURE_MS - (Date.now() - began)));
    sampling = false;
    for (const error of await Promise.all(samplers)) if (error) throw error;

    const sorted = health.slice(floodFrom).sort((a, b) => a - b);
    const idleP99 = percentile(idleHealth, 99);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const list = must(await call(base, 'GET', '/api/analyses', heavy.accessToken), 200, 'list');
    const heavyStates = (list.body as { analyses: Array<{ id: string; status: string }> }).analyses
      .filter((a) => largeIds.includes(a.id))
      .map((a) => a.status);
    const passwordMs = passwordReplies.map((r) => r.ms).sort((a, b) => a - b);
    console.log(
      [
        `fairness under load (${kind}): ${health.length} health samples over ${Math.round((Date.now() - began) / 1000)} s`,
        `  GET /api/health without the flood (${idleHealth.length} samples): p99 ${idleP99.toFixed(1)} ms`,
        `  GET /api/health with the flood: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms — p99 ${(p99 / idleP99).toFixed(1)}× (limit ${HEALTH_P99_MAX_RATIO}×)`,
        `  other account's 1-site analysis, POST to done: ${Math.round(otherMs)} ms with the flood, ${idleRuns.map((ms) => Math.round(ms)).join(' and ')} ms without — ${(otherMs / idleOtherMs).toFixed(1)}× (limit ${OTHER_ANALYSIS_MAX_RATIO}×)`,
        `  another address's sign-up during the flood: ${Math.round(signUp.ms)} ms`,
        `  24 long-password requests: statuses ${[...new Set(passwordReplies.map((r) => r.status))].join('/')}, p50 ${Math.round(percentile(passwordMs, 50))} ms, max ${Math.round(passwordMs.at(-1) ?? 0)} ms`,
        `  10 large jobs (25 sites × 50 mi): ${heavyStates.filter((s) => s === 'done').length} done, ${heavyStates.filter((s) => s === 'running').length} running, ${heavyStates.filter((s) => s === 'queued').length} queued at the end`,
      ].join('\n'),
    );

    // Every long password went through the strength check (accepted, or refused as weak), none was cut short.
    for (const reply of passwordReplies) expect([200, 422]).toContain(reply.status);
    expect(signUp.ms).toBeLessThan(passwordMs.at(-1) ?? 0);
    const failures = server
      .output()
      .split('\n')
      .filter((line) => line.includes('attempt failed'));
    if (failures.length > 0) console.log(`attempts that failed:\n${failures.slice(0, 3).join('\n')}`);
    // The heavy account runs one job at a time: never two of its large jobs at once.
    expect(heavyStates.filter((s) => s === 'running').length).toBeLessThanOrEqual(1);
    expect(otherMs / idleOtherMs).toBeLessThan(OTHER_ANALYSIS_MAX_RATIO);
    expect(p99 / idleP99).toBeLessThan(HEALTH_P99_MAX_RATIO);
  }, 300_000);
});
