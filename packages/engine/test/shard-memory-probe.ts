// Run by sharded-pack.test.ts in a process of its own (node --expose-gc --conditions=source --import tsx), so its
// resident memory is the data's and the engine's alone: `shards <shards dir>` analyses an Indiana site, then a
// Chicago one, through the shard cache; `whole <DATA_DIR>` analyses the Indiana site over the whole pack.
// Prints one JSON line: memory (MB) at each step (after full collections) and the states loaded.
import { loadGeodata } from '@sitescout/geodata';
import { ShardCache } from '@sitescout/geodata/shards';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import { createEngineContext } from '../src/analysis/engine-context.js';
import { BUSINESS_TYPES } from '../src/taxonomy/business-types.js';

const [mode, dir] = process.argv.slice(2);
const type = BUSINESS_TYPES[0] as (typeof BUSINESS_TYPES)[number];
const indiana = { label: 'Indianapolis, IN', lat: 39.7684, lon: -86.1581 };
const chicago = { label: 'West Loop', lat: 41.8825, lon: -87.65 };

function memory() {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  return { rss: mb(m.rss), heap: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) };
}

const steps: Record<string, unknown> = { start: memory() };
if (mode === 'shards') {
  const cache = new ShardCache(dir as string, { maxBytes: 400 * 1024 * 1024 });
  cache.viewFor([]);
  steps.base = { ...memory(), loaded: cache.loadedStates() };
  const view = cache.viewAt(indiana);
  steps.indianaLoaded = { ...memory(), loaded: cache.loadedStates() };
  analyzeSite(createEngineContext(view), type, indiana, 3);
  steps.indianaSite = { ...memory(), loaded: cache.loadedStates() };
  analyzeSite(createEngineContext(cache.viewAt(chicago)), type, chicago, 3);
  steps.chicagoSite = { ...memory(), loaded: cache.loadedStates() };
  steps.events = cache.events;
} else {
  const whole = loadGeodata(dir as string);
  steps.pack = memory();
  analyzeSite(createEngineContext(whole.view), type, indiana, 3);
  steps.indianaSite = memory();
}
console.log(JSON.stringify(steps));
