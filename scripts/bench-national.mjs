// `npm run bench:national`: the whole country on one server. Cuts the built pack (the repository's `.data`, or
// GEODATA_PACK_DIR) into a base and one shard for each of the 50 states and DC in a folder of its own (the national
// Census layers stay in the base; each state's shard holds the places, transit and detail that lie in it), starts
// the BUILT server over it (embedded PGlite, ANALYSIS_THREADS=2 unless set, DATA_ON_DEMAND=off, GEODATA_MEMORY_MB
// as set), then runs one account's analyses:
//   - in turn: every state in FIPS order, two analyses each (its most populous ZIP area, the state not yet loaded,
//     then its second, the state loaded), printing the server's resident memory after 1, 5, 20 and 51 states;
//   - in random order: NATIONAL_RANDOM_STATES (20) states drawn at random, one analysis each at the first ZIP.
// Prints the first and the next analysis's time (submit → result visible) and the load average with the figures.
// Exit code 1 when resident memory reaches 1,000 MB at any step, or ends more than 15 % above the 1-state figure.
// States with no places loaded would get stand-in places; the run says how many needed them.

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCli } from '../packages/shared/src/cli.ts';
import { seededRandom } from '../packages/shared/src/seeded-random.ts';
import {
  buyAnalyses,
  call,
  clientAddress,
  confirmedCustomer,
  loadText,
  memoryMb,
  percentile,
  progressEvents,
  startServer,
} from './lib/bench-kit.mjs';
import { buildOrExit } from './lib/build-first.mjs';

parseCli({
  name: 'bench:national',
  usage: `
Builds, cuts the data pack into 51 state shards, starts the built server over them and runs analyses across every
state in turn and 20 in random order, printing resident memory after 1, 5, 20 and 51 states and the time of the
first and next analysis in a state. Exits 1 past its memory budgets. Takes no options but -h, --help.`,
});
buildOrExit();

const { defaultDataDir, packDir } = await import('../packages/geodata/dist/index.js');
const { loadedShard, readShard, readShardManifest, shardsDir, writeShards } = await import(
  '../packages/geodata/dist/memory/shards/index.js'
);

const THREADS = process.env.ANALYSIS_THREADS ?? '2';
const RANDOM_STATES = Number(process.env.NATIONAL_RANDOM_STATES) || 20;
const RSS_TARGET_MB = 1_000;
const GROWTH_LIMIT = 0.15;
const STEPS = [1, 5, 20, 51];
const ACCOUNTS = 3;
/** The 50 states and DC by FIPS code. */
const STATES = [
  '01',
  '02',
  '04',
  '05',
  '06',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '38',
  '39',
  '40',
  '41',
  '42',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '50',
  '51',
  '53',
  '54',
  '55',
  '56',
];

const load = loadText;

/** Each state's two most populous ZIP areas, read from the base shard (the national ZCTAs live there). */
function zipsByState(dir, manifest) {
  const { data } = loadedShard(readShard(dir, manifest.base));
  const byState = new Map();
  for (const area of data.areas) {
    if (area.kind !== 'zcta' || !area.countyFips) continue;
    const fips = area.countyFips.slice(0, 2);
    const list = byState.get(fips) ?? [];
    list.push({ zip: area.id, population: area.demographics.population?.value ?? 0 });
    byState.set(fips, list);
  }
  return new Map(
    [...byState].map(([fips, list]) => [fips, list.sort((a, b) => b.population - a.population).map((z) => z.zip)]),
  );
}

