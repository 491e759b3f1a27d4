#!/usr/bin/env node
// `npm run data:fetch -w @sitescout/geodata -- overpass|census …`: downloads from the public services
// into <DATA_DIR>/online/ (cached under <DATA_DIR>/online-cache/); the next `data:build` imports them.
import { join } from 'node:path';
import { parseCli, userPath } from '@sitescout/shared/cli';
import { defaultDataDir } from '../config/data-dir.js';
import type { BBox } from '../model/geometry.js';
import { CENSUS_API_URL } from '../online/census-api-client.js';
import { downloadCensusTable, downloadOverpass } from '../online/fetch-downloads.js';
import { MinIntervalLimiter } from '../online/rate-limiter.js';
import { ResponseCache } from '../online/response-cache.js';
import { ONLINE_USAGE } from './fetch-online-usage.js';

const USAGE = `overpass|census --name NAME …
${ONLINE_USAGE}`;

const { positionals, values } = parseCli({
  name: 'data:fetch',
  usage: USAGE,
  positionals: true,
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
  console.error(`data:fetch: ${message} (npm run data:fetch -- --help shows the usage)`);
  process.exit(2);
}

const dataDir = process.env.DATA_DIR ? userPath(process.env.DATA_DIR) : defaultDataDir(userPath('.'));
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
