import { describe, expect, it } from 'vitest';
import { createFairScheduler } from './fair-scheduler.js';

/** A task that finishes when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let open: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    task: async () => {
      log.push(name);
      await done;
      return name;
    },
    open: () => open(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('fair scheduler', () => {
  it("runs another account's task next, ahead of a long queue that was there first", async () => {
    const scheduler = createFairScheduler({ slots: 1 });
    const started: string[] = [];
    const a = Array.from({ length: 5 }, (_, i) => gate(started, `a${i}`));
    const aResults = a.map((g) => scheduler.run('alice', g.task));
    const b = gate(started, 'b0');
    const bResult = scheduler.run('bob', b.task);
    await tick();
    expect(started).toEqual(['a0']);
    expect(scheduler.load('alice')).toBe(5);
    a[0]?.open();
    await tick();
    // Bob waited for the one task already running, not for Alice's queue.
    expect(started).toEqual(['a0', 'b0']);
    b.open();
    expect(await bResult).toBe('b0');
    for (const g of a) g.open();
    expect(await Promise.all(aResults)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    expect(scheduler.load('alice')).toBe(0);
  });

  it('lets a batch use idle slots beyond its share, and gives the next free slot to another account', async () => {
    const scheduler = createFairScheduler({ slots: 2, perKey: 1 });
    const started: string[] = [];
    const slices = Array.from({ length: 4 }, (_, i) => gate(started, `batch${i}`));
    const running = slices.map((g) => scheduler.run('broker', g.task, { useIdleSlots: true }));
    await tick();
    // Both threads score the broker's batch: nobody else is waiting.
    expect(started).toEqual(['batch0', 'batch1']);
    const single = gate(started, 'owner0');
    const ownerRun = scheduler.run('owner', single.task);
    await tick();
    expect(started).toEqual(['batch0', 'batch1']);
    slices[0]?.open();
    await tick();
    // The owner's analysis waited for one slice, not for the rest of the batch.
    expect(started).toEqual(['batch0', 'batch1', 'owner0']);
    single.open();
    await ownerRun;
    for (const g of slices) g.open();
    await Promise.all(running);
    expect(started).toEqual(['batch0', 'batch1', 'owner0', 'batch2', 'batch3']);
  });

  it('never gives one account more than its share of slots, and keeps the rest for others', async () => {
    const scheduler = createFairScheduler({ slots: 2, perKey: 1 });
    const started: string[] = [];
    const a = Array.from({ length: 3 }, (_, i) => gate(started, `a${i}`));
    const running = a.map((g) => scheduler.run('alice', g.task));
    await tick();
    expect(started).toEqual(['a0']);
    const b = gate(started, 'b0');
    const bRun = scheduler.run('bob', b.task);
    await tick();
    expect(started).toEqual(['a0', 'b0']);
    b.open();
    await bRun;
    for (const g of a) g.open();
    await Promise.all(running);
    expect(started).toEqual(['a0', 'b0', 'a1', 'a2']);
  });

  it('passes a failure to its caller and frees the slot', async () => {
    const scheduler = createFairScheduler({ slots: 1 });
    await expect(
      scheduler.run('alice', async () => {
        throw new Error('engine said no');
      }),
    ).rejects.toThrow('engine said no');
    expect(await scheduler.run('alice', async () => 'next')).toBe('next');
    expect(scheduler.load('alice')).toBe(0);
  });
});
