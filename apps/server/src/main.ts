import { buildApp } from './app.js';
import { databasePoolSize, loadConfig } from './config/config.js';
import { ConfigError } from './config/config-error.js';
import { assertDataDirWritable } from './config/data-dir.js';
import { refuseUnsafeProductionDefaults } from './config/production-guard.js';
import { DatabaseUnavailableError, openDatabase } from './db/database.js';
import { runMigrations } from './db/migrate.js';
import { createMailer } from './infra/mail/index.js';
import { startMemoryTrace } from './lib/memory-trace.js';
import { installProcessGuards } from './lib/process-guards.js';
import { noGeodataParagraph, offlineFirstStartParagraph } from './plugins/geodata/no-geodata.js';

/** How long in-flight requests get to finish after SIGINT/SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Serving real users (NODE_ENV=production or an https PUBLIC_URL): unsafe defaults must be chosen explicitly.
  refuseUnsafeProductionDefaults(process.env, config.publicUrl);
  // A read-only or full DATA_DIR stops start-up here, with one line naming it.
  assertDataDirWritable(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // With JOB_WORKER=inline this process also runs analysis jobs: then it gets a worker's pool floor too.
    poolSize: databasePoolSize(config, config.jobs.worker === 'inline'),
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

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  startMemoryTrace('main');
  app.log.info(
    { url: config.publicUrl, db: database.kind, mail: mailer.kind, geodata: config.geodataDir ?? 'none' },
    'SiteScout is ready',
  );
  // Nothing to load (or a pack built from nothing): one plain paragraph for the operator, not a log line.
  void app.geodata.settled().then((state) => {
    if (state !== 'none') return;
    const { packDir, firstStart } = config.geodata;
    const paragraph =
      firstStart && !config.geodataDir
        ? offlineFirstStartParagraph(packDir, firstStart.market)
        : noGeodataParagraph(packDir, config.geodataDir);
    process.stdout.write(`\n${paragraph}\n\n`);
  });
}

main().catch((error: unknown) => {
  // Start-up problems end in one clear line, not a stack trace.
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    process.stderr.write(`sitescout: cannot start: ${error.message}\n`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    process.stderr.write(`sitescout: cannot start: PORT: ${(error as Error).message}\n`);
  } else {
    process.stderr.write(`sitescout: cannot start: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
