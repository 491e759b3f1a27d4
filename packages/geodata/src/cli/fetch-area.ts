// `npm run data:fetch -- --area <state FIPS | county FIPS | "City, ST">`: downloads the official sources for a
// market into DATA_DIR/downloads (resumable, cached, each file with URL, date and checksum); then
// `npm run data:build` builds the pack from the downloads plus GEODATA_DIR.
import { join } from 'node:path';
import { parseCli, userPath } from '@sitescout/shared/cli';
import { defaultDataDir } from '../config/data-dir.js';
import { loadFetchConfig } from '../fetch/fetch-config.js';
import { createProgressReporter } from '../fetch/progress.js';
import { runFetch, SOURCE_NAMES } from '../fetch/run-fetch.js';

const USAGE = `--area <17 | 17031 | "Chicago, IL"> [--sources ${SOURCE_NAMES.join(',')}]`;

export async function main(argv: string[]): Promise<number> {
  const { values } = parseCli({
    name: 'data:fetch',
    argv,
    usage: USAGE,
    options: { area: { type: 'string' }, sources: { type: 'string' } },
  });
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
    console.error(`data:fetch: unknown source ${unknown.join(', ')} (known: ${SOURCE_NAMES.join(', ')})`);
    return 2;
  }
  const dataDir = process.env.DATA_DIR ? userPath(process.env.DATA_DIR) : defaultDataDir(userPath('.'));
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
    else console.error('data:fetch: nothing fetched (npm run data:fetch -- --help shows the usage)');
    return 1;
  }
  console.log(
    `Fetched ${run.area?.label} into ${downloadsDir}. Next: npm run data:build (builds the pack from the downloads plus GEODATA_DIR).`,
  );
  return 0;
}
