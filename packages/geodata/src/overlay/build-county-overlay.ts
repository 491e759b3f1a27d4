import type { FetchConfig } from '../fetch/fetch-config.js';
import { runFetch } from '../fetch/run-fetch.js';
import { buildDataPack, downloadsDir } from '../pack/build-pack.js';
import { readManifest } from '../pack/read-pack.js';
import { createCountyStatusReporter } from './county-fetch-status.js';
import { addToOverlayManifest, countyOverlayDir, hasCountyOverlay } from './county-overlay-store.js';
import { reclaimCountyOverlay } from './overlay-disk-budget.js';

export interface CountyOverlayResult {
  fips: string;
  label: string;
  /** Sources that failed (the overlay holds what the others brought). */
  failed: string[];
  /** False when the county was already there (nothing fetched). */
  built: boolean;
}

/** A county that could not be fetched; `offline` when the network itself was missing (no source was reached). */
export class CountyFetchError extends Error {
  constructor(
    message: string,
    readonly offline: boolean,
  ) {
    super(message);
    this.name = 'CountyFetchError';
  }
}

/**
 * One county's data on demand: `data:fetch --area <fips>` into the county's own folder, a pack built from those
 * downloads alone (the main pack is neither rebuilt nor touched), then the county added to the overlay manifest
 * every process watches. The status file says where it stands all along. Throws (status `failed`) when nothing
 * usable came (the Gazetteer or the area failed, or every source did).
 */
export async function buildCountyOverlay(options: {
  packDir: string;
  fips: string;
  /** What to call the county until the Gazetteer names it. */
  label: string;
  config: FetchConfig;
  /**
   * Builds the pack of `dataDir` from `geodataDir` (`data:build`); default in this process. A server passes one
   * that runs it in a child process, so its event loop keeps answering meanwhile.
   */
  build?: (geodataDir: string, dataDir: string) => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
}): Promise<CountyOverlayResult> {
  const { packDir, fips } = options;
  if (hasCountyOverlay(packDir, fips)) return { fips, label: options.label, failed: [], built: false };
  const dir = countyOverlayDir(packDir, fips);
  reclaimCountyOverlay(packDir, fips);
  const reporter = createCountyStatusReporter(dir, fips, options.label);
  try {
    const run = await runFetch({
      areaText: fips,
      config: options.config,
      downloadsDir: downloadsDir(dir),
      reporter,
      ...(options.sleep ? { sleep: options.sleep } : {}),
    });
    const label = run.area?.label ?? options.label;
    if (!run.area || run.done.length <= 1) {
      const why = run.failed.map((f) => f.message).join('; ') || 'no source answered';
      const offline = run.failed.some((f) => f.offline);
      throw new CountyFetchError(`the official data for ${label} could not be fetched: ${why}`, offline);
    }
    reporter.building();
    if (options.build) await options.build(downloadsDir(dir), dir);
    else buildDataPack(downloadsDir(dir), dir);
    const manifest = readManifest(dir);
    if (!manifest) throw new Error(`the pack of ${label} was not written`);
    await addToOverlayManifest(packDir, {
      fips,
      label,
      builtAt: new Date().toISOString(),
      contentHash: manifest.contentHash,
    });
    reporter.ready(label);
    return { fips, label, failed: run.failed.map((f) => f.source), built: true };
  } catch (error) {
    reporter.failed(error instanceof Error ? error.message : String(error));
    throw error;
  }
}
