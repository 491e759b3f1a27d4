import { parseCli, userPath } from '@sitescout/shared/cli';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';
import { AppError } from '../lib/app-error.js';
import { ADMIN_USAGE, runAdminCommand } from '../plugins/admin/admin-commands.js';

/**
 * `npm run admin -- pro grant|end|status <email>` and `npm run admin -- credits <email>`.
 * With the embedded database (no DATABASE_URL) stop the server first: PGlite admits one process at a time.
 */
const { positionals: args } = parseCli({
  name: 'admin',
  usage: `${ADMIN_USAGE.replace(/^Usage: npm run admin -- /, '')}
Environment: DATABASE_URL, else the embedded database in DATA_DIR (stop the server first).`,
  positionals: true,
});
if (args.length === 0) {
  process.stderr.write('admin: name a command (npm run admin -- --help shows the usage)\n');
  process.exit(2);
}
const config = loadConfig(process.env, userPath('.'));
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
