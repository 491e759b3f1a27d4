import { milesToDegrees } from '@sitescout/shared';
import type { GeoView } from '../../model/geo-view.js';
import type { BBox, LatLon } from '../../model/geometry.js';
import { type LoadedShard, loadedShard } from './compose-shards.js';
import {
  readShard,
  readShardManifest,
  type ShardEntry,
  type ShardManifest,
  type ShardPack,
  shardManifestVersion,
  shardsContentHash,
} from './shard-files.js';
import { type ShardRef, type ShardSet, ShardViews, shardSetStates } from './shard-views.js';

/** How far an analysis reads from its site: the farthest nearest-place or nearest-stop search (50 mi). */
export const SHARD_REACH_MILES = 50;

/**
 * Default bound of the state shards held at once (GEODATA_MEMORY_MB): the largest state and a few average ones,
 * sized for a 1 GB server (the base, about 35 MB, and the engine threads' own memory come on top).
 */
export const DEFAULT_CACHE_MB = 400;

/** GEODATA_MEMORY_MB in bytes (the default when unset or not a positive number). */
export function shardCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.GEODATA_MEMORY_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_CACHE_MB) * 1024 * 1024;
}

export interface ShardCacheOptions {
  /** Bytes of state shards kept loaded (the base is always resident, outside the bound). */
  maxBytes?: number;
}

/** A shard loaded or evicted, or the view composed again (state: the states in it), for the log and the tests. */
export interface ShardEvent {
  kind: 'load' | 'evict' | 'compose';
  state: string;
  bytes: number;
  milliseconds: number;
}

function intersects(a: BBox, b: BBox): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/** The box `miles` around a point. */
export function reachBox(center: LatLon, miles: number): BBox {
  const { dLat, dLon } = milesToDegrees(miles, center.lat);
  return [center.lon - dLon, center.lat - dLat, center.lon + dLon, center.lat + dLat];
}

/**
 * The data pack as shards loaded on demand: the base shard is always resident; a state's shard is read (one
 * file read into shared memory, shared-pack-file.ts) when a site's reach or a region's box meets its extent, and
 * state shards are kept in a least-recently-used cache bounded by bytes. A site whose reach needs more shards
 * than the bound holds still gets them all (the bound is exceeded until the next request evicts). The view is
 * the base and the loaded shards composed (compose-shards.ts), rebuilt when the loaded set changes. When
 * `data:build --state` replaces a shard, the next request sees the new shards.json (one `stat` per request) and
 * reads the replaced shards again; the others stay loaded as they are.
 */
export class ShardCache {
  manifest: ShardManifest;
  readonly maxBytes: number;
  readonly events: ShardEvent[] = [];
  private base: ShardRef & { pack: ShardPack };
  private version: string;
  /** Loaded state shards, least recently used first. */
  private readonly loaded = new Map<string, { shard: ShardRef & { pack: ShardPack }; bytes: number }>();
  private readonly views = new ShardViews((set, milliseconds) => {
    const bytes = this.loadedBytes() + this.manifest.base.bytes;
    this.events.push({ kind: 'compose', state: shardSetStates(set), bytes, milliseconds });
  });
  /** The base's records, read once per base file for the base view and the request views. */
  private baseRecords: LoadedShard | undefined;
  private readonly knownBase = (file: string): LoadedShard | undefined => {
    if (file !== this.base.file) return undefined;
    if (this.baseRecords?.pack !== this.base.pack) this.baseRecords = loadedShard(this.base.pack);
    return this.baseRecords;
  };
  /** The base alone (national layers), composed once per base file. */
  private readonly baseViews = new ShardViews(undefined, this.knownBase);
  /**
   * What this thread's own requests read (a map box, a report's sites): the states of the last request. Records of
   * a state are read for its view and go with it (an evicted or merely cached state keeps none on this thread).
   */
  private readonly requestViews = new ShardViews((set, milliseconds) => {
    const bytes = this.loadedBytes() + this.manifest.base.bytes;
    this.events.push({ kind: 'compose', state: shardSetStates(set), bytes, milliseconds });
  }, this.knownBase);

  constructor(
    private readonly dir: string,
    options: ShardCacheOptions = {},
  ) {
    this.version = shardManifestVersion(dir);
    const manifest = readShardManifest(dir);
    if (!manifest) throw new Error(`no shards.json in ${dir}; run "npm run data:build -- --shards"`);
    this.manifest = manifest;
    this.maxBytes = options.maxBytes ?? shardCacheBytes();
    this.base = this.ref('base', manifest.base);
  }

  /** Follows a shards.json replaced since the last request: shards whose file changed are read again. */
  private refresh(): void {
    const now = shardManifestVersion(this.dir);
    if (now === this.version) return;
    const next = readShardManifest(this.dir);
    if (!next) return;
    this.version = now;
    if (next.base.file !== this.manifest.base.file) this.base = this.ref('base', next.base);
    for (const fips of [...this.loaded.keys()])
      if (next.states[fips]?.file !== this.manifest.states[fips]?.file) this.loaded.delete(fips);
    this.manifest = next;
  }

