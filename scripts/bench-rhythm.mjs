// `npm run bench:rhythm`: one account working the way a user does. Starts the BUILT server (embedded PGlite,
// ANALYSIS_THREADS=2 unless set) on 127.0.0.1, warms it up with one analysis to the end (result, PDF, e-mail),
// then times submit → result visible on the progress stream for
//   - 6 one-site analyses with an idle gap of 8 s between them (each starts once the previous one has settled), and
//   - 6 one-site analyses back to back (each submitted as soon as the previous result shows, while its PDF and
//     e-mail are still being done),
// and prints both side by side, with the server's resident memory (the whole process: API, engine and render
// threads) after them and its peak, and the pack load time the server logged. Exit code 1 when a back-to-back
// result took 600 ms or more, their median 300 ms or more, the resident memory after them reached 1,000 MB, or any
// analysis did not end with its PDF stored and its e-mail sent.

import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseCli } from '../packages/shared/src/cli.ts';
import {
  buyAnalyses,
  call,
  confirmedCustomer,
  loadText,
  memoryMb,
  percentile,
  progressEvents,
  startServer,
} from './lib/bench-kit.mjs';
import { buildOrExit } from './lib/build-first.mjs';

parseCli({
  name: 'bench:rhythm',
  usage: `
Builds, then starts the built server and times one account's analyses (6 with idle gaps, 6 back to back), with the
server's resident memory. Exits 1 past its budgets. Takes no options but -h, --help.`,
});
buildOrExit();

const RUNS = 6;
const IDLE_GAP_MS = 8_000;
const EACH_TARGET_MS = 600;
const MEDIAN_TARGET_MS = 300;
const RSS_TARGET_MB = 1_000;
const THREADS = process.env.ANALYSIS_THREADS ?? '2';
/** Chicago ZCTAs: one per analysis, so no two analyses are the same site. */
const ZIPS = [
  '60614',
  '60622',
  '60657',
  '60647',
  '60618',
  '60625',
  '60640',
  '60613',
  '60610',
  '60607',
  '60608',
  '60616',
  '60615',
  '60609',
];

const load = loadText;

/**
 * Submits one analysis and reads its progress stream: resolves `visible` (ms to the `done` event) as soon as the
 * result shows, and `settled` once the stream ends with the report and e-mail states.
 */
async function submit(base, token, zip) {
  const started = performance.now();
  const created = await call(base, 'POST', '/api/analyses', {
    token,
    json: { businessType: 'coffee-shop', sites: [zip] },
  });
  if (created.status !== 202) throw new Error(`analysis refused: ${created.status} ${JSON.stringify(created.body)}`);
  const response = await fetch(`${base}/api/analyses/${created.body.id}/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  let showVisible;
  const visible = new Promise((resolve) => {
    showVisible = resolve;
  });
  const settled = (async () => {
    let last;
    for await (const progress of progressEvents(response)) {
      last = progress;
      if (last.failed) throw new Error(`analysis ${created.body.id} failed`);
      if (last.done) showVisible(performance.now() - started);
    }
    return { ms: performance.now() - started, progress: last };
  })();
  return { id: created.body.id, visible, settled };
}

async function main() {
  const server = await startServer({ env: { ANALYSIS_THREADS: THREADS, LOG_LEVEL: 'info' }, stdio: 'pipe' });
  let packLoadMs = Number.NaN;
  const readLog = (chunk) => {
    for (const line of String(chunk).split('\n'))
      if (line.includes('geodata pack loaded')) packLoadMs = JSON.parse(line).ms;
  };
  server.child.stdout.on('data', readLog);
  server.child.stderr.on('data', readLog);
  const base = server.base;
  try {
    console.log(
      `SiteScout rhythm benchmark: ${cpus().length} cores, load average ${load()}; embedded PGlite; ANALYSIS_THREADS=${THREADS}`,
    );
    const token = await confirmedCustomer(server, `rhythm.${Date.now()}@example.com`);
    await buyAnalyses(server, token, 1);
    let zip = 0;

    // Warm-up: the engine threads load and prepare the pack; one analysis to the end, PDF and e-mail included.
    const warmStarted = performance.now();
    const warm = await submit(base, token, ZIPS[zip++]);
    await warm.settled;
    console.log(`warm-up analysis settled after ${((performance.now() - warmStarted) / 1000).toFixed(1)} s`);
    const afterWarm = memoryMb(server.child.pid);

    const idle = [];
    const all = [];
    for (let i = 0; i < RUNS; i++) {
      await sleep(IDLE_GAP_MS);
      const run = await submit(base, token, ZIPS[zip++ % ZIPS.length]);
      idle.push(await run.visible);
      all.push(run);
      await run.settled;
    }
    const loadIdle = load();

    const backToBack = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await submit(base, token, ZIPS[zip++ % ZIPS.length]);
      backToBack.push(await run.visible);
      all.push(run);
    }
    const loadBack = load();
    const settled = await Promise.all(all.map((r) => r.settled));
    const lastSettledMs = Math.max(...settled.slice(RUNS).map((s) => s.ms));
    const afterRuns = memoryMb(server.child.pid);
    const delivered = settled.filter((s) => s.progress?.report === 'ready' && s.progress?.email === 'sent').length;

    // The outbox holds one "ready" mail per analysis (the warm-up's too).
    const list = await call(base, 'GET', '/api/analyses', { token });
    const listed = list.body.analyses.filter((a) => a.status === 'done').length;

    const fmt = (values) => values.map((v) => Math.round(v)).join(', ');
    const backMedian = percentile(backToBack, 50);
    const backMax = Math.max(...backToBack);
    console.log('\n| Submit → result visible (ms) | Each | Median | Max | Load average after |');
    console.log('|---|---|---:|---:|---|');
    console.log(
      `| ${RUNS} analyses, idle gap of ${IDLE_GAP_MS / 1000} s | ${fmt(idle)} | ${Math.round(percentile(idle, 50))} | ${Math.round(Math.max(...idle))} | ${loadIdle} |`,
    );
    console.log(
      `| ${RUNS} analyses back to back | ${fmt(backToBack)} | ${Math.round(backMedian)} | ${Math.round(backMax)} | ${loadBack} |`,
    );
    console.log(
      `\nthe back-to-back six had their PDFs and e-mails ${(lastSettledMs / 1000).toFixed(1)} s after the last was submitted at the latest; ${delivered} of ${all.length} analyses ended with "PDF ready" and "E-mailed" (${listed} done on the account)`,
    );
    console.log(
      `data pack load on the API thread: ${Number.isNaN(packLoadMs) ? 'not logged' : `${packLoadMs} ms`}; resident memory of the server (ANALYSIS_THREADS=${THREADS}): ${Math.round(afterWarm.rss)} MB after the warm-up, ${Math.round(afterRuns.rss)} MB after the ${2 * RUNS} analyses, peak ${Math.round(afterRuns.peak)} MB`,
    );
    const checks = [
      [`each back-to-back result under ${EACH_TARGET_MS} ms`, backMax < EACH_TARGET_MS],
      [`back-to-back median under ${MEDIAN_TARGET_MS} ms`, backMedian < MEDIAN_TARGET_MS],
      [`resident memory after the analyses under ${RSS_TARGET_MB} MB`, afterRuns.rss < RSS_TARGET_MB],
      ['every analysis got its PDF and e-mail', delivered === all.length],
    ];
    for (const [what, met] of checks) console.log(`${met ? 'met' : 'MISSED'}: ${what}`);
    process.exitCode = checks.every(([, met]) => met) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(`bench:rhythm failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
