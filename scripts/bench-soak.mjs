// `npm run bench:soak -- --minutes 10`: starts the BUILT server on 127.0.0.1 (embedded PGlite, or PostgreSQL with
// BENCH_DATABASE_URL) and drives steady mixed traffic — marketing pages, sign-ins, geocoding, analyses through the
// job queue, PDF downloads — for the given minutes. Prints per minute: requests, p50/p99, errors, 5xx and the
// server's resident memory (the highest of the samples taken every 5 s in that minute: one sample would land at a
// random point of the garbage collectors' cycles), with the V8 heap and external memory of each of its threads.
// Fails (exit 1) when any 5xx appears or resident memory in the last minute is more than 15 % above minute 2 (the
// first two minutes warm caches, the data pack and the database). Loopback only; bounded in time.

import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseCli } from '../packages/shared/src/cli.ts';
import { buyAnalyses, call, confirmedCustomer, PASSWORD, percentile, startServer } from './lib/bench-kit.mjs';
import { buildOrExit } from './lib/build-first.mjs';

const { values } = parseCli({
  name: 'bench:soak',
  usage: `[--minutes N]
Builds, then runs the built server under a steady mix of requests for N minutes (default 10, at least 3) and prints
per minute: requests, p50/p99, errors, 5xx and the resident memory; exits 1 when memory grows past its limit.
  --minutes N   how long (the first two minutes warm up)
  -h, --help    this text`,
  options: { minutes: { type: 'string', default: '10' } },
});
const MINUTES = Number(values.minutes);
const MEMORY_GROWTH_LIMIT = 0.15;
const WARM_UP_MINUTES = 2;
const RSS_SAMPLE_MS = 5_000;
if (!Number.isFinite(MINUTES) || MINUTES < WARM_UP_MINUTES + 1) {
  console.error(`bench:soak: --minutes must be a number of at least ${WARM_UP_MINUTES + 1}`);
  process.exit(2);
}
buildOrExit();
const PAGES = ['/', '/how-it-works', '/get-started', '/faq', '/blog', '/service-businesses/hvac', '/credits'];
const ZIPS = ['60614', '60657', '60622', '60647', '60618', '60625', '60608', '60615', '60619', '60629'];
const TYPES = ['coffee-shop', 'nail-salon', 'hvac', 'restaurant', 'fitness'];

/** Resident memory of a process in MB (Linux /proc). */
function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/**
 * Each server thread's latest line of the memory trace (apps/server/src/lib/memory-trace.ts) written since `since`,
 * summed by role: V8 heap in use and external memory (buffers, WebAssembly) in MB, and how many threads.
 */
