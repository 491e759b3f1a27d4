import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { createEnginePool } from '../../infra/engine/engine-pool.js';
import { engineShards } from '../../infra/engine/engine-shards.js';
import { createJobQueue } from '../../infra/jobs/job-queue.js';
import { buildInChild } from '../geodata/geodata-service.js';
import { createAnalysisJobRunner } from './analysis-job-runner.js';
import { type AnalysisJobData, createAnalysisService } from './analysis-service.js';
import { createAnalysisStore } from './analysis-store.js';
import { createCountyBudget } from './county-budget.js';
import { createCountyFetches } from './county-fetches.js';
import { createCountyWait } from './county-wait.js';
import { createFreeAnalysisFlow } from './free-analysis.js';
import type { AnalysisDesk } from './operator-desk.js';
import { createAnalysisDesk } from './operator-desk.js';
import {
  ANALYSIS_FAILED_QUEUE,
  ANALYSIS_QUEUE,
  ANALYSIS_QUEUES,
  COUNTY_DATA_QUEUE,
  DELIVERY_FAILED_QUEUE,
  DELIVERY_QUEUE,
} from './queues.js';
import { createResultRead } from './result-read.js';
import { createResultTexts } from './result-texts.js';
import { analysesRoutes } from './routes/analyses-routes.js';
import { businessTypesRoute } from './routes/business-types-route.js';
import { downloadRoutes } from './routes/download-routes.js';
import { freeAnalysisRoutes } from './routes/free-analysis-routes.js';
import { progressEventsRoute } from './routes/progress-events-route.js';
import { createStoredReports } from './stored-reports.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The analysis worker of this process (started on listen with JOB_WORKER=inline, or by the worker entry). */
    analysisJobs: AnalysisJobs;
    /** An administrator's view of an account's analyses and the report mail's resending. */
    analysisDesk: AnalysisDesk;
  }
}

/** How long running attempts may finish when the process stops. */
const JOB_STOP_GRACE_MS = 5_000;

/** Controls the analysis worker of this process (`app.analysisJobs`). */
export interface AnalysisJobs {
  /** Starts working the analysis queues in this process (idempotent). */
  startWorker(): Promise<void>;
  /**
   * Queues the delivery (PDF and e-mail) of every finished analysis whose report or e-mail is still pending; one
   * already queued is not queued twice. Run when a worker starts: it picks up saved versions stored before they had
   * a delivery job of their own. Answers how many it looked at.
   */
  deliverPending(): Promise<number>;
}

