import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BBox, defaultDataDir, type LatLon, type LoadedGeodata, loadGeodata, packDir } from '@sitescout/geodata';
import { readShardManifest, ShardCache, shardsDir, writeShards } from '@sitescout/geodata/shards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import { createEngineContext } from '../src/analysis/engine-context.js';
import { bestLocations } from '../src/finder/best-locations.js';
import { BUSINESS_TYPES } from '../src/taxonomy/business-types.js';
import { CHICAGO_SITES } from './chicago-figures.js';

/**
 * The pack cut into shards by state — the base (national tables) plus Illinois and Indiana, Indiana's shard made
 * of the real Indiana rows of the national tables (chain stores, places, transit near the state line) — loaded on
 * demand: an Indiana site loads Indiana's shard and nothing of Illinois, a small cache bound evicts the least
 * recently used state, and every analysis through the shards is byte for byte the one through the whole pack.
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = process.env.DATA_DIR ?? defaultDataDir(repo);

const INDIANAPOLIS: [string, LatLon] = ['Indianapolis, IN', { lat: 39.7684, lon: -86.1581 }];
const FORT_WAYNE: [string, LatLon] = ['Fort Wayne, IN', { lat: 41.0793, lon: -85.1394 }];
const SPRINGFIELD: [string, LatLon] = ['Springfield, IL', { lat: 39.7817, lon: -89.6501 }];

const json = (value: unknown) => JSON.stringify(value);

const mb = (bytes = 0) => (bytes / 1e6).toFixed(1);

/** Runs shard-memory-probe.ts in a process of its own (sources through tsx, with gc) and reads its JSON line. */
// biome-ignore lint/suspicious/noExplicitAny: the probe's JSON line, read by field
function probe(mode: 'shards' | 'whole', dir: string): any {
  const out = execFileSync(
    process.execPath,
    [
      '--expose-gc',
      '--conditions=source',
      '--import',
      'tsx',
      fileURLToPath(new URL('./shard-memory-probe.ts', import.meta.url)),
      mode,
      dir,
    ],
    { cwd: repo, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(out.trim().split('\n').pop() as string);
}

describe('the pack in state shards, loaded on demand', () => {
  let shardData: string;
  let whole: LoadedGeodata | undefined;
  const wholePack = () => {
    whole ??= loadGeodata(dataDir);
    return whole;
  };

  beforeAll(() => {
    // A data folder of its own holding the real pack (linked): the shards are written beside it.
    shardData = mkdtempSync(join(tmpdir(), 'sitescout-shards-'));
    symlinkSync(packDir(dataDir), packDir(shardData));
    writeShards(shardData);
    writeShards(shardData, ['18']);
  }, 240_000);
  afterAll(() => rmSync(shardData, { recursive: true, force: true }));

  it('loads Indiana only when an Indiana site is analysed, and prints resident memory before and after', () => {
    // Measured in processes of their own: this one has read the whole pack's JSON to write the shards.
    const shards = probe('shards', shardsDir(shardData));
    const pack = probe('whole', dataDir);
    const manifest = readShardManifest(shardsDir(shardData));
    console.log(
      `shards: base ${mb(manifest?.base.bytes)} MB, ` +
        Object.entries(manifest?.states ?? {})
          .map(([fips, e]) => `${fips} ${mb(e.bytes)} MB`)
          .join(', ') +
        `\nshards: memory (MB) through the shards ${json(shards)}\nshards: the whole pack ${json(pack)}`,
    );
    expect(shards.base.loaded).toEqual([]);
    expect(shards.indianaSite.loaded).toEqual(['18']);
    expect(shards.chicagoSite.loaded.sort()).toEqual(['17', '18']);
    expect(shards.events.map((e: { kind: string; state: string }) => `${e.kind} ${e.state}`)).toEqual([
      'compose ',
      'load 18',
      'compose 18',
      'load 17',
      'compose 17,18',
    ]);
  }, 240_000);

  it('evicts the least recently used state when the bound is small', () => {
    // Room for Indiana's shard only: a site needing both holds both until the next request.
    const indiana = readShardManifest(shardsDir(shardData))?.states['18']?.bytes ?? 0;
    expect(indiana).toBeGreaterThan(0);
    const cache = new ShardCache(shardsDir(shardData), { maxBytes: indiana + 1 });
    cache.viewAt(CHICAGO_SITES[0]?.[1] as LatLon);
    expect(cache.loadedStates().sort()).toEqual(['17', '18']);
    cache.viewAt(INDIANAPOLIS[1]);
    expect(cache.loadedStates()).toEqual(['18']);
    cache.viewAt(SPRINGFIELD[1]);
    expect(cache.loadedStates()).toEqual(['17']);
    expect(cache.events.filter((e) => e.kind === 'evict').map((e) => e.state)).toEqual(['17', '18']);
  }, 240_000);

  it('answers Illinois and Indiana analyses byte for byte as the whole pack does', () => {
    const cache = new ShardCache(shardsDir(shardData), { maxBytes: 400 * 1024 * 1024 });
    const was = createEngineContext(wholePack().view);
    const sites = [...CHICAGO_SITES.slice(0, 4), SPRINGFIELD, INDIANAPOLIS, FORT_WAYNE];
    const differing: string[] = [];
    let compared = 0;
    for (const [s, [label, point]] of sites.entries())
      for (const [t, type] of BUSINESS_TYPES.entries()) {
        if ((s + t) % 3 !== 0) continue;
        const radius = [0.5, 1, 3][s % 3] as number;
        const site = { label, ...point };
        const now = createEngineContext(cache.viewAt(point));
        if (json(analyzeSite(now, type, site, radius)) !== json(analyzeSite(was, type, site, radius)))
          differing.push(`${type.id} at ${label}, ${radius} mi (shards ${cache.loadedStates().join(',')})`);
        compared++;
      }
    console.log(`shards: ${compared} analyses compared with the whole pack, ${differing.length} differ`);
    expect(differing).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(sites.length * 2);
  }, 600_000);

  it('ranks a county of each state as the whole pack does', () => {
    const cache = new ShardCache(shardsDir(shardData), { maxBytes: 400 * 1024 * 1024 });
    const was = createEngineContext(wholePack().view);
    const type = BUSINESS_TYPES[0] as (typeof BUSINESS_TYPES)[number];
    // Cook County, IL and Marion County (Indianapolis), IN: the shards within reach of their ZIP areas.
    for (const [fips, states] of [
      ['17031', ['17', '18']],
      ['18097', ['18']],
    ] as const) {
      const zips = wholePack()
        .view.areas('zcta')
        .filter((a) => a.countyFips === fips);
      expect(zips.length).toBeGreaterThan(10);
      const lons = zips.map((a) => a.internalPoint.lon);
      const lats = zips.map((a) => a.internalPoint.lat);
      const box: BBox = [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
      const view = cache.viewForBox(box);
      expect(cache.statesIn(box).length).toBeGreaterThan(0);
      expect([...cache.loadedStates()].sort()).toEqual(expect.arrayContaining([...states]));
      const region = { kind: 'county' as const, fips };
      const now = bestLocations(createEngineContext(view), type, region, {});
      expect(now.top.length).toBeGreaterThan(0);
      expect(json(now)).toBe(json(bestLocations(was, type, region, {})));
    }
  }, 600_000);
});
