// `npm run bench` (server part): batch-scoring throughput end to end through the HTTP API. Starts the app on
// loopback with an embedded database in a temporary DATA_DIR and the real data pack, signs up and confirms an
// account, makes it Pro, posts a batch of 1,000 real Chicago addresses (the City's 2025 business licences from
// GEODATA_DIR) and polls it until done. Prints sites per second, after a warm-up batch that loads the pack, once
// for each engine thread count in BENCH_ANALYSIS_THREADS (default "1,2": the default and one thread per core here),
// beside a reference measured in the same run: the same addresses geocoded by the same service and scored by the
// engine in a plain loop on this thread (no HTTP, queue, database or engine threads), so the ratio holds whatever
// else the machine is doing.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createEngineContext, getBusinessType, scoreSite } from '@sitescout/engine';
import { findGeodataDir, GeocodeError, readChicagoLicenceAddresses } from '@sitescout/geodata';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';
import { createMailer, outboxDir } from '../infra/mail/index.js';

/**
 * The fields this script reads from the API's JSON answers (sign-up, verify, batches); each route sends its own.
 * Typed here because fetch's own typing leaves a JSON body `unknown`.
 */
interface ApiAnswer {
  id: string;
  access_token?: string;
  status: string;
  finishedAt: string;
  rows: unknown[];
  failed: unknown[];
}

