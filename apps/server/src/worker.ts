import { parseCli } from '@sitescout/shared/cli';
import { loadConfig } from './config/config.js';
import { ConfigError } from './config/config-error.js';
import { refuseUnsafeProductionDefaults } from './config/production-guard.js';
import { bootApp, reportStartFailure, stopOnSignals } from './process-bootstrap.js';

/**
 * Hard deadline for stopping. Running attempts get the queue's 5 s grace first; whatever is still running then
 * is failed back to the queue and retried by another worker.
 */
const SHUTDOWN_DEADLINE_MS = 20_000;

/**
 * A job worker process: the same app and configuration as the server, but it listens on no port; it works the
 * analysis queue. Run as many as you like against one PostgreSQL database (`JOB_WORKER=separate` on the web
 * servers). Embedded PGlite belongs to a single process, so there the server works the queue itself.
 */
async function main(): Promise<void> {
  parseCli({
    name: 'worker',
    usage: `
A job worker: works the analysis, delivery and batch queues with the server's configuration, listening on no port.
Run any number against one PostgreSQL database (JOB_WORKER=separate on the web servers). Takes no options but
-h, --help. Environment: as the server's (DATABASE_URL required), see docs/operations/configuration.md.`,
  });
  const config = loadConfig();
  // Serving real users (NODE_ENV=production or an https PUBLIC_URL): unsafe defaults must be chosen explicitly.
  refuseUnsafeProductionDefaults(process.env, config.publicUrl);
  if (!config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL',
      'a separate worker needs PostgreSQL; with the embedded database the server runs jobs itself (JOB_WORKER=inline)',
    );
  }
  const { app } = await bootApp(config, true);
  await app.ready();
  stopOnSignals(app, SHUTDOWN_DEADLINE_MS, {
    stopping: 'worker stopping: letting running jobs finish',
    failed: 'error while stopping the worker',
  });

  // Load the data pack before taking jobs, so the first job does not wait for it.
  await app.geodata.get();
  await app.analysisJobs.startWorker();
  await app.batchJobs.startWorker();
  await app.accountJobs.startWorker();
  app.log.info({ concurrency: config.jobs.concurrency, pid: process.pid }, 'SiteScout worker is ready');
}

main().catch((error: unknown) => reportStartFailure('sitescout worker', error));
