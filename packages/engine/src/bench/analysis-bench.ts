#!/usr/bin/env node

import { loadavg } from 'node:os';
import { type AreaRecord, loadGeodata } from '@sitescout/geodata';
// `npm run bench` (engine part): analysis latency over Illinois sites, batch throughput, the
// best-location finder over every Illinois ZCTA, walkshed latency, data load time and resident memory. Prints figures;
// asserts nothing.
import { nearestRank } from '@sitescout/shared';
import { parseCli } from '@sitescout/shared/cli';
import { runAnalysis } from '../analysis/analyze-request.js';
import { analyzeSite } from '../analysis/analyze-site.js';
import { createEngineContext } from '../analysis/engine-context.js';
import { scoreSite } from '../analysis/score-site.js';
import { loadEngine } from '../cli/load-context.js';
import { bestLocations } from '../finder/best-locations.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { benchWalksheds } from './walkshed-bench.js';

parseCli({
  name: 'bench',
  usage: `
The engine benchmark (part of npm run bench): analysis latency, batch throughput, the finder over every Illinois
ZCTA, walksheds, data load time and resident memory. Prints figures only. Takes no options but -h, --help.`,
});

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (v: number) => `${v.toFixed(1)} ms`;

const percentile = (ascending: readonly number[], p: number): number => nearestRank(ascending, p / 100) ?? 0;

/** Milliseconds of `run` at each site, sorted. */
function timesAt<S>(list: readonly S[], run: (site: S) => void): number[] {
  return list
    .map((site) => {
      const start = performance.now();
      run(site);
      return performance.now() - start;
    })
    .sort((a, b) => a - b);
}
const p50p95 = (times: readonly number[]) => `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`;

/** `n` Illinois ZCTA internal points spread evenly over the ZCTAs sorted by id (deterministic). */
function illinoisSites(zctas: readonly AreaRecord[], n: number) {
  const il = zctas
    .filter((z) => z.state === 'IL' && (z.demographics.population?.value ?? 0) > 0)
    .sort((a, b) => a.id.localeCompare(b.id));
  return Array.from({ length: n }, (_, i) => {
    const z = il[Math.floor((i * il.length) / n) % il.length] as AreaRecord;
    return { label: z.id, lat: z.internalPoint.lat, lon: z.internalPoint.lon };
  });
}

const rssBefore = process.memoryUsage().rss;
const engine = loadEngine(process.env, process.cwd(), (line) => console.log(line));
const { ctx } = engine;
console.log(`data load:                 ${ms(engine.loadMilliseconds)} (pack ${engine.dataDir})`);
console.log(`resident memory after load: ${mb(process.memoryUsage().rss)} (process start ${mb(rssBefore)})`);

const coffee = getBusinessType('coffee-shop');
const zctas = ctx.geo.areas('zcta');
const sites = illinoisSites(zctas, 200);

let t = performance.now();
analyzeSite(ctx, coffee, sites[0] as (typeof sites)[number], 1);
console.log(`first analysis (builds the national percentile table once): ${ms(performance.now() - t)}`);

const times = timesAt(sites, (site) => analyzeSite(ctx, coffee, site, 1));
console.log(
  `one-site analysis, coffee shop, 1 mi, 200 Illinois sites: ${p50p95(times)}, max ${ms(times[times.length - 1] as number)}`,
);

// The Illinois sample is mostly outside Chicago, where fewer layers exist; time 200 Chicago sites too
// (ZCTA internal points inside the city's place coverage, each nudged by a fixed pattern of offsets).
const inChicago = (z: AreaRecord) =>
  z.state === 'IL' &&
  z.internalPoint.lat > 41.72 &&
  z.internalPoint.lat < 42.02 &&
  z.internalPoint.lon > -87.85 &&
  z.internalPoint.lon < -87.55;
