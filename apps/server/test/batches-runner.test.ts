import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnginePool } from '../src/plugins/analyses/engine-pool.js';
import { createBatchJobRunner } from '../src/plugins/batches/batch-job-runner.js';
import type { BatchRowScore } from '../src/plugins/batches/batch-row-score.js';
import { createBatchStore } from '../src/plugins/batches/batch-store.js';
import type { GeocodingService } from '../src/plugins/geocode/geocoding-service.js';
import type { GeodataService } from '../src/plugins/geodata/geodata-service.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const SCORE: BatchRowScore = {
  score: 50,
  coverage: '5 of 5 parts',
  parts: { demand: 50, competition: 50, access: 50, cost: 50, fit: 50 },
  competitors: { estimate: 3, low: 3, high: 3, source: 'test' },
  forecast: { expected: null, low: null, high: null, model: null, reason: 'test' },
};
const silent = { info() {}, warn() {} } as unknown as FastifyBaseLogger;

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
