#!/usr/bin/env node
// `npm run data:fetch -w @sitescout/geodata -- overpass|census …`: downloads from the public services
// into <DATA_DIR>/online/ (cached under <DATA_DIR>/online-cache/); the next `data:build` imports them.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../config/data-dir.js';
import type { BBox } from '../model/geometry.js';
import { CENSUS_API_URL } from '../online/census-api-client.js';
import { downloadCensusTable, downloadOverpass } from '../online/fetch-downloads.js';
import { MinIntervalLimiter } from '../online/rate-limiter.js';
import { ResponseCache } from '../online/response-cache.js';

const USAGE = `usage:
  data:fetch -- overpass --name NAME --bbox west,south,east,north        (needs OVERPASS_URL)
  data:fetch -- census --name NAME --get B19013_001E,B25077_001E --for "zip code tabulation area:*" [--in "state:17"] [--year 2023] [--dataset acs/acs5]
                                                                         (CENSUS_API_KEY optional; CENSUS_API_URL defaults to ${CENSUS_API_URL})`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    bbox: { type: 'string' },
    get: { type: 'string' },
    for: { type: 'string' },
    in: { type: 'string' },
    year: { type: 'string', default: '2023' },
    dataset: { type: 'string', default: 'acs/acs5' },
  },
});

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

const dataDir = resolve(process.env.DATA_DIR ?? defaultDataDir(process.cwd()));
const onlineDir = join(dataDir, 'online');
const cache = new ResponseCache(join(dataDir, 'online-cache'));
const limiter = new MinIntervalLimiter(1000);
const name = values.name?.trim();
if (!name || !/^[a-z0-9-]+$/.test(name)) fail('--name is required (lower-case letters, digits, dashes)');

if (positionals[0] === 'overpass') {
  const url = process.env.OVERPASS_URL;
  if (!url) fail('OVERPASS_URL is not set (e.g. https://overpass-api.de/api/interpreter)');
  const bbox = (values.bbox ?? '').split(',').map(Number);
  if (bbox.length !== 4 || bbox.some((n) => !Number.isFinite(n)))
    fail('--bbox must be west,south,east,north in degrees');
  const result = await downloadOverpass({
    url,
    name,
    bbox: bbox as BBox,
    onlineDir,
    cache,
    limiter,
    today: new Date().toISOString().slice(0, 10),
  });
  console.log(
    `${result.cached ? 'from cache' : 'downloaded'} → ${result.file}; run "npm run data:build" to add it to the pack`,
  );
} else if (positionals[0] === 'census') {
  if (!values.get || !values.for) fail('--get and --for are required');
  const result = await downloadCensusTable({
    baseUrl: process.env.CENSUS_API_URL ?? CENSUS_API_URL,
    name,
    request: {
      year: Number(values.year),
      dataset: values.dataset as string,
      variables: values.get.split(','),
      for: values.for,
      in: values.in,
    },
    apiKey: process.env.CENSUS_API_KEY || undefined,
    onlineDir,
    cache,
    limiter,
  });
  console.log(
    `${result.cached ? 'from cache' : 'downloaded'} → ${result.file}; run "npm run data:build" to add it to the pack`,
  );
} else {
  fail('first argument must be "overpass" or "census"');
}
