import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/database.js';
import { createOutageWarning, isDatabaseUnavailable } from '../../db/database-unavailable.js';
import {
  assertPgBossSchemaVersion,
  claimNextJobSql,
  schemaVersionSql,
  UNIQUE_VIOLATION,
  unfinishedJobsOfKeySql,
} from './fair-claim.js';
import type { JobsConfig } from './jobs-config.js';
import { pgliteExecutor, poolExecutor, transactionExecutor } from './sql-executors.js';

export interface QueueDefinition {
  name: string;
  /** Queue that receives a job once it has failed for good (after its retries); none when undefined. */
  deadLetter?: string;
  /** Whether failures are retried with the configured backoff (a dead-letter queue's own jobs: yes too). */
  retry?: boolean;
  /**
   * Every job names a key (the account it is for): at most one job per key runs at a time, and keys take turns
   * (see fair-claim.ts). Sending to such a queue without a key is a programming error.
   */
  oneRunningPerKey?: boolean;
}

export interface QueuedJob<T> {
  id: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
}

export interface JobQueue {
  /** Installs or upgrades pg-boss's schema and creates the queues. Call once before anything else. */
  start(): Promise<void>;
  /**
   * Adds a job. With `tx` the job is inserted through that open transaction, so it exists exactly when the
   * transaction commits. A job with an `id` that already exists is not added again. `key` (the account) is
   * required by a queue with `oneRunningPerKey` and places the job behind its own account's earlier ones.
   * `startAfter`: the job is not claimed before then (a scheduled job).
   */
  enqueue<T extends object>(
    queue: string,
    data: T,
    options?: { id?: string; tx?: Db; key?: string; startAfter?: Date },
  ): Promise<void>;
  /**
   * Works the queue in this process with `concurrency` parallel workers; a thrown error fails the attempt. Jobs
   * are claimed by the fairness rule of fair-claim.ts (one running per key, keys take turns).
   */
  work<T>(queue: string, concurrency: number, handler: (job: QueuedJob<T>) => Promise<void>): Promise<void>;
  /** Wakes this process's idle workers to look for jobs now (call after the transaction that queued one commits). */
  nudge(): void;
  /** Stops taking jobs, waits up to `graceMs` for running ones, releases the connection. */
  stop(graceMs?: number): Promise<void>;
}

/** pg-boss keeps its tables in their own schema, apart from the app's Drizzle migrations. */
export const JOBS_SCHEMA = 'pgboss';
const SCHEMA = JOBS_SCHEMA;

/**
 * Advisory lock taken while creating or updating the queues. pg-boss's `create_queue` takes no lock of its own:
 * two processes creating queues on a fresh database at once lock the queue and job tables in opposite orders
 * and PostgreSQL kills one of them ("deadlock detected"). Any fixed number works; it must differ from the
 * migration lock (src/db/migrate.ts).
 */
const QUEUE_SETUP_LOCK_KEY = 7_344_202;

/**
 * The job queue on pg-boss 10 (chosen while the project ran on Node 20; 11 and 12 need Node 22 and migrate the
 * queue's tables, not done yet), sharing the app's connection:
 * on a real server its `pg` pool, on embedded PGlite the one in-process connection.
 */
