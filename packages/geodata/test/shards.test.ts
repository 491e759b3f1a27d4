import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDataDir } from '../src/config/data-dir.js';
import { composeShards, loadedShard } from '../src/memory/shards/compose-shards.js';
import { reachBox, ShardCache } from '../src/memory/shards/shard-cache.js';
import {
  readShard,
  readShardGeocoder,
  readShardManifest,
  type ShardManifest,
  shardsDir,
  writeShards,
} from '../src/memory/shards/shard-files.js';
import type { GeoData } from '../src/model/geo-data.js';
import { packDir, readPack } from '../src/pack/read-pack.js';

/**
 * The shard writer on the real pack: the base and Illinois composed back are the pack's records row for row, and
 * writing one state's shard leaves every other shard file as it was.
 */
const dataDir = process.env.DATA_DIR
  ? resolve(process.env.DATA_DIR)
  : defaultDataDir(resolve(import.meta.dirname, '../../..'));

const CHICAGO = { lat: 41.8825, lon: -87.65 };
const INDIANAPOLIS = { lat: 39.7684, lon: -86.1581 };

/** Each shard file's bytes' digest and mtime, by file name. */
function snapshot(dir: string): Map<string, { mtimeMs: number; bytes: string }> {
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.bin'))
      .map((f) => [
        f,
        {
          mtimeMs: statSync(join(dir, f)).mtimeMs,
          bytes: createHash('sha256')
            .update(readFileSync(join(dir, f)))
            .digest('hex'),
        },
      ]),
  );
}

function composed(dir: string, manifest: ShardManifest): GeoData {
  const read = (e: ShardManifest['base']) => {
    const pack = readShard(dir, e);
    if (!pack) throw new Error(`${e.file} unreadable`);
    return loadedShard(pack);
  };
  const states = Object.values(manifest.states).map(read);
  const base = read(manifest.base);
  return composeShards(base, states, base.pack.manifest);
}

/** Every list of a GeoData as JSON, record by record. */
function differences(a: GeoData, b: GeoData): string[] {
  const wrong: string[] = [];
  for (const key of Object.keys(a) as Array<keyof GeoData>) {
    const x = a[key];
    const y = b[key];
    if (!Array.isArray(x)) {
      if (JSON.stringify(x) !== JSON.stringify(y)) wrong.push(`${key} differs`);
      continue;
    }
    const ys = (y ?? []) as unknown[];
    if (ys.length !== x.length) wrong.push(`${key}: ${ys.length} rows, not ${x.length}`);
    for (let i = 0; i < x.length && wrong.length < 10; i++)
      if (JSON.stringify(x[i]) !== JSON.stringify(ys[i])) wrong.push(`${key} row ${i}`);
  }
  return wrong;
}

