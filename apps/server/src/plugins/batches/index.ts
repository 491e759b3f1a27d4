import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { createJobQueue } from '../../infra/jobs/job-queue.js';
import { createBatchJobRunner } from './batch-job-runner.js';
import { batchRoutes } from './batch-routes.js';
import { type BatchJobData, createBatchService } from './batch-service.js';
import { createBatchStore } from './batch-store.js';
import { BATCH_FAILED_QUEUE, BATCH_QUEUE, BATCH_QUEUES } from './queues.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The batch-scoring worker of this process (started like `analysisJobs`). */
    batchJobs: BatchJobs;
  }
}

/** Running attempts get this long to finish a slice when the process stops; the rest resumes on the next attempt. */
const JOB_STOP_GRACE_MS = 5_000;

/** Controls the batch worker of this process (`app.batchJobs`). */
export interface BatchJobs {
  /** Starts working the batch queue in this process (idempotent). */
  startWorker(): Promise<void>;
}

/**
 * Batch scoring (Pro): a CSV or pasted list of up to 1,000 addresses scored on the analysis engine threads as a
 * job of the fair queue, stored row by row so an interrupted batch resumes. Worked inline like analyses, or by
 * `npm run worker` processes.
 */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const store = createBatchStore(app.database.db);
  const queue = createJobQueue(app.database, config.jobs, BATCH_QUEUES, (error) => {
    app.metrics.failed('job_queue');
    app.log.error({ err: error }, 'batch queue error');
  });
  const service = createBatchService({ database: app.database, store, queue, pro: app.pro });
  const runner = createBatchJobRunner({
    store,
    geodata: app.geodata,
    geocoding: app.geocoding,
    engine: app.analysisEngine,
    packDir: config.geodata.packDir,
    attemptBudgetMs: (config.jobs.timeoutSeconds * 1000) / 2,
    continueLater: async (batchId, userId) => {
      await queue.enqueue<BatchJobData>(BATCH_QUEUE, { batchId }, { key: userId });
      queue.nudge();
    },
    log: app.log.child({ component: 'batch-worker' }),
  });
  let working: Promise<void> | undefined;
  const jobs: BatchJobs = {
    startWorker: () => {
      working ??= (async () => {
        await queue.start();
        await queue.work<BatchJobData>(BATCH_QUEUE, 1, (job) =>
          runner.run(job).catch((error: unknown) => {
            app.metrics.failed('batch_attempt');
            throw error;
          }),
        );
        await queue.work<BatchJobData>(BATCH_FAILED_QUEUE, 1, runner.fail);
      })();
      return working;
    },
  };
  app.decorate('batchJobs', jobs);
  if (config.jobs.worker === 'inline') {
    app.addHook('onListen', async () => {
      await jobs.startWorker();
    });
  }
  app.addHook('preClose', async () => {
    await queue.stop(JOB_STOP_GRACE_MS);
  });
  await app.register(batchRoutes(service, store));
};

export const batchesPlugin = fp(plugin, {
  name: 'batches',
  dependencies: ['analyses', 'billing', 'geodata', 'geocode'],
});
