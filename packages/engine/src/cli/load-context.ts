import { resolve } from 'node:path';
import { defaultDataDir, ensureDataPack, findGeodataDir, type Geocoder, loadGeodata } from '@sitescout/geodata';
import { createEngineContext, type EngineContext } from '../analysis/engine-context.js';

export interface LoadedEngine {
  ctx: EngineContext;
  geocoder: Geocoder;
  dataDir: string;
  loadMilliseconds: number;
  built: boolean;
}

/**
 * Loads the data pack from `DATA_DIR` (default `<repo>/.data`), building it first from
 * `GEODATA_DIR` (default `../shared/data`) when it is missing. Throws with the fix in plain words
 * when neither exists.
 */
export function loadEngine(
  env: Record<string, string | undefined>,
  cwd: string,
  log: (line: string) => void,
): LoadedEngine {
  const dataDir = env.DATA_DIR ? resolve(cwd, env.DATA_DIR) : defaultDataDir(cwd);
  const geodataDir = findGeodataDir(env.GEODATA_DIR, cwd);
  let built = false;
  try {
    const started = performance.now();
    const ensured = ensureDataPack(geodataDir, dataDir);
    built = ensured.built;
    if (built)
      log(`Built the data pack in ${dataDir} from ${geodataDir} (${Math.round(performance.now() - started)} ms).`);
  } catch (error) {
    throw new Error(
      `No data pack in ${dataDir} and it could not be built (${(error as Error).message}). Run \`npm run data:build\` with GEODATA_DIR pointing at the public data folder (shared/data), or set DATA_DIR to an existing pack.`,
    );
  }
  const loaded = loadGeodata(dataDir);
  return {
    ctx: createEngineContext(loaded.view),
    geocoder: loaded.geocoder,
    dataDir,
    loadMilliseconds: loaded.loadMilliseconds,
    built,
  };
}
