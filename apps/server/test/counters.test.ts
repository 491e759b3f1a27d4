import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CounterStore, createCounterStore } from '../src/infra/counters/index.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

/** Redis on this machine (CI starts it); REDIS_TEST_URL points elsewhere. */
const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

const kinds = ['memory', 'postgres', 'redis'] as const;

describe.each(kinds)('counters in %s', (kind) => {
  let db: TestDatabase;
  let counters: CounterStore;
  beforeAll(async () => {
    db = await createTestDatabase(kind === 'memory' ? 'pglite' : 'postgres');
    counters = createCounterStore({ redisUrl: kind === 'redis' ? REDIS_TEST_URL : undefined, database: db.database });
  });
  afterAll(async () => {
    await counters.close();
    await db.dispose();
  });

  it(`is the ${kind} store`, () => {
    expect(counters.kind).toBe(kind);
  });

  it('counts in a window, says how long is left, and starts over when the window ends', async () => {
    const key = `test:${randomUUID()}`;
    expect(await counters.peek(key)).toEqual({ count: 0, resetInMs: 0 });
    const first = await counters.increment(key, 600);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(300);
    expect(first.resetInMs).toBeLessThanOrEqual(600);
    expect((await counters.increment(key, 600)).count).toBe(2);
    expect((await counters.peek(key)).count).toBe(2);
    await sleep(700);
    expect((await counters.peek(key)).count).toBe(0);
    expect((await counters.increment(key, 600)).count).toBe(1);
  });

  it('counts 50 concurrent increments exactly, and forgets a key on reset', async () => {
    const key = `test:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 50 }, () => counters.increment(key, 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    await counters.reset(key);
    expect((await counters.peek(key)).count).toBe(0);
  });

  it('keeps keys apart', async () => {
    const a = `test:${randomUUID()}`;
    const b = `test:${randomUUID()}`;
    await counters.increment(a, 60_000);
    await counters.increment(a, 60_000);
    expect((await counters.increment(b, 60_000)).count).toBe(1);
  });
});

describe('counters shared by two processes', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
  });
  afterAll(() => db.dispose());

  it.each(['postgres', 'redis'] as const)('in %s, two stores (as two API processes) count one total', async (kind) => {
    const open = () =>
      createCounterStore({ redisUrl: kind === 'redis' ? REDIS_TEST_URL : undefined, database: db.database });
    const [one, two] = [open(), open()];
    try {
      const key = `test:${randomUUID()}`;
      for (let i = 0; i < 10; i++) await (i % 2 ? two : one).increment(key, 60_000);
      expect((await one.peek(key)).count).toBe(10);
      expect((await two.peek(key)).count).toBe(10);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
