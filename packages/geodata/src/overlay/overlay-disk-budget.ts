import { existsSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  countyOverlayDir,
  overlaysDir,
  readOverlayManifest,
  removeFromOverlayManifest,
} from './county-overlay-store.js';

/** Touched each time an analysis reads the county: its mtime is the county's last use. */
const LAST_USED = 'last-used';
/** Written when a county leaves the manifest: its folder is deleted once this is older than the grace period. */
const EVICTED = 'evicted';
/**
 * A county taken out of the manifest keeps its folder this long: a process that loaded its pack just before may
 * still read a file of it (the geocoder's lookups are read on first use).
 */
export const EVICTED_FOLDER_GRACE_MS = 10 * 60_000;

/** Records that an analysis used these counties' overlays now (a missing folder is skipped). */
export function touchCountyOverlays(packDir: string, fips: readonly string[], now = new Date()): void {
  for (const code of fips) {
    const dir = countyOverlayDir(packDir, code);
    if (!existsSync(dir)) continue;
    const file = join(dir, LAST_USED);
    try {
      utimesSync(file, now, now);
    } catch {
      writeFileSync(file, '');
      utimesSync(file, now, now);
    }
  }
}

/** A county being fetched again after it was evicted: its folder is no longer on its way out. */
export function reclaimCountyOverlay(packDir: string, fips: string): void {
  rmSync(join(countyOverlayDir(packDir, fips), EVICTED), { force: true });
}

/** Bytes under `path` (a file or a folder, recursively; what vanished meanwhile counts as nothing). */
function bytesUnder(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const name of readdirSync(path)) total += bytesUnder(join(path, name));
  return total;
}

/** When the county was last used: its `last-used` mark, else when its folder last changed (built). */
function lastUsedMs(dir: string): number {
  const mark = statSync(join(dir, LAST_USED), { throwIfNoEntry: false });
  return mark?.mtimeMs ?? statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

export interface OverlayEviction {
  /** Counties taken out of the manifest now, least recently used first. */
  evicted: string[];
  /** Folders of counties evicted earlier, deleted now that their grace period has passed. */
  deleted: string[];
  /** Bytes the overlays take on disk after this pass (folders still in their grace period included). */
  bytes: number;
}

/**
 * Keeps the county overlays within `budgetBytes` on disk: while they take more, the least recently used county
 * (not one of `keep`) leaves the manifest — every process drops it at its next use, and an analysis there later
 * fetches it again — and its folder is deleted after EVICTED_FOLDER_GRACE_MS (on a later pass). The budget is for
 * the counties in the manifest; folders in their grace period are on their way out.
 */
export async function enforceOverlayDiskBudget(
  packDir: string,
  budgetBytes: number,
  options: { keep?: readonly string[]; now?: number } = {},
): Promise<OverlayEviction> {
  const now = options.now ?? Date.now();
  const keep = new Set(options.keep ?? []);
  const root = overlaysDir(packDir);
  if (!existsSync(root)) return { evicted: [], deleted: [], bytes: 0 };
  const listed = new Set(readOverlayManifest(packDir).counties.map((c) => c.fips));
  const deleted: string[] = [];
  for (const name of readdirSync(root)) {
    if (!/^\d{5}$/.test(name) || listed.has(name)) continue;
    const mark = statSync(join(root, name, EVICTED), { throwIfNoEntry: false });
    if (mark && now - mark.mtimeMs >= EVICTED_FOLDER_GRACE_MS) {
      rmSync(join(root, name), { recursive: true, force: true });
      deleted.push(name);
    }
  }
  const candidates = [...listed]
    .filter((fips) => !keep.has(fips))
    .map((fips) => ({ fips, dir: countyOverlayDir(packDir, fips) }))
    .map((c) => ({ ...c, used: lastUsedMs(c.dir), size: bytesUnder(c.dir) }))
    .sort((a, b) => a.used - b.used);
  // What the counties in the manifest take (those kept included): folders in their grace period are on the way out.
  let bytes = [...listed].reduce((sum, fips) => sum + bytesUnder(countyOverlayDir(packDir, fips)), 0);
  const evicted: string[] = [];
  for (const county of candidates) {
    if (bytes <= budgetBytes) break;
    evicted.push(county.fips);
    bytes -= county.size;
  }
  if (evicted.length > 0) {
    await removeFromOverlayManifest(packDir, evicted);
    for (const fips of evicted) {
      const mark = join(countyOverlayDir(packDir, fips), EVICTED);
      writeFileSync(mark, new Date(now).toISOString());
      utimesSync(mark, new Date(now), new Date(now));
    }
  }
  return { evicted, deleted, bytes: bytesUnder(root) };
}
