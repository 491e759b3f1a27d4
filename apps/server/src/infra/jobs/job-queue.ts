import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/database.js';
import { createOutageWarning, isDatabaseUnavailable } from '../../db/database-unavailable.js';
import type { JobsConfig } from './jobs-config.js';
import { pgliteExecutor, poolExecutor, transactionExecutor } from './sql-executors.js';

export interface QueueDefinition {
  name: string;
  /** Queue that receives a job once it has failed for good (after its retries); none when undefined. */
  deadLetter?: string;
  /** Whether failures are retried with the configured backoff (a dead-letter queue's own jobs: yes too). */
  retry?: boolean;
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
   * transaction commits. A job with an `id` that already exists is not added again.
   */
  enqueue<T extends object>(queue: string, data: T, options?: { id?: string; tx?: Db }): Promise<void>;
  /** Works the queue in this process with `concurrency` parallel workers; a thrown error fails the attempt. */
  work<T>(queue: string, concurrency: number, handler: (job: QueuedJob<T>) => Promise<void>): Promise<void>;
  /** Stops taking jobs, waits up to `graceMs` for running ones, releases the connection. */
  stop(graceMs?: number): Promise<void>;
}

/** pg-boss keeps its tables in their own schema, apart from the app's Drizzle migrations. */
const SCHEMA = 'pgboss';

/**
 * Advisory lock taken while creating or updating the queues. pg-boss's `create_queue` takes no lock of its own:
 * two processes creating queues on a fresh database at once lock the queue and job tables in opposite orders
 * and PostgreSQL kills one of them ("deadlock detected"). Any fixed number works; it must differ from the
 * migration lock (src/db/migrate.ts).
 */
const QUEUE_SETUP_LOCK_KEY = 7_344_202;

/**
 * The job queue on pg-boss 10 (its newest major whose `engines` allow Node 20), sharing the app's connection:
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

  const install = async () => {
    await boss.start();
    started = true;
    // One process at a time (a no-op on embedded PGlite, which one process owns).
    await database.withLock(QUEUE_SETUP_LOCK_KEY, async () => {
      for (const queue of queues) {
        const retry = queue.retry ?? true;
        const options: PgBoss.Queue = {
          name: queue.name,
          retryLimit: retry ? config.retryLimit : 0,
          retryDelay: config.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: config.timeoutSeconds,
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
      if (options.id) send.id = options.id;
      if (options.tx) send.db = transactionExecutor(options.tx) as PgBoss.Db;
      await boss.send(queue, data, send);
    },

    async work<T>(queue: string, concurrency: number, handler: (job: QueuedJob<T>) => Promise<void>) {
      for (let i = 0; i < concurrency; i++) {
        await boss.work<T>(
          queue,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: config.pollSeconds },
          async (jobs) => {
            for (const job of jobs) {
              await handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
            }
          },
        );
      }
    },

    async stop(graceMs = 10_000) {
      if (!starting) return;
      await starting.catch(() => undefined);
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: graceMs, wait: true, close: true });
    },
  };
}
