import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngineContext } from '@sitescout/engine';
import { defaultDataDir, ensureDataPack, findGeodataDir, loadGeodata } from '@sitescout/geodata';
import { upperMedian } from '@sitescout/shared';
import { renderAnalysisPdf } from '../plugins/reports/report-service.js';
import { CHICAGO_COFFEE_SITES, chicagoSites, sampleReportInput } from './report-sample.js';

/**
 * PDF report benchmark: renders one-site and three-site coffee-shop reports for real Chicago analyses
 * and prints milliseconds per site. `--out FILE` also writes the three-site PDF (`--sites N`: an N-site one, N up to
 * 20, with its page count; `--no-timing` writes it without the timed runs).
 * Data pack: DATA_DIR (default <repo>/.data), built from GEODATA_DIR when missing.
 */
async function main(): Promise<void> {
  const here = dirname(fileURLToPath(import.meta.url));
  const dataDir = process.env.DATA_DIR ?? defaultDataDir(here);
  ensureDataPack(findGeodataDir(process.env.GEODATA_DIR, process.cwd()), dataDir);
  const { view } = loadGeodata(dataDir);
  const ctx = createEngineContext(view);

  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const file = arg('--out');
  const siteCount = Number(arg('--sites') ?? 3);
  if (!Number.isInteger(siteCount) || siteCount < 1 || siteCount > 20) throw new Error('--sites takes 1 to 20');
  const writeReport = async () => {
    if (!file) return;
    const sites = chicagoSites(siteCount);
    const started = performance.now();
    const bytes = await renderAnalysisPdf(sampleReportInput(view, sites, ctx), view);
    writeFileSync(file, bytes);
    const pages = bytes.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
    console.log(`wrote ${file}: ${sites.length} sites, ${pages} pages, ${Math.round(performance.now() - started)} ms`);
  };
  if (process.argv.includes('--no-timing')) return writeReport();
  const three = sampleReportInput(view, CHICAGO_COFFEE_SITES, ctx);
  const one = sampleReportInput(view, CHICAGO_COFFEE_SITES.slice(0, 1), ctx);

  const time = async (input: typeof one, runs: number) => {
    const ms: number[] = [];
    const cpuMs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      bytes = (await renderAnalysisPdf(input, view)).length;
      ms.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuMs.push((used.user + used.system) / 1000);
    }
    const median = (xs: number[]) => upperMedian(xs) ?? 0;
    return { p50: median(ms), max: Math.max(...ms), cpu: median(cpuMs), bytes };
  };

  console.log(
    `NODE_ENV=${process.env.NODE_ENV ?? '(unset: React development build)'}; ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const firstStarted = performance.now();
  await renderAnalysisPdf(one, view);
  console.log(`first render (loads fonts, warms up): ${Math.round(performance.now() - firstStarted)} ms`);
  const a = await time(one, 5);
  console.log(
    `1-site report: p50 ${Math.round(a.p50)} ms, max ${Math.round(a.max)} ms, CPU ${Math.round(a.cpu)} ms (${Math.round(a.bytes / 1024)} KB) -> ${Math.round(a.p50)} ms per site`,
  );
  const b = await time(three, 5);
  console.log(
    `3-site report: p50 ${Math.round(b.p50)} ms, max ${Math.round(b.max)} ms, CPU ${Math.round(b.cpu)} ms (${Math.round(b.bytes / 1024)} KB) -> ${Math.round(b.p50 / 3)} ms per site (CPU ${Math.round(b.cpu / 3)} ms)`,
  );
  await writeReport();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