/** Submits one analysis and waits until its result shows on the progress stream: ms from submit. */
async function analyse(base, token, zip) {
  const started = performance.now();
  const created = await call(base, 'POST', '/api/analyses', {
    token,
    json: { businessType: 'coffee-shop', sites: [zip] },
  });
  if (created.status !== 202)
    throw new Error(`analysis at ${zip} refused: ${created.status} ${JSON.stringify(created.body)}`);
  // A client address of its own, as every call has: the per-IP limits would otherwise count a hundred streams as one.
  // Aborted once the result shows: the server closes its side at once (an account may hold six streams open).
  const stream = new AbortController();
  const response = await fetch(`${base}/api/analyses/${created.body.id}/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', 'x-forwarded-for': clientAddress() },
    signal: stream.signal,
  });
  if (response.status !== 200) throw new Error(`analysis at ${zip}: progress stream refused (${response.status})`);
  try {
    for await (const progress of progressEvents(response)) {
      if (progress.failed) throw new Error(`analysis at ${zip} failed: ${progress.message ?? ''}`);
      if (progress.done) return performance.now() - started;
    }
    const row = await call(base, 'GET', `/api/analyses/${created.body.id}`, { token });
    throw new Error(`analysis at ${zip} ended without a result: ${JSON.stringify(row.body).slice(0, 600)}`);
  } finally {
    stream.abort();
  }
}

async function main() {
  const source = process.env.GEODATA_PACK_DIR ?? defaultDataDir(process.cwd());
  const root = mkdtempSync(join(tmpdir(), 'sitescout-national-'));
  // A copy of the pack (the server must not rebuild the repository's) and the 51 shards beside it.
  cpSync(packDir(source), packDir(root), { recursive: true });
  const cut = writeShards(root, STATES);
  const dir = shardsDir(root);
  const manifest = readShardManifest(dir);
  const sizes = Object.values(manifest.states).map((e) => e.bytes / 1e6);
  const placeless = STATES.filter((s) => (manifest.states[s]?.rows.places ?? 0) === 0);
  console.log(
    `SiteScout national benchmark: ${cpus().length} cores, load average ${load()}; ANALYSIS_THREADS=${THREADS}, GEODATA_MEMORY_MB=${process.env.GEODATA_MEMORY_MB ?? 'default'}\n` +
      `shards: ${Object.keys(manifest.states).length} states cut in ${(cut.milliseconds / 1000).toFixed(1)} s; base ${(manifest.base.bytes / 1e6).toFixed(1)} MB, states ${Math.min(...sizes).toFixed(2)}–${Math.max(...sizes).toFixed(1)} MB (${sizes.reduce((a, b) => a + b, 0).toFixed(1)} MB together); ` +
      `states without any place loaded (stand-in places needed): ${placeless.length === 0 ? 'none' : placeless.join(', ')}`,
  );
  if (placeless.length > 0) throw new Error('stand-in places are not generated by this benchmark yet');
  const zips = zipsByState(dir, manifest);

  const server = await startServer({
    env: { ANALYSIS_THREADS: THREADS, GEODATA_PACK_DIR: root, DATA_ON_DEMAND: 'off' },
    stdio: 'pipe',
  });
  // The server's log, drained (a full pipe would stall it) and kept to say why an analysis failed.
  const logTail = [];
  const keepLog = (chunk) => {
    logTail.push(...String(chunk).split('\n').filter(Boolean));
    logTail.splice(0, Math.max(0, logTail.length - 20));
  };
  server.child.stdout.on('data', keepLog);
  server.child.stderr.on('data', keepLog);
  try {
    // Three accounts taking turns: one account may open 60 progress streams a minute, and this opens ~100.
    const tokens = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const token = await confirmedCustomer(server, `national.${i}.${Date.now()}@example.com`);
      await buyAnalyses(server, token, Math.ceil((STATES.length * 2 + RANDOM_STATES + 1) / ACCOUNTS / 20));
      tokens.push(token);
    }
    let turn = 0;

    const memory = [];
    const first = [];
    const next = [];
    const failures = [];
    /** One analysis, timed; a failure is counted and said (the run goes on to the next state). */
    const timed = async (list, fips, zip) => {
      try {
        list.push({ fips, ms: await analyse(server.base, tokens[turn++ % ACCOUNTS], zip) });
      } catch (error) {
        failures.push(`${fips} ${zip}: ${error instanceof Error ? error.message : error}`);
      }
    };
    for (const [n, fips] of STATES.entries()) {
      const [a, b] = zips.get(fips) ?? [];
      if (!a || !b) throw new Error(`state ${fips} has fewer than two ZIP areas`);
      await timed(first, fips, a);
      await timed(next, fips, b);
      if (STEPS.includes(n + 1)) {
        const m = await memoryMb(server.child.pid);
        memory.push({ states: n + 1, rss: m.rss, peak: m.peak, load: load() });
        console.log(
          `after ${n + 1} state(s): ${Math.round(m.rss)} MB resident (peak ${Math.round(m.peak)}), load ${load()}`,
        );
      }
    }

    const random = seededRandom(Number(process.env.NATIONAL_SEED) || 43);
    const order = [...STATES].sort(() => random() - 0.5).slice(0, RANDOM_STATES);
    const randomMs = [];
    for (const fips of order) await timed(randomMs, fips, zips.get(fips)[0]);
    const afterRandom = await memoryMb(server.child.pid);

    const stat = (list) => {
      if (list.length === 0) return 'none gave a result';
      const ms = list.map((x) => x.ms);
      const worst = list.reduce((w, x) => (x.ms > w.ms ? x : w));
      return `median ${Math.round(percentile(ms, 50))} ms, p90 ${Math.round(percentile(ms, 90))} ms, max ${Math.round(worst.ms)} ms (state ${worst.fips})`;
    };
    console.log(`analyses that failed: ${failures.length === 0 ? 'none' : `\n  ${failures.join('\n  ')}`}`);
    if (failures.length > 0) console.log(`the server's last log lines:\n${logTail.join('\n')}`);
    console.log('\n| States used | Resident memory (MB) | Peak (MB) | Load average |');
    console.log('|---:|---:|---:|---|');
    for (const m of memory) console.log(`| ${m.states} | ${Math.round(m.rss)} | ${Math.round(m.peak)} | ${m.load} |`);
    console.log(
      `| + ${RANDOM_STATES} in random order | ${Math.round(afterRandom.rss)} | ${Math.round(afterRandom.peak)} | ${load()} |`,
    );
    console.log(`\nfirst analysis in a state not yet loaded (51): ${stat(first)}`);
    console.log(`next analysis in the same state (51): ${stat(next)}`);
    console.log(`${RANDOM_STATES} states in random order (${order.join(' ')}): ${stat(randomMs)}`);

    const one = memory[0].rss;
    const last = memory.at(-1).rss;
    const checks = [
      [
        `resident memory under ${RSS_TARGET_MB} MB at every step`,
        [...memory.map((m) => m.rss), afterRandom.rss].every((r) => r < RSS_TARGET_MB),
      ],
      [
        `after 51 states within ${GROWTH_LIMIT * 100} % of the 1-state figure (${Math.round(one)} → ${Math.round(last)} MB, ${(((last - one) / one) * 100).toFixed(1)} %)`,
        last <= one * (1 + GROWTH_LIMIT),
      ],
      ['every analysis gave its result', failures.length === 0],
    ];
    for (const [what, met] of checks) console.log(`${met ? 'met' : 'MISSED'}: ${what}`);
    process.exitCode = checks.every(([, met]) => met) ? 0 : 1;
  } catch (error) {
    console.error(`the server's last log lines:\n${logTail.join('\n')}`);
    throw error;
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:national failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
