import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { countyOverlayDir, readOverlayManifest } from '@sitescout/geodata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The official services `data:fetch` talks to, on 127.0.0.1, answering from the real published files in the
// shared data folder (Census Gazetteer 2025 zips, Census API JSON of ACS 2019-2023 and CBP 2023, the OSM extract
// as Overpass elements): the same stand-ins as the fetch's own tests (packages/geodata/test/fetch-area.test.ts).
import {
  type OfficialStandIn,
  standInSourceEnv,
  startOfficialStandIn,
} from '../../../packages/geodata/test/helpers/official-stand-in.js';
import { bearer, FAST_JOBS_ENV, smallPackEnv, waitForAnalysis } from './analyses-setup.js';
import { type SignedUpUser, signUpConfirmed } from './billing-accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

interface ProgressJson {
  status: string;
  step: string;
  message: string;
  percent: number;
}

/**
 * DATA_ON_DEMAND=on with the official sources at stand-ins: the pack holds the Gazetteer, ZIP cities and ZIP
 * population only (no place data anywhere near DuPage County), so the first analysis there fetches the county.
 */
describe('a market on demand: the first analysis in a county without data fetches, builds and completes', () => {
  let standIn: OfficialStandIn;
  let t: TestApp;
  let packDir: string;

  beforeAll(async () => {
    standIn = await startOfficialStandIn();
    const root = mkdtempSync(join(tmpdir(), 'sitescout-on-demand-'));
    // No GTFS feed for the county (the built-in list names Metra's own URL, never asked in a test).
    writeFileSync(join(root, 'gtfs-feeds.json'), '[]');
    const pack = smallPackEnv();
    packDir = pack.GEODATA_PACK_DIR as string;
    t = await createTestApp('pglite', {
      ...pack,
      ...FAST_JOBS_ENV,
      JOB_TIMEOUT_SECONDS: '600',
      JOB_CONCURRENCY: '2',
      DATA_ON_DEMAND: 'on',
      ...standInSourceEnv(standIn.url),
      GTFS_FEEDS_FILE: join(root, 'gtfs-feeds.json'),
      FETCH_MIN_INTERVAL_MS: '5',
      FETCH_RETRIES: '2',
      FETCH_RETRY_BASE_MS: '50',
    });
  }, 180_000);
  afterAll(async () => {
    await t?.dispose();
    await standIn?.close();
  });

  const create = (user: SignedUpUser, site: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: bearer(user.accessToken),
      payload: { businessType: 'coffee-shop', sites: [site] },
    });

  it('shows "Getting the official data for DuPage County, IL" with the fetch steps, then the analysis done on the fetched data', async () => {
    const first = await signUpConfirmed(t.app, t.outbox);
    const second = await signUpConfirmed(t.app, t.outbox);
    expect(readOverlayManifest(packDir).counties).toEqual([]);
    // Two accounts ask for Naperville (60540, DuPage County) at once: one fetch of the county serves both.
    const a = await create(first, '60540');
    const b = await create(second, '60563');
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    const id = a.json().id as string;
    // The county's Business Patterns request is held until the dashboard's line has shown that source: against local
    // stand-ins every source answers between two polls, so a sentinel, not the machine's speed, decides what shows.
    const cbpHeld = standIn.hold((r) => r.url.pathname === '/census/2023/cbp');
    await t.app.analysisJobs.startWorker();
    // What the dashboard renders: the API's progress field, polled as the dashboard does.
    const seen: ProgressJson[] = [];
    const until = Date.now() + 400_000;
    for (;;) {
      const res = await t.app.inject({ method: 'GET', url: `/api/analyses/${id}`, headers: bearer(first.accessToken) });
      const progress = res.json().progress as ProgressJson;
      if (seen.at(-1)?.message !== progress.message) seen.push(progress);
      if (cbpHeld.held > 0 && progress.message.includes('(business-patterns')) cbpHeld.release();
      if (progress.status === 'done' || progress.status === 'failed') break;
      if (Date.now() > until) throw new Error(`still ${progress.status}: ${progress.message}`);
      await sleep(100);
    }
    const fetching = seen.filter((p) => p.step === 'getting-data');
    expect(fetching[0]?.message).toMatch(/^Getting the official data for DuPage County, IL — about \d+ minutes?/);
    // The line follows the fetch through its sources to the county's own pack build.
    const steps = new Set(fetching.map((p) => /\((\S+?)[ ,]/.exec(p.message)?.[1]));
    // The held source shows with its step number, then the build. Every step the line goes through is checked by the
    // status reporter's own test (county-overlays.test.ts).
    expect([...steps]).toContain('business-patterns');
    expect(fetching.some((p) => /\(business-patterns.*, step \d+ of \d+\)$/.test(p.message))).toBe(true);
    expect([...steps]).toContain('building');
    const percents = fetching.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((x, y) => x - y));
    expect(seen.at(-1)?.status).toBe('done');

    // The county is an overlay of its own, listed once in the manifest every process watches.
    expect(readOverlayManifest(packDir).counties.map((c) => [c.fips, c.label])).toEqual([
      ['17043', 'DuPage County, IL'],
    ]);
    // The analyses that read it marked its last use: the overlays' disk budget removes the least recently used first.
    expect(existsSync(join(countyOverlayDir(packDir, '17043'), 'last-used'))).toBe(true);
    // Fetched once for both analyses: each Gazetteer file and the county's CBP asked once.
    const gazetteer = standIn.requests.filter((r) => r.url.pathname.startsWith('/gazetteer/'));
    expect(gazetteer.map((r) => r.url.pathname).sort()).toEqual([
      '/gazetteer/2025_Gaz_counties_national.zip',
      '/gazetteer/2025_Gaz_place_national.zip',
      '/gazetteer/2025_Gaz_zcta_national.zip',
    ]);
    const cbp = standIn.requests.filter((r) => r.url.pathname === '/census/2023/cbp');
    expect(cbp.map((r) => r.url.searchParams.get('for'))).toEqual(['county:043']);

    // The analysis reads the county's own data: the Census figures of its ZIP and the county's CBP, cited.
    const done = await waitForAnalysis(t.app, first.accessToken, id, 120_000);
    const site = (done.result as { analyses: Array<{ sources: Array<{ id: string }> }> }).analyses[0];
    const sources = site?.sources.map((s) => s.id) ?? [];
    expect(sources).toEqual(expect.arrayContaining([expect.stringMatching(/^fetched-cbp-dupage-county-il-cbp2023/)]));
    const other = await waitForAnalysis(t.app, second.accessToken, b.json().id as string, 120_000);
    expect(other.status).toBe('done');
  }, 500_000);

  it('with the official services down, the fetch fails once: the analysis runs on what is loaded, and the quote then lists what the report will hold instead of promising the data', async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const quote = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/analyses/quote',
        headers: bearer(user.accessToken),
        payload: { businessType: 'coffee-shop', sites: ['60435'] },
      });
    // Joliet (Will County): not loaded, so the quote names the fetch first.
    const before = (await quote()).json().sites[0];
    expect(before.gettingData).toMatch(/^Getting the official data for Will County, IL — about 5 minutes/);
    // No network: every Gazetteer request fails (the fetch's first source, which resolves the county).
    standIn.faults.push({ match: (r) => r.url.pathname.startsWith('/gazetteer/'), times: 10_000, answer: 503 });
    const res = await create(user, '60435');
    expect(res.statusCode).toBe(202);
    const done = await waitForAnalysis(t.app, user.accessToken, res.json().id as string, 240_000);
    expect(done.status).toBe('done');
    expect(readOverlayManifest(packDir).counties.map((c) => c.fips)).toEqual(['17043']);
    // The quote is the loaded data's own again: no fetch promised, the missing sections listed before payment.
    const after = (await quote()).json().sites[0];
    expect(after.gettingData).toBeNull();
    expect(after.partial).toBe(true);
    expect(after.missing.length).toBeGreaterThan(0);
    expect(after.missing.map((m: { part: string }) => m.part)).toEqual(
      before.missing.map((m: { part: string }) => m.part),
    );
  }, 300_000);
});
