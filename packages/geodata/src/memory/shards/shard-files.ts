import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BBox } from '../../model/geometry.js';
import type { PackManifest } from '../../model/manifest.js';
import { type GeocoderData, packDir, readManifest } from '../../pack/read-pack.js';
import { type PackTables, type SharedPack, sharePack } from '../shared-pack.js';
import { readSharedPack, writeSharedPack } from '../shared-pack-file.js';
import { type ShardPart, splitPack } from './split-pack.js';

/** A shard as loaded: the shared pack of its rows, and each row's index in the pack it was cut from. */
export interface ShardPack extends SharedPack {
  rowOrder: Record<string, Uint32Array>;
}

/** One shard file as listed in shards.json. */
export interface ShardEntry {
  /** File name in the shards folder: `<base|FIPS>-<content hash>.bin`. */
  file: string;
  bytes: number;
  /** Extent of its records (null: nothing located, e.g. only business counts). */
  bbox: BBox | null;
  contentHash: string;
  /** Content hash of the pack it was cut from. */
  fromPack: string;
  /** Rows per table. */
  rows: Record<string, number>;
}

/** shards.json: the base shard and one shard per state (FIPS code → file). */
export interface ShardManifest {
  format: 1;
  base: ShardEntry;
  states: Record<string, ShardEntry>;
  /**
   * The pack's geocoder.json copied beside the shards (`geocoder-<hash>.json`): national lookups (Census places,
   * ZIP cities, street and address ranges) the API thread's offline geocoder reads with the base. Absent in shards
   * cut before it was copied (the pack's own geocoder.json is read then).
   */
  geocoder?: { file: string; bytes: number };
}

/** The states cut out of the base when none are named: those with state-level detail today (Illinois). */
export const DEFAULT_SHARD_STATES: readonly string[] = ['17'];

const MANIFEST = 'shards.json';

/** Where the shards of the pack in DATA_DIR live (beside the pack folder, which a rebuild replaces). */
export function shardsDir(dataDir: string): string {
  return join(dataDir, 'geodata-shards');
}

