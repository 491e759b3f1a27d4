import type { GeoView } from '../../model/geo-view.js';
import { createGeoView } from '../../view/create-geo-view.js';
import { composeShards, type LoadedShard, loadedShard } from './compose-shards.js';
import type { ShardPack } from './shard-files.js';

/** One shard as handed between threads: its file name, and its pack (shared memory) unless the receiver has it. */
export interface ShardRef {
  /** 'base' or the state's FIPS code. */
  key: string;
  file: string;
  pack?: ShardPack;
}

/**
 * The shards one view is composed of (what a shard cache holds loaded at a request): plain data whose packs'
 * buffers are SharedArrayBuffers, so a ShardSet posted to an engine thread shares the shards, it never copies them.
 */
export interface ShardSet {
  /** Content hash of the pack(s) the shards were cut from (the composed manifest's, so `dataVersion` is the pack's). */
  contentHash: string;
  base: ShardRef;
  /** State shards, by FIPS code. */
  states: ShardRef[];
}

/** The FIPS codes of a set's state shards, joined (the key of what a view holds). */
export function shardSetStates(set: ShardSet): string {
  return set.states.map((s) => s.key).join(',');
}

/**
 * The view over a ShardSet, composed again only when the set's files change (compose-shards.ts), for one thread.
 * Keeps the records of the current set's shards only: a shard no longer in the set is dropped with the old view,
 * so a thread holds what its shard cache (on the API thread) holds, never more.
 */
export class ShardViews {
  private readonly loaded = new Map<string, LoadedShard>();
  private built: { key: string; view: GeoView; contentHash: string; base: string; states: string[] } | undefined;

  /**
   * `onCompose`: told when a view is composed, with the set and how long it took. `known`: records this thread
   * already holds for a shard file (the base's, shared by a thread's several views), read instead of again.
   */
  constructor(
    private readonly onCompose?: (set: ShardSet, milliseconds: number) => void,
    private readonly known?: (file: string) => LoadedShard | undefined,
  ) {}

  /** Keeps a shard this thread already has (e.g. the base from its start data), so sets may leave its pack out. */
  keep(ref: ShardRef & { pack: ShardPack }): void {
    if (!this.loaded.has(ref.file)) this.loaded.set(ref.file, loadedShard(ref.pack));
  }

  /**
   * The view over `set`. `keepSuperset`: the view built last is kept while it holds every shard of `set` (same base
   * and content hash, its states a superset): fewer compositions, and with them fewer memoised tables dropped and
   * built again, at the cost of holding the last larger set's states a while longer. Shards partition one pack and
   * an analysis reads only the states in its reach, so states beyond them change no answer.
   */
  view(set: ShardSet, options: { keepSuperset?: boolean } = {}): GeoView {
    const refs = [set.base, ...set.states];
    const key = `${set.contentHash}:${refs.map((r) => r.file).join(',')}`;
    if (this.built?.key === key) return this.built.view;
    if (options.keepSuperset && this.built && this.holds(set)) return this.built.view;
    const started = performance.now();
    const shards = refs.map((ref) => {
      const have = this.loaded.get(ref.file) ?? this.known?.(ref.file);
      if (have) return have;
      if (!ref.pack) throw new Error(`shard ${ref.key} (${ref.file}) was neither handed over nor kept`);
      return loadedShard(ref.pack);
    });
    this.loaded.clear();
    refs.forEach((ref, i) => {
      this.loaded.set(ref.file, shards[i] as LoadedShard);
    });
    const [base, ...states] = shards as [LoadedShard, ...LoadedShard[]];
    const manifest = { ...base.pack.manifest, contentHash: set.contentHash };
    this.built = {
      key,
      view: createGeoView(composeShards(base, states, manifest)),
      contentHash: set.contentHash,
      base: set.base.file,
      states: set.states.map((s) => s.key),
    };
    this.onCompose?.(set, Math.round(performance.now() - started));
    return this.built.view;
  }

  /** Whether the view built last holds every shard of `set` (its base, content hash and each state's file). */
  private holds(set: ShardSet): boolean {
    const built = this.built;
    if (!built || built.contentHash !== set.contentHash || built.base !== set.base.file) return false;
    return set.states.every((ref) => this.loaded.has(ref.file));
  }

  /** FIPS codes of the state shards in the view built last (what this thread holds). */
  heldStates(): string[] {
    return this.built?.states ?? [];
  }
}
