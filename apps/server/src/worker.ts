import { parseCli } from '@sitescout/shared/cli';
import { buildApp } from './app.js';
import { databasePoolSize, loadConfig } from './config/config.js';
import { ConfigError } from './config/config-error.js';
import { refuseUnsafeProductionDefaults } from './config/production-guard.js';
import { DatabaseUnavailableError, openDatabase } from './db/database.js';
import { runMigrations } from './db/migrate.js';
import { createMailer } from './infra/mail/index.js';
import { installProcessGuards } from './lib/process-guards.js';

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
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // max(DATABASE_POOL_SIZE, JOB_CONCURRENCY + 4): every running job can hold a connection at once.
    poolSize: databasePoolSize(config, true),
  });
  await runMigrations(database);
  const mailer = createMailer(config);
  const app = await buildApp({ config, database, mailer });
  // A database outage escaping as an unhandled 'error' or rejection is logged, not fatal (see process-guards.ts).
  installProcessGuards(app.log);
  app.addHook('onClose', async () => {
    await mailer.close();
    await database.close();
  });
  await app.ready();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'worker stopping: letting running jobs finish');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping the worker');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  // Load the data pack before taking jobs, so the first job does not wait for it.
  await app.geodata.get();
  await app.analysisJobs.startWorker();
  await app.batchJobs.startWorker();
  await app.accountJobs.startWorker();
  app.log.info({ concurrency: config.jobs.concurrency, pid: process.pid }, 'SiteScout worker is ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    process.stderr.write(`sitescout worker: cannot start: ${error.message}\n`);
  } else {
    process.stderr.write(`sitescout worker: cannot start: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