  private ref(key: string, entry: ShardEntry): ShardRef & { pack: ShardPack } {
    const pack = readShard(this.dir, entry);
    if (!pack) throw new Error(`shard ${key} (${entry.file}) is missing or not the one shards.json lists`);
    return { key, file: entry.file, pack };
  }

  /** The base shard (always loaded), e.g. for an engine thread's start data. */
  baseShard(): ShardRef & { pack: ShardPack } {
    this.refresh();
    return this.base;
  }

  /** FIPS codes of the state shards whose extent meets the box. */
  statesIn(box: BBox): string[] {
    this.refresh();
    return Object.entries(this.manifest.states)
      .filter(([, e]) => e.bbox && intersects(e.bbox, box))
      .map(([fips]) => fips)
      .sort();
  }

  /** FIPS codes of the state shards a site's analysis can read (its reach, 50 mi by default). */
  statesAt(center: LatLon, reachMiles = SHARD_REACH_MILES): string[] {
    this.refresh();
    return this.statesIn(reachBox(center, reachMiles));
  }

  /** FIPS codes of the state shards within reach of a region (the finder's county, state or box: its extent). */
  statesNear(box: BBox, reachMiles = SHARD_REACH_MILES): string[] {
    this.refresh();
    const { dLat, dLon } = milesToDegrees(reachMiles, Math.max(Math.abs(box[1]), Math.abs(box[3])));
    return this.statesIn([box[0] - dLon, box[1] - dLat, box[2] + dLon, box[3] + dLat]);
  }

  /** The view holding every shard a site's analysis can read (its reach, 50 mi by default). */
  viewAt(center: LatLon, reachMiles = SHARD_REACH_MILES): GeoView {
    return this.viewFor(this.statesAt(center, reachMiles));
  }

  /** The view holding every shard within reach of a region (the finder's county, state or box: its areas' extent). */
  viewForBox(box: BBox, reachMiles = SHARD_REACH_MILES): GeoView {
    return this.viewFor(this.statesNear(box, reachMiles));
  }

  /**
   * The base shard's view alone: the national layers (counties, ZCTAs, declared coverage, business counts,
   * published figures) without any state's rows. What the geocoder, region lookups and coverage read: it loads no
   * state. Composed again only when a new shards.json replaces the base.
   */
  baseView(): GeoView {
    this.refresh();
    return this.baseViews.view({ contentHash: shardsContentHash(this.manifest), base: this.base, states: [] });
  }

  /**
   * The view for one request of this thread's own (a map box, the sites of a report): the base and the states
   * these loaded (least recently used evicted beyond the bound), composed again only when they are not all in the
   * view built for the last request (`keepSuperset`), so a thread holds one request's states besides the cache.
   */
  requestView(states: readonly string[]): GeoView {
    return this.requestViews.view(this.shardSet(states, { onlyThese: true }), { keepSuperset: true });
  }

  /** The states in the view {@link requestView} built last. */
  requestStates(): string[] {
    return this.requestViews.heldStates();
  }

  /** The view with these states' shards loaded (and whatever else the cache still holds). */
  viewFor(states: readonly string[]): GeoView {
    return this.views.view(this.shardSet(states));
  }

  /**
   * Loads these states' shards (evicting the least recently used beyond the bound) and answers the base with every
   * state shard the cache holds, by FIPS code — or, `onlyThese`, with these states' shards alone: what an engine
   * thread composes its view from, so the thread's view (and all it memoises) never outgrows one task's reach.
   */
  shardSet(states: readonly string[], options: { onlyThese?: boolean } = {}): ShardSet {
    this.refresh();
    for (const fips of states) this.use(fips);
    const wanted = new Set(states);
    this.evict(wanted);
    return {
      contentHash: shardsContentHash(this.manifest),
      base: this.base,
      states: [...this.loaded.entries()]
        .filter(([fips]) => !options.onlyThese || wanted.has(fips))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([, s]) => s.shard),
    };
  }

  /** FIPS codes of the state shards loaded, least recently used first. */
  loadedStates(): string[] {
    return [...this.loaded.keys()];
  }

  /** Bytes of the state shards loaded (the files' sizes: what their shared buffers hold). */
  loadedBytes(): number {
    let sum = 0;
    for (const { bytes } of this.loaded.values()) sum += bytes;
    return sum;
  }

  private use(fips: string): void {
    const have = this.loaded.get(fips);
    if (have) {
      this.loaded.delete(fips);
      this.loaded.set(fips, have);
      return;
    }
    const entry = this.manifest.states[fips];
    if (!entry) return;
    const started = performance.now();
    this.loaded.set(fips, { shard: this.ref(fips, entry), bytes: entry.bytes });
    this.events.push({
      kind: 'load',
      state: fips,
      bytes: entry.bytes,
      milliseconds: Math.round(performance.now() - started),
    });
  }

  private evict(needed: ReadonlySet<string>): void {
    for (const [fips, { bytes }] of [...this.loaded]) {
      if (this.loadedBytes() <= this.maxBytes) return;
      if (needed.has(fips)) continue;
      this.loaded.delete(fips);
      this.events.push({ kind: 'evict', state: fips, bytes, milliseconds: 0 });
    }
  }
}
