import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CountyFetchStatus,
  countyProgressLine,
  createCountyStatusReporter,
  downloadsDir,
  type FetchConfig,
  FIRST_ESTIMATE_MINUTES,
  runFetch,
} from '@sitescout/geodata';

/** `DEFAULT_MARKET`'s default: Cook County, IL (Chicago and its inner suburbs). */
export const DEFAULT_MARKET = '17031';

/** What a first start without data fetches, and from where (`data:fetch`'s settings). */
export interface FirstStartFetch {
  /** `DEFAULT_MARKET`: a state or county FIPS code or "City, ST", as `data:fetch --area` takes it. */
  market: string;
  config: FetchConfig;
}

/** How the fetch of the default market ended. */
export type FirstStartOutcome =
  | { kind: 'fetched'; label: string; failedSources: string[] }
  /** No source could be reached: the machine has no network (nothing was downloaded). */
  | { kind: 'offline'; reason: string }
  /** The sources answered but nothing usable came (the area is unknown, or every source failed). */
  | { kind: 'failed'; reason: string };

/** "Cook County, IL" for the default market until the Gazetteer names it; otherwise the market as typed. */
function provisionalLabel(market: string): string {
  return market === DEFAULT_MARKET ? 'Cook County, IL' : market;
}

/**
 * A first start with no data pack and no source folder: `data:fetch --area <market>` into the pack folder's
 * `downloads/` (which the geodata service then builds the pack from, as after a manual `data:fetch`). Resumable: a
 * start after an interrupted fetch asks only for what is missing. `onProgress` gets the line every page shows.
 */
export async function fetchDefaultMarket(options: {
  packDir: string;
  firstStart: FirstStartFetch;
  /** Each change of the fetch's status, with the market's name ("Cook County, IL" once the Gazetteer says so). */
  onProgress: (status: CountyFetchStatus) => void;
}): Promise<FirstStartOutcome> {
  const { market, config } = options.firstStart;
  const downloads = downloadsDir(options.packDir);
  const hadDownloads = existsSync(downloads);
  let label = provisionalLabel(market);
  const reporter = createCountyStatusReporter(join(options.packDir, 'first-start'), market, label);
  const tell = () => options.onProgress({ ...reporter.current(), label });
  const progress = {
    source: (name: string) => {
      const inner = reporter.source(name);
      tell();
      return {
        step: (done: number, total: number | null, rows?: number) => {
          inner.step(done, total, rows);
          tell();
        },
        bytes: (received: number, total: number | null) => {
          inner.bytes(received, total);
          tell();
        },
        note: (text: string) => inner.note(text),
        finish: (summary: string) => {
          inner.finish(summary);
          tell();
        },
        fail: (message: string) => {
          inner.fail(message);
          tell();
        },
      };
    },
  };
  const run = await runFetch({
    areaText: market,
    config,
    downloadsDir: downloads,
    reporter: progress,
    onArea: (area) => {
      label = area.label;
    },
  });
  const reason = run.failed.map((f) => f.message).join('; ') || 'no source answered';
  if (run.done.length === 0 && run.failed.some((f) => f.offline)) {
    // Nothing came: leave the pack folder as it was, so the next start (online) begins afresh.
    if (!hadDownloads) rmSync(downloads, { recursive: true, force: true });
    rmSync(join(options.packDir, 'first-start'), { recursive: true, force: true });
    return { kind: 'offline', reason };
  }
  if (!run.area || run.done.length <= 1) return { kind: 'failed', reason };
  reporter.building();
  tell();
  return { kind: 'fetched', label: run.area.label, failedSources: run.failed.map((f) => f.source) };
}

/** The line every page shows while the default market is fetched and built. */
export function firstStartLine(status: CountyFetchStatus): string {
  return (
    `SiteScout is starting for the first time and has no data yet. ${countyProgressLine(status.label, status, FIRST_ESTIMATE_MINUTES)}. ` +
    'Analyses can start as soon as it is ready; this page updates by itself.'
  );
}
