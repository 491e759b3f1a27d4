import { loadConfig } from '../config/config.js';
import { BACKUP_HELP, failAndExit, parseBackupArgs, userPath } from '../db/backup/backup-cli.js';
import { backupDatabase, describeBackup } from '../db/backup/index.js';

/**
 * `npm run db:backup -- [--out FILE]`: backs up the configured database (PostgreSQL with pg_dump when
 * DATABASE_URL is set, else the embedded PGlite in DATA_DIR, which needs the server stopped first).
 */
try {
  const args = parseBackupArgs(process.argv.slice(2));
  if (args.help) {
    process.stdout.write(`${BACKUP_HELP}\n`);
  } else {
    const config = loadConfig(process.env, userPath('.'));
    const result = await backupDatabase(config, { out: args.out });
    process.stdout.write(`${describeBackup(result)}\n`);
  }
} catch (error) {
  failAndExit('sitescout db:backup', error);
}