const chicagoZctas = zctas.filter(inChicago).sort((a, b) => a.id.localeCompare(b.id));
const chicagoSites = Array.from({ length: 200 }, (_, i) => {
  const z = chicagoZctas[i % chicagoZctas.length] as AreaRecord;
  const k = Math.floor(i / chicagoZctas.length);
  return {
    label: z.id,
    lat: z.internalPoint.lat + ((k % 3) - 1) * 0.004,
    lon: z.internalPoint.lon + ((Math.floor(k / 3) % 3) - 1) * 0.005,
  };
});
if (chicagoSites.length > 0 && chicagoZctas.length > 0) {
  const chicagoTimes = timesAt(chicagoSites, (site) => analyzeSite(ctx, coffee, site, 1));
  console.log(`one-site analysis, coffee shop, 1 mi, 200 Chicago sites (every layer loaded): ${p50p95(chicagoTimes)}`);
  const scoringTimes = timesAt(chicagoSites, (site) => scoreSite(ctx, coffee, site, 1));
  console.log(
    `one-site score (batch scoring path: score, competitors, forecast), same 200 Chicago sites: ${p50p95(scoringTimes)}`,
  );
  benchWalksheds(ctx, chicagoSites);
}

const hvac = getBusinessType('hvac');
analyzeSite(ctx, hvac, sites[0] as (typeof sites)[number], 15);
const serviceTimes = timesAt(sites.slice(0, 50), (site) => analyzeSite(ctx, hvac, site, 15));
console.log(`one-site analysis, HVAC, 15 mi, 50 Illinois sites: ${p50p95(serviceTimes)}`);

const batch = illinoisSites(zctas, 1000);
t = performance.now();
const result = runAnalysis(ctx, { businessType: 'coffee-shop', sites: batch, plan: 'batch' });
const batchMs = performance.now() - t;
console.log(
  `batch of ${result.analyses.length} sites: ${ms(batchMs)} → ${(result.analyses.length / (batchMs / 1000)).toFixed(0)} sites/s`,
);

const finderFirstMs = new Map<string, number>();
for (const type of [coffee, hvac]) {
  t = performance.now();
  const found = bestLocations(ctx, type, { kind: 'state', state: 'IL' });
  finderFirstMs.set(type.id, performance.now() - t);
  console.log(
    `best-location finder, ${type.id}, all Illinois ZCTAs (${found.areasScored} scored): ${ms(performance.now() - t)}; top: ${found.top
      .slice(0, 3)
      .map((x) => `${x.zcta} (${x.score.value})`)
      .join(', ')}`,
  );
}

// The finder again over the same pack decoded the way it was before the places were shared (plain records on this
// thread), in this same run: the ratio holds whatever else the machine is doing.
{
  const plain = createEngineContext(loadGeodata(engine.dataDir, { plain: true }).view);
  const finderMs = (c: typeof ctx, type: typeof coffee) => {
    const started = performance.now();
    bestLocations(c, type, { kind: 'state', state: 'IL' });
    return performance.now() - started;
  };
  for (const type of [coffee, hvac]) {
    // Both warmed first (the finder memoises per context), then three calls each, alternating; the fastest counts.
    finderMs(plain, type);
    finderMs(ctx, type);
    let before = Number.POSITIVE_INFINITY;
    let now = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 3; round++) {
      before = Math.min(before, finderMs(plain, type));
      now = Math.min(now, finderMs(ctx, type));
    }
    console.log(
      `best-location finder, ${type.id}, all Illinois ZCTAs, fastest of 3 warm calls: ${ms(now)} over the shared places, ${ms(before)} over plain records in the same run (ratio ${(now / before).toFixed(2)}), load average ${loadavg()[0]?.toFixed(1)}`,
    );
    const first = finderFirstMs.get(type.id) ?? Number.NaN;
    console.log(
      `» finder, ${type.id}, all Illinois ZCTAs: first call ${ms(first)} (target < 200 ms), the same query repeated warm ${ms(now)} (ratio ${(first / now).toFixed(2)}), load average ${loadavg()[0]?.toFixed(1)}`,
    );
  }
}
console.log(`resident memory at end: ${mb(process.memoryUsage().rss)}`);