const ROWS = 1_000;
const WARM_UP_ROWS = 100;
const PASSWORD = 'Beacon-Lattice-Orchid-91';
async function measure(geodataDir: string, threads: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitescout-batch-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    ANALYSIS_THREADS: String(threads),
    MAIL_OUTBOX: '1',
    PAYMENTS_PROVIDER: 'local',
  });
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  const mailer = createMailer(config);
  const app = await buildApp({ config, database, mailer });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const json = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(base + path, {
        method,
        redirect: 'manual',
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await res.json().catch(() => null)) as ApiAnswer;
      return { status: res.status, location: res.headers.get('location'), body: answer };
    };

    // An account confirmed as a browser does (link from the outbox, password again), then made Pro.
    const email = `batch.bench.${Date.now()}@example.com`;
    const signUp = await json('POST', '/auth/v1/signup', { email, password: PASSWORD, data: {} });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status}`);
    let link: string | undefined;
    for (let i = 0; !link && i < 100; i++) {
      for (const f of readdirSync(outboxDir(dataDir)).filter((n) => n.endsWith('.json'))) {
        const mail = JSON.parse(readFileSync(join(outboxDir(dataDir), f), 'utf8')) as { to: string; text: string };
        if (mail.to === email) link = /https?:\/\/\S*\/auth\/v1\/verify\S*/.exec(mail.text)?.[0];
      }
      if (!link) await sleep(100);
    }
    if (!link) throw new Error('no confirmation link in the outbox');
    const landing = await json('GET', new URL(link).pathname + new URL(link).search);
    const fragment = new URLSearchParams(new URL(landing.location ?? '', base).hash.slice(1));
    const confirm = await json('POST', '/auth/v1/verify', {
      type: 'signup',
      token: fragment.get('confirmation_token') ?? '',
      password: PASSWORD,
    });
    const token = confirm.body?.access_token as string | undefined;
    if (!token) throw new Error(`confirmation gave no session: ${confirm.status}`);
    await app.pro.grant(signUp.body.id as string, 'batch benchmark');

    const run = async (addresses: string[]) => {
      const started = performance.now();
      const startedAt = Date.now();
      let peakRss = process.memoryUsage().rss;
      const created = await json('POST', '/api/batches', { businessType: 'coffee-shop', addresses }, token);
      if (created.status !== 202) throw new Error(`batch refused: ${created.status} ${JSON.stringify(created.body)}`);
      const postMs = performance.now() - started;
      for (;;) {
        const got = await json('GET', `/api/batches/${created.body.id}`, undefined, token);
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        if (got.body.status === 'done' || got.body.status === 'failed') {
          return {
            ms: performance.now() - started,
            // When the server marked it done (its finishedAt), apart from when the 250 ms poll saw it.
            doneMs: Date.parse(got.body.finishedAt as string) - startedAt,
            scored: got.body.rows.length,
            failed: got.body.failed.length,
            peakRssMb: Math.round(peakRss / 1024 / 1024),
            postMs,
          };
        }
        await sleep(250);
      }
    };

    const addresses = readChicagoLicenceAddresses(geodataDir)
      .slice(0, ROWS)
      .map((a) => a.query);
    console.log(
      `batch scoring through the API: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, ANALYSIS_THREADS=${config.analysisThreads}`,
    );
    // Enough rows for a slice on every engine thread: each loads the pack and builds its indexes first.
    const warm = await run(addresses.slice(0, WARM_UP_ROWS));
    console.log(
      `warm-up batch of ${WARM_UP_ROWS} (loads the pack on the engine threads): ${(warm.ms / 1000).toFixed(1)} s`,
    );
    const result = await run(addresses);
    const rate = (ms: number) => (addresses.length / (ms / 1000)).toFixed(1);
    const reference = await plainLoop(app, addresses);
    const apiRate = addresses.length / (result.doneMs / 1000);
    console.log(
      `batch of ${addresses.length} Chicago addresses (coffee shop, 1 mi): done ${(result.doneMs / 1000).toFixed(2)} s after the POST was sent (the batch's finishedAt; the POST answered in ${Math.round(result.postMs)} ms), seen by the 250 ms poll at ${(result.ms / 1000).toFixed(2)} s; ${result.scored} scored, ${result.failed} not placed -> ${rate(result.doneMs)} sites/s end to end (${rate(result.ms)} as the poll saw it); peak RSS of the process (API and engine threads) ${result.peakRssMb} MB`,
    );
    console.log(
      `» batch through the API, ANALYSIS_THREADS=${config.analysisThreads}: ${apiRate.toFixed(0)} sites/s (target ≥ 200) vs ${reference.rate.toFixed(0)} sites/s for the same addresses geocoded and scored in a plain loop on one thread in this run (ratio ${(apiRate / reference.rate).toFixed(2)}; ${reference.scored} scored), load average ${loadavg()[0]?.toFixed(1)}`,
    );
  } finally {
    await app.close();
    await mailer.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The reference: each address geocoded by the app's own geocoding service and scored with the engine's batch path
 * (`scoreSite`, as an engine thread does) over the API thread's loaded pack, one after another on this thread.
 */
async function plainLoop(app: Awaited<ReturnType<typeof buildApp>>, addresses: string[]) {
  const ctx = createEngineContext((await app.geodata.get()).view);
  const coffee = getBusinessType('coffee-shop');
  // Warm the context on a few sites first, as the API run's warm-up batch did for the engine threads.
  const found = await app.geocoding.geocodeMany(addresses.slice(0, 20));
  for (const g of found)
    if (!(g instanceof GeocodeError))
      scoreSite(ctx, coffee, { label: 'warm', lat: g.lat, lon: g.lon, precision: g.precision }, 1, {});
  const started = performance.now();
  let scored = 0;
  for (const address of addresses) {
    const [g] = await app.geocoding.geocodeMany([address]);
    if (!g || g instanceof GeocodeError) continue;
    scoreSite(ctx, coffee, { label: address, lat: g.lat, lon: g.lon, precision: g.precision }, 1, {});
    scored += 1;
  }
  return { rate: addresses.length / ((performance.now() - started) / 1000), scored };
}

async function main(): Promise<void> {
  const geodataDir = findGeodataDir(process.env.GEODATA_DIR, process.cwd());
  if (!geodataDir) throw new Error('shared data folder not found: set GEODATA_DIR');
  const counts = (process.env.BENCH_ANALYSIS_THREADS ?? '1,2').split(',').map((t) => Number.parseInt(t, 10));
  for (const threads of counts) await measure(geodataDir, threads);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
