import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BBox,
  buildOnce,
  type CountyFetchStatus,
  composeGeoViews,
  createOverlaidView,
  downloadsDir,
  EMPTY_PACK_EXIT_CODE,
  type GeoView,
  type LatLon,
  type LoadedGeodata,
  loadGeodata,
  type OverlaidView,
  overlaidGeodata,
  PACK_BUILD_NODE_FLAGS,
  type PackManifest,
  packInputDirs,
  packNeedsBuild,
  readManifest,
} from '@sitescout/geodata';
import { readShardManifest, ShardCache, shardCacheBytes, shardedGeodata, shardsDir } from '@sitescout/geodata/shards';
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
  /**
   * The view to draw a map box from (with the county overlays): the whole pack's, or with state shards the base
   * and the states whose extent meets the box (loaded now if they are not: see {@link shards}).
   */
  viewIn(box: BBox): Promise<GeoView>;
  /**
   * The pack's view as {@link current} has it (no county overlays), or with state shards the base and the states
   * within these points' 50-mile reach (read now when missing), if the data is loaded, without waiting: a report's
   * map points.
   */
  currentViewNear(points: readonly LatLon[]): GeoView | undefined;
  /**
   * With `<packDir>/geodata-shards/shards.json` present when first asked: the one cache of state shards of this
   * process (GEODATA_MEMORY_MB), shared by this thread's requests and the engine threads' tasks. The API thread
   * then never loads the whole pack: {@link get} answers the base shard's view (national layers) and the offline
   * geocoder over it; only {@link viewIn} and {@link currentViewNear} read states. Undefined: the whole pack.
   */
  shards(): ShardCache | undefined;
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
  // A pack cut in state shards is read from its shards, whether the whole pack is still beside them or not.
  const hasShards = () => readShardManifest(shardsDir(options.packDir)) !== null;
  const nothingToLoad = () => !readManifest(options.packDir) && !sourceDir() && !hasShards();
  // No pack and no source folder of the operator's: a first start (or one whose first fetch was cut short).
  const firstStartDue = () =>
    Boolean(options.firstStart) && !options.geodataDir && !readManifest(options.packDir) && !hasShards();
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
  // State shards: decided once, on first ask (the engine threads are started on the same answer).
  let shardCache: { cache: ShardCache | undefined } | undefined;
  const shards = () => {
    if (!shardCache) {
      const dir = shardsDir(options.packDir);
      shardCache = { cache: readShardManifest(dir) ? new ShardCache(dir, { maxBytes: shardCacheBytes() }) : undefined };
    }
    return shardCache.cache;
  };
  // County overlays over a request's state view (data on demand with shards): composed again when either changes.
  let countyOverlays: OverlaidView | undefined;
  let overlaidRequest: { view: GeoView; counties: string; composed: GeoView } | undefined;
  const withCountyOverlays = (cache: ShardCache, view: GeoView): GeoView => {
    countyOverlays ??= createOverlaidView(options.packDir, cache.baseView());
    const packs = countyOverlays.overlays();
    if (packs.length === 0) return view;
    const counties = countyOverlays.counties().join(',');
    if (overlaidRequest?.view !== view || overlaidRequest.counties !== counties)
      overlaidRequest = {
        view,
        counties,
        composed: composeGeoViews(
          view,
          packs.map((p) => p.view),
        ),
      };
    return overlaidRequest.composed;
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
      const cache = shards();
      if (cache) {
        // Shards are cut from a built pack (`data:build --shards`): nothing is built here, and the whole pack is
        // never loaded on this thread (it may be gone).
        state = 'loading';
        loaded = shardedGeodata(options.packDir, cache);
        state = 'ready';
        options.log.info(
          { ms: loaded.loadMilliseconds, hash: loaded.view.manifest.contentHash.slice(0, 12) },
          'geodata in state shards: the base loaded, states as requests need them',
        );
        return loaded;
      }
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
    viewIn: async (box) => {
      const base = await get();
      const cache = shards();
      if (!cache) return layered(base).view;
      return withCountyOverlays(cache, cache.requestView(cache.statesIn(box)));
    },
    currentViewNear: (points) => {
      if (!loaded) return undefined;
      const cache = shards();
      if (!cache) return loaded.view;
      return cache.requestView([...new Set(points.flatMap((p) => cache.statesAt(p)))]);
    },
    shards,
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
