import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './analyses-setup.js';
import { type SignedUpUser, signUpConfirmed } from './billing-accounts.js';
import { describeLoad, type Flood, healthUnderFlood, healthWhile, jsonRoundTripMs } from './helpers/health-ratio.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * How much a flood from one caller holds up everyone else: health p95 while it runs, against health p95 idle,
 * measured in the same test (a ratio, so the machine's own speed and load cancel out). Before these guards a
 * 1.9 MB CSV of empty cells took 5–7 s of the API thread per request (health ×1000 and more) and a 3° basemap
 * 100–300 ms each. The API thread is what is measured, not the database: one database kind is enough. Measured here
 * at load average 23–26 from other work: CSV floods ×1.2, basemaps ×2.5–×10.5 (docs/operations/hardening.md lists the figures).
 */
const MAX_SLOWDOWN = 30;
/**
 * A long job's worst single stall (p95 over thousands of samples cannot see one stretch of seconds), against CPU
 * work the test's own thread does at the same moment: parsing the 3.9 MB result it reads and writing it again. That
 * reference grows with the machine's load as a stall does; health p95 idle, the reference before, is mostly fixed
 * overhead (3.7 ms on a quiet moment), so a 369 ms stall read ×101 of it and failed a gate of ×100 while 440 ms
 * read ×74 at load 8–12. Measured at load 4–6: worst stalls 99–449 ms against references of 29–102 ms (×1.1–×14.6).
 * One stall of up to ~450 ms remains in this job and is not pinned down (the embedded database runs on the API
 * thread and writes and reads the 3.9 MB result row there); the gate is set above it, to catch stalls of seconds —
 * 1.95 s before the 25-site e-mail's PDF was sliced and the first map lookups bounded, 5–7 s for a CSV of empty
 * cells. With the e-mail unsliced the stall was 135 ms at load 5 (×4.6), so the unit test
 * `sliced-attachments.test.ts` is what catches that one, at any load.
 */
const MAX_SINGLE_STALL = 40;

describe('one caller cannot stall the API', () => {
  let t: TestApp;
  let base: string;
  let pro: SignedUpUser;
  beforeAll(async () => {
    // Behind a proxy (TRUST_PROXY): each anonymous client of the new-boxes case is its own address.
    t = await createTestApp('pglite', { BASEMAP_REQUESTS_PER_MINUTE: '60', TRUST_PROXY: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    pro = await signUpConfirmed(t.app, t.outbox);
    await t.app.pro.grant(pro.id, 'flood test');
    await t.app.geodata.get();
  }, 180_000);
  afterAll(() => t?.dispose());

  const previewFlood = (csv: string): Flood => ({
    paths: ['/api/batches/preview'],
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(pro.accessToken) },
    body: JSON.stringify({ csv }),
  });
  const preview = (csv: string) => {
    const { paths, ...init } = previewFlood(csv);
    return fetch(`${base}${paths[0]}`, init);
  };

  it('a CSV of 1.9 MB of empty cells is refused after its first thousand lines, without stalling health', async () => {
    const blanks = `Address\n${',,,,,,,,\n'.repeat(190_000)}`;
    const res = await preview(blanks);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'too_many_blank_lines',
      message: expect.stringMatching(/^CSV file: more than 1,000 empty lines/),
      field: 'csv',
    });
    const load = await healthUnderFlood(base, previewFlood(blanks), { clients: 3 });
    console.log(describeLoad('1.9 MB of empty CSV cells, 3 clients', load));
    expect(load.floodStatuses[400]).toBeGreaterThan(0);
    expect(load.ratio).toBeLessThan(MAX_SLOWDOWN);
  }, 120_000);

  it('a header of 950,000 columns is refused at its 101st, without stalling health', async () => {
    const wide = `${'a,'.repeat(950_000)}a\n1,2\n`;
    const res = await preview(wide);
    expect(await res.json()).toMatchObject({
      code: 'too_many_columns',
      message: expect.stringMatching(/^CSV file: more than 100 columns \(line 1\)/),
    });
    const load = await healthUnderFlood(base, previewFlood(wide), { clients: 3 });
    console.log(describeLoad('950,000-column header, 3 clients', load));
    expect(load.ratio).toBeLessThan(MAX_SLOWDOWN);
  }, 120_000);

  it('anonymous 3° basemaps: per-address limit and drawn boxes kept, so health holds', async () => {
    // Boxes a little apart, as a scripted client would send to defeat a cache of exact boxes.
    const paths = Array.from({ length: 40 }, (_, i) => {
      const w = -89.5 + i * 0.003;
      return `/api/basemap?bbox=${w},40.5,${w + 3},43.5&zoning=true`;
    });
    const load = await healthUnderFlood(base, { paths }, { clients: 4 });
    console.log(describeLoad('3° basemaps, 4 anonymous clients', load));
    expect(load.floodStatuses[429]).toBeGreaterThan(0);
    expect(load.ratio).toBeLessThan(MAX_SLOWDOWN);
  }, 120_000);

  it('anonymous clients each drawing new boxes (within the per-address limit, several addresses) do not stall health', async () => {
    // 0.12° boxes over Chicago with zoning (the costliest drawing per box), each client its own column of boxes on
    // the 0.01° grid, so every request is a box not drawn before: nothing is served from the kept drawings.
    const clients = 4;
    const perClient = Array.from({ length: clients }, (_, c) => ({
      headers: { 'x-forwarded-for': `203.0.113.${c + 10}` },
      paths: Array.from({ length: 50 }, (_, i) => {
        const w = (-87.8 + c * 0.03).toFixed(2);
        const s = (41.75 + i * 0.01).toFixed(2);
        return `/api/basemap?bbox=${w},${s},${(Number(w) + 0.12).toFixed(2)},${(Number(s) + 0.12).toFixed(2)}&zoning=true`;
      }),
    }));
    const first = await fetch(`${base}${perClient[0]?.paths[49]}`, { headers: { 'x-forwarded-for': '203.0.113.99' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('server-timing')).toContain('drawn');
    const load = await healthUnderFlood(base, { paths: [], perClient }, { clients, samples: 40 });
    console.log(describeLoad(`new 0.12° basemap boxes with zoning, ${clients} anonymous addresses`, load));
    // Within each address's allowance: every box drawn, none refused.
    expect(load.floodStatuses[200]).toBeGreaterThan(clients);
    expect(load.floodStatuses[429] ?? 0).toBe(0);
    expect(load.ratio).toBeLessThan(MAX_SLOWDOWN);
  }, 300_000);

  /** Polls `url` (as the owner) every second until `settled` says the answer is final; answers it. */
  const until = async (url: string, settled: (body: Record<string, unknown>) => boolean, maxMs: number) => {
    const deadline = Date.now() + maxMs;
    for (;;) {
      const res = await fetch(`${base}${url}`, { headers: bearer(pro.accessToken) });
      const body = (await res.json()) as Record<string, unknown>;
      if (settled(body)) return body;
      if (Date.now() > deadline)
        throw new Error(`${url} not settled after ${maxMs} ms: ${JSON.stringify(body).slice(0, 300)}`);
      await sleep(1000);
    }
  };

  it('a batch of 1,000 street names that cannot be placed geocodes without stalling health', async () => {
    // Names no street has (each its own, so no cache answers): every row goes through the geocoder's whole search.
    const addresses = Array.from(
      { length: 1_000 },
      (_, i) => `${i + 1} Quill${i.toString(36)}feather Ave, Chicago, IL`,
    );
    let failedRows = 0;
    const load = await healthWhile(base, async () => {
      const res = await fetch(`${base}/api/batches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(pro.accessToken) },
        body: JSON.stringify({ businessType: 'coffee-shop', addresses }),
      });
      expect(res.status).toBe(202);
      const { id } = (await res.json()) as { id: string };
      const done = await until(`/api/batches/${id}`, (b) => b.status === 'done' || b.status === 'failed', 240_000);
      failedRows = (done.failed as unknown[] | undefined)?.length ?? 0;
    });
    console.log(
      `${describeLoad('1,000 unplaceable street names in one batch', load)}; ${load.loadedSamples} samples over ${(load.workMs / 1000).toFixed(1)} s`,
    );
    expect(failedRows).toBe(1_000);
    expect(load.ratio).toBeLessThan(MAX_SLOWDOWN);
  }, 300_000);

  /** Reads the progress stream of analysis `id` (as the owner) until an event says it is settled; answers that event. */
  const untilSettled = async (id: string, maxMs: number) => {
    const res = await fetch(`${base}/api/analyses/${id}/events`, {
      headers: bearer(pro.accessToken),
      signal: AbortSignal.timeout(maxMs),
    });
    expect(res.status).toBe(200);
    const decoder = new TextDecoder();
    let buffered = '';
    let last: Record<string, unknown> = {};
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(chunk, { stream: true });
      for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
        const data = buffered
          .slice(0, end)
          .split('\n')
          .find((line) => line.startsWith('data: '));
        buffered = buffered.slice(end + 2);
        if (data) last = JSON.parse(data.slice(6)) as Record<string, unknown>;
        if (last.settled === true) return last;
      }
    }
    return last;
  };

  it('a 25-site × 50-mile analysis, from request to its result read and its PDF e-mailed, runs without stalling health', async () => {
    // The whole job: the engine threads work through the sites, then the 1–2 MB result is stored and read back,
    // the PDF is drawn and stored, and the e-mail with it sent, all beside the API thread answering health.
    const sites = Array.from(
      { length: 25 },
      (_, i) => `${(41.7 + (i % 5) * 0.06).toFixed(2)}, ${(-87.85 + Math.floor(i / 5) * 0.06).toFixed(2)}`,
    );
    let settled: Record<string, unknown> = {};
    let resultText = '';
    const load = await healthWhile(base, async () => {
      const res = await fetch(`${base}/api/analyses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(pro.accessToken) },
        body: JSON.stringify({ businessType: 'coffee-shop', sites, radiusMiles: 50 }),
      });
      expect(res.status).toBe(202);
      const { id } = (await res.json()) as { id: string };
      settled = await untilSettled(id, 1_500_000);
      // What the dashboard then does: read the result once.
      const read = await fetch(`${base}/api/analyses/${id}`, { headers: bearer(pro.accessToken) });
      resultText = await read.text();
    });
    // Parsed after the sampling: work on the test's own thread would delay its health samples and read as a stall.
    const resultBytes = resultText.length;
    const siteCount = (JSON.parse(resultText) as { result: { analyses: unknown[] } }).result.analyses.length;
    // CPU work the test's own thread does now: parsing the result and writing it again (median of 3).
    const reference = jsonRoundTripMs(resultText, 3);
    console.log(
      `${describeLoad('a 25-site × 50-mile analysis, whole job', load)}; health max idle ${load.idleMax.toFixed(0)} ms, during the job ${load.loadedMax.toFixed(0)} ms (×${(load.loadedMax / load.idleP95).toFixed(0)} of idle p95, ×${(load.loadedMax / reference).toFixed(1)} of the reference work, ${reference.toFixed(0)} ms); ${load.loadedSamples} samples over ${(load.workMs / 1000).toFixed(1)} s; result ${(resultBytes / 1e6).toFixed(2)} MB`,
    );
    expect(settled).toMatchObject({ status: 'done', report: 'ready', email: 'sent', settled: true });
    expect(siteCount).toBe(25);
    expect(load.ratio).toBeLessThan(MAX_SLOWDOWN);
    expect(reference).toBeGreaterThan(0);
    expect(load.loadedMax / reference).toBeLessThan(MAX_SINGLE_STALL);
  }, 1_800_000);
});
