import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRecycledThreadPool } from '../src/lib/recycled-thread-pool.js';

const THREAD_FILE = fileURLToPath(new URL('./helpers/thread-id-thread.mjs', import.meta.url));

describe('recycled thread pool (render threads are replaced so a leaking library cannot grow them forever)', () => {
  it('hands every third task to a fresh thread and stops the old ones', async () => {
    const pool = createRecycledThreadPool({ filename: THREAD_FILE, minThreads: 0, maxThreads: 1, execArgv: [] }, 3);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await pool.run(null)) as number);
    await pool.close();
    const [a, b, c] = [ids[0], ids[3], ids[6]];
    expect(ids).toEqual([a, a, a, b, b, b, c]);
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('counts only the tasks said to count (engine threads: tasks in other states than the one before)', async () => {
    const pool = createRecycledThreadPool({ filename: THREAD_FILE, minThreads: 0, maxThreads: 1, execArgv: [] }, 2);
    const ids: number[] = [];
    for (const counted of [true, false, false, true, false, true])
      ids.push((await pool.run(null, undefined, counted)) as number);
    await pool.close();
    const [a, b] = [ids[0], ids[5]];
    expect(ids).toEqual([a, a, a, a, a, b]);
    expect(a).not.toBe(b);
  });

  it('lets tasks already running on a retiring set finish', async () => {
    const pool = createRecycledThreadPool({ filename: THREAD_FILE, minThreads: 0, maxThreads: 2, execArgv: [] }, 1);
    const answers = await Promise.all(Array.from({ length: 4 }, () => pool.run(null)));
    await pool.close();
    expect(answers.every((id) => typeof id === 'number' && id > 0)).toBe(true);
    expect(new Set(answers).size).toBe(4);
  });
});
