import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One county added to the main pack: its own small pack under `<packDir>/county-overlays/<fips>/`. */
export interface CountyOverlayEntry {
  /** 5-digit county FIPS code. */
  fips: string;
  /** e.g. "DuPage County, IL". */
  label: string;
  /** When its pack was built (ISO time). */
  builtAt: string;
  /** Content hash of its pack. */
  contentHash: string;
}

export interface CountyOverlayManifest {
  counties: CountyOverlayEntry[];
}

/** Folder of every county overlay of the pack in `packDir`: what each process watches. */
export function overlaysDir(packDir: string): string {
  return join(packDir, 'county-overlays');
}

/** One county's folder: its downloads, its pack (as a DATA_DIR of its own) and its fetch status. */
export function countyOverlayDir(packDir: string, fips: string): string {
  if (!/^\d{5}$/.test(fips)) throw new Error(`"${fips}" is not a 5-digit county FIPS code`);
  return join(overlaysDir(packDir), fips);
}

function manifestFile(packDir: string): string {
  return join(overlaysDir(packDir), 'manifest.json');
}

/** The overlays built so far (none when the folder does not exist). */
export function readOverlayManifest(packDir: string): CountyOverlayManifest {
  try {
    return JSON.parse(readFileSync(manifestFile(packDir), 'utf8')) as CountyOverlayManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { counties: [] };
    throw error;
  }
}

/** A cheap token that changes whenever the manifest is replaced (what each process compares before a task). */
export function overlayManifestVersion(packDir: string): string {
  const stat = statSync(manifestFile(packDir), { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : 'none';
}

/**
 * Replaces the manifest with `change(current)`. Processes changing it at once take turns on a lock folder, so none
 * loses another's entry; the file is replaced atomically, so readers never see half.
 */
async function updateOverlayManifest(
  packDir: string,
  change: (counties: readonly CountyOverlayEntry[]) => CountyOverlayEntry[],
): Promise<void> {
  mkdirSync(overlaysDir(packDir), { recursive: true });
  const lock = join(overlaysDir(packDir), 'manifest.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than a minute belongs to a process that died while writing a few bytes.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    const counties = change(readOverlayManifest(packDir).counties).sort((a, b) => a.fips.localeCompare(b.fips));
    const file = manifestFile(packDir);
    writeFileSync(`${file}.tmp`, `${JSON.stringify({ counties }, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Adds (or replaces) one county in the manifest. */
export function addToOverlayManifest(packDir: string, entry: CountyOverlayEntry): Promise<void> {
  return updateOverlayManifest(packDir, (counties) => [...counties.filter((c) => c.fips !== entry.fips), entry]);
}

/** Takes counties out of the manifest: every process drops them from its view at its next use. */
export function removeFromOverlayManifest(packDir: string, fips: readonly string[]): Promise<void> {
  return updateOverlayManifest(packDir, (counties) => counties.filter((c) => !fips.includes(c.fips)));
}

/** Whether the county's pack is in the manifest and on disk. */
export function hasCountyOverlay(packDir: string, fips: string): boolean {
  return (
    readOverlayManifest(packDir).counties.some((c) => c.fips === fips) && existsSync(countyOverlayDir(packDir, fips))
  );
}