export function createJobQueue(
  database: Database,
  config: JobsConfig,
  queues: QueueDefinition[],
  onError: (error: Error) => void,
): JobQueue {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const executor = database.kind === 'pglite' ? pgliteExecutor(client as PGlite) : poolExecutor(client as pg.Pool);
  const boss = new PgBoss({
    db: executor as PgBoss.Db,
    schema: SCHEMA,
    // Expired attempts (a killed worker) are found by this sweep; it runs under a lock, so one process does it.
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.ceil(config.timeoutSeconds / 2))),
  });
  // Errors of pg-boss's own loops (polling, maintenance, monitoring) are caught by pg-boss and emitted here; none
  // of them stops it. While the database is away every poll of every loop fails: report one per 30 s, not each.
  const outageWarning = createOutageWarning();
  boss.on('error', (error: Error) => {
    if (isDatabaseUnavailable(error)) outageWarning(() => onError(error));
    else onError(error);
  });
  let starting: Promise<void> | undefined;
  let started = false;
  let stopping = false;
  const keyed = new Set(queues.filter((q) => q.oneRunningPerKey).map((q) => q.name));
  /** Jobs this process is running: id → queue. */
  const running = new Map<string, string>();
  const loops = new Set<Promise<void>>();
  const sleepers = new Set<() => void>();
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  const claim = async (queue: string): Promise<QueuedJob<unknown> | undefined> => {
    try {
      const { rows } = await executor.executeSql(claimNextJobSql(SCHEMA), [queue]);
      return rows[0] as QueuedJob<unknown> | undefined;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return undefined;
      throw error;
    }
  };

  /** Runs `handler` within the job's time limit; after it the attempt counts as failed (as pg-boss's own). */
  const withinTimeout = (promise: Promise<void>) => {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`job ran longer than ${config.timeoutSeconds} s`)),
        config.timeoutSeconds * 1000,
      );
    });
    return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
  };

  /** One of `concurrency` workers: claim a job, run it, record the outcome; sleep only when nothing is waiting. */
  const workLoop = async (queue: string, handler: (job: QueuedJob<unknown>) => Promise<void>) => {
    while (!stopping) {
      let job: QueuedJob<unknown> | undefined;
      try {
        job = await claim(queue);
      } catch (error) {
        if (isDatabaseUnavailable(error)) outageWarning(() => onError(error as Error));
        else onError(error as Error);
      }
      if (!job) {
        await idle(config.pollSeconds * 1000);
        continue;
      }
      running.set(job.id, queue);
      try {
        await withinTimeout(handler(job));
        await boss.complete(queue, job.id).catch(onError);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await boss.fail(queue, job.id, { message }).catch(onError);
      } finally {
        running.delete(job.id);
      }
    }
  };

  const install = async () => {
    // One process at a time (a no-op on embedded PGlite, which one process owns): pg-boss's own start creates its
    // schema, which two processes starting at once on a fresh database would both try.
    await database.withLock(QUEUE_SETUP_LOCK_KEY, async () => {
      await boss.start();
      started = true;
      const { rows } = await executor.executeSql(schemaVersionSql(SCHEMA));
      assertPgBossSchemaVersion((rows[0] as { version?: unknown } | undefined)?.version);
      for (const queue of queues) {
        const retry = queue.retry ?? true;
        const options: PgBoss.Queue = {
          name: queue.name,
          retryLimit: retry ? config.retryLimit : 0,
          retryDelay: config.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: config.timeoutSeconds,
          // pg-boss's unique index on active jobs per key backs up the claim rule against two racing workers.
          policy: queue.oneRunningPerKey ? 'singleton' : 'standard',
          ...(queue.deadLetter ? { deadLetter: queue.deadLetter } : {}),
        };
        // Under the lock the queue exists or not for certain: create it once, else bring its options up to date.
        if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, options);
        await boss.updateQueue(queue.name, options);
      }
    });
  };

  return {
    start() {
      starting ??= install();
      return starting;
    },

    async enqueue(queue, data, options = {}) {
      const send: PgBoss.SendOptions = {};
      const db = options.tx ? transactionExecutor(options.tx) : executor;
      if (options.id) send.id = options.id;
      if (options.startAfter) send.startAfter = options.startAfter;
      if (options.tx) send.db = db as PgBoss.Db;
      if (keyed.has(queue) && !options.key) throw new Error(`jobs of queue ${queue} need a key`);
      if (options.key) {
        const { rows } = await db.executeSql(unfinishedJobsOfKeySql(SCHEMA), [queue, options.key]);
        send.singletonKey = options.key;
        send.priority = -((rows[0] as { n: number } | undefined)?.n ?? 0);
      }
      await boss.send(queue, data, send);
    },

    async work<T>(queue: string, concurrency: number, handler: (job: QueuedJob<T>) => Promise<void>) {
      if (!started) throw new Error('start the job queue before working it');
      for (let i = 0; i < concurrency; i++) {
        const loop = workLoop(queue, handler as (job: QueuedJob<unknown>) => Promise<void>);
        loops.add(loop);
        void loop.finally(() => loops.delete(loop));
      }
    },

    nudge() {
      for (const wake of sleepers) wake();
    },

    async stop(graceMs = 10_000) {
      if (!starting) return;
      await starting.catch(() => undefined);
      if (!started) return;
      started = false;
      stopping = true;
      for (const wake of sleepers) wake();
      // Running attempts get the grace period; whatever still runs then is failed back to the queue (retried).
      const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([Promise.all(loops), grace]);
      for (const [id, queue] of running) {
        await boss.fail(queue, id, { message: 'worker shut down while the job was running' }).catch(onError);
      }
      await boss.stop({ graceful: true, timeout: 1000, wait: true, close: true });
    },
  };
}
