import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses } from '../src/db/schema/index.js';
import { REWEIGHTS_PER_ANALYSIS_PER_HOUR } from '../src/plugins/analyses/reweight-limits.js';
import { STREAMS_PER_ACCOUNT } from '../src/plugins/analyses/stream-limits.js';
import { bearer, FAST_JOBS_ENV, smallPackEnv, waitForAnalysis } from './analyses-setup.js';
import { type SignedUpUser, signUpConfirmed } from './billing-accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

describe.each(DATABASE_KINDS)('limits on re-weights, progress streams and quotes on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let user: SignedUpUser;
  let finishedId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...smallPackEnv(), ...FAST_JOBS_ENV });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    user = await signUpConfirmed(t.app, t.outbox);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: bearer(user.accessToken),
      payload: { businessType: 'coffee-shop', sites: ['60614'] },
    });
    finishedId = (await waitForAnalysis(t.app, user.accessToken, created.json().id)).id;
  }, 180_000);
  afterAll(() => t?.dispose());

  const reweight = (id: string, priorities: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/analyses/${id}/reweight`,
      headers: bearer(user.accessToken),
      payload: { priorities },
    });

  it('refuses sliders that are not numbers as sent (null, true, "50", [50]), naming the slider', async () => {
    for (const value of [null, true, '50', [50]]) {
      const res = await reweight(finishedId, { footTraffic: value });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'priorities.footTraffic',
        message: expect.stringMatching(/^Foot traffic priority: must be a number/),
      });
    }
  });

  it('ends the progress stream of a re-weighted version (nothing left to do), saying it is settled', async () => {
    const version = await reweight(finishedId, { footTraffic: 80 });
    expect(version.statusCode).toBe(201);
    const res = await fetch(`${base}/api/analyses/${version.json().id}/events`, {
      headers: bearer(user.accessToken),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    const events = [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1] as string));
    expect(events.at(-1)).toMatchObject({ done: true, settled: true });
  });

  it(`holds at most ${STREAMS_PER_ACCOUNT} progress streams open per account`, async () => {
    // A job that never comes (no queue entry): its stream would follow it for ever.
    const id = randomUUID();
    await t.db.database.db.insert(analyses).values({
      id,
      userId: user.id,
      businessType: 'coffee-shop',
      request: { sites: [{ label: 'x', lat: 41.92, lon: -87.65 }], radiusMiles: 1, priorities: {} },
      creditUnit: 'analysis',
      status: 'running',
    });
    const controller = new AbortController();
    const open = () =>
      fetch(`${base}/api/analyses/${id}/events`, { headers: bearer(user.accessToken), signal: controller.signal });
    try {
      const streams = await Promise.all(Array.from({ length: STREAMS_PER_ACCOUNT }, open));
      expect(streams.map((s) => s.status)).toEqual(Array(STREAMS_PER_ACCOUNT).fill(200));
      const extra = await open();
      expect(extra.status).toBe(429);
      expect(await extra.json()).toMatchObject({ code: 'too_many_streams' });
      // Closing one gives its place back.
      await streams[0]?.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await open()).status).toBe(200);
    } finally {
      controller.abort();
    }
  });

  it(`allows ${REWEIGHTS_PER_ANALYSIS_PER_HOUR} re-weights of one analysis an hour, then 429 with Retry-After`, async () => {
    // One was made above (the refused ones were not counted).
    for (let i = 1; i < REWEIGHTS_PER_ANALYSIS_PER_HOUR; i++)
      expect((await reweight(finishedId, { footTraffic: i })).statusCode).toBe(201);
    const over = await reweight(finishedId, { footTraffic: 1 });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'reweight_limit_reached' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  }, 120_000);

  it('counts the addresses a quote looks up against the per-address lookup allowance (60 a minute)', async () => {
    const sites = Array.from({ length: 25 }, () => '60614');
    const quote = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/analyses/quote',
        remoteAddress: '198.51.100.77',
        headers: bearer(user.accessToken),
        payload: { businessType: 'coffee-shop', sites },
      });
    expect((await quote()).statusCode).toBe(200);
    expect((await quote()).statusCode).toBe(200);
    const third = await quote();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/location lookups/) });
    const lookup = await t.app.inject({ method: 'GET', url: '/api/geocode?q=60614', remoteAddress: '198.51.100.77' });
    expect(lookup.statusCode).toBe(429);
  });
});
