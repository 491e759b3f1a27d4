// `npm run data:fetch -- --area <state FIPS | county FIPS | "City, ST">`: downloads the official sources for a
// market into DATA_DIR/downloads (resumable, cached, each file with URL, date and checksum); then
// `npm run data:build` builds the pack from the downloads plus GEODATA_DIR.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../config/data-dir.js';
import { loadFetchConfig } from '../fetch/fetch-config.js';
import { createProgressReporter } from '../fetch/progress.js';
import { runFetch, SOURCE_NAMES } from '../fetch/run-fetch.js';

const USAGE = `usage: npm run data:fetch -- --area <17 | 17031 | "Chicago, IL"> [--sources ${SOURCE_NAMES.join(',')}]`;

export async function main(argv: string[]): Promise<number> {
  let values: { area?: string; sources?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { area: { type: 'string' }, sources: { type: 'string' } } }));
  } catch (error) {
    console.error(`data:fetch: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  let config: ReturnType<typeof loadFetchConfig>;
  try {
    config = loadFetchConfig(process.env);
  } catch (error) {
    console.error(`data:fetch: ${(error as Error).message}`);
    return 2;
  }
  const only = values.sources?.split(',').map((s) => s.trim());
  const unknown = only?.filter((s) => !(SOURCE_NAMES as readonly string[]).includes(s)) ?? [];
  if (unknown.length > 0) {
    console.error(`data:fetch: unknown source ${unknown.join(', ')}\n${USAGE}`);
    return 2;
  }
  const dataDir = resolve(process.env.DATA_DIR ?? defaultDataDir(process.cwd()));
  const downloadsDir = join(dataDir, 'downloads');
  const run = await runFetch({
    areaText: values.area,
    config,
    downloadsDir,
    reporter: createProgressReporter(process.stdout),
    only,
  });
  for (const s of run.skipped) console.log(`${s.source}: skipped (${s.reason})`);
  if (run.failed.length > 0) {
    for (const f of run.failed) console.error(`data:fetch: ${f.message}`);
    if (run.area)
      console.error(
        `${run.done.length} source(s) finished, ${run.failed.length} failed. Run the same command again to resume; finished downloads are kept in ${downloadsDir}.`,
      );
    else console.error(USAGE);
    return 1;
  }
  console.log(
    `Fetched ${run.area?.label} into ${downloadsDir}. Next: npm run data:build (builds the pack from the downloads plus GEODATA_DIR).`,
  );
  return 0;
}
