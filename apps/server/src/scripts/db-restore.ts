import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config/config.js';
import { failAndExit, parseRestoreArgs, RESTORE_HELP, userPath } from '../db/backup/backup-cli.js';
import { describeRestore, type RestorePlan, restoreDatabase, UsageError } from '../db/backup/index.js';

/**
 * `npm run db:restore -- FILE [--yes]`: replaces the configured database with a backup made by `npm run db:backup`
 * (of the same kind), then applies migrations. Asks first unless `--yes`. With the embedded database, stop the
 * server first; the replaced database is kept next to it.
 */
async function confirm(plan: RestorePlan, yes: boolean): Promise<boolean> {
  if (plan.otherConnections > 0) {
    process.stderr.write(
      `warning: ${plan.otherConnections} other connection(s) to ${plan.target} are open (the server or workers?); stop them to avoid errors during the restore\n`,
    );
  }
  if (yes) return true;
  if (!process.stdin.isTTY) {
    throw new UsageError(`--yes: restoring replaces all data in ${plan.target}; pass --yes to confirm`);
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(`Replace all data in ${plan.target} with ${plan.file}? [y/N] `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    prompt.close();
  }
}

try {
  const args = parseRestoreArgs(process.argv.slice(2));
  if (args.help) {
    process.stdout.write(`${RESTORE_HELP}\n`);
  } else {
    const config = loadConfig(process.env, userPath('.'));
    const result = await restoreDatabase(config, args.file, { confirm: (plan) => confirm(plan, args.yes) });
    process.stdout.write(`${describeRestore(result)}\n`);
  }
} catch (error) {
  failAndExit('sitescout db:restore', error);
}
