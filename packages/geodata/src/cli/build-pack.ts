#!/usr/bin/env node
// `npm run data:build`: imports GEODATA_DIR into the data pack under DATA_DIR and prints the manifest.
import { resolve } from 'node:path';
import { formatCompleteness } from '../build/completeness.js';
import { defaultDataDir } from '../config/data-dir.js';
import { findGeodataDir } from '../config/find-geodata-dir.js';
import { buildDataPack } from '../pack/build-pack.js';
import { readPack } from '../pack/read-pack.js';
import { formatManifest } from './print-manifest.js';

const geodataDir = findGeodataDir(process.env.GEODATA_DIR, process.cwd());
if (!geodataDir) {
  console.error('GEODATA_DIR is not set and no ../shared/data folder was found');
  process.exit(1);
}
const dataDir = resolve(process.env.DATA_DIR ?? defaultDataDir(process.cwd()));
const result = buildDataPack(geodataDir, dataDir);
console.log(formatManifest(result.manifest, result.dir, result.bytes, result.milliseconds));
console.log(formatCompleteness(readPack(dataDir).data.completeness));
