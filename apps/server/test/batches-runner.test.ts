import { randomUUID } from 'node:crypto';
import type { SiteSummary as BatchRowScore } from '@sitescout/engine';
import { GeocodeError } from '@sitescout/geodata';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchRows } from '../src/db/schema/index.js';
import type { EnginePool } from '../src/infra/engine/engine-pool.js';
import { createBatchJobRunner } from '../src/plugins/batches/batch-job-runner.js';
import { GEOCODE_STEP } from '../src/plugins/batches/batch-locate.js';
import { type BatchStore, createBatchStore } from '../src/plugins/batches/batch-store.js';
import type { GeocodingService } from '../src/plugins/geocode/geocoding-service.js';
import type { GeodataService } from '../src/plugins/geodata/geodata-service.js';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-database.js';

const SCORE: BatchRowScore = {
  score: 50,
  coverage: '5 of 5 parts',
  parts: { demand: 50, competition: 50, access: 50, cost: 50, fit: 50 },
  competitors: { estimate: 3, low: 3, high: 3, source: 'test' },
  forecast: { expected: null, low: null, high: null, model: null, reason: 'test' },
};
const silent = { debug() {}, info() {}, warn() {} } as unknown as FastifyBaseLogger;

describe('a batch longer than one attempt', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  });
  afterAll(() => db?.dispose());

  it('scores a slice per attempt past the budget, hands the rest to a new job, and finishes', async () => {
    const store = createBatchStore(db.database.db);
    const id = randomUUID();
    const userId = randomUUID();
    const rows = Array.from({ length: 60 }, (_, i) => ({
      rowNumber: i + 1,
      name: null,
      address: null,
      lat: 41.9,
      lon: -87.6 - i / 1000,
    }));
    await store.insert(
      db.database.db,
      { id, userId, businessType: 'coffee-shop', radiusMiles: 1, sourceName: null },
      rows,
    );
    const continued: string[] = [];
    const scored: number[] = [];
    const runner = createBatchJobRunner({
      store,
      geodata: { get: async () => ({}) } as unknown as GeodataService,
      geocoding: {} as GeocodingService,
      engine: {
        scoreBatch: async (_account, task) => {
          scored.push(task.sites.length);
          return task.sites.map(() => ({ ok: true as const, score: SCORE }));
        },
      } as EnginePool,
      packDir: '',
      attemptBudgetMs: -1, // always past the budget: one slice per attempt
      continueLater: async (batchId) => {
        continued.push(batchId);
      },
      log: silent,
    });
    const job = { id, data: { batchId: id }, retryCount: 0, retryLimit: 3 };
    await runner.run(job); // rows 1–25, then a new job
    await runner.run(job); // rows 26–50, then a new job
    await runner.run(job); // rows 51–60: nothing left, done
    expect(scored).toEqual([25, 25, 10]);
    expect(continued).toEqual([id, id]);
    const batch = await store.getOwned(id, userId);
    expect(batch).toMatchObject({ status: 'done', processedRows: 60, attempts: 3 });
    // A further delivery of a finished batch does nothing.
    await runner.run(job);
    expect(scored).toHaveLength(3);
  });
});