/**
 * Analyses: starting them (credit + job in one transaction), progress, results, downloads, and the pg-boss worker
 * that runs the engine and stores the result, and the one that draws the PDF and e-mails it (own queue). With JOB_WORKER=inline (default) a listening
 * server works the queue itself; `npm run worker` runs workers as separate processes.
 */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const store = createAnalysisStore(app.database.db);
  const queue = createJobQueue(app.database, config.jobs, ANALYSIS_QUEUES, (error) => {
    app.metrics.failed('job_queue');
    app.log.error({ err: error }, 'job queue error');
  });
  // The threads read the tables the API thread's pack shares (it is loaded before any task is given to them), or,
  // when the pack is cut into state shards, the shards each task needs (GEODATA_MEMORY_MB bounds those loaded).
  // The shard cache is the API thread's own (app.geodata.shards()): one copy of each state for both.
  const cache = app.geodata.shards();
  const shards = cache ? engineShards(config.geodata.packDir, cache) : undefined;
  if (shards) app.log.info({ packDir: config.geodata.packDir }, 'engine threads read the data pack in state shards');
  const engine = createEnginePool(
    config.analysisThreads,
    () => {
      if (shards) return { packDir: config.geodata.packDir, shards: shards.threadData() };
      const shared = app.geodata.current()?.shared;
      if (!shared) return undefined;
      return { packDir: config.geodata.packDir, shared };
    },
    shards,
  );
  app.addHook('onClose', () => engine.close());
  const texts = createResultTexts(app.database.db);
  const service = createAnalysisService({
    database: app.database,
    store,
    texts,
    queue,
    credits: app.credits,
    pro: app.pro,
    geocoding: app.geocoding,
    geodata: app.geodata,
    engine,
    packDir: config.geodata.packDir,
    reportsEnabled: () => app.hasDecorator('reports'),
    ...(config.geodata.dataOnDemand
      ? {
          countyData: {
            missing: (sites) => countyData.missing(sites),
            fetchable: (sites) => countyData.fetchable(sites),
          },
          countyBudget: createCountyBudget(app.counters, config.geodata.countyFetches),
        }
      : {}),
  });
  // One set of engine threads (and pack copies) per process, shared by analyses, the finder and batch scoring.
  app.decorate('analysisEngine', engine);
  const reports = createStoredReports({
    db: app.database.db,
    reports: () => (app.hasDecorator('reports') ? app.reports : undefined),
    publicUrl: config.publicUrl,
  });
  /** One delivery job per analysis (job id = analysis id), so queueing it again is a no-op. */
  const queueDelivery = async (row: { id: string; userId: string }) => {
    await queue.enqueue<AnalysisJobData>(DELIVERY_QUEUE, { analysisId: row.id }, { id: row.id, key: row.userId });
    queue.nudge();
  };
  const countyLog = app.log.child({ component: 'county-data' });
  const countyData = createCountyFetches({
    packDir: config.geodata.packDir,
    fetchConfig: config.geodata.dataOnDemand,
    geodata: app.geodata,
    queue,
    log: countyLog,
    reachability: app.geocoding.reachability,
    // As long as the geocoders stay offline after a network failure.
    retryAfterMs: config.geodata.offlineMemoryMs,
    // The county's pack is built in a child process: the server keeps answering meanwhile.
    build: (geodataDir, dataDir) => buildInChild(geodataDir, dataDir, countyLog, () => undefined),
    overlayDiskBytes: config.geodata.countyFetches.diskMb * 1024 * 1024,
  });
  /** A new job for an analysis whose first one ended to wait for its counties (job ids are pg-boss's own). */
  const requeue = async (row: { id: string; userId: string }) => {
    await queue.enqueue<AnalysisJobData>(ANALYSIS_QUEUE, { analysisId: row.id }, { key: row.userId });
    queue.nudge();
  };
  const countyWait = createCountyWait({
    countyData,
    store,
    requeue,
    // Waiting holds no job slot; it is bounded by the same 80 % of JOB_TIMEOUT_SECONDS as before.
    waitMs: 0.8 * config.jobs.timeoutSeconds * 1000,
    log: countyLog,
  });
  const runner = createAnalysisJobRunner({
    database: app.database,
    store,
    credits: app.credits,
    geodata: app.geodata,
    engine,
    packDir: config.geodata.packDir,
    mailer: app.mailer,
    reports: () => (app.hasDecorator('reports') ? app.reports : undefined),
    storedReports: reports,
    publicUrl: config.publicUrl,
    queueDelivery,
    log: app.log.child({ component: 'analysis-worker' }),
    ...(config.geodata.dataOnDemand ? { countyWait } : {}),
  });

  let working: Promise<void> | undefined;
  const jobs: AnalysisJobs = {
    startWorker: () => {
      working ??= (async () => {
        await queue.start();
        // Load the pack on the engine threads now rather than in the first job (not awaited: on a first start the
        // pack is still being built, and a job taken meanwhile simply waits for its thread).
        app.geodata
          .get()
          .then(async () => {
            const started = performance.now();
            await engine.warm(config.geodata.packDir);
            // The moment a first start can run analyses without waiting (measured for docs/operations/first-start.md).
            app.log.info({ ms: Math.round(performance.now() - started) }, 'analysis engine threads ready');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'analysis engine threads could not load the pack'));
        // Analyses whose county waiter died with an earlier process: queued again before this process's workers
        // start any waiter of their own (they ask for their counties anew).
        if (config.geodata.dataOnDemand) for (const row of await store.waitingForData()) await requeue(row);
        await queue.work<AnalysisJobData>(ANALYSIS_QUEUE, config.jobs.concurrency, (job) =>
          app.metrics.timed('analysis', 'analysis_attempt', () => runner.run(job)),
        );
        await queue.work<AnalysisJobData>(ANALYSIS_FAILED_QUEUE, 1, async (job) => {
          app.metrics.failed('analysis_failed_for_good');
          await runner.refund(job);
        });
        // Reports and e-mails on their own workers: the PDF is drawn on the render threads, so these mostly wait.
        await queue.work<AnalysisJobData>(DELIVERY_QUEUE, config.jobs.concurrency, runner.deliver);
        await queue.work<AnalysisJobData>(DELIVERY_FAILED_QUEUE, 1, runner.deliveryFailed);
        // Counties fetched on demand, a few in parallel per process: each fetch keeps its own polite interval per
        // source, so a source sees at most COUNTY_FETCH_CONCURRENCY requests per interval from one process.
        if (config.geodata.dataOnDemand) {
          await queue.work(COUNTY_DATA_QUEUE, config.geodata.countyFetches.concurrency, countyData.build);
        }
        await jobs.deliverPending();
      })();
      return working;
    },
    async deliverPending() {
      await queue.start();
      const rows = await store.undelivered();
      for (const row of rows) await queueDelivery(row);
      return rows.length;
    },
  };
  app.decorate('analysisJobs', jobs);
  app.decorate(
    'analysisDesk',
    createAnalysisDesk({
      store,
      storedReports: reports,
      reportsEnabled: () => app.hasDecorator('reports'),
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      confirmedEmailOf: (userId) => app.accounts.confirmedEmailOf(userId),
    }),
  );
  if (config.jobs.worker === 'inline') {
    app.addHook('onListen', async () => {
      await jobs.startWorker();
    });
  }
  // Running attempts get a few seconds (inside the server's own 10 s shutdown grace); unfinished ones are failed
  // back to the queue and retried.
  app.addHook('preClose', async () => {
    await queue.stop(JOB_STOP_GRACE_MS);
  });

  await app.register(businessTypesRoute);
  const readResult = createResultRead({
    store,
    texts,
    counters: app.counters,
    publicUrl: config.publicUrl,
  });
  await app.register(analysesRoutes(service, store, readResult));
  await app.register(progressEventsRoute(store));
  await app.register(downloadRoutes(store, reports));
  const free = createFreeAnalysisFlow({
    db: app.database.db,
    service,
    geocoding: app.geocoding,
    accounts: () => (app.hasDecorator('accounts') ? app.accounts : undefined),
    mailer: app.mailer,
    publicUrl: config.publicUrl,
  });
  await app.register(freeAnalysisRoutes(free));
};

export const analysesPlugin = fp(plugin, {
  name: 'analyses',
  dependencies: ['billing', 'geodata', 'geocode'],
});
