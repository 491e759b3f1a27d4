import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
const config = loadConfig();
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  await database.close();
  process.stdout.write(`migrations applied (${config.databaseUrl ? 'postgres' : 'pglite'})\n`);
} catch (error) {
  process.stderr.write(`sitescout: migration failed: ${(error as Error).message}\n`);
  process.exit(1);
}
