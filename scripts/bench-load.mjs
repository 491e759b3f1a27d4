// `npm run bench:load`: starts the BUILT server (embedded PGlite, or PostgreSQL when BENCH_DATABASE_URL is set) on
// 127.0.0.1 and measures it with autocannon: static pages, health, geocoding, analysis creation through the job
// queue, health while 50 analyses are queued, submit → result visible on the progress stream (and → PDF ready),
// download of a stored PDF report, and the 3-site PDF render time in production mode (report-bench). Prints one
// table (requests/s, p50/p99).
// Loopback only; every phase is bounded in time or count. Exit code 1 when health p99 under queue is 50 ms or more.

import { execFile } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { parseCli } from '../packages/shared/src/cli.ts';
import { buyAnalyses, call, clientAddress, confirmedCustomer, percentile, startServer } from './lib/bench-kit.mjs';
import { buildOrExit } from './lib/build-first.mjs';

parseCli({
  name: 'bench:load',
  usage: `
Builds, then starts the built server on 127.0.0.1 and measures it with autocannon: pages, health, geocoding, analyses
through the job queue, PDF downloads. Prints one table; exits 1 when health p99 under queue is 50 ms or more.
Takes no options but -h, --help. Environment: BENCH_SECONDS (per phase, default 10), BENCH_DATABASE_URL.`,
});
buildOrExit();

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const QUEUED_ANALYSES = 50;
const HEALTH_P99_TARGET_MS = 50;
/** Analyses submitted one after another to time submit → result visible (each waits for the last to settle). */
const VISIBLE_RUNS = Number(process.env.BENCH_VISIBLE_RUNS ?? 20);
const VISIBLE_P50_TARGET_MS = 300;
const STORED_PDF_P50_TARGET_MS = 30;
const REPORT_BENCH = fileURLToPath(new URL('../apps/server/dist/scripts/report-bench.js', import.meta.url));

/**
 * POSTs one analysis and follows its progress stream as the browser does (`GET /api/analyses/:id/events`):
 * milliseconds from the submit to the `done` event (the dashboard appears) and to the report being ready.
 */
