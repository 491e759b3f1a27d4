import { loadConfig } from './config/config.js';
import { assertDataDirWritable } from './config/data-dir.js';
import { refuseUnsafeProductionDefaults } from './config/production-guard.js';
import { startMemoryTrace } from './lib/memory-trace.js';
import { noGeodataParagraph, offlineFirstStartParagraph } from './plugins/geodata/no-geodata.js';
import { bootApp, reportStartFailure, stopOnSignals } from './process-bootstrap.js';

/** How long in-flight requests get to finish after SIGINT/SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Serving real users (NODE_ENV=production or an https PUBLIC_URL): unsafe defaults must be chosen explicitly.
  refuseUnsafeProductionDefaults(process.env, config.publicUrl);
  // A read-only or full DATA_DIR stops start-up here, with one line naming it.
  assertDataDirWritable(config.dataDir);
  // With JOB_WORKER=inline this process also runs analysis jobs: then it gets a worker's pool floor too.
  const { app, mailer } = await bootApp(config, config.jobs.worker === 'inline');
  stopOnSignals(app, SHUTDOWN_GRACE_MS, {
    stopping: 'shutting down: finishing in-flight requests',
    failed: 'error during shutdown',
  });

  await app.listen({ port: config.port, host: config.host });
  startMemoryTrace('main');
  app.log.info(
    { url: config.publicUrl, db: app.database.kind, mail: mailer.kind, geodata: config.geodataDir ?? 'none' },
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

main().catch((error: unknown) => reportStartFailure('sitescout', error));
