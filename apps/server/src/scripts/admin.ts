import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';
import { AppError } from '../lib/app-error.js';
import { ADMIN_USAGE, runAdminCommand } from '../plugins/billing/admin-commands.js';

/**
 * `npm run admin -- pro grant|end|status <email>` and `npm run admin -- credits <email>`.
 * With the embedded database (no DATABASE_URL) stop the server first: PGlite admits one process at a time.
 */
const args = process.argv.slice(2);
if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
  process.stdout.write(`${ADMIN_USAGE}\n`);
  process.exit(args.length === 0 ? 1 : 0);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  process.stdout.write(`${await runAdminCommand(args, database)}\n`);
} catch (error) {
  process.stderr.write(`sitescout admin: ${error instanceof AppError ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
