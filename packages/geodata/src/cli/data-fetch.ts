#!/usr/bin/env node
// `npm run data:fetch`: `--area …` fetches a whole market (fetch-area.ts); `overpass …` / `census …` fetch one
// request each (fetch-online.ts).
import { parseCli } from '@sitescout/shared/cli';
import { SOURCE_NAMES } from '../fetch/run-fetch.js';
import { ONLINE_USAGE } from './fetch-online-usage.js';

const argv = process.argv.slice(2);
// `--help` before the command names which: both forms.
if ((argv.includes('--help') || argv.includes('-h')) && !['overpass', 'census'].includes(argv[0] ?? '')) {
  parseCli({
    name: 'data:fetch',
    argv: ['--help'],
    usage: `--area <17 | 17031 | "Chicago, IL"> [--sources ${SOURCE_NAMES.join(',')}]
Downloads the official sources for a market (a state or county FIPS code, or "City, ST") into DATA_DIR/downloads
(resumable, cached, each file with its URL, date and checksum); then npm run data:build builds the pack from them.
${ONLINE_USAGE}
Environment: DATA_DIR (default <repo>/.data; a relative path is read from the folder you ran npm in), and the
sources' settings (CENSUS_API_URL, GAZETTEER_URL, TIGERWEB_URL, OVERPASS_URL, GTFS_FEEDS_FILE, FETCH_*: see docs/operations/configuration.md).`,
  });
}
if (argv.some((a) => a === '--area' || a.startsWith('--area='))) {
  const { main } = await import('./fetch-area.js');
  process.exitCode = await main(argv);
} else {
  await import('./fetch-online.js');
}
