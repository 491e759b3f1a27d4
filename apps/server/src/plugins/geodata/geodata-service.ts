import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildOnce,
  type CountyFetchStatus,
  downloadsDir,
  EMPTY_PACK_EXIT_CODE,
  type LoadedGeodata,
  loadGeodata,
  overlaidGeodata,
  PACK_BUILD_NODE_FLAGS,
  type PackManifest,
  packInputDirs,
  packNeedsBuild,
  readManifest,
} from '@sitescout/geodata';
import type { FastifyBaseLogger } from 'fastify';
import { type FirstStartFetch, fetchDefaultMarket, firstStartLine } from './first-start-fetch.js';
import { NoGeodataError } from './no-geodata.js';

/**
 * `none`: no pack and nothing to build one from (or a pack without any area): see {@link NoGeodataError}.
 * `fetching`: a first start without any data is fetching the default market from the official sources.
 */
export type GeodataState = 'none' | 'idle' | 'fetching' | 'building' | 'loading' | 'ready' | 'failed';

/** The loaded data pack, shared by every plugin that needs places, areas or the geocoder. */
export interface GeodataService {
  /** The pack, loaded once (and built first when missing); later calls share the same promise. */
  get(): Promise<LoadedGeodata>;
  /** Loaded data if ready, without waiting. */
  current(): LoadedGeodata | undefined;
  /**
   * {@link get} with the county overlays built so far (data fetched on demand), followed as they are added: what
   * this process's own requests read (the geocoder, the map, the finder). Jobs and engine threads watch the
   * overlays themselves.
   */
  withOverlays(): Promise<LoadedGeodata>;
  /** {@link withOverlays} if loaded, without waiting. */
  currentWithOverlays(): LoadedGeodata | undefined;
  status(): { state: GeodataState; error: string | null; manifest: PackManifest | null };
  /** While the default market is fetched on a first start: the line every page shows (else null). */
  progressLine(): string | null;
  /** The state once the load under way (if any) has finished, building included; never rejects. */
  settled(): Promise<GeodataState>;
  /** Stops a pack build still running in its child process (server shutdown). */
  close(): void;
}

/** dist/cli/build-pack.js of the geodata package (works from src under Vitest and from dist). */
function buildScript(): string {
  const entry = fileURLToPath(import.meta.resolve('@sitescout/geodata'));
  return join(dirname(entry), '..', 'dist', 'cli', 'build-pack.js');
}

/** Runs the pack build in a child process so the server keeps answering while it works. */
export function buildInChild(
  geodataDir: string,
  packDir: string,
  log: FastifyBaseLogger,
  onStart: (child: ChildProcess) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...PACK_BUILD_NODE_FLAGS, buildScript()], {
      env: { ...process.env, GEODATA_DIR: geodataDir, DATA_DIR: packDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onStart(child);
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout.on('data', () => undefined);
    child.on('error', reject);
    child.on('exit', (code) => {
      // An empty pack (a source folder with none of the sources) is loaded and then reported as "no data".
      if (code === 0 || code === EMPTY_PACK_EXIT_CODE) {
        log.info({ packDir, empty: code === EMPTY_PACK_EXIT_CODE }, 'geodata pack built');
        resolve();
      } else reject(new Error(`geodata pack build failed (exit ${code}): ${stderr.slice(-500)}`));
    });
  });
}

