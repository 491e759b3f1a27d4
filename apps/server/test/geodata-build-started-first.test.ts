import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PACK_BUILD_NODE_FLAGS, packBuildLock } from '@sitescout/geodata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geodataSubset } from './helpers/geo-pack.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const buildCli = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'packages',
  'geodata',
  'dist',
  'cli',
  'build-pack.js',
);

/**
 * `npm start` starts the pack build before the server (while the web app builds): the server must wait for that
 * build, saying what it is doing meanwhile, and use its pack rather than build a second one.
 */
describe('a pack build started before the server (npm start)', () => {
  let t: TestApp;
  let packDir: string;
  let builder: ReturnType<typeof spawn>;
  let builderExit: Promise<number | null>;
  beforeAll(async () => {
    packDir = mkdtempSync(join(tmpdir(), 'sitescout-started-pack-'));
    const geodataDir = geodataSubset();
    // The app first (it loads the pack on first use), then the early build, as npm start has it.
    t = await createTestApp('pglite', { GEODATA_PACK_DIR: packDir, GEODATA_DIR: geodataDir });
    builder = spawn(process.execPath, [...PACK_BUILD_NODE_FLAGS, buildCli, '--lock'], {
      env: { ...process.env, GEODATA_DIR: geodataDir, DATA_DIR: packDir },
      stdio: 'ignore',
    });
    builderExit = new Promise((resolve) => builder.on('exit', resolve));
    for (let i = 0; i < 1200 && !existsSync(packBuildLock(packDir)); i++) await sleep(25);
  }, 180_000);
  afterAll(async () => {
    builder.kill();
    await t?.dispose();
  });

  it('is waited for with the preparing notice, and its pack is the one loaded', async () => {
    expect(existsSync(packBuildLock(packDir))).toBe(true);
    const loaded = t.app.geodata.get();
    expect(t.app.geodata.status().state).toBe('building');
    const status = (await t.app.inject({ method: 'GET', url: '/api/geodata/status' })).json();
    expect(status.message).toMatch(/^SiteScout is preparing its data/);

    expect(await builderExit).toBe(0);
    // The early build's pack, identified by its manifest file: a second build would replace the folder.
    const manifest = statSync(join(packDir, 'geodata-pack-v3', 'manifest.json'));
    await loaded;
    expect(t.app.geodata.status().state).toBe('ready');
    const after = statSync(join(packDir, 'geodata-pack-v3', 'manifest.json'));
    expect([after.ino, after.mtimeMs]).toEqual([manifest.ino, manifest.mtimeMs]);
    expect(existsSync(packBuildLock(packDir))).toBe(false);
  }, 120_000);
});
