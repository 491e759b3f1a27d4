import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importAll } from '../build/import-all.js';
import { type BuildStep, StepTimer } from '../build/step-timer.js';
import type { CompletenessRow } from '../model/completeness.js';
import type { PackManifest } from '../model/manifest.js';
import { currentFingerprint, packNeedsBuild, writeFingerprint } from './pack-fingerprint.js';
import { readManifest } from './read-pack.js';
import { writePack } from './write-pack.js';

export interface BuildPackResult {
  dir: string;
  manifest: PackManifest;
  bytes: number;
  milliseconds: number;
  /** Wall time of each importer and of writing the pack. */
  steps: BuildStep[];
  /** The completeness rows written into the pack (printed by `npm run data:build` without reading the pack back). */
  completeness: CompletenessRow[];
}

/**
 * Imports everything under `geodataDir` plus what `data:fetch` put under `<dataDir>/downloads/` (and the
 * single-request `<dataDir>/online/` downloads), and writes the pack under `dataDir`.
 */
export function buildDataPack(geodataDir: string, dataDir: string): BuildPackResult {
  const started = performance.now();
  const timer = new StepTimer();
  const fingerprint = timer.run('fingerprint', () => currentFingerprint(packInputDirs(geodataDir, dataDir)));
  const result = importAll(geodataDir, join(dataDir, 'online'), downloadsDir(dataDir), timer);
  const written = timer.run('write pack', () => writePack(result, dataDir));
  writeFingerprint(dataDir, fingerprint);
  return {
    ...written,
    milliseconds: Math.round(performance.now() - started),
    steps: timer.steps,
    completeness: result.data.completeness,
  };
}

/** Where `npm run data:fetch` puts the official sources' files: `<dataDir>/downloads`. */
export function downloadsDir(dataDir: string): string {
  return join(dataDir, 'downloads');
}

/** Every folder a build reads: the data folder, and the online and fetched downloads under DATA_DIR. */
export function packInputDirs(geodataDir: string, dataDir: string): string[] {
  return [geodataDir, join(dataDir, 'online'), downloadsDir(dataDir)];
}

/**
 * Builds the pack when none of the current format exists or when it was built by other importer code or from
 * other inputs (see `pack-fingerprint.ts`); returns whether it built.
 */
export function ensureDataPack(
  geodataDir: string | undefined,
  dataDir: string,
): { built: boolean; manifest: PackManifest } {
  // Without GEODATA_DIR, what `npm run data:fetch` downloaded is enough.
  const source = geodataDir ?? (existsSync(downloadsDir(dataDir)) ? downloadsDir(dataDir) : undefined);
  const existing = readManifest(dataDir);
  if (existing && !packNeedsBuild(dataDir, source ? packInputDirs(source, dataDir) : null))
    return { built: false, manifest: existing };
  if (!source) throw new Error('no data pack in DATA_DIR and no GEODATA_DIR (or DATA_DIR/downloads) to build one from');
  return { built: true, manifest: buildDataPack(source, dataDir).manifest };
}
