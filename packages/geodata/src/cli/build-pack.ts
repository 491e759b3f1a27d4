#!/usr/bin/env node
// `npm run data:build`: imports GEODATA_DIR plus DATA_DIR/downloads (from `npm run data:fetch`) into the data pack
// under DATA_DIR and prints the manifest. With --lock it builds only when the pack is missing or stale, holding the
// lock a server starting meanwhile waits on (how `npm start` builds the pack while the web app is still building).
// With --shards it then cuts the pack into state shards (DATA_DIR/geodata-shards/); with --state 17 (or 17,18) it
// writes only those states' shards, building the pack first only when it is missing or stale.
import { existsSync } from 'node:fs';
import { parseCli, userPath } from '@sitescout/shared/cli';
import { formatCompleteness } from '../build/completeness.js';
import { formatSteps } from '../build/step-timer.js';
import { defaultDataDir } from '../config/data-dir.js';
import { findGeodataDir } from '../config/find-geodata-dir.js';
import { writeShards } from '../memory/shards/shard-files.js';
import { buildOnce, EMPTY_PACK_EXIT_CODE } from '../pack/build-lock.js';
import { buildDataPack, downloadsDir, packInputDirs } from '../pack/build-pack.js';
import { packNeedsBuild } from '../pack/pack-fingerprint.js';
import { readManifest } from '../pack/read-pack.js';
import { formatManifest } from './print-manifest.js';

const { values } = parseCli({
  name: 'data:build',
  usage: `[--lock] [--shards] [--state 17[,18]]
Imports the public source data (GEODATA_DIR, else ../shared/data beside the checkout) plus DATA_DIR/downloads
(from npm run data:fetch) into the data pack under DATA_DIR, and prints its manifest.
  --lock           build only when the pack is missing or stale, holding the lock a starting server waits on
  --shards         then cut the pack into state shards (DATA_DIR/geodata-shards/)
  --state 17,18    write only these states' shards (builds the pack first only when it is missing or stale)
  -h, --help       this text
Environment: GEODATA_DIR, DATA_DIR (default <repo>/.data); relative paths are read from the folder you ran npm in.
Exits 1 when there is nothing to build from, 3 when the pack came out empty.`,
  options: {
    lock: { type: 'boolean' },
    shards: { type: 'boolean' },
    state: { type: 'string', multiple: true },
  },
});

// Relative paths from where the user typed the command (npm runs this in packages/geodata).
const here = userPath('.');
const dataDir = process.env.DATA_DIR ? userPath(process.env.DATA_DIR) : defaultDataDir(here);
const downloads = downloadsDir(dataDir);
// Without GEODATA_DIR the downloads alone make the pack (a market fetched with `npm run data:fetch`).
const geodataDir = findGeodataDir(process.env.GEODATA_DIR, here) ?? (existsSync(downloads) ? downloads : undefined);
if (process.env.GEODATA_DIR && (!geodataDir || !existsSync(geodataDir))) {
  console.error(`data:build: GEODATA_DIR ${geodataDir} does not exist`);
  process.exit(1);
}
if (!geodataDir) {
  console.error(
    `Nothing to build from: GEODATA_DIR is not set, there is no ../shared/data folder and no ${downloads}.\n` +
      'Fetch the public data for a market first: npm run data:fetch -- --area "Chicago, IL" (or a state / county FIPS code).',
  );
  process.exit(1);
}
const source = geodataDir;
const build = async () => {
  const result = buildDataPack(source, dataDir);
  console.log(formatManifest(result.manifest, result.dir, result.bytes, result.milliseconds));
  console.log(formatCompleteness(result.completeness));
  console.log(formatSteps(result.steps));
  // A folder with none of the sources the importers read makes a pack with no rows: say so, and fail.
  const rows = Object.values(result.manifest.tables).reduce((sum, n) => sum + n, 0);
  if (rows === 0) {
    console.error(`data:build: ${source} holds none of the public sources SiteScout imports: the pack is empty`);
    process.exitCode = EMPTY_PACK_EXIT_CODE;
  }
};

/** `--state 17 --state 18`, `--state=17,18`: the states whose shards to write. */
const states = values.state?.flatMap((s) => s.split(',')).filter(Boolean);
if (states?.length || values.shards) {
  if (!readManifest(dataDir) || packNeedsBuild(dataDir, packInputDirs(source, dataDir))) await build();
  const result = writeShards(dataDir, states?.length ? states : undefined);
  const entries = { base: result.manifest.base, ...result.manifest.states };
  for (const key of result.written) {
    const entry = entries[key as keyof typeof entries];
    if (entry) console.log(`shard ${key}: ${entry.file}, ${(entry.bytes / 1e6).toFixed(1)} MB`);
  }
  console.log(
    `${result.written.length} shard(s) written to ${result.dir} in ${(result.milliseconds / 1000).toFixed(1)} s`,
  );
} else if (values.lock) {
  let built = false;
  await buildOnce(
    dataDir,
    () => packNeedsBuild(dataDir, packInputDirs(source, dataDir)),
    async () => {
      built = true;
      await build();
    },
  );
  if (!built) console.log(`The data pack in ${dataDir} is current (or another process built it): nothing to build.`);
} else await build();