describe('a batch worked slice after slice', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  });
  afterAll(() => db?.dispose());

  /** 70 rows: addresses ("bad" ones cannot be placed), a row with coordinates, a row with neither. */
  async function batchOf(store: BatchStore) {
    const id = randomUUID();
    const userId = randomUUID();
    const rows = Array.from({ length: 70 }, (_, i) => ({
      rowNumber: i + 1,
      name: null,
      address: i === 40 ? null : i % 10 === 3 ? `bad ${i}` : `${100 + i} N State St, Chicago`,
      lat: i === 5 ? 41.9 : null,
      lon: i === 5 ? -87.6 : null,
    }));
    await store.insert(
      db.database.db,
      { id, userId, businessType: 'coffee-shop', radiusMiles: 1, sourceName: null },
      rows,
    );
    return { id, userId, job: { id, data: { batchId: id }, retryCount: 0, retryLimit: 3 } };
  }

  /** A runner whose engine scores a site 10 + its latitude's hundredths, and may fail a given task. */
  function runnerFor(store: BatchStore, failTask?: number, threads?: number) {
    const tasks: string[][] = [];
    let running = 0;
    let mostRunning = 0;
    const geocodeCalls: Array<{ queries: number; yieldEvery?: number }> = [];
    const runner = createBatchJobRunner({
      store,
      geodata: { get: async () => ({}) } as unknown as GeodataService,
      geocoding: {
        geocodeMany: async (queries: string[], options?: { yieldEvery?: number }) => {
          geocodeCalls.push({ queries: queries.length, yieldEvery: options?.yieldEvery });
          return queries.map((q) =>
            q.startsWith('bad')
              ? new GeocodeError('GEOCODE_NOT_FOUND', 'nowhere')
              : { lat: 41.8, lon: -87.62, precision: 'street', label: q, provider: 'offline-street', cached: false },
          );
        },
      } as unknown as GeocodingService,
      engine: {
        threads,
        scoreBatch: async (_account, task) => {
          running += 1;
          mostRunning = Math.max(mostRunning, running);
          tasks.push(task.sites.map((s) => s.label));
          // With two threads a slice takes long enough for the next one to be placed and sent meanwhile.
          await new Promise((r) => setTimeout(r, threads === 2 ? 300 : 5));
          running -= 1;
          if (tasks.length === failTask) throw new Error('the engine thread died');
          return task.sites.map(() => ({ ok: true as const, score: SCORE }));
        },
      } as EnginePool,
      packDir: '',
      attemptBudgetMs: 60_000,
      continueLater: async () => {},
      log: silent,
    });
    return { runner, tasks, geocodeCalls, mostRunning: () => mostRunning };
  }

  const rowsOf = (id: string) =>
    db.database.db.select().from(batchRows).where(eq(batchRows.batchId, id)).orderBy(asc(batchRows.rowNumber));

  it('scores every row once, in file order, one slice on the engine at a time; unplaceable rows say why', async () => {
    const store = createBatchStore(db.database.db);
    const { id, userId, job } = await batchOf(store);
    const { runner, tasks, geocodeCalls, mostRunning } = runnerFor(store);
    await runner.run(job);
    expect(mostRunning()).toBe(1);
    // Slices of 25 rows; the unplaceable rows (7 "bad" addresses, 1 without one) never reach the engine.
    expect(tasks.map((t) => t.length)).toEqual([22, 22, 18]);
    const labels = tasks.flat();
    expect(labels).toEqual([...labels].sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10)));
    expect(new Set(labels).size).toBe(labels.length);
    // The rows without coordinates (24, 24 and 20 in the three slices) are geocoded in one call a slice (one cache
    // lookup), yielding to the event loop every few addresses, so a slice of unplaceable streets never holds the API
    // thread for long.
    expect(GEOCODE_STEP).toBe(4);
    expect(geocodeCalls).toEqual([24, 24, 20].map((queries) => ({ queries, yieldEvery: GEOCODE_STEP })));
    expect(await store.getOwned(id, userId)).toMatchObject({ status: 'done', processedRows: 70 });
    const rows = await rowsOf(id);
    expect(rows.filter((r) => r.status === 'scored')).toHaveLength(62);
    expect(rows[3]).toMatchObject({ status: 'failed', error: 'Address not found: nowhere' });
    expect(rows[40]).toMatchObject({ status: 'failed', error: 'No address on this row.' });
    expect(rows[5]).toMatchObject({ status: 'scored', lat: 41.9, lon: -87.6 });
    expect(rows[0]).toMatchObject({ status: 'scored', lat: 41.8, result: { placedAs: '100 N State St, Chicago' } });
  });

  it('with two engine threads, two slices are scored at once and every row is still stored once', async () => {
    const store = createBatchStore(db.database.db);
    const { id, userId, job } = await batchOf(store);
    const { runner, tasks, mostRunning } = runnerFor(store, undefined, 2);
    await runner.run(job);
    expect(mostRunning()).toBe(2);
    expect(tasks.map((t) => t.length)).toEqual([22, 22, 18]);
    const labels = tasks.flat();
    expect(new Set(labels).size).toBe(labels.length);
    expect(await store.getOwned(id, userId)).toMatchObject({ status: 'done', processedRows: 70 });
    const rows = await rowsOf(id);
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(0);
    expect(rows.filter((r) => r.status === 'scored')).toHaveLength(62);
  });

  it('an attempt that fails mid-way keeps the slices stored before it; the retry scores only the rest', async () => {
    const store = createBatchStore(db.database.db);
    const { id, userId, job } = await batchOf(store);
    const first = runnerFor(store, 2);
    await expect(first.runner.run(job)).rejects.toThrow('the engine thread died');
    await new Promise((r) => setTimeout(r, 50)); // a store still under way when the attempt failed
    expect(await store.getOwned(id, userId)).toMatchObject({ status: 'running', processedRows: 25 });
    const retry = runnerFor(store);
    await retry.runner.run({ ...job, retryCount: 1 });
    expect(retry.tasks.map((t) => t.length)).toEqual([22, 18]);
    expect(await store.getOwned(id, userId)).toMatchObject({ status: 'done', processedRows: 70, attempts: 2 });
    expect((await rowsOf(id)).filter((r) => r.status === 'pending')).toHaveLength(0);
  });
});

