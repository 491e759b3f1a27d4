import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from './helpers/built-server.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

/** Failed sign-ins allowed per account before the next one must wait (SIGN_IN_ATTEMPTS_PER_15_MIN). */
const SIGN_IN_LIMIT = 10;
/** Requests of any kind to /auth/v1 one address may make per minute (AUTH_RATE_LIMIT_PER_MINUTE). */
const FLOOD_LIMIT = 40;

describe('limits hold across two API processes on one PostgreSQL (not once per process)', () => {
  let db: TestDatabase;
  const dataDirs: string[] = [];
  const servers: BuiltServer[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    await db.database.close();
    for (const name of ['api-1', 'api-2']) {
      const dataDir = mkdtempSync(join(tmpdir(), `sitescout-limits-${name}-`));
      dataDirs.push(dataDir);
      servers.push(
        await startBuiltServer(
          {
            DATABASE_URL: db.url ?? '',
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            JOB_WORKER: 'separate',
            // Each test below speaks for its own client address through X-Forwarded-For.
            TRUST_PROXY: '1',
            SIGN_IN_ATTEMPTS_PER_15_MIN: String(SIGN_IN_LIMIT),
            AUTH_RATE_LIMIT_PER_MINUTE: String(FLOOD_LIMIT),
          },
          name,
        ),
      );
    }
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.kill();
    await db?.dispose();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Sends request `i` to the processes in turn: 1st to api-1, 2nd to api-2, 3rd to api-1 … */
  const alternate = (i: number, path: string, init: RequestInit, ip: string) =>
    fetch(`${servers[i % 2]?.url}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': ip },
    });

  it(`refuses the ${SIGN_IN_LIMIT + 1}th failed sign-in for one account, not the ${2 * SIGN_IN_LIMIT + 1}th`, async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 30; i++) {
      const res = await alternate(
        i,
        '/auth/v1/token?grant_type=password',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'owner@example.com', password: `wrong-guess-${i}` }),
        },
        '198.51.100.7',
      );
      await res.arrayBuffer();
      statuses.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers.get('retry-after');
    }
    // Wrong passwords answer 400 until the account's allowance is used up (across both processes), then 429.
    expect(statuses.slice(0, SIGN_IN_LIMIT)).toEqual(Array(SIGN_IN_LIMIT).fill(400));
    expect(statuses[SIGN_IN_LIMIT]).toBe(429);
    expect(statuses.slice(SIGN_IN_LIMIT)).toEqual(Array(30 - SIGN_IN_LIMIT).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it(`lets one address make ${FLOOD_LIMIT} auth requests a minute in all, not ${FLOOD_LIMIT} per process`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * FLOOD_LIMIT + 2; i++) {
      const res = await alternate(i, '/auth/v1/settings', {}, '198.51.100.8');
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.slice(0, FLOOD_LIMIT)).toEqual(Array(FLOOD_LIMIT).fill(200));
    expect(statuses[FLOOD_LIMIT]).toBe(429);
    expect(statuses.filter((s) => s === 200)).toHaveLength(FLOOD_LIMIT);
  });

  it('counts location lookups per address across both processes', async () => {
    // The geocoding limit is 60 a minute per address: the 61st lookup is refused whichever process gets it.
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      const res = await alternate(i, '/api/geocode?q=41.88,-87.63', {}, '198.51.100.9');
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(60);
  });
});
