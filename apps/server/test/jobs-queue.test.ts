import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGBOSS_SCHEMA_VERSION } from '../src/infra/jobs/fair-claim.js';
import { createJobQueue, type JobQueue, type QueuedJob } from '../src/infra/jobs/job-queue.js';
import { loadJobsConfig } from '../src/infra/jobs/jobs-config.js';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-database.js';

describe('job settings', () => {
  it('refuse separate workers without PostgreSQL and name the bad variable', () => {
    expect(() => loadJobsConfig({ JOB_WORKER: 'separate' })).toThrow(/^JOB_WORKER: .*DATABASE_URL/);
    expect(loadJobsConfig({ JOB_WORKER: 'separate', DATABASE_URL: 'postgres://db/x' }).worker).toBe('separate');
    expect(() => loadJobsConfig({ JOB_CONCURRENCY: '0' })).toThrow(/^JOB_CONCURRENCY/);
    expect(loadJobsConfig({})).toMatchObject({ worker: 'inline', retryLimit: 3, timeoutSeconds: 300 });
  });
});

describe.each(DATABASE_KINDS)('job queue (pg-boss) on %s', (kind) => {
  let db: TestDatabase;
  let queue: JobQueue;
  const seen: Array<QueuedJob<{ n: number }>> = [];
  const dead: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    const config = loadJobsConfig({ JOB_RETRY_LIMIT: '2', JOB_RETRY_DELAY_SECONDS: '1', JOB_POLL_SECONDS: '1' });
    queue = createJobQueue(
      db.database,
      config,
      [{ name: 'test-dead' }, { name: 'test', deadLetter: 'test-dead' }, { name: 'test-fair', oneRunningPerKey: true }],
      (error) => {
        throw error;
      },
    );
    await queue.start();
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await db?.dispose();
  });

  const jobExists = async (id: string) =>
    (await db.database.sql.query('select 1 from pgboss.job where id = $1', [id])).rows.length === 1;

  it('adds a job with the transaction that adds it, and not when that transaction rolls back', async () => {
    const kept = randomUUID();
    const dropped = randomUUID();
    await db.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await queue.enqueue('test', { n: 1 }, { id: kept, tx });
    });
    await expect(
      db.database.db.transaction(async (tx) => {
        await queue.enqueue('test', { n: 2 }, { id: dropped, tx });
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await jobExists(kept)).toBe(true);
    expect(await jobExists(dropped)).toBe(false);
    // The same id again is not a second job.
    await queue.enqueue('test', { n: 3 }, { id: kept });
    const rows = await db.database.sql.query<{ data: { n: number } }>('select data from pgboss.job where id = $1', [
      kept,
    ]);
    expect(rows.rows.map((r) => r.data.n)).toEqual([1]);
  });

  it('retries a failed attempt after a delay, and hands a job that keeps failing to its dead-letter queue', async () => {
    const flaky = randomUUID();
    const hopeless = randomUUID();
    await queue.work<{ n: number }>('test', 1, async (job) => {
      seen.push(job);
      if (job.id === hopeless) throw new Error('never works');
      if (job.id === flaky && job.retryCount === 0) throw new Error('works the second time');
    });
    await queue.work<{ n: number }>('test-dead', 1, async (job) => {
      dead.push(job.id);
    });
    await queue.enqueue('test', { n: 4 }, { id: flaky });
    await queue.enqueue('test', { n: 5 }, { id: hopeless });
    await expect.poll(() => dead.length, { timeout: 30_000, interval: 200 }).toBe(1);
    const attempts = (id: string) => seen.filter((j) => j.id === id).map((j) => j.retryCount);
    expect(attempts(flaky)).toEqual([0, 1]);
    expect(attempts(hopeless)).toEqual([0, 1, 2]);
    const [deadJob] = dead;
    const original = await db.database.sql.query<{ data: { n: number } }>(
      "select data from pgboss.job where name = 'test-dead' and id = $1",
      [deadJob],
    );
    expect(original.rows[0]?.data.n).toBe(5);
  }, 60_000);

  it("runs one job per account at a time and puts another account's job ahead of a backlog", async () => {
    await expect(queue.enqueue('test-fair', { n: 0 })).rejects.toThrow(/need a key/);
    const started: string[] = [];
    const runningNow = new Map<string, number>();
    let mostAtOnce = 0;
    let overlapped = false;
    const done: string[] = [];
    // Alice queues a backlog of four, then Bob one: both go in before any is worked.
    for (let n = 1; n <= 4; n++) await queue.enqueue('test-fair', { n }, { key: 'alice' });
    await queue.enqueue('test-fair', { n: 9 }, { key: 'bob' });
    await queue.work<{ n: number }>('test-fair', 2, async (job) => {
      const who = job.data.n === 9 ? 'bob' : 'alice';
      started.push(`${who}${job.data.n}`);
      runningNow.set(who, (runningNow.get(who) ?? 0) + 1);
      mostAtOnce = Math.max(mostAtOnce, runningNow.get(who) ?? 0);
      if ((runningNow.get('alice') ?? 0) > 0 && (runningNow.get('bob') ?? 0) > 0) overlapped = true;
      // Alice's first job holds its worker until Bob's has started (or 20 s pass), so the other worker's choice is made
      // while Alice has one running, however slowly a busy machine polls; the rest are short.
      const until = Date.now() + 20_000;
      while (job.data.n === 1 && !started.includes('bob9') && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      runningNow.set(who, (runningNow.get(who) ?? 1) - 1);
      done.push(`${who}${job.data.n}`);
    });
    await expect.poll(() => done.length, { timeout: 30_000, interval: 100 }).toBe(5);
    // Bob's job ran second (with Alice's first, on the other worker), not after Alice's whole backlog.
    expect(started.indexOf('bob9')).toBeLessThanOrEqual(1);
    expect(overlapped).toBe(true);
    // Alice never had two running at once, though a worker was free while her backlog waited.
    expect(mostAtOnce).toBe(1);
    expect(started.filter((s) => s.startsWith('alice'))).toEqual(['alice1', 'alice2', 'alice3', 'alice4']);
  }, 60_000);

  it('checks the pg-boss schema its claim SQL was written for at start-up, and refuses another one', async () => {
    const { rows } = await db.database.sql.query<{ version: string }>('select version from pgboss.version');
    expect(Number(rows[0]?.version)).toBe(PGBOSS_SCHEMA_VERSION);
    // As if a newer pg-boss had migrated the database: a process still on this SQL must not start claiming.
    await db.database.sql.query('update pgboss.version set version = $1', [PGBOSS_SCHEMA_VERSION + 1]);
    const config = loadJobsConfig({});
    const other = createJobQueue(db.database, config, [{ name: 'test' }], () => {});
    try {
      await expect(other.start()).rejects.toThrow(
        new RegExp(`schema is version ${PGBOSS_SCHEMA_VERSION + 1}, .* written for version ${PGBOSS_SCHEMA_VERSION}`),
      );
    } finally {
      await other.stop().catch(() => undefined);
      await db.database.sql.query('update pgboss.version set version = $1', [PGBOSS_SCHEMA_VERSION]);
    }
  }, 60_000);
});