describe.each(DATABASE_KINDS)('storing a slice on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db?.dispose());

  it('counts each row once when a slice is stored twice; a row not scored keeps its given coordinates', async () => {
    const store = createBatchStore(db.database.db);
    const id = randomUUID();
    const userId = randomUUID();
    await store.insert(db.database.db, { id, userId, businessType: 'coffee-shop', radiusMiles: 1, sourceName: null }, [
      { rowNumber: 1, name: 'A', address: '1 Main St', lat: null, lon: null },
      { rowNumber: 2, name: 'B', address: null, lat: 41.95, lon: -87.65 },
      { rowNumber: 3, name: 'C', address: '3 Main St', lat: null, lon: null },
    ]);
    const result = { ...SCORE, precision: 'street', placedAs: '1 Main St, Chicago' };
    const slice = [
      { rowNumber: 1, ok: true as const, lat: 41.88, lon: -87.63, result },
      { rowNumber: 2, ok: false as const, error: "The engine could not score it: it's off the map" },
    ];
    await store.saveOutcomes(id, slice);
    await store.saveOutcomes(id, slice);
    expect(await store.getOwned(id, userId)).toMatchObject({ processedRows: 2 });
    const rows = await db.database.db
      .select()
      .from(batchRows)
      .where(eq(batchRows.batchId, id))
      .orderBy(asc(batchRows.rowNumber));
    expect(rows[0]).toMatchObject({ status: 'scored', lat: 41.88, lon: -87.63, result, error: null });
    expect(rows[1]).toMatchObject({
      status: 'failed',
      lat: 41.95,
      lon: -87.65,
      result: null,
      error: "The engine could not score it: it's off the map",
    });
    expect(rows[2]).toMatchObject({ status: 'pending', result: null });
    expect((await store.pending(id, 25)).map((r) => r.rowNumber)).toEqual([3]);
  });
});

describe('polling a running batch', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  });
  afterAll(() => db?.dispose());

  it('reads only the rows processed since the last poll, and all again when a slice was stored out of order', async () => {
    const store = createBatchStore(db.database.db);
    const id = randomUUID();
    const rows = Array.from({ length: 60 }, (_, i) => ({
      rowNumber: i + 1,
      name: null,
      address: null,
      lat: 41.9,
      lon: -87.6,
    }));
    await store.insert(
      db.database.db,
      { id, userId: randomUUID(), businessType: 'coffee-shop', radiusMiles: 1, sourceName: null },
      rows,
    );
    const scored = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => ({
        rowNumber: from + i,
        ok: true as const,
        lat: 41.9,
        lon: -87.6,
        result: { ...SCORE, precision: 'coordinates', placedAs: 'given' },
      }));
    const numbers = async () => (await store.processed(id, true)).map((r) => r.rowNumber);
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect(await numbers()).toEqual([]);
    await store.saveOutcomes(id, scored(1, 25));
    expect(await numbers()).toEqual(range(1, 25));
    expect(await numbers()).toEqual(range(1, 25));
    // Rows past the last one kept: read on their own.
    await store.saveOutcomes(id, scored(51, 60));
    expect(await numbers()).toEqual([...range(1, 25), ...range(51, 60)]);
    // Rows before the last one kept (another attempt's slice stored late): every row read again, in file order.
    await store.saveOutcomes(id, [...scored(26, 40), { rowNumber: 41, ok: false, error: 'not placed' }]);
    expect(await numbers()).toEqual([...range(1, 41), ...range(51, 60)]);
    await store.saveOutcomes(id, scored(42, 50));
    const polled = await store.processed(id, true);
    expect(polled.map((r) => r.rowNumber)).toEqual(range(1, 60));
    // The same rows as a full read (a finished batch's).
    expect(polled).toEqual(await store.processed(id));
  });
});
