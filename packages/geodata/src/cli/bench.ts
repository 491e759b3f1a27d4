#!/usr/bin/env node

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// `npm run bench` (geodata part): pack build time and size, load time, resident memory, and
// radius-query latency p50/p99 at 1, 3 and 15 mi around 1,000 Illinois points, offline geocode and suggestion
// latency, street lines (pack growth, 2 km viewport query). Prints figures only.
import { nearestRank, seededRandom } from '@sitescout/shared';
import { parseCli, userPath } from '@sitescout/shared/cli';
import { findGeodataDir } from '../config/find-geodata-dir.js';
import { loadGeodata } from '../pack/load.js';
import { packDir } from '../pack/read-pack.js';
import { benchGeocoder } from './bench-geocoder.js';
import { benchStreetLines } from './bench-street-lines.js';

parseCli({
  name: 'bench',
  usage: `
The geodata benchmark (part of npm run bench): pack build time and size, load time, resident memory, radius queries,
offline geocoding and suggestions, street lines. Prints figures only. Takes no options but -h, --help.
Environment: GEODATA_DIR (a relative path is read from the folder you ran npm in).`,
});

const percentile = (ascending: number[], q: number): number => nearestRank(ascending, q) ?? 0;

const geodataDir = findGeodataDir(process.env.GEODATA_DIR, userPath('.'));
if (!geodataDir) {
  console.error('GEODATA_DIR is not set and no ../shared/data folder was found');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'sitescout-bench-'));
try {
  // Build in a child process so this process's memory figure is the loaded pack alone.
  const started = performance.now();
  const child = spawnSync(process.execPath, [fileURLToPath(new URL('./build-pack.js', import.meta.url))], {
    env: { ...process.env, GEODATA_DIR: geodataDir, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`pack build failed: ${child.stderr}`);
  console.log(
    `pack build      ${((performance.now() - started) / 1000).toFixed(1)} s (child process, incl. Node start)`,
  );
  const bytes = readdirSync(packDir(dataDir)).reduce((s, f) => s + statSync(join(packDir(dataDir), f)).size, 0);
  console.log(`pack size       ${(bytes / 1e6).toFixed(1)} MB`);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const loaded = loadGeodata(dataDir);
  global.gc?.();
  const rss = process.memoryUsage().rss;
  console.log(`pack load       ${loaded.loadMilliseconds} ms`);
  console.log(
    `resident memory ${(rss / 1e6).toFixed(0)} MB after load (${((rss - rssBefore) / 1e6).toFixed(0)} MB added by the pack)`,
  );
  const view = loaded.view;
  // 1,000 points: Illinois ZCTA internal points, half of them in Cook County (where place data is).
  const illinois = view.areas('zcta').filter((a) => a.state === 'IL');
  const cook = illinois.filter((a) => a.countyFips === '17031');
  const next = seededRandom(42);
  const points = Array.from({ length: 1000 }, (_, i) => {
    const pool = i % 2 === 0 ? cook : illinois;
    const a = pool[Math.floor(next() * pool.length)];
    return a ? a.internalPoint : { lat: 41.88, lon: -87.63 };
  });
  // Warm up (JIT, lazily built category index) so the figures describe steady-state queries.
  for (const p of points.slice(0, 50)) view.placesWithin(p, 3, { categories: ['coffee-shop'] });
  const covered = points.filter((p) => view.coverageAt(p).layers.places);
  const fmt = (xs: number[]) => `p50 ${percentile(xs, 0.5).toFixed(3)} ms p99 ${percentile(xs, 0.99).toFixed(3)} ms`;
  console.log(
    `query points    ${points.length} Illinois ZCTA points, ${covered.length} inside place coverage (Chicago)`,
  );
  for (const radius of [1, 3, 15]) {
    const all: number[] = [];
    const inside: number[] = [];
    const areas: number[] = [];
    let hits = 0;
    for (const p of points) {
      let t = performance.now();
      const result = view.placesWithin(p, radius, { categories: ['coffee-shop'] });
      const ms = performance.now() - t;
      all.push(ms);
      if (result.covered) {
        inside.push(ms);
        hits += result.items.length;
      }
      t = performance.now();
      view.areasOverlappingRing('zcta', p, radius);
      areas.push(performance.now() - t);
    }
    for (const xs of [all, inside, areas]) xs.sort((a, b) => a - b);
    console.log(
      `radius ${String(radius).padStart(2)} mi   coffee shops: all points ${fmt(all)}; covered points ${fmt(inside)} (${(hits / Math.max(1, inside.length)).toFixed(1)} hits)   ZCTA overlap ${fmt(areas)}`,
    );
  }
  const zoningTimes: number[] = [];
  for (const p of covered) {
    const t = performance.now();
    view.zoningAt(p);
    zoningTimes.push(performance.now() - t);
  }
  zoningTimes.sort((a, b) => a - b);
  console.log(
    `zoning lookup   p50 ${(percentile(zoningTimes, 0.5) * 1000).toFixed(1)} µs p99 ${(percentile(zoningTimes, 0.99) * 1000).toFixed(1)} µs`,
  );
  benchStreetLines(
    view,
    packDir(dataDir),
    covered.filter((p) => view.discCoverage('intersections', p, 0.1).covered),
  );
  benchGeocoder(loaded.geocoder, geodataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
