import { parseCli, userPath } from '@sitescout/shared/cli';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
parseCli({
  name: 'db:migrate',
  usage: `
Applies pending migrations to the configured database and exits. Takes no options but -h, --help.
Environment: DATABASE_URL, else the embedded database in DATA_DIR (stop the server first).`,
});
const config = loadConfig(process.env, userPath('.'));
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  await database.close();
  process.stdout.write(`migrations applied (${config.databaseUrl ? 'postgres' : 'pglite'})\n`);
} catch (error) {
  process.stderr.write(`sitescout: migration failed: ${(error as Error).message}\n`);
  process.exit(1);
}
