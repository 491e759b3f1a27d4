import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importAll } from '../build/import-all.js';
import type { PackManifest } from '../model/manifest.js';
import { readManifest } from './read-pack.js';
import { writePack } from './write-pack.js';

export interface BuildPackResult {
  dir: string;
  manifest: PackManifest;
  bytes: number;
  milliseconds: number;
}

/**
 * Imports everything under `geodataDir` plus what `data:fetch` put under `<dataDir>/downloads/` (and the
 * single-request `<dataDir>/online/` downloads), and writes the pack under `dataDir`.
 */
export function buildDataPack(geodataDir: string, dataDir: string): BuildPackResult {
  const started = performance.now();
  const result = importAll(geodataDir, join(dataDir, 'online'), downloadsDir(dataDir));
  const written = writePack(result, dataDir);
  return { ...written, milliseconds: Math.round(performance.now() - started) };
}

/** Where `npm run data:fetch` puts the official sources' files: `<dataDir>/downloads`. */
export function downloadsDir(dataDir: string): string {
  return join(dataDir, 'downloads');
}

/** Builds the pack only when none of the current format exists; returns whether it built. */
export function ensureDataPack(
  geodataDir: string | undefined,
  dataDir: string,
): { built: boolean; manifest: PackManifest } {
  const existing = readManifest(dataDir);
  if (existing) return { built: false, manifest: existing };
  // Without GEODATA_DIR, what `npm run data:fetch` downloaded is enough.
  const source = geodataDir ?? (existsSync(downloadsDir(dataDir)) ? downloadsDir(dataDir) : undefined);
  if (!source) throw new Error('no data pack in DATA_DIR and no GEODATA_DIR (or DATA_DIR/downloads) to build one from');
  return { built: true, manifest: buildDataPack(source, dataDir).manifest };
}