async function submitAndWatch(base, token, body) {
  const started = performance.now();
  const created = await call(base, 'POST', '/api/analyses', { token, json: body });
  if (created.status !== 202) throw new Error(`analysis refused: ${created.status} ${JSON.stringify(created.body)}`);
  const response = await fetch(`${base}/api/analyses/${created.body.id}/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let visible = Number.NaN;
  let pdfReady = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (!block.startsWith('event: progress') || !data) continue;
      const progress = JSON.parse(data.slice(6));
      if (progress.failed) throw new Error(`analysis ${created.body.id} failed`);
      if (progress.done && Number.isNaN(visible)) visible = performance.now() - started;
      if (progress.report !== 'pending' && progress.done && Number.isNaN(pdfReady))
        pdfReady = performance.now() - started;
    }
  }
  return { id: created.body.id, visible, pdfReady };
}

/** The 3-site coffee-shop PDF rendered in production mode by `report-bench` (its own process and data pack). */
async function threeSiteRender() {
  const { stdout } = await promisify(execFile)(process.execPath, [REPORT_BENCH], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 1 << 20,
  });
  const line = stdout.split('\n').find((l) => l.startsWith('3-site report:'));
  const p50 = Number(/p50 (\d+) ms/.exec(line ?? '')?.[1]);
  const max = Number(/max (\d+) ms/.exec(line ?? '')?.[1]);
  return { p50, max, line: line ?? stdout.trim().split('\n').at(-1) };
}
/** Chicago ZIPs 60601–60660; the ones that are not ZCTAs (PO boxes) are dropped before timing. */
let ZIPS = Array.from({ length: 60 }, (_, i) => String(60601 + i));

function run(name, options) {
  return new Promise((resolve, reject) => {
    const bounds = options.amount ? {} : { duration: SECONDS };
    autocannon({ connections: CONNECTIONS, ...bounds, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve({ name, result });
    });
  });
}

const rows = [];
function record(name, result, note = '') {
  const non2xx = result.non2xx + result.errors + result.timeouts;
  rows.push({
    name,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx,
    note,
  });
  console.log(
    `  ${name}: ${result.requests.total} requests, ${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${non2xx ? `, ${non2xx} not 2xx` : ''}`,
  );
}

async function main() {
  const database = process.env.BENCH_DATABASE_URL;
  const server = await startServer({ databaseUrl: database });
  const base = server.base;
  try {
    console.log(
      `SiteScout load benchmark: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' ',
        )}; database ${database ? 'PostgreSQL' : 'embedded PGlite'}; ${CONNECTIONS} connections, ${SECONDS} s per phase`,
    );

    const known = [];
    for (const candidate of ZIPS)
      if ((await call(base, 'GET', `/api/geocode?q=${candidate}`)).status === 200) known.push(candidate);
    ZIPS = known;

    // A customer with enough credits: sign up, confirm from the outbox, buy 4 × 20 analyses on the test checkout.
    const token = await confirmedCustomer(server, `load.${Date.now()}@example.com`);
    await buyAnalyses(server, token, 4);
    const auth = { authorization: `Bearer ${token}` };

    console.log('\nphases:');
    let zip = 0;
    const pages = ['/', '/how-it-works', '/get-started', '/faq', '/blog', '/service-businesses/hvac'];
    let page = 0;
    record(
      'Static marketing pages (6 prerendered)',
      (
        await run('pages', {
          url: base,
          requests: [{ setupRequest: (req) => ({ ...req, path: pages[page++ % pages.length] }) }],
        })
      ).result,
    );
    record('GET /api/health', (await run('health', { url: `${base}/api/health` })).result);
    record(
      `GET /api/geocode (${ZIPS.length} Chicago ZIPs, offline)`,
      (
        await run('geocode', {
          url: base,
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                path: `/api/geocode?q=${ZIPS[zip++ % ZIPS.length]}`,
                headers: { ...req.headers, 'x-forwarded-for': clientAddress() },
              }),
            },
          ],
        })
      ).result,
    );

    // 50 analyses POSTed as fast as the API takes them (credit + row + queued job in one transaction each).
    const created = await run('create', {
      url: `${base}/api/analyses`,
      amount: QUEUED_ANALYSES,
      connections: 5,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ businessType: 'coffee-shop', sites: [ZIPS[zip++ % ZIPS.length]] }),
          }),
        },
      ],
    });
    record(`POST /api/analyses (${QUEUED_ANALYSES}, queued as jobs)`, created.result);
    const createdAt = Date.now();

    // Health while those 50 are worked off (engine + PDF on the render thread + e-mail) by the inline worker, and
    // meanwhile another account's 1-site analysis: the fair queue runs it next, not after the first one's 50.
    const otherToken = await confirmedCustomer(server, `other.${Date.now()}@example.com`);
    const otherRun = (async () => {
      const started = Date.now();
      const created = await call(base, 'POST', '/api/analyses', {
        token: otherToken,
        json: { businessType: 'coffee-shop', sites: [ZIPS[0]] },
      });
      if (created.status !== 202) throw new Error(`other account's analysis refused: ${created.status}`);
      for (let i = 0; ; i++) {
        const { body } = await call(base, 'GET', `/api/analyses/${created.body.id}`, { token: otherToken });
        if (body.status === 'done' || body.status === 'failed')
          return { ms: Date.now() - started, status: body.status };
        if (i > 1200) throw new Error("the other account's analysis never finished");
        await sleep(50);
      }
    })();
    const underQueue = await run('health-under-queue', { url: `${base}/api/health`, connections: 5 });
    const other = await otherRun;
    rows.push({
      name: `Another account's 1-site analysis while the ${QUEUED_ANALYSES} wait (fair queue)`,
      requests: 1,
      rps: NaN,
      p50: other.ms,
      p99: NaN,
      max: NaN,
      non2xx: other.status === 'done' ? 0 : 1,
      note: `queued to result visible in ${(other.ms / 1000).toFixed(1)} s`,
    });
    let list = await call(base, 'GET', '/api/analyses', { token });
    const during = list.body.analyses.filter((a) => a.status === 'queued' || a.status === 'running').length;
    record(
      'GET /api/health while the 50 are worked off',
      underQueue.result,
      `${during} still queued or running at the end`,
    );
    const healthP99 = underQueue.result.latency.p99;

    for (let i = 0; ; i++) {
      list = await call(base, 'GET', '/api/analyses', { token });
      // Until each is settled: the result, then its PDF and e-mail.
      const open = list.body.analyses.filter((a) => a.status !== 'failed' && !a.progress.settled);
      if (open.length === 0) break;
      if (i > 1200) throw new Error(`${open.length} analyses still unfinished after 4 minutes`);
      await sleep(200);
    }
    const drained = (Date.now() - createdAt) / 1000;
    const done = list.body.analyses.filter((a) => a.status === 'done');
    console.log(
      `  all ${QUEUED_ANALYSES} analyses finished ${drained.toFixed(1)} s after queueing (${done.length} done)`,
    );
    rows.push({
      name: `${QUEUED_ANALYSES} queued analyses worked off (JOB_CONCURRENCY 2)`,
      requests: done.length,
      rps: done.length / drained,
      p50: NaN,
      p99: NaN,
      max: NaN,
      non2xx: QUEUED_ANALYSES - done.length,
      note: `${drained.toFixed(1)} s in all`,
    });

    // Submit → result visible, one analysis at a time on an idle queue: each run waits until its stream settles, so
    // no PDF is drawing meanwhile (`npm run bench:rhythm` times them back to back).
    const visible = [];
    const pdfReady = [];
    for (let i = 0; i < VISIBLE_RUNS; i++) {
      const run = await submitAndWatch(base, token, {
        businessType: 'coffee-shop',
        sites: [ZIPS[zip++ % ZIPS.length]],
      });
      visible.push(run.visible);
      pdfReady.push(run.pdfReady);
    }
    const visibleP50 = percentile(visible, 50);
    console.log(
      `  submit → result visible: p50 ${visibleP50.toFixed(0)} ms, p95 ${percentile(visible, 95).toFixed(0)} ms; → PDF ready: p50 ${percentile(pdfReady, 50).toFixed(0)} ms`,
    );
    rows.push({
      name: `Submit → result visible on the progress stream (${VISIBLE_RUNS} analyses, one at a time)`,
      requests: VISIBLE_RUNS,
      rps: NaN,
      p50: visibleP50,
      p99: NaN,
      max: Math.max(...visible),
      non2xx: 0,
      note: `p95 ${percentile(visible, 95).toFixed(0)} ms (target p50 < ${VISIBLE_P50_TARGET_MS} ms: ${visibleP50 < VISIBLE_P50_TARGET_MS ? 'met' : 'MISSED'})`,
    });
    rows.push({
      name: 'Submit → "PDF ready" (the report drawn and stored after the result)',
      requests: VISIBLE_RUNS,
      rps: NaN,
      p50: percentile(pdfReady, 50),
      p99: NaN,
      max: Math.max(...pdfReady),
      non2xx: 0,
      note: `p95 ${percentile(pdfReady, 95).toFixed(0)} ms`,
    });

    let report = 0;
    const storedPdf = (
      await run('report', {
        url: base,
        connections: 2,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/api/analyses/${done[report++ % done.length].id}/report.pdf`,
              headers: { ...req.headers, ...auth },
            }),
          },
        ],
      })
    ).result;
    record(
      'GET /api/analyses/:id/report.pdf (stored report, streamed)',
      storedPdf,
      `target p50 < ${STORED_PDF_P50_TARGET_MS} ms: ${storedPdf.latency.p50 < STORED_PDF_P50_TARGET_MS ? 'met' : 'MISSED'}`,
    );

    const three = await threeSiteRender();
    console.log(`  ${three.line}`);
    rows.push({
      name: '3-site PDF report render, production mode (report-bench, 5 runs)',
      requests: 5,
      rps: NaN,
      p50: three.p50,
      p99: NaN,
      max: three.max,
      non2xx: 0,
      note: 'NODE_ENV=production: React production build',
    });

    console.log('\n| What | Requests | Requests/s | p50 ms | p99 ms | Not 2xx | Note |');
    console.log('|---|---:|---:|---:|---:|---:|---|');
    const fmt = (n) => (Number.isNaN(n) ? '–' : String(Math.round(n * 10) / 10));
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.requests} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.non2xx} | ${r.note} |`,
      );
    }
    const met = healthP99 < HEALTH_P99_TARGET_MS;
    console.log(
      `\nhealth p99 while ${QUEUED_ANALYSES} analyses were queued: ${healthP99} ms (target under ${HEALTH_P99_TARGET_MS} ms): ${met ? 'met' : 'MISSED'}`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(`bench:load failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