describe('the pack cut into state shards', () => {
  let data: string;
  let dir: string;
  beforeAll(() => {
    data = mkdtempSync(join(tmpdir(), 'sitescout-shard-writer-'));
    symlinkSync(packDir(dataDir), packDir(data));
    dir = shardsDir(data);
  });
  afterAll(() => rmSync(data, { recursive: true, force: true }));

  it('composes the base and Illinois back into the pack, row for row', () => {
    const result = writeShards(data);
    expect(result.written.sort()).toEqual(['17', 'base']);
    const manifest = readShardManifest(dir) as ShardManifest;
    expect(Object.keys(manifest.states)).toEqual(['17']);
    // Illinois holds the tracts and Chicago's detail; the base the national tables and the business counts (the
    // finder's reference across every county that has them).
    expect(manifest.states['17']?.rows.zoning).toBeGreaterThan(10_000);
    expect(manifest.states['17']?.rows.businessCounts).toBe(0);
    expect(manifest.base.rows.businessCounts).toBeGreaterThan(10_000);
    expect(manifest.base.rows.areas).toBeGreaterThan(30_000);
    const pack = readPack(data).data;
    expect(differences(pack, composed(dir, manifest))).toEqual([]);
  }, 300_000);

  it('adds Indiana from the national tables and rewrites only the shard of the state named', () => {
    writeShards(data);
    const illinois = readShardManifest(dir)?.states['17']?.file as string;
    const before = snapshot(dir);
    // A process already reading the shards (Illinois loaded) sees Indiana once it is written.
    const cache = new ShardCache(dir, { maxBytes: 100e6 });
    cache.viewAt(CHICAGO);
    expect(cache.loadedStates()).toEqual(['17']);
    expect(cache.statesIn(reachBox(INDIANAPOLIS, 50))).toEqual([]);
    const added = writeShards(data, ['18']);
    // Indiana's rows leave the base: the base and Indiana are written, Illinois is not touched.
    expect(added.written.sort()).toEqual(['18', 'base']);
    expect(snapshot(dir).get(illinois)).toEqual(before.get(illinois));
    const manifest = readShardManifest(dir) as ShardManifest;
    expect(manifest.states['18']?.rows.places).toBeGreaterThan(1_000);
    const indianaPlaces = cache.viewAt(INDIANAPOLIS).chainLocationsWithin(INDIANAPOLIS, 10);
    expect(cache.loadedStates()).toEqual(['17', '18']);
    expect(cache.manifest.base.file).toBe(manifest.base.file);
    expect(indianaPlaces.length).toBeGreaterThan(10);
    const others = snapshot(dir);
    const rewritten = writeShards(data, ['17']);
    expect(rewritten.written).toEqual(['17']);
    const after = snapshot(dir);
    for (const file of [manifest.base.file, manifest.states['18']?.file as string]) {
      expect(after.get(file), file).toEqual(others.get(file));
      expect(after.has(file)).toBe(true);
    }
    // Illinois was written again: the same rows give the same content hash, so the same name and bytes.
    expect(readShardManifest(dir)?.states['17']?.file).toBe(illinois);
    expect(after.get(illinois)?.mtimeMs).toBeGreaterThan(others.get(illinois)?.mtimeMs ?? Infinity);
    expect(after.get(illinois)?.bytes).toBe(others.get(illinois)?.bytes);
    expect(differences(readPack(data).data, composed(dir, readShardManifest(dir) as ShardManifest))).toEqual([]);
  }, 300_000);

  it("copies the pack's geocoder beside the shards and serves the API thread's views from the base and a request's states", () => {
    writeShards(data, ['17', '18']);
    const manifest = readShardManifest(dir) as ShardManifest;
    const copy = manifest.geocoder?.file as string;
    expect(copy).toMatch(/^geocoder-[0-9a-f]{16}\.json$/);
    expect(readFileSync(join(dir, copy))).toEqual(readFileSync(join(packDir(data), 'geocoder.json')));
    expect(readShardGeocoder(data, manifest).zipCities.length).toBeGreaterThan(30_000);

    const cache = new ShardCache(dir, { maxBytes: 100e6 });
    // The base's view: national areas, no state's rows, no state loaded.
    const base = cache.baseView();
    expect(base.areas('zcta').length).toBeGreaterThan(30_000);
    expect(base.chainLocationsWithin(INDIANAPOLIS, 10)).toEqual([]);
    expect(cache.loadedStates()).toEqual([]);
    expect(cache.baseView()).toBe(base);
    // A request's view: the states it names, kept while the next request's states are among them.
    const both = cache.requestView(['17', '18']);
    expect(both.chainLocationsWithin(INDIANAPOLIS, 10).length).toBeGreaterThan(10);
    expect(cache.requestView(['18'])).toBe(both);
    expect(cache.requestStates()).toEqual(['17', '18']);
    // A state the view lacks: composed again with that request's states alone.
    const evicted = new ShardCache(dir, { maxBytes: 1 });
    evicted.requestView(['18']);
    const illinois = evicted.requestView(['17']);
    expect(evicted.requestStates()).toEqual(['17']);
    expect(evicted.loadedStates()).toEqual(['17']);
    expect(illinois.chainLocationsWithin(INDIANAPOLIS, 10)).toEqual([]);
  }, 300_000);
});