export function createGeodataService(options: {
  packDir: string;
  geodataDir: string | undefined;
  log: FastifyBaseLogger;
  /** With no pack and no source folder, fetch this market first (undefined: say there is no data). */
  firstStart?: FirstStartFetch | undefined;
}): GeodataService {
  // Without GEODATA_DIR, what `npm run data:fetch` downloaded next to the pack is enough to build one.
  const downloads = downloadsDir(options.packDir);
  const sourceDir = () => options.geodataDir ?? (existsSync(downloads) ? downloads : undefined);
  const nothingToLoad = () => !readManifest(options.packDir) && !sourceDir();
  // No pack and no source folder of the operator's: a first start (or one whose first fetch was cut short).
  const firstStartDue = () => Boolean(options.firstStart) && !options.geodataDir && !readManifest(options.packDir);
  // No pack, or one built by other importer code or from other inputs than the source folder now holds.
  const needsBuild = () => {
    const source = sourceDir();
    return packNeedsBuild(options.packDir, source ? packInputDirs(source, options.packDir) : null);
  };
  let state: GeodataState = nothingToLoad() && !firstStartDue() ? 'none' : 'idle';
  let error: string | null = state === 'none' ? new NoGeodataError().message : null;
  // Where a first start's fetch of the default market stands (null when none runs).
  let fetchStatus: (() => CountyFetchStatus) | null = null;
  let loaded: LoadedGeodata | undefined;
  let pending: Promise<LoadedGeodata> | undefined;
  let builder: ChildProcess | undefined;
  let overlaid: LoadedGeodata | undefined;
  const layered = (base: LoadedGeodata) => {
    overlaid ??= overlaidGeodata(options.packDir, base);
    return overlaid;
  };

  const fetchFirst = async (firstStart: FirstStartFetch) => {
    state = 'fetching';
    options.log.info({ market: firstStart.market }, 'first start without data: fetching the default market');
    const outcome = await fetchDefaultMarket({
      packDir: options.packDir,
      firstStart,
      watch: (current) => {
        fetchStatus = current;
      },
    }).finally(() => {
      fetchStatus = null;
    });
    if (outcome.kind === 'offline') {
      options.log.warn({ reason: outcome.reason }, 'first start: the official sources could not be reached');
      throw new NoGeodataError(`first start offline: ${outcome.reason}`);
    }
    if (outcome.kind === 'failed') throw new Error(`the default market could not be fetched: ${outcome.reason}`);
    options.log.info(
      { market: outcome.label, failedSources: outcome.failedSources },
      'first start: default market fetched; building the data pack',
    );
  };

  const load = async (): Promise<LoadedGeodata> => {
    try {
      const { firstStart } = options;
      // One process fetches (the API server or a worker, whichever comes first); another waits, then finds the
      // downloads there (the fetch resumes: nothing is asked twice).
      if (firstStart && firstStartDue()) await buildOnce(options.packDir, firstStartDue, () => fetchFirst(firstStart));
      if (needsBuild()) {
        const geodataDir = sourceDir();
        if (!geodataDir) throw new NoGeodataError();
        state = 'building';
        options.log.info(
          { packDir: options.packDir, from: geodataDir },
          'no geodata pack of the current importers and inputs yet: building it',
        );
        await buildOnce(options.packDir, needsBuild, () =>
          buildInChild(geodataDir, options.packDir, options.log, (child) => {
            builder = child;
          }),
        );
        builder = undefined;
      }
      state = 'loading';
      const candidate = loadGeodata(options.packDir);
      // A pack built from an empty folder answers every lookup "not found": say what is missing instead.
      if ((candidate.view.manifest.tables.areas ?? 0) === 0) throw new NoGeodataError('the data pack holds no areas');
      // The geocoder is built on first use; the API thread answers the address box, so build it now.
      void candidate.geocoder;
      loaded = candidate;
      state = 'ready';
      options.log.info(
        { ms: loaded.loadMilliseconds, hash: loaded.view.manifest.contentHash.slice(0, 12) },
        'geodata pack loaded',
      );
      return loaded;
    } catch (e) {
      state = e instanceof NoGeodataError ? 'none' : 'failed';
      error = e instanceof Error ? e.message : String(e);
      pending = undefined; // a later call may retry (e.g. after data:build)
      throw e;
    }
  };

  const get = () => {
    pending ??= load();
    return pending;
  };

  return {
    get,
    current: () => loaded,
    withOverlays: async () => layered(await get()),
    currentWithOverlays: () => (loaded ? layered(loaded) : undefined),
    settled: () =>
      (pending ?? Promise.resolve()).then(
        () => state,
        () => state,
      ),
    close: () => {
      if (builder && builder.exitCode === null) builder.kill();
    },
    status: () => ({ state, error, manifest: loaded?.view.manifest ?? readManifest(options.packDir) }),
    progressLine: () => (fetchStatus ? firstStartLine(fetchStatus()) : null),
  };
}
