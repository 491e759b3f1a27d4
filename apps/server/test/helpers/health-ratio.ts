import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';

export interface HealthUnderLoad {
  idleP95: number;
  loadedP95: number;
  /** What the loaded p95 is divided by: idle p95, or the CPU reference when that is larger (see `cpuUnitMs`). */
  referenceMs: number;
  /** loadedP95 / referenceMs: how much the flood slows everyone else's requests down. */
  ratio: number;
  /** Requests the flood made while health was sampled, by HTTP status. */
  floodStatuses: Record<number, number>;
}

/** What each flooding client sends, over and over: the paths in turn, each with the same method, headers, body. */
export interface Flood {
  paths: string[];
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Per client (by index), paths and extra headers of its own: other callers, each asking its own boxes. */
  perClient?: Array<{ paths?: string[]; headers?: Record<string, string> }>;
}

/** A 0.6 MB JSON document of place-like records, the kind of work the API thread does. */
const REFERENCE_DOCUMENT = JSON.stringify(
  Array.from({ length: 8_000 }, (_, i) => ({
    id: i,
    name: `place ${i}`,
    lat: 41.8 + i * 1e-5,
    lon: -87.6,
    tags: ['a'],
  })),
);

/**
 * CPU work on the test's own thread, timed at the moment: reading `text` as JSON and writing it again, the median of
 * `runs` tries. It grows with the machine's load as a stall does.
 */
export function jsonRoundTripMs(text: string, runs: number): number {
  const times = Array.from({ length: runs }, () => {
    const started = performance.now();
    JSON.stringify(JSON.parse(text));
    return performance.now() - started;
  });
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] as number;
}

/**
 * The round trip of REFERENCE_DOCUMENT, median of 5 (about 8 ms on an idle core, 2–3 times that on a loaded one).
 * Idle health p95 is mostly fixed overhead: on a quiet machine it falls to 2–4 ms while a stretch of CPU work beside
 * it does not shrink as much, so a ratio to it alone grows as the machine gets quieter (new basemap boxes read ×45 at
 * load 2, ×17–×27 at load 4–12). The ratio's denominator is the larger of the two.
 */
function cpuUnitMs(): number {
  return jsonRoundTripMs(REFERENCE_DOCUMENT, 5);
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN;
};

async function sampleHealth(base: string, samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await sleep(20);
  }
  return times;
}

/** A flooding client on its own thread, so building and sending its requests costs the server's thread nothing. */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, index } = workerData;
const own = (workerData.flood.perClient ?? [])[index] ?? {};
const flood = { ...workerData.flood, paths: own.paths ?? workerData.flood.paths, headers: { ...workerData.flood.headers, ...own.headers } };
let running = true;
const statuses = {};
parentPort.on('message', () => { running = false; });
(async () => {
  for (let i = 0; running; i++) {
    const path = flood.paths[i % flood.paths.length];
    try {
      const res = await fetch(base + path, { method: flood.method ?? 'GET', headers: flood.headers, body: flood.body });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    } catch {}
  }
  parentPort.postMessage(statuses);
})();
`;

/**
 * Health p95 of the server at `base` idle, then while `clients` threads send `flood` beside it, measured in the same
 * test on the same machine: the ratio says how much one caller's flood holds up everyone else, whatever the
 * machine's own speed and load. Each phase takes `samples` health requests (20 ms apart).
 */
export async function healthUnderFlood(
  base: string,
  flood: Flood,
  options: { clients?: number; samples?: number } = {},
): Promise<HealthUnderLoad> {
  const { clients = 4, samples = 60 } = options;
  await sampleHealth(base, 5); // warm up
  const idle = await sampleHealth(base, samples);
  const workers = Array.from(
    { length: clients },
    (_, index) => new Worker(CLIENT, { eval: true, workerData: { base, flood, index } }),
  );
  const done = workers.map(
    (worker) => new Promise<Record<number, number>>((resolve) => worker.once('message', resolve)),
  );
  await sleep(300); // the flood is under way
  const loaded = await sampleHealth(base, samples);
  for (const worker of workers) worker.postMessage('stop');
  const floodStatuses: Record<number, number> = {};
  for (const statuses of await Promise.all(done))
    for (const [status, n] of Object.entries(statuses))
      floodStatuses[Number(status)] = (floodStatuses[Number(status)] ?? 0) + n;
  await Promise.all(workers.map((worker) => worker.terminate()));
  const idleP95 = p95(idle);
  const loadedP95 = p95(loaded);
  const referenceMs = Math.max(idleP95, cpuUnitMs());
  return { idleP95, loadedP95, referenceMs, ratio: loadedP95 / referenceMs, floodStatuses };
}

export const describeLoad = (name: string, m: HealthUnderLoad) =>
  `${name}: health p95 idle ${m.idleP95.toFixed(1)} ms, under flood ${m.loadedP95.toFixed(1)} ms (×${m.ratio.toFixed(1)} of ${m.referenceMs.toFixed(1)} ms, the larger of idle p95 and the CPU reference); flood answers ${JSON.stringify(m.floodStatuses)}`;

/**
 * Health p95 idle, then while `work` runs (sampled, 20 ms apart, until it settles), in the same test: how much one
 * account's long job (a batch, a large analysis) holds up everyone else's requests. `loadedSamples` says how many
 * health requests were made while it ran.
 */
export async function healthWhile(
  base: string,
  work: () => Promise<unknown>,
  options: { samples?: number } = {},
): Promise<HealthUnderLoad & { loadedSamples: number; workMs: number; idleMax: number; loadedMax: number }> {
  const { samples = 60 } = options;
  await sampleHealth(base, 5); // warm up
  const idle = await sampleHealth(base, samples);
  let finished = false;
  const started = performance.now();
  const running = work().finally(() => {
    finished = true;
  });
  const loaded: number[] = [];
  while (!finished) loaded.push(...(await sampleHealth(base, 1)));
  await running;
  const workMs = performance.now() - started;
  const idleP95 = p95(idle);
  const loadedP95 = p95(loaded);
  const referenceMs = Math.max(idleP95, cpuUnitMs());
  return {
    idleP95,
    loadedP95,
    referenceMs,
    ratio: loadedP95 / referenceMs,
    floodStatuses: {},
    loadedSamples: loaded.length,
    workMs,
    idleMax: Math.max(...idle),
    loadedMax: Math.max(...loaded),
  };
}
