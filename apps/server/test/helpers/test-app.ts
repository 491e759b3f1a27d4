import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config/config.js';
import type { DatabaseKind } from '../../src/db/database.js';
import { createMailer, type Mailer, type OutboxEntry, outboxDir } from '../../src/infra/mail/index.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: TestDatabase;
  /** Messages the app "sent" (written to its outbox), oldest first. */
  outbox(): OutboxEntry[];
  dispose(): Promise<void>;
}

/**
 * A fully wired SiteScout app on a fresh database of the given kind, with its own DATA_DIR
 * (outbox included). Extra environment variables go through the real config loader; `wrapMailer` may stand
 * between the app and its outbox (to hold or fail some messages); `logStream` receives the log's JSON lines (set
 * LOG_LEVEL too: tests log nothing by default).
 */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { wrapMailer?: (mailer: Mailer) => Mailer; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitescout-test-'));
  const db = await createTestDatabase(kind);
  // On PostgreSQL the app is configured as deployed, with its DATABASE_URL (separate workers need it).
  const databaseUrl: Record<string, string> = db.url ? { DATABASE_URL: db.url } : {};
  // Tests never reach the public geocoder unless they ask (ONLINE_GEOCODING / CENSUS_GEOCODER_URL to a stand-in).
  const online = env.CENSUS_GEOCODER_URL ? {} : { ONLINE_GEOCODING: 'off' };
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...online, ...databaseUrl, ...env });
  const mailer = createMailer(config);
  const app = await buildApp({
    config,
    database: db.database,
    mailer: options.wrapMailer?.(mailer) ?? mailer,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    db,
    outbox: () => readOutbox(outboxDir(dataDir)),
    async dispose() {
      await app.close();
      await mailer.close();
      await db.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function readOutbox(dir: string): OutboxEntry[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  // A mail being written right now (a job's, in the background) is skipped until it is complete.
  return files.sort().flatMap((f) => {
    try {
      return [JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxEntry];
    } catch {
      return [];
    }
  });
}
