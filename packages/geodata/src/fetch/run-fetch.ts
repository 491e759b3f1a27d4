import { type FetchArea, parseAreaArg, resolveArea } from './area.js';
import type { FetchConfig } from './fetch-config.js';
import { asSourceError, FetchContext } from './fetch-context.js';
import type { SourceError } from './fetch-error.js';
import type { ProgressReporter } from './progress.js';
import { fetchBusinessPatterns } from './sources/business-patterns.js';
import { fetchCensusAcs } from './sources/census-acs.js';
import { coversChicago, fetchChicagoPortal } from './sources/chicago-portal.js';
import { fetchGazetteer } from './sources/gazetteer.js';
import { fetchGtfs } from './sources/gtfs.js';
import { fetchOverpassTiles } from './sources/overpass-tiles.js';
import { fetchTigerAddrfeat } from './sources/tiger-addrfeat.js';
import { fetchTigerwebTracts } from './sources/tigerweb.js';

/** The sources after the Gazetteer, in the order they run (a failed one does not stop the others). */
export const SOURCE_NAMES = [
  'tigerweb',
  'census-acs',
  'business-patterns',
  'addrfeat',
  'overpass',
  'gtfs',
  'chicago-portal',
] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];

export interface FetchRun {
  area: FetchArea | null;
  /** Source → one-line summary of what it wrote. */
  done: Array<{ source: string; summary: string }>;
  failed: SourceError[];
  skipped: Array<{ source: string; reason: string }>;
}

/**
 * `data:fetch --area`: the Gazetteer (national; it also resolves the area), then every applicable source
 * into `downloadsDir`. Each source's failure is reported with its name and the others still run; a
 * rerun skips finished downloads and resumes the rest.
 */
export async function runFetch(options: {
  areaText: string | undefined;
  config: FetchConfig;
  downloadsDir: string;
  reporter: ProgressReporter;
  only?: readonly string[];
  /** Told the area once the Gazetteer has resolved it (its label, e.g. "DuPage County, IL", for progress lines). */
  onArea?: (area: FetchArea) => void;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}): Promise<FetchRun> {
  const run: FetchRun = { area: null, done: [], failed: [], skipped: [] };
  const ctx = new FetchContext(options.config, options.downloadsDir, options.now, options.sleep);
  let arg: ReturnType<typeof parseAreaArg>;
  try {
    arg = parseAreaArg(options.areaText);
  } catch (error) {
    run.failed.push(asSourceError('area', error, 1));
    return run;
  }
  const gazetteerProgress = options.reporter.source('gazetteer');
  let texts: Awaited<ReturnType<typeof fetchGazetteer>>['texts'];
  try {
    const result = await fetchGazetteer(ctx, gazetteerProgress);
    texts = result.texts;
    gazetteerProgress.finish(result.summary);
    run.done.push({ source: 'gazetteer', summary: result.summary });
  } catch (error) {
    const failure = asSourceError('gazetteer', error, options.config.attempts);
    gazetteerProgress.fail(failure.message);
    run.failed.push(failure);
    return run;
  }
  try {
    ctx.area = resolveArea(arg, texts.counties, texts.place);
    run.area = ctx.area;
    options.onArea?.(ctx.area);
  } catch (error) {
    run.failed.push(asSourceError('area', error, 1));
    return run;
  }
  const sources: Record<SourceName, { applies: () => boolean; run: Parameters<typeof wrap>[1] }> = {
    tigerweb: { applies: () => true, run: (p) => fetchTigerwebTracts(ctx, p) },
    'census-acs': { applies: () => true, run: (p) => fetchCensusAcs(ctx, p, texts.zcta) },
    'business-patterns': { applies: () => true, run: (p) => fetchBusinessPatterns(ctx, p, texts.zcta) },
    addrfeat: { applies: () => true, run: (p) => fetchTigerAddrfeat(ctx, p) },
    overpass: { applies: () => true, run: (p) => fetchOverpassTiles(ctx, p) },
    gtfs: { applies: () => true, run: (p) => fetchGtfs(ctx, p) },
    'chicago-portal': { applies: () => coversChicago(ctx), run: (p) => fetchChicagoPortal(ctx, p) },
  };
  async function wrap(name: string, task: (p: ReturnType<ProgressReporter['source']>) => Promise<string>) {
    const progress = options.reporter.source(name);
    try {
      const summary = await task(progress);
      progress.finish(summary);
      run.done.push({ source: name, summary });
    } catch (error) {
      const failure = asSourceError(name, error, options.config.attempts);
      progress.fail(failure.message.slice(name.length + 2));
      run.failed.push(failure);
    }
  }
  for (const name of SOURCE_NAMES) {
    if (options.only && !options.only.includes(name)) continue;
    const source = sources[name];
    if (!source.applies()) {
      run.skipped.push({ source: name, reason: `nothing for ${ctx.area.label}` });
      continue;
    }
    await wrap(name, source.run);
  }
  return run;
}
