import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseCli, userPath } from '@sitescout/shared/cli';
import { loadConfig } from '../config/config.js';
import { processUsingFolder } from '../db/backup/pglite-in-use.js';
import { openDatabase } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';
import { AppError } from '../lib/app-error.js';
import { ADMIN_USAGE, runAdminCommand } from '../plugins/admin/admin-commands.js';

/**
 * `npm run admin -- pro grant|end|status <email>`, `credits [add|refund] <email> …`: the admin API's actions, audited.
 * With DATABASE_URL it works while servers run (PostgreSQL serves every process). The embedded database (no
 * DATABASE_URL) admits one process at a time: while another process has it open the command refuses and points to the
 * admin page, which does the same while serving.
 */
const { positionals: args } = parseCli({
  name: 'admin',
  usage: `${ADMIN_USAGE.replace(/^Usage: npm run admin -- /, '')}
Environment: DATABASE_URL (works while the server runs), else the embedded database in DATA_DIR (only while no
server runs on it: use the admin page, /app/admin, meanwhile).`,
  positionals: true,
});
if (args.length === 0) {
  process.stderr.write('admin: name a command (npm run admin -- --help shows the usage)\n');
  process.exit(2);
}
const config = loadConfig(process.env, userPath('.'));
const embedded = join(config.dataDir, 'pglite');
// PGlite keeps postmaster.pid while it is open (or after a crash); /proc names the process where it can.
const user = !config.databaseUrl && existsSync(embedded) ? processUsingFolder(embedded) : undefined;
if (typeof user === 'number' || (!config.databaseUrl && existsSync(join(embedded, 'postmaster.pid')))) {
  const who = typeof user === 'number' ? `process ${user}` : 'another process (postmaster.pid)';
  process.stderr.write(
    `sitescout admin: the embedded database in ${config.dataDir} is in use by ${who}, the SiteScout server ` +
      `probably, and it admits one process: use the admin page (${config.publicUrl}/app/admin) while it serves, ` +
      'or set DATABASE_URL (PostgreSQL)\n',
  );
  process.exit(1);
}
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
