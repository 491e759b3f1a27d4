import { setTimeout as sleep } from 'node:timers/promises';

export interface HealthUnderLoad {
  idleP95: number;
  loadedP95: number;
  /** loadedP95 / idleP95: how much the flood slows everyone else's requests down. */
  ratio: number;
  /** Requests the flood made while health was sampled, by HTTP status. */
  floodStatuses: Record<number, number>;
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

/**
 * Health p95 of the server at `base` idle, then while `clients` loops of `floodRequest` run beside it, measured in
 * the same test on the same machine: the ratio says how much one caller's flood holds up everyone else, whatever
 * the machine's own speed and load. Each phase takes `samples` health requests (20 ms apart).
 */
export async function healthUnderFlood(
  base: string,
  floodRequest: () => Promise<Response>,
  options: { clients?: number; samples?: number } = {},
): Promise<HealthUnderLoad> {
  const { clients = 4, samples = 60 } = options;
  await sampleHealth(base, 5); // warm up
  const idle = await sampleHealth(base, samples);
  let running = true;
  const floodStatuses: Record<number, number> = {};
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      const res = await floodRequest().catch(() => undefined);
      if (!res) continue;
      await res.arrayBuffer().catch(() => undefined);
      floodStatuses[res.status] = (floodStatuses[res.status] ?? 0) + 1;
    }
  });
  await sleep(200); // the flood is under way
  const loaded = await sampleHealth(base, samples);
  running = false;
  await Promise.all(loops);
  const idleP95 = p95(idle);
  const loadedP95 = p95(loaded);
  return { idleP95, loadedP95, ratio: loadedP95 / idleP95, floodStatuses };
}

export const describeLoad = (name: string, m: HealthUnderLoad) =>
  `${name}: health p95 idle ${m.idleP95.toFixed(1)} ms, under flood ${m.loadedP95.toFixed(1)} ms (×${m.ratio.toFixed(1)}); flood answers ${JSON.stringify(m.floodStatuses)}`;
