import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { type Config, databasePoolSize } from './config/config.js';
import { ConfigError } from './config/config-error.js';
import { DatabaseUnavailableError, openDatabase } from './db/database.js';
import { runMigrations } from './db/migrate.js';
import { createMailer, type Mailer } from './infra/mail/index.js';
import { installProcessGuards } from './lib/process-guards.js';

/**
 * What the server (`main.ts`) and a job worker (`worker.ts`) do alike to start: open and migrate the database, build
 * the one app, log (not crash on) a database outage, and close the mailer and the database with the app.
 */
export async function bootApp(config: Config, runsJobs: boolean): Promise<{ app: FastifyInstance; mailer: Mailer }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // A process that runs jobs gets max(DATABASE_POOL_SIZE, JOB_CONCURRENCY + 4): every running job can hold one.
    poolSize: databasePoolSize(config, runsJobs),
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
  return { app, mailer };
}

/**
 * SIGINT and SIGTERM close the app once (in-flight requests and running jobs finish), then exit; past `deadlineMs`
 * the process exits anyway.
 */
export function stopOnSignals(app: FastifyInstance, deadlineMs: number, words: { stopping: string; failed: string }) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, words.stopping);
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, deadlineMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, words.failed);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** A start-up failure in one line (`<name>: cannot start: …`); a stack only for what is not a known condition. */
export function reportStartFailure(name: string, error: unknown): never {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    process.stderr.write(`${name}: cannot start: ${error.message}\n`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    process.stderr.write(`${name}: cannot start: PORT: ${(error as Error).message}\n`);
  } else {
    process.stderr.write(`${name}: cannot start: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
}
