import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LoadedGeodata, loadGeodata, type PackManifest, readManifest } from '@sitescout/geodata';
import type { FastifyBaseLogger } from 'fastify';

export type GeodataState = 'idle' | 'building' | 'loading' | 'ready' | 'failed';

/** The loaded data pack, shared by every plugin that needs places, areas or the geocoder. */
export interface GeodataService {
  /** The pack, loaded once (and built first when missing); later calls share the same promise. */
  get(): Promise<LoadedGeodata>;
  /** Loaded data if ready, without waiting. */
  current(): LoadedGeodata | undefined;
  status(): { state: GeodataState; error: string | null; manifest: PackManifest | null };
}

/** dist/cli/build-pack.js of the geodata package (works from src under Vitest and from dist). */
function buildScript(): string {
  const entry = fileURLToPath(import.meta.resolve('@sitescout/geodata'));
  return join(dirname(entry), '..', 'dist', 'cli', 'build-pack.js');
}

/** Runs the pack build in a child process so the server keeps answering while it works. */
function buildInChild(geodataDir: string, packDir: string, log: FastifyBaseLogger): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [buildScript()], {
      env: { ...process.env, GEODATA_DIR: geodataDir, DATA_DIR: packDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout.on('data', () => undefined);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        log.info({ packDir }, 'geodata pack built');
        resolve();
      } else reject(new Error(`geodata pack build failed (exit ${code}): ${stderr.slice(-500)}`));
    });
  });
}

export function createGeodataService(options: {
  packDir: string;
  geodataDir: string | undefined;
  log: FastifyBaseLogger;
}): GeodataService {
  let state: GeodataState = 'idle';
  let error: string | null = null;
  let loaded: LoadedGeodata | undefined;
  let pending: Promise<LoadedGeodata> | undefined;

  const load = async (): Promise<LoadedGeodata> => {
    try {
      if (!readManifest(options.packDir)) {
        if (!options.geodataDir)
          throw new Error('no data pack found and GEODATA_DIR is not set: run "npm run data:build"');
        state = 'building';
        options.log.info({ packDir: options.packDir }, 'no geodata pack yet: building it from GEODATA_DIR');
        await buildInChild(options.geodataDir, options.packDir, options.log);
      }
      state = 'loading';
      loaded = loadGeodata(options.packDir);
      state = 'ready';
      options.log.info(
        { ms: loaded.loadMilliseconds, hash: loaded.view.manifest.contentHash.slice(0, 12) },
        'geodata pack loaded',
      );
      return loaded;
    } catch (e) {
      state = 'failed';
      error = e instanceof Error ? e.message : String(e);
      pending = undefined; // a later call may retry (e.g. after data:build)
      throw e;
    }
  };

  return {
    get: () => {
      pending ??= load();
      return pending;
    },
    current: () => loaded,
    status: () => ({ state, error, manifest: loaded?.view.manifest ?? readManifest(options.packDir) }),
  };
}
