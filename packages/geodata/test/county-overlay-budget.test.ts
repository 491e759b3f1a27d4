import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addToOverlayManifest, countyOverlayDir, readOverlayManifest } from '../src/overlay/county-overlay-store.js';
import {
  EVICTED_FOLDER_GRACE_MS,
  enforceOverlayDiskBudget,
  reclaimCountyOverlay,
  touchCountyOverlays,
} from '../src/overlay/overlay-disk-budget.js';

const MB = 1024 * 1024;

/** A built county of `mb` megabytes (one file), in the manifest, last used at `usedAt`. */
async function county(packDir: string, fips: string, mb: number, usedAt: Date): Promise<void> {
  const dir = countyOverlayDir(packDir, fips);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'geometry.bin'), Buffer.alloc(mb * MB));
  await addToOverlayManifest(packDir, { fips, label: fips, builtAt: usedAt.toISOString(), contentHash: fips });
  touchCountyOverlays(packDir, [fips], usedAt);
}

const listed = (packDir: string) => readOverlayManifest(packDir).counties.map((c) => c.fips);

describe('county overlays kept within their disk budget', () => {
  it('removes the least recently used first, never the one just built, and deletes folders after the grace period', async () => {
    const packDir = mkdtempSync(join(tmpdir(), 'sitescout-overlay-budget-'));
    const day = (d: number) => new Date(Date.UTC(2026, 10, d));
    await county(packDir, '17031', 3, day(1)); // Cook: used long ago, then again today
    await county(packDir, '17043', 3, day(2)); // DuPage
    await county(packDir, '17097', 3, day(3)); // Lake
    await county(packDir, '19153', 3, day(1)); // Polk, IA: just built (kept whatever its last use)
    touchCountyOverlays(packDir, ['17031'], day(20));

    const now = day(21).getTime();
    const pass = await enforceOverlayDiskBudget(packDir, 7 * MB, { keep: ['19153'], now });
    // 12 MB listed, 7 allowed: DuPage (day 2) and Lake (day 3) leave; Cook was used on day 20; Polk is kept.
    expect(pass.evicted).toEqual(['17043', '17097']);
    expect(listed(packDir)).toEqual(['17031', '19153']);
    // Their folders stay through the grace period (a process may still read them) …
    expect(existsSync(countyOverlayDir(packDir, '17043'))).toBe(true);
    const early = await enforceOverlayDiskBudget(packDir, 7 * MB, { now: now + EVICTED_FOLDER_GRACE_MS - 1000 });
    expect(early).toMatchObject({ evicted: [], deleted: [] });
    // … and go after it.
    const later = await enforceOverlayDiskBudget(packDir, 7 * MB, { now: Date.now() + EVICTED_FOLDER_GRACE_MS });
    expect(later.deleted.sort()).toEqual(['17043', '17097']);
    expect(existsSync(countyOverlayDir(packDir, '17097'))).toBe(false);
    // Cook and Polk are left (plus the manifest's few hundred bytes).
    expect(later.bytes).toBeGreaterThanOrEqual(6 * MB);
    expect(later.bytes).toBeLessThan(6 * MB + 4096);
  });

  it('within budget nothing moves; a county fetched again after eviction is not deleted under its fetch', async () => {
    const packDir = mkdtempSync(join(tmpdir(), 'sitescout-overlay-budget-'));
    await county(packDir, '17031', 2, new Date('2026-11-01'));
    await county(packDir, '17043', 2, new Date('2026-11-02'));
    expect((await enforceOverlayDiskBudget(packDir, 4 * MB)).evicted).toEqual([]);

    const evicted = await enforceOverlayDiskBudget(packDir, 3 * MB, { keep: ['17043'] });
    expect(evicted.evicted).toEqual(['17031']);
    // Asked for again before its folder went: the fetch takes the folder back.
    reclaimCountyOverlay(packDir, '17031');
    const pass = await enforceOverlayDiskBudget(packDir, 3 * MB, { now: Date.now() + 2 * EVICTED_FOLDER_GRACE_MS });
    expect(pass.deleted).toEqual([]);
    expect(existsSync(countyOverlayDir(packDir, '17031'))).toBe(true);
  });
});
