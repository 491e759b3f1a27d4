import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CounterStore, createCounterStore } from '../src/infra/counters/index.js';
import { createMemoryCounterStore } from '../src/infra/counters/memory-counter-store.js';
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

  it('counts in a window, says how long is left, and starts over only after the window ends', async () => {
    // The store's own clock (PostgreSQL's, Redis's) cannot be faked: no bound here depends on how fast the machine
    // is. Counting uses a window far longer than any test; the window's end is waited for, never slept past.
    const key = `test:${randomUUID()}`;
    expect(await counters.peek(key)).toEqual({ count: 0, resetInMs: 0 });
    const first = await counters.increment(key, 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(0);
    expect(first.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await counters.increment(key, 60_000)).count).toBe(2);
    expect((await counters.peek(key)).count).toBe(2);

    const short = `test:${randomUUID()}`;
    const started = performance.now();
    expect((await counters.increment(short, 200)).count).toBe(1);
    while ((await counters.peek(short)).count > 0) {
      expect(performance.now() - started, 'the 200 ms window never ended').toBeLessThan(20_000);
      await sleep(25);
    }
    // Never early: the count was still there until at least the window's length after the first increment.
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
    expect((await counters.increment(short, 200)).count).toBe(1);
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

describe('counters in memory, on a fake clock', () => {
  it('ends the window exactly when it says, and starts a new one on the next count', async () => {
    let now = 1_000_000;
    const counters = createMemoryCounterStore(() => now);
    const first = await counters.increment('k', 600);
    expect(first).toEqual({ count: 1, resetInMs: 600 });
    now += 250;
    expect(await counters.increment('k', 600)).toEqual({ count: 2, resetInMs: 350 });
    now += 349;
    expect(await counters.peek('k')).toEqual({ count: 2, resetInMs: 1 });
    now += 1;
    expect(await counters.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect(await counters.increment('k', 600)).toEqual({ count: 1, resetInMs: 600 });
    await counters.close();
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
