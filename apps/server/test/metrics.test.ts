import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

/** A sample line of the Prometheus text format 0.0.4: name, optional {labels}, value. */
const SAMPLE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/;
const COMMENT = /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/;

describe.each(DATABASE_KINDS)('GET /metrics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.batchJobs.startWorker(); // its queues exist: their depths are printed
  }, 120_000);
  afterAll(() => t?.dispose());

  it('answers in the Prometheus text format with request latency by route, queue depths, work durations, failures', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-1234' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const lines = res.body.split('\n').filter((line) => line.length > 0);
    expect(lines.filter((line) => !SAMPLE.test(line) && !COMMENT.test(line))).toEqual([]);
    for (const [name, type] of [
      ['sitescout_http_request_duration_seconds', 'histogram'],
      ['sitescout_job_queue_depth', 'gauge'],
      ['sitescout_analysis_duration_seconds', 'histogram'],
      ['sitescout_pdf_render_duration_seconds', 'histogram'],
      ['sitescout_failures_total', 'counter'],
      ['sitescout_upstream_offline', 'gauge'],
      ['sitescout_upstream_offline_episodes_total', 'counter'],
      ['process_resident_memory_bytes', 'gauge'],
      ['nodejs_eventloop_lag_seconds', 'gauge'],
    ])
      expect(lines).toContain(`# TYPE ${name} ${type}`);
    // By route pattern, never by URL: an unknown URL is one "unmatched" series.
    expect(lines).toContain(
      'sitescout_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} 3',
    );
    expect(res.body).toContain('route="unmatched",status_code="404"');
    expect(res.body).not.toContain('no-such-route-1234');
    expect(lines).toContain('sitescout_job_queue_depth{queue="batch",state="queued"} 0');
    expect(lines).toContain('sitescout_failures_total{kind="analysis_attempt"} 0');
    expect(lines).toContain('sitescout_upstream_offline_episodes_total 0');
  });

  it('is served to loopback only: a remote address, or a request a proxy forwarded, gets 403', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: 'metrics_forbidden', message: expect.stringMatching(/METRICS_TOKEN/) });
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(403);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'metrics-token-0123456789abcdef';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { METRICS_TOKEN: token });
  }, 120_000);
  afterAll(() => t?.dispose());

  it('needs the token as a bearer, from anywhere (loopback too)', async () => {
    const get = (headers: Record<string, string>, remoteAddress = '203.0.113.7') =>
      t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
    expect((await get({}, '127.0.0.1')).statusCode).toBe(403);
    expect((await get({ authorization: 'Bearer wrong-token-0123456789abcd' })).statusCode).toBe(403);
    const ok = await get({ authorization: `Bearer ${token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('# TYPE sitescout_failures_total counter');
  });
});
