import { regionExtent } from '@sitescout/engine';
import {
  readShardManifest,
  ShardCache,
  type ShardPack,
  type ShardRef,
  type ShardSet,
  shardCacheBytes,
  shardsDir,
} from '@sitescout/geodata/shards';
import type { BatchTask } from './batch-task.js';
import type { FinderTask, SiteTask } from './engine-task.js';

/** What engine threads get at start in sharded mode: the shards folder and the base shard (shared memory). */
export interface ThreadShards {
  dir: string;
  base: ShardRef & { pack: ShardPack };
}

/** A task as it reaches an engine thread in sharded mode: with the shards its view is composed of. */
export type WarmTask = { packDir: string; warm: true };
export type EngineTask = SiteTask | FinderTask | BatchTask | WarmTask;

/**
 * The data pack in state shards for the engine threads, held once on the API thread: a task's states (a site's
 * 50-mile reach, a batch's sites, a finder region's extent widened by that reach) are loaded before the task is
 * handed over, least recently used states are evicted beyond GEODATA_MEMORY_MB, and the task carries the base and
 * its states' shards (SharedArrayBuffers: shared with the thread, never copied). Loading is synchronous on the API thread,
 * so two requests for a state being loaded never load it twice.
 */
export interface EngineShards {
  threadData(): ThreadShards;
  /** The task with the shards it reads (loading them now). */
  place<T extends EngineTask>(task: T): T & { shards: ShardSet };
  /** FIPS codes of the state shards loaded, least recently used first. */
  loadedStates(): string[];
}

/**
 * Sharded engine data when `<packDir>/geodata-shards/shards.json` exists (else undefined: the whole pack). `from`:
 * the process's shard cache (the API thread's, `GeodataService.shards()`: one copy of each state for the requests
 * and the threads), or a budget in bytes for a cache of its own.
 */
export function engineShards(packDir: string, from: ShardCache | number = shardCacheBytes()): EngineShards | undefined {
  const dir = shardsDir(packDir);
  if (typeof from === 'number' && !readShardManifest(dir)) return undefined;
  const cache = typeof from === 'number' ? new ShardCache(dir, { maxBytes: from }) : from;
  let started: ThreadShards | undefined;
  // The ZCTAs of the base's view (the one the API thread reads): no second copy of the base's records.
  const baseZctas = () => cache.baseView().areas('zcta');
  const statesOf = (task: EngineTask): string[] => {
    if ('sites' in task) return [...new Set(task.sites.flatMap((site) => cache.statesAt(site)))];
    if ('region' in task) {
      const box = regionExtent(baseZctas(), task.region);
      return box ? cache.statesNear(box) : [];
    }
    if ('site' in task) return cache.statesAt(task.site);
    return [];
  };
  return {
    threadData: () => {
      started ??= { dir, base: cache.baseShard() };
      return started;
    },
    place: (task) => {
      // The thread composes the task's states alone: its view and memoised tables stay one market's size.
      const set = cache.shardSet(statesOf(task), { onlyThese: true });
      // The base the threads started with is theirs already: only a replaced base travels with the task.
      const base = set.base.file === started?.base.file ? { key: set.base.key, file: set.base.file } : set.base;
      return { ...task, shards: { ...set, base } };
    },
    loadedStates: () => cache.loadedStates(),
  };
}
