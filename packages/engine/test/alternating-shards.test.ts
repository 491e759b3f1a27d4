import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDataDir, type LatLon, packDir } from '@sitescout/geodata';
import { readShardManifest, ShardCache, shardsDir, writeShards } from '@sitescout/geodata/shards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import { createEngineContext } from '../src/analysis/engine-context.js';
import { BUSINESS_TYPES } from '../src/taxonomy/business-types.js';

/**
 * Two states under a memory budget that holds one: analyses alternate Illinois, Indiana, Illinois, Indiana, each
 * state's shard evicted by the other's, and every analysis equals the same analysis with both states loaded.
 * Springfield's and Indianapolis's 50-mile reach each meet one state only, so the budget never holds both.
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = process.env.DATA_DIR ?? defaultDataDir(repo);

const SITES: ReadonlyArray<{ fips: string; label: string; point: LatLon }> = [
  { fips: '17', label: 'Springfield, IL', point: { lat: 39.7817, lon: -89.6501 } },
  { fips: '18', label: 'Indianapolis, IN', point: { lat: 39.7684, lon: -86.1581 } },
];

describe('two states alternating under a budget that holds one', () => {
  let shardData: string;

  beforeAll(() => {
    shardData = mkdtempSync(join(tmpdir(), 'sitescout-alternating-'));
    symlinkSync(packDir(dataDir), packDir(shardData));
    writeShards(shardData, ['17', '18']);
  }, 120_000);
  afterAll(() => rmSync(shardData, { recursive: true, force: true }));

  it('evicts one state for the other and answers as with both loaded', () => {
    const dir = shardsDir(shardData);
    const states = readShardManifest(dir)?.states ?? {};
    const sizes = SITES.map((s) => states[s.fips]?.bytes ?? 0);
    const total = sizes.reduce((sum, n) => sum + n, 0);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    const oneState = new ShardCache(dir, { maxBytes: Math.max(...sizes) });
    expect(oneState.maxBytes).toBeLessThan(total);
    const both = new ShardCache(dir, { maxBytes: total });
    const bothView = both.viewFor(SITES.map((s) => s.fips));
    expect(both.loadedStates().sort()).toEqual(['17', '18']);
    const withBoth = createEngineContext(bothView);

    const types = [BUSINESS_TYPES[0], BUSINESS_TYPES[Math.floor(BUSINESS_TYPES.length / 2)]];
    const loadedAfterEach: string[] = [];
    let compared = 0;
    for (let round = 0; round < 2; round++)
      for (const { label, point, fips } of SITES) {
        const type = types[round] as (typeof BUSINESS_TYPES)[number];
        const site = { label, ...point };
        const alone = analyzeSite(createEngineContext(oneState.viewAt(point)), type, site, 1);
        loadedAfterEach.push(oneState.loadedStates().join(','));
        expect(oneState.loadedStates()).toEqual([fips]);
        expect(alone).toEqual(analyzeSite(withBoth, type, site, 1));
        compared++;
      }
    expect(loadedAfterEach).toEqual(['17', '18', '17', '18']);
    expect(oneState.events.filter((e) => e.kind === 'evict').map((e) => e.state)).toEqual(['17', '18', '17']);
    expect(compared).toBe(4);
  }, 120_000);
});
