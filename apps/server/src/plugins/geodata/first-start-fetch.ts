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
  /**
   * Given, before the fetch starts, where it stands at any moment, with the market's name ("Cook County, IL" once the
   * Gazetteer says so): the status page reads it when asked.
   */
  watch: (current: () => CountyFetchStatus) => void;
}): Promise<FirstStartOutcome> {
  const { market, config } = options.firstStart;
  const downloads = downloadsDir(options.packDir);
  const hadDownloads = existsSync(downloads);
  const statusDir = join(options.packDir, 'first-start');
  let label = provisionalLabel(market);
  const reporter = createCountyStatusReporter(statusDir, market, label);
  options.watch(() => ({ ...reporter.current(), label }));
  try {
    const run = await runFetch({
      areaText: market,
      config,
      downloadsDir: downloads,
      reporter,
      onArea: (area) => {
        label = area.label;
      },
    });
    const reason = run.failed.map((f) => f.message).join('; ') || 'no source answered';
    if (run.done.length === 0 && run.failed.some((f) => f.offline)) {
      // Nothing came: leave the pack folder as it was, so the next start (online) begins afresh.
      if (!hadDownloads) rmSync(downloads, { recursive: true, force: true });
      return { kind: 'offline', reason };
    }
    if (!run.area || run.done.length <= 1) return { kind: 'failed', reason };
    return { kind: 'fetched', label: run.area.label, failedSources: run.failed.map((f) => f.source) };
  } finally {
    rmSync(statusDir, { recursive: true, force: true });
  }
}

/** The line every page shows while the default market is fetched and built. */
export function firstStartLine(status: CountyFetchStatus): string {
  return (
    `SiteScout is starting for the first time and has no data yet. ${countyProgressLine(status.label, status, FIRST_ESTIMATE_MINUTES)}. ` +
    'Analyses can start as soon as it is ready; this page updates by itself.'
  );
}
