import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BBox, defaultDataDir, ensureDataPack, findGeodataDir, loadGeodata } from '@sitescout/geodata';
import { basemapWithin } from '../plugins/basemap/basemap-layers.js';

/** A box `km` wide and tall around a point (the map's viewport on a laptop at street zoom is about 2 km). */
function viewport(lat: number, lon: number, km: number): BBox {
  const dLat = km / 2 / 111.2;
  const dLon = dLat / Math.cos((lat * Math.PI) / 180);
  return [lon - dLon, lat - dLat, lon + dLon, lat + dLat];
}

/**
 * `GET /api/basemap` benchmark: the answer for a 2 km viewport in Lincoln Park (streets, parks, zoning, tracts,
 * stops) built and serialised as the route does, p50 and max over 30 runs, with its size and shapes per layer.
 */
function main(): void {
  const here = dirname(fileURLToPath(import.meta.url));
  const dataDir = process.env.DATA_DIR ?? defaultDataDir(here);
  ensureDataPack(findGeodataDir(process.env.GEODATA_DIR, process.cwd()), dataDir);
  const { view } = loadGeodata(dataDir);
  const box = viewport(41.9217, -87.6535, 2);
  let body = JSON.stringify(basemapWithin(view, box)); // warm-up: the lake is derived once per pack
  const ms: number[] = [];
  const cpuMs: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    body = JSON.stringify(basemapWithin(view, box));
    ms.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuMs.push((used.user + used.system) / 1000);
  }
  ms.sort((a, b) => a - b);
  cpuMs.sort((a, b) => a - b);
  const parsed = JSON.parse(body) as ReturnType<typeof basemapWithin>;
  const counts = parsed.layers
    .filter((l) => l.features > 0)
    .map((l) => `${l.id} ${l.features}`)
    .join(', ');
  console.log(
    `basemap 2 km viewport (41.9217, -87.6535): p50 ${(ms[15] ?? 0).toFixed(1)} ms, max ${(ms.at(-1) ?? 0).toFixed(1)} ms, CPU p50 ${(cpuMs[15] ?? 0).toFixed(1)} ms (target < 50 ms; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores), ${Math.round(body.length / 1024)} KB JSON; ${counts}`,
  );
}

main();
