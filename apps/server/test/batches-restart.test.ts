import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches, batchRows, proMemberships } from '../src/db/schema/index.js';
import { BILLING_TEST_PASSWORD } from './billing-accounts.js';
import { type BuiltServer, outboxMail, signUpOverHttp, startBuiltServer } from './helpers/built-server.js';
import { HELD_ADDRESS, type HeldGeocoder, startHeldGeocoder } from './helpers/held-geocoder.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

/** The full data pack (`npm run data:build`). */
const PACK_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

describe('a batch whose server is killed mid-way', () => {
  let db: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  const servers: BuiltServer[] = [];
  // Row 101's address goes to this online geocoder, which holds its answer: the first server is killed with
  // rows 1–100 stored, however fast it scores; after the restart the lookup is answered.
  let geocoder: HeldGeocoder;
  beforeAll(async () => {
    geocoder = await startHeldGeocoder();
    db = await createTestDatabase('postgres');
    dataDir = mkdtempSync(join(tmpdir(), 'sitescout-batch-restart-'));
    env = {
      DATABASE_URL: db.url ?? '',
      DATA_DIR: dataDir,
      GEODATA_PACK_DIR: PACK_DIR,
      LOG_LEVEL: 'warn',
      GEOCODER_URL: geocoder.url,
      GEOCODER_MIN_INTERVAL_MS: '1',
      // Not the public Census geocoder: with no network its failed lookup would keep every online geocoder
      // (this held one too) skipped for minutes.
      ONLINE_GEOCODING: 'off',
      ANALYSIS_THREADS: '1',
      // A killed server's attempt counts as stuck after this long, then the job is retried.
      JOB_TIMEOUT_SECONDS: '10',
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_POLL_SECONDS: '1',
    };
  });
  afterAll(async () => {
    for (const s of servers) if (s.alive()) await s.kill();
    await db?.dispose();
    await geocoder?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes after a restart: rows stored before the kill are kept, the rest scored, each row once', async () => {
    const first = await startBuiltServer(env, 'batch server');
    servers.push(first);
    const user = await signUpOverHttp(first.url, outboxMail(dataDir), BILLING_TEST_PASSWORD);
    await db.database.db.insert(proMemberships).values({ userId: user.id, note: 'batch restart test' });
    const auth = { authorization: `Bearer ${user.accessToken}` };
    const addresses = Array.from({ length: 200 }, (_, i) => `${2000 + 10 * i} N Clark St, Chicago, IL`);
    addresses[100] = `${HELD_ADDRESS}, Chicago, IL`;
    const created = await fetch(`${first.url}/api/batches`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ businessType: 'coffee-shop', addresses }),
    });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    const stored = async () => (await db.database.db.select().from(batches).where(eq(batches.id, id)))[0];

    // Kill it (SIGKILL: no chance to hand the job back) while row 101's lookup is held.
    for (let i = 0; !geocoder.queries.some((q) => q.includes(HELD_ADDRESS)); i++) {
      if (i > 600) throw new Error(`the batch never reached row 101: ${JSON.stringify(await stored())}`);
      await sleep(200);
    }
    for (let i = 0; ((await stored())?.processedRows ?? 0) < 100; i++) {
      if (i > 300) throw new Error(`rows 1–100 were not stored: ${JSON.stringify(await stored())}`);
      await sleep(200);
    }
    await first.kill();
    geocoder.release();
    const atKill = await stored();
    expect(atKill?.status).toBe('running');
    expect(atKill?.processedRows).toBe(100);
    const rowsOf = () =>
      db.database.db.select().from(batchRows).where(eq(batchRows.batchId, id)).orderBy(asc(batchRows.rowNumber));
    const before = (await rowsOf()).filter((r) => r.status !== 'pending');

    const second = await startBuiltServer(env, 'batch server after restart');
    servers.push(second);
    for (let i = 0; (await stored())?.status !== 'done'; i++) {
      if (i > 1200) throw new Error(`the batch did not finish after the restart: ${JSON.stringify(await stored())}`);
      await sleep(250);
    }
    const after = await rowsOf();
    expect(await stored()).toMatchObject({ status: 'done', processedRows: 200 });
    expect(after.filter((r) => r.status === 'pending')).toEqual([]);
    // What the first server stored is untouched: those rows were not scored again.
    for (const row of before) expect(after.find((r) => r.rowNumber === row.rowNumber)).toEqual(row);
    expect((await stored())?.attempts).toBeGreaterThanOrEqual(2);
    expect(after.filter((r) => r.status === 'scored').length).toBeGreaterThan(150);
  }, 600_000);
});
