import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, FAST_JOBS_ENV } from './analyses-setup.js';
import { type SignedUpUser, signUpConfirmed } from './billing-accounts.js';
import { buildSmallPack } from './helpers/geo-pack.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** A loopback port nothing listens on: every connection is refused, as on a server without a network. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

const WARN = 40;

describe('an operator reads one line when the geocoder goes offline, not one per address', () => {
  let t: TestApp;
  let pro: SignedUpUser;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    const { packDir, geodataDir } = buildSmallPack();
    t = await createTestApp(
      'pglite',
      {
        ...FAST_JOBS_ENV,
        GEODATA_PACK_DIR: packDir,
        GEODATA_DIR: geodataDir,
        LOG_LEVEL: 'info',
        CENSUS_GEOCODER_URL: `http://127.0.0.1:${await closedPort()}/geocoder`,
        GEOCODER_MIN_INTERVAL_MS: '1',
      },
      { logStream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
    );
    await t.app.batchJobs.startWorker();
    pro = await signUpConfirmed(t.app, t.outbox);
    await t.app.pro.grant(pro.id, 'offline log test');
  }, 180_000);
  afterAll(() => t?.dispose());

  it('a batch of 1,000 street addresses offline: at most 2 lines about the geocoder, no stack; /api/health counts the episode', async () => {
    // Springfield, IL streets: outside the offline street index, so each one would ask the Census geocoder.
    const addresses = Array.from({ length: 1000 }, (_, i) => `${100 + i} S Grand Ave, Springfield, IL 62704`);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/batches',
      headers: bearer(pro.accessToken),
      payload: { businessType: 'coffee-shop', addresses },
    });
    expect(posted.statusCode, posted.body).toBe(202);
    const id = (posted.json() as { id: string }).id;
    const until = Date.now() + 300_000;
    let status = '';
    let processed = 0;
    while (Date.now() < until) {
      const body = (
        await t.app.inject({ method: 'GET', url: `/api/batches/${id}`, headers: bearer(pro.accessToken) })
      ).json() as {
        status: string;
        processedRows: number;
      };
      status = body.status;
      processed = body.processedRows;
      if (status === 'done' || status === 'failed') break;
      await sleep(250);
    }
    expect({ status, processed }).toEqual({ status: 'done', processed: 1000 });

    const aboutGeocoder = lines.filter((line) => /geocod|upstream|census|offline/i.test(JSON.stringify(line)));
    expect(aboutGeocoder.length, JSON.stringify(aboutGeocoder, null, 1)).toBeGreaterThanOrEqual(1);
    expect(aboutGeocoder.length, JSON.stringify(aboutGeocoder, null, 1)).toBeLessThanOrEqual(2);
    expect(aboutGeocoder[0]).toMatchObject({
      level: WARN,
      upstream: 'census',
      msg: expect.stringMatching(/^upstream offline/),
      reason: expect.stringMatching(/ECONNREFUSED/),
    });
    // No warning carries a stack trace for this expected condition.
    expect(lines.filter((line) => line.level >= WARN && JSON.stringify(line).includes('    at '))).toEqual([]);

    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.upstreams).toMatchObject({ offline: true, offlineEpisodes: 1, offlineSince: expect.any(String) });
  }, 360_000);
});