export function readShardManifest(dir: string): ShardManifest | null {
  try {
    return JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as ShardManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A cheap token that changes whenever shards.json is replaced (what a cache compares before a request). */
export function shardManifestVersion(dir: string): string {
  const stat = statSync(join(dir, MANIFEST), { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : 'none';
}

/** What the composed shards are, as a pack content hash: the pack(s) they were cut from. */
export function shardsContentHash(manifest: ShardManifest): string {
  return [...new Set([manifest.base.fromPack, ...Object.values(manifest.states).map((s) => s.fromPack)])].join('+');
}

function contentHash(part: ShardPart): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(part.tables));
  hash.update(part.geometry);
  hash.update(JSON.stringify(part.rowOrder));
  return hash.digest('hex').slice(0, 16);
}

/** Writes one shard in the shared pack file format (shared-pack-file.ts), named by its content hash. */
function writeShard(dir: string, part: ShardPart, manifest: PackManifest): ShardEntry {
  const hash = contentHash(part);
  const pack: ShardPack = {
    ...sharePack(manifest, part.tables, part.geometry),
    rowOrder: Object.fromEntries(Object.entries(part.rowOrder).map(([k, rows]) => [k, shared32(rows)])),
  };
  const file = `${part.key}-${hash}.bin`;
  writeSharedPack(join(dir, file), pack, hash);
  const rows: Record<string, number> = { areas: pack.areas.base.rows, completeness: pack.completeness.rows };
  for (const [name, table] of Object.entries(pack.tables)) rows[name] = table.rows;
  return {
    file,
    bytes: statSync(join(dir, file)).size,
    bbox: part.bbox,
    contentHash: hash,
    fromPack: manifest.contentHash,
    rows,
  };
}

function shared32(values: readonly number[]): Uint32Array {
  const out = new Uint32Array(
    new SharedArrayBuffer(Math.max(8, Math.ceil((values.length * 4) / 8) * 8)),
    0,
    values.length,
  );
  out.set(values);
  return out;
}

export interface WriteShardsResult {
  dir: string;
  manifest: ShardManifest;
  /** Shards written this time ('base' and/or FIPS codes). */
  written: string[];
  milliseconds: number;
}

/**
 * Cuts the built pack in DATA_DIR into shards. With `states`, writes only those states' shards (plus the base when
 * a state is new to the list, since its rows leave the base): the other shard files are not touched. Without,
 * writes the base and every listed state (the default list on the first run). The manifest is replaced atomically
 * and files no longer listed are removed (a process that loaded one holds it in memory, not on disk).
 */
export function writeShards(dataDir: string, states?: readonly string[]): WriteShardsResult {
  const started = performance.now();
  for (const s of states ?? []) if (!/^\d{2}$/.test(s)) throw new Error(`"${s}" is not a 2-digit state FIPS code`);
  const manifest = readManifest(dataDir);
  if (!manifest) throw new Error(`no data pack in ${packDir(dataDir)}; run "npm run data:build" first`);
  const dir = shardsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const current = readShardManifest(dir);
  const listed = [...new Set([...Object.keys(current?.states ?? {}), ...(states ?? [])])].sort();
  const all = listed.length > 0 ? listed : [...DEFAULT_SHARD_STATES];
  const newState = (states ?? []).some((s) => !current?.states[s]);
  const wanted = states && current && !newState ? [...states] : ['base', ...(states ?? all)];
  const tables = JSON.parse(readFileSync(join(packDir(dataDir), 'tables.json'), 'utf8')) as PackTables;
  const geometry = readFileSync(join(packDir(dataDir), 'geometry.bin'));
  const parts = splitPack(tables, geometry, all, wanted);
  const entries = new Map<string, ShardEntry>();
  for (const [key, part] of parts) entries.set(key, writeShard(dir, part, manifest));
  const geocoder = copyGeocoder(dataDir, dir);
  const next: ShardManifest = {
    format: 1,
    base: entries.get('base') ?? (current as ShardManifest).base,
    states: Object.fromEntries(
      all.map((s) => [s, entries.get(s) ?? (current?.states[s] as ShardEntry)] as const).filter(([, e]) => e),
    ),
    ...(geocoder ? { geocoder } : {}),
  };
  const temp = join(dir, `${MANIFEST}.tmp-${process.pid}`);
  writeFileSync(temp, `${JSON.stringify(next, null, 2)}\n`);
  renameSync(temp, join(dir, MANIFEST));
  const keep = new Set([MANIFEST, next.base.file, ...Object.values(next.states).map((e) => e.file)]);
  if (next.geocoder) keep.add(next.geocoder.file);
  for (const name of readdirSync(dir))
    if ((name.endsWith('.bin') || /^geocoder-.*\.json$/.test(name)) && !keep.has(name)) rmSync(join(dir, name));
  return { dir, manifest: next, written: [...entries.keys()], milliseconds: Math.round(performance.now() - started) };
}

/** Copies the pack's geocoder.json beside the shards, named by its content hash (null: the pack has none). */
function copyGeocoder(dataDir: string, dir: string): ShardManifest['geocoder'] | null {
  let text: Buffer;
  try {
    text = readFileSync(join(packDir(dataDir), 'geocoder.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const file = `geocoder-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`;
  if (statSync(join(dir, file), { throwIfNoEntry: false })?.size !== text.length) {
    const temp = join(dir, `${file}.tmp-${process.pid}`);
    writeFileSync(temp, text);
    renameSync(temp, join(dir, file));
  }
  return { file, bytes: text.length };
}

/**
 * The offline geocoder's lookups for a sharded pack: the copy beside the shards, else the pack's own geocoder.json
 * (shards cut before the copy was made), else empty lookups (ZIP codes and coordinates are still placed).
 */
export function readShardGeocoder(dataDir: string, manifest: ShardManifest): GeocoderData {
  const files = [
    ...(manifest.geocoder ? [join(shardsDir(dataDir), manifest.geocoder.file)] : []),
    join(packDir(dataDir), 'geocoder.json'),
  ];
  for (const file of files) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as GeocoderData;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return { places: [], zipCities: [] };
}

/** Reads one shard file listed in the manifest (null when missing or not the listed content). */
export function readShard(dir: string, entry: ShardEntry): ShardPack | null {
  return readSharedPack(join(dir, entry.file), entry.contentHash) as ShardPack | null;
}