function threadMemory(file, since) {
  const latest = new Map();
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  for (const line of text.split('\n')) {
    if (!line) continue;
    const entry = JSON.parse(line);
    if (entry.t >= since) latest.set(`${entry.role}:${entry.thread}`, entry);
  }
  const byRole = {};
  for (const { role, heapUsedMb, externalMb } of latest.values()) {
    byRole[role] ??= { heap: 0, external: 0, threads: 0 };
    byRole[role].heap += heapUsedMb;
    byRole[role].external += externalMb;
    byRole[role].threads += 1;
  }
  const total = (key) => Object.values(byRole).reduce((sum, r) => sum + r[key], 0);
  return { byRole, heap: total('heap'), external: total('external') };
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  // Every server thread writes its V8 heap and external memory here each 15 s (kept when MEMORY_TRACE_FILE is given).
  const traceFile = process.env.MEMORY_TRACE_FILE ?? join(tmpdir(), `sitescout-soak-memory-${process.pid}.jsonl`);
  const keepTrace = Boolean(process.env.MEMORY_TRACE_FILE);
  const server = await startServer({ databaseUrl, env: { MEMORY_TRACE_FILE: traceFile } });
  const minutes = [];
  let current;
  const startMinute = (n) => {
    current = { minute: n, latencies: [], errors: 0, serverErrors: 0, byKind: {}, rssMb: 0 };
    minutes.push(current);
  };
  /** Times one request into the current minute; a status other than 2xx/3xx is an error, 5xx counted apart. */
  const timed = async (kind, fn) => {
    const bucket = current;
    const t0 = performance.now();
    let response = { status: 0, body: null };
    try {
      response = await fn();
    } catch {
      // a refused or reset connection counts as a server error
    }
    const { status } = response;
    bucket.latencies.push(performance.now() - t0);
    bucket.byKind[kind] = (bucket.byKind[kind] ?? 0) + 1;
    if (status >= 500 || status === 0) bucket.serverErrors += 1;
    if (status < 200 || status >= 400) bucket.errors += 1;
    return response;
  };

  try {
    console.log(
      `SiteScout soak: ${MINUTES} min, ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; database ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`,
    );
    // Customers: one who runs analyses (credits bought as needed), a few who only sign in.
    const stamp = Date.now();
    const analyst = await confirmedCustomer(server, `soak.analyst.${stamp}@example.com`);
    await buyAnalyses(server, analyst, 2);
    let credits = 40;
    const visitors = [];
    for (let i = 0; i < 3; i++) {
      const email = `soak.visitor${i}.${stamp}@example.com`;
      await confirmedCustomer(server, email);
      visitors.push(email);
    }
    // Before the clock starts: one analysis to the end and its PDF, so the engine thread has loaded and prepared
    // its copy of the data pack and a render thread is up (on a busy machine that alone can take minutes).
    const warmUpStarted = Date.now();
    credits -= 1;
    const first = await call(server.base, 'POST', '/api/analyses', {
      token: analyst,
      json: { businessType: TYPES[0], sites: [ZIPS[0]] },
    });
    if (first.status !== 202) throw new Error(`the warm-up analysis was refused: ${first.status}`);
    for (let done = false; !done; ) {
      if (Date.now() - warmUpStarted > 10 * 60_000)
        throw new Error('the warm-up analysis and its PDF did not finish in 10 min');
      await sleep(1_000);
      const list = await call(server.base, 'GET', '/api/analyses', { token: analyst });
      const row = (list.body.analyses ?? []).find((a) => a.id === first.body.id);
      if (row?.status === 'failed') throw new Error('the warm-up analysis failed');
      // The dashboard comes first and the PDF follows: wait until the PDF is no longer being drawn.
      done = row?.status === 'done' && row?.progress?.report !== 'pending';
    }
    const firstPdf = await call(server.base, 'GET', `/api/analyses/${first.body.id}/report.pdf`, { token: analyst });
    if (firstPdf.status !== 200) throw new Error(`the warm-up report failed: ${firstPdf.status}`);
    console.log(`warm-up: first analysis and its PDF in ${((Date.now() - warmUpStarted) / 1000).toFixed(0)} s`);

    const started = Date.now();
    const deadline = started + MINUTES * 60_000;
    startMinute(1);
    let analysesCreated = 0;
    let n = 0;
    /** A lane sends one kind of request again and again, pausing `pauseMs` between them, until the deadline. */
    const lane = async (pauseMs, step) => {
      while (Date.now() < deadline) {
        await step(n++);
        await sleep(pauseMs);
      }
    };
    const lanes = [
      lane(20, (i) => timed('page', () => call(server.base, 'GET', PAGES[i % PAGES.length]))),
      lane(50, (i) => timed('geocode', () => call(server.base, 'GET', `/api/geocode?q=${ZIPS[i % ZIPS.length]}`))),
      lane(250, (i) =>
        timed('sign-in', () =>
          call(server.base, 'POST', '/auth/v1/token?grant_type=password', {
            json: { email: visitors[i % visitors.length], password: PASSWORD },
          }),
        ),
      ),
      lane(6_000, async (i) => {
        if (credits < 2) {
          await buyAnalyses(server, analyst, 1);
          credits += 20;
        }
        credits -= 1;
        const created = await timed('analysis', () =>
          call(server.base, 'POST', '/api/analyses', {
            token: analyst,
            json: { businessType: TYPES[i % TYPES.length], sites: [ZIPS[i % ZIPS.length]] },
          }),
        );
        if (created.status >= 200 && created.status < 300) analysesCreated += 1;
      }),
      lane(1_500, async () => {
        const list = await call(server.base, 'GET', '/api/analyses', { token: analyst });
        const done = (list.body.analyses ?? []).filter((a) => a.status === 'done' && a.progress.report === 'ready');
        if (done.length === 0) return;
        const pick = done[Math.floor(Math.random() * done.length)];
        await timed('pdf', () => call(server.base, 'GET', `/api/analyses/${pick.id}/report.pdf`, { token: analyst }));
      }),
    ];

    // Resident memory every 5 s; each minute keeps its highest sample.
    const sampler = (async () => {
      while (Date.now() < deadline) {
        current.rssMb = Math.max(current.rssMb, residentMb(server.child.pid));
        await sleep(RSS_SAMPLE_MS);
      }
    })();
    // The clock: closes a minute, samples memory, prints the line.
    const clock = (async () => {
      for (let m = 1; m <= MINUTES; m++) {
        await sleep(Math.max(0, started + m * 60_000 - Date.now()));
        const bucket = current;
        bucket.rssEndMb = residentMb(server.child.pid);
        bucket.rssMb = Math.max(bucket.rssMb, bucket.rssEndMb);
        bucket.threads = threadMemory(traceFile, Date.now() - 20_000);
        if (m < MINUTES) startMinute(m + 1);
        const kinds = Object.entries(bucket.byKind)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ');
        const perRole = Object.entries(bucket.threads.byRole)
          .map(([role, r]) => `${role}×${r.threads} heap ${r.heap.toFixed(0)} ext ${r.external.toFixed(0)}`)
          .join('; ');
        console.log(
          `minute ${String(m).padStart(2)}: ${bucket.latencies.length} requests (${kinds}), p50 ${percentile(bucket.latencies, 50).toFixed(1)} ms, p99 ${percentile(bucket.latencies, 99).toFixed(1)} ms, errors ${bucket.errors}, 5xx ${bucket.serverErrors}, RSS ${bucket.rssEndMb.toFixed(0)} MB at the end, ${bucket.rssMb.toFixed(0)} MB peak (${perRole})`,
        );
      }
    })();
    await Promise.all([...lanes, sampler, clock]);

    const warm = minutes[WARM_UP_MINUTES - 1].rssMb;
    const end = minutes[minutes.length - 1].rssMb;
    const growth = (end - warm) / warm;
    const serverErrors = minutes.reduce((sum, m) => sum + m.serverErrors, 0);
    console.log(
      '\n| Minute | Requests | p50 ms | p99 ms | Errors | 5xx | RSS MB at end | RSS MB peak | V8 heap MB | External MB |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const m of minutes) {
      console.log(
        `| ${m.minute} | ${m.latencies.length} | ${percentile(m.latencies, 50).toFixed(1)} | ${percentile(m.latencies, 99).toFixed(1)} | ${m.errors} | ${m.serverErrors} | ${m.rssEndMb?.toFixed(0)} | ${m.rssMb?.toFixed(0)} | ${m.threads?.heap.toFixed(0)} | ${m.threads?.external.toFixed(0)} |`,
      );
    }
    const memoryOk = growth <= MEMORY_GROWTH_LIMIT;
    console.log(
      `\nresident memory (peak of the minute): ${warm.toFixed(0)} MB in minute ${WARM_UP_MINUTES}, ${end.toFixed(0)} MB in minute ${MINUTES} (${(growth * 100).toFixed(1)} %, limit ${MEMORY_GROWTH_LIMIT * 100} %): ${memoryOk ? 'flat' : 'GREW'}`,
    );
    console.log(`5xx responses: ${serverErrors}${serverErrors ? ' (FAIL)' : ''}; analyses created: ${analysesCreated}`);
    process.exitCode = memoryOk && serverErrors === 0 ? 0 : 1;
  } finally {
    await server.stop();
    if (!keepTrace) rmSync(traceFile, { force: true });
  }
}

main().catch((error) => {
  console.error(`bench:soak failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
