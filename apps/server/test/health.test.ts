import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

describe.each(DATABASE_KINDS)('health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.dispose());

  it('reports the database kind and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      db: kind,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      // A test app never listens, so the pack is not loaded yet (startup-no-data.test.ts covers "none").
      geodata: expect.stringMatching(/^(idle|ready)$/),
      upstreams: { offline: false, offlineSince: null, offlineEpisodes: 0 },
    });
  });

  it('answers 503 degraded once the database is gone', async () => {
    const other = await createTestApp(kind);
    await other.db.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', db: kind });
    await other.app.close();
    await other.db.dispose();
  });
});
