import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDataPack } from '../src/pack/build-pack.js';
import { codeFingerprint, FINGERPRINT_FILE, readFingerprint } from '../src/pack/pack-fingerprint.js';
import { packDir } from '../src/pack/read-pack.js';
import { geodataDir } from './helpers/data.js';

const temp = mkdtempSync(join(tmpdir(), 'geodata-fingerprint-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function write(root: string, file: string, text: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

describe('the data pack fingerprint', () => {
  it('rebuilds a pack when an input file changes or the pack has no fingerprint, and reuses it otherwise', () => {
    const source = join(temp, 'source');
    for (const file of ['places/chicago-civic/libraries_2024.csv', 'bike/divvy_stations.csv']) {
      mkdirSync(dirname(join(source, file)), { recursive: true });
      copyFileSync(join(geodataDir(), file), join(source, file));
    }
    const dataDir = join(temp, 'data');
    expect(ensureDataPack(source, dataDir).built).toBe(true);
    expect(readFingerprint(dataDir)?.code).toMatch(/^[0-9a-f]{64}$/);
    expect(ensureDataPack(source, dataDir).built).toBe(false);

    // A changed input (here one more byte) means the pack no longer says what the data folder says.
    appendFileSync(join(source, 'bike/divvy_stations.csv'), '\n');
    expect(ensureDataPack(source, dataDir).built).toBe(true);
    expect(ensureDataPack(source, dataDir).built).toBe(false);

    // A pack from before fingerprints (or copied from elsewhere) cannot vouch for its importers: rebuilt.
    rmSync(join(packDir(dataDir), FINGERPRINT_FILE));
    expect(ensureDataPack(source, dataDir).built).toBe(true);
  }, 120_000);

  it('changes with importer and pack code, not with query-side code or tests', () => {
    const root = join(temp, 'code');
    write(root, 'importers/places.ts', 'export const a = 1;');
    write(root, 'pack/write-pack.ts', 'export const b = 1;');
    write(root, 'view/create-geo-view.ts', 'export const c = 1;');
    const before = codeFingerprint(root);
    write(root, 'view/create-geo-view.ts', 'export const c = 2;');
    write(root, 'importers/places.test.ts', 'it()');
    expect(codeFingerprint(root)).toBe(before);
    write(root, 'importers/places.ts', 'export const a = 2;');
    expect(codeFingerprint(root)).not.toBe(before);
  });
});
