import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInSourceEnv } from '../../../packages/geodata/test/helpers/official-stand-in.js';
import { bearer, FAST_JOBS_ENV, smallPackEnv } from './analyses-setup.js';
import { type SignedUpUser, signUpConfirmed } from './billing-accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** A port nothing listens on: every official source answers ECONNREFUSED at once, as on a server with no network. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** How long one failed fetch keeps the server offline: short here, so each round starts as the first did. */
const OFFLINE_MEMORY_MS = 3000;

interface Finished {
  ms: number;
  body: { id: string; status: string; result: { dataNotice?: string } | null };
}

/**
 * DATA_ON_DEMAND=on without a network (the default FETCH_RETRIES and back-off: a fetch that retried its failures
 * would wait a minute): analyses in new counties hold no job slot while their counties are asked for, so an analysis
 * where the data is loaded runs as soon as it would alone.
 */
describe('county fetches off the job slots, offline', () => {
  let t: TestApp;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'sitescout-offline-counties-'));
    writeFileSync(join(root, 'gtfs-feeds.json'), '[]');
    t = await createTestApp('pglite', {
      ...smallPackEnv(),
      ...FAST_JOBS_ENV,
      JOB_TIMEOUT_SECONDS: '600',
      JOB_CONCURRENCY: '2',
      DATA_ON_DEMAND: 'on',
      ...standInSourceEnv(`http://127.0.0.1:${await closedPort()}`),
      GTFS_FEEDS_FILE: join(root, 'gtfs-feeds.json'),
      NEW_COUNTIES_PER_ACCOUNT_DAY: '2',
      OFFLINE_MEMORY_MS: String(OFFLINE_MEMORY_MS),
    });
    await t.app.analysisJobs.startWorker();
  }, 180_000);
  afterAll(async () => {
    await t?.dispose();
  });

  /** An account with credits for a few analyses. */
  async function buyer(): Promise<SignedUpUser> {
    const user = await signUpConfirmed(t.app, t.outbox);
    await t.app.credits.grant(user.id, { amount: 8, key: `bought:${user.id}`, description: 'test purchase' });
    return user;
  }

  const create = (user: SignedUpUser, site: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: bearer(user.accessToken),
      payload: { businessType: 'coffee-shop', sites: [site] },
    });

  /** Until the result is visible (status done), polled closely: the time a user waits for it. */
  async function finished(user: SignedUpUser, id: string, started: number): Promise<Finished> {
    for (;;) {
      const res = await t.app.inject({ method: 'GET', url: `/api/analyses/${id}`, headers: bearer(user.accessToken) });
      const body = res.json() as Finished['body'];
      if (body.status === 'done' || body.status === 'failed') return { ms: performance.now() - started, body };
      if (performance.now() - started > 240_000) throw new Error(`analysis ${id} still ${body.status}`);
      await sleep(25);
    }
  }

  async function chicago(user: SignedUpUser): Promise<Finished> {
    const started = performance.now();
    const res = await create(user, '60614');
    expect(res.statusCode).toBe(202);
    return finished(user, res.json().id as string, started);
  }

  /** Until its PDF and e-mail are settled too: the render thread is idle again before the next measurement. */
  async function settled(user: SignedUpUser, id: string): Promise<void> {
    for (;;) {
      const res = await t.app.inject({ method: 'GET', url: `/api/analyses/${id}`, headers: bearer(user.accessToken) });
      if ((res.json() as { progress: { settled: boolean } }).progress.settled) return;
      await sleep(50);
    }
  }

  const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

  it('two analyses in new counties, then a Chicago analysis: Chicago not queued behind them (within 2× its time alone, or a third of theirs); both others done on partial data, saying so', async () => {
    const chicagoan = await buyer();
    await settled(chicagoan, (await chicago(chicagoan)).body.id); // warms the engine thread and the queue
    // Three rounds, each as the issue's: the server does not yet know it is offline (the last round's failure is
    // forgotten after OFFLINE_MEMORY_MS), two accounts ask for new counties and a Chicago analysis follows at once.
    // Its time alone is measured in the same round, just before, on this machine under whatever load it has: a
    // quarter-second analysis on two cores is noisy, so the gate reads the medians of the three rounds.
    const rounds = [
      ['50309', '78701', /Polk County, IA/, /Travis County, TX/],
      ['80202', '98101', /Denver County, CO/, /King County, WA/],
      ['33130', '02108', /Miami-Dade County, FL/, /Suffolk County, MA/],
    ] as const;
    const alone: number[] = [];
    const beside: number[] = [];
    const fetches: number[] = [];
    for (const [index, [a, b, aCounty, bCounty]] of rounds.entries()) {
      if (index > 0) await sleep(OFFLINE_MEMORY_MS + 200);
      const lone = await chicago(chicagoan);
      await settled(chicagoan, lone.body.id);
      alone.push(lone.ms);

      const [ua, ub] = [await buyer(), await buyer()];
      const started = performance.now();
      const ra = await create(ua, a);
      const rb = await create(ub, b);
      expect([ra.statusCode, rb.statusCode]).toEqual([202, 202]);
      const next = await chicago(chicagoan);
      expect(next.body.status).toBe('done');
      // Chicago's data is loaded: its result says nothing of the kind.
      expect(next.body.result?.dataNotice).toBeUndefined();
      beside.push(next.ms);

      const aDone = await finished(ua, ra.json().id as string, started);
      const bDone = await finished(ub, rb.json().id as string, started);
      console.log(`round ${index + 1}: ${a} done in ${aDone.ms.toFixed(0)} ms, ${b} in ${bDone.ms.toFixed(0)} ms`);
      fetches.push(aDone.ms, bDone.ms);
      // No retries with back-off: the first failure says the network is missing, and the rest are not asked.
      expect(aDone.ms).toBeLessThan(30_000);
      expect([aDone.body.status, bDone.body.status]).toEqual(['done', 'done']);
      const partial =
        /^This analysis ran on partial data: the official data for (.+) could not be fetched \(the server has no network connection just now\)/;
      expect(aDone.body.result?.dataNotice).toMatch(partial);
      expect(aDone.body.result?.dataNotice).toMatch(aCounty);
      expect(bDone.body.result?.dataNotice).toMatch(bCounty);

      if (index === 0) {
        // The quote no longer promises a fetch the server cannot make.
        const quote = await t.app.inject({
          method: 'POST',
          url: '/api/analyses/quote',
          headers: bearer(ua.accessToken),
          payload: { businessType: 'coffee-shop', sites: ['75201'] },
        });
        expect(quote.json().sites[0].gettingData).toBeNull();
      }
      await Promise.all([
        settled(ua, ra.json().id as string),
        settled(ub, rb.json().id as string),
        settled(chicagoan, next.body.id),
      ]);
    }
    const ratio = median(beside) / median(alone);
    const fetchMs = Math.min(...fetches);
    console.log(
      `Chicago alone ${alone.map((m) => m.toFixed(0)).join(', ')} ms, beside two new counties ${beside.map((m) => m.toFixed(0)).join(', ')} ms: medians ×${ratio.toFixed(2)}; the county analyses took ${fetchMs.toFixed(0)} ms at least`,
    );
    // Within 2× its time alone, or — where a 70 ms analysis is doubled by the machine's load alone (a clean CI run
    // read ×2.36: 73 → 172 ms) — far short of the county analyses it would have waited behind: a Chicago analysis
    // queued behind them would take at least as long as the quickest of them (1.1–1.2 s here).
    expect(median(beside)).toBeLessThanOrEqual(Math.max(2 * median(alone), fetchMs / 3));
  }, 400_000);

  it('a third new county from the same account that day is refused, naming the limit; a county already asked for is not counted again', async () => {
    const user = await buyer();
    expect((await create(user, '50010')).statusCode).toBe(202); // Ames: Story County, IA
    expect((await create(user, '75201')).statusCode).toBe(202); // Dallas County, TX
    expect((await create(user, '50014')).statusCode).toBe(202); // Story County again: not a new county
    const third = await create(user, '77002'); // Houston: Harris County, TX
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(
      /^One account may have the official data of at most 2 new counties fetched a day; Harris County, TX would go past it\./,
    );
    // A site where the data is loaded is never refused.
    expect((await create(user, '60614')).statusCode).toBe(202);
  }, 120_000);
});
