/**
 * The pack in state shards (`@sitescout/geodata/shards`): a base shard and one shard per state, cut from the
 * built pack and loaded on demand into a byte-bounded cache. Kept apart from the package's main entry and under
 * `memory/` (outside the build's code fingerprint): shards are derived from the pack, they never change it.
 */
export { composeShards, type LoadedShard, loadedShard } from './compose-shards.js';
export {
  DEFAULT_CACHE_MB,
  reachBox,
  SHARD_REACH_MILES,
  ShardCache,
  type ShardCacheOptions,
  type ShardEvent,
  shardCacheBytes,
} from './shard-cache.js';
export {
  DEFAULT_SHARD_STATES,
  readShard,
  readShardGeocoder,
  readShardManifest,
  type ShardEntry,
  type ShardManifest,
  type ShardPack,
  shardManifestVersion,
  shardsContentHash,
  shardsDir,
  type WriteShardsResult,
  writeShards,
} from './shard-files.js';
export { type ShardRef, type ShardSet, ShardViews, shardSetStates } from './shard-views.js';
export { shardedGeodata } from './sharded-geodata.js';
