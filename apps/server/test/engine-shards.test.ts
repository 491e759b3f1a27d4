import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeSite, BUSINESS_TYPES, bestLocations, createEngineContext } from '@sitescout/engine';
import { defaultDataDir, packDir } from '@sitescout/geodata';
import { readShardManifest, ShardCache, shardsDir, writeShards } from '@sitescout/geodata/shards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnginePool, type EnginePool } from '../src/infra/engine/engine-pool.js';
import { type EngineShards, engineShards } from '../src/infra/engine/engine-shards.js';

/**
 * The engine threads over state shards (the server's analysis path, compiled threads: run `tsc -b` first): with a
 * GEODATA_MEMORY_MB budget that holds one state, analyses alternate Illinois and Indiana on two threads, the API
 * thread's cache holds one state after each, and every analysis equals the engine's with both states loaded. The
 * whole pack is taken away once the shards are cut, so nothing can be answered from it.
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const SITES = [
  { fips: '17', site: { label: 'Springfield, IL', lat: 39.7817, lon: -89.6501 } },
  { fips: '18', site: { label: 'Indianapolis, IN', lat: 39.7684, lon: -86.1581 } },
] as const;

describe('engine threads reading state shards', () => {
  let dataDir: string;
  let shards: EngineShards;
  let pool: EnginePool;
  let bothLoaded: ShardCache;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'sitescout-engine-shards-'));
    symlinkSync(packDir(defaultDataDir(repo)), packDir(dataDir));
    expect(engineShards(dataDir)).toBeUndefined();
    writeShards(dataDir, ['17', '18']);
    // Without the whole pack beside them, a thread can only answer from the shards its task carries.
    rmSync(packDir(dataDir));
    const states = readShardManifest(shardsDir(dataDir))?.states ?? {};
    const sizes = SITES.map(({ fips }) => states[fips]?.bytes ?? 0);
    shards = engineShards(dataDir, Math.max(...sizes)) as EngineShards;
    pool = createEnginePool(2, () => ({ packDir: dataDir, shards: shards.threadData() }), shards);
    bothLoaded = new ShardCache(shardsDir(dataDir), { maxBytes: sizes.reduce((a, b) => a + b, 0) });
  }, 120_000);
  afterAll(async () => {
    await pool?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('alternates two states under a budget holding one and answers as with both loaded', async () => {
    const both = createEngineContext(bothLoaded.viewFor(SITES.map((s) => s.fips)));
    const type = BUSINESS_TYPES[0] as (typeof BUSINESS_TYPES)[number];
    const held: string[] = [];
    for (const { site } of [...SITES, ...SITES]) {
      const analysis = await pool.analyseSite('account', {
        packDir: dataDir,
        businessType: type.id,
        site,
        radiusMiles: 1,
        priorities: {},
      });
      held.push(shards.loadedStates().join(','));
      expect(analysis).toEqual(analyzeSite(both, type, site, 1, {}));
    }
    expect(held).toEqual(['17', '18', '17', '18']);
  }, 120_000);

  it("ranks an Indiana county through the shards its ZIP areas' extent reaches", async () => {
    const both = createEngineContext(bothLoaded.viewFor(SITES.map((s) => s.fips)));
    const type = BUSINESS_TYPES[0] as (typeof BUSINESS_TYPES)[number];
    const region = { kind: 'county' as const, fips: '18097' };
    await pool.analyseSite('account', {
      packDir: dataDir,
      businessType: type.id,
      site: SITES[0].site,
      radiusMiles: 1,
      priorities: {},
    });
    expect(shards.loadedStates()).toEqual(['17']);
    const ranked = await pool.find('account', {
      packDir: dataDir,
      businessType: type.id,
      region,
      priorities: {},
      rankBy: 'score',
      topN: 20,
    });
    expect(shards.loadedStates()).toEqual(['18']);
    expect(ranked.top.length).toBeGreaterThan(0);
    expect(ranked).toEqual(bestLocations(both, type, region, { priorities: {}, rankBy: 'score', topN: 20 }));
  }, 120_000);
});
