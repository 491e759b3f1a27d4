import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SHARED_PACK_FILE } from '../src/memory/shared-pack-file.js';
import { buildDataPack } from '../src/pack/build-pack.js';
import { loadGeodata } from '../src/pack/load.js';
import { readPack } from '../src/pack/read-pack.js';
import { geodataDir } from './helpers/data.js';

const temp = mkdtempSync(join(tmpdir(), 'shared-pack-file-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A GEODATA_DIR holding a few of the real files (symlinked): counties, places, parks (polygons), bike routes (lines). */
function source(name: string, files: string[]): string {
  const dir = join(temp, name);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    symlinkSync(join(geodataDir(), file), join(dir, file));
  }
  return dir;
}

const SOURCE_FILES = [
  'census/gazetteer-2025/2025_Gaz_counties_national.txt',
  'census/acs5-2019-2023/county_B01003_B25001.json',
  'places/chicago-civic/libraries_2024.csv',
  'places/chicago-civic/cpd_parks.geojson',
  'bike/divvy_stations.csv',
  'bike/chicago_bike_routes.geojson',
];

/** Every list of the pack as JSON: what the engine could read of it. */
const asJson = (data: object) => Object.fromEntries(Object.entries(data).map(([k, v]) => [k, JSON.stringify(v)]));

describe('the shared pack file (shared-tables.bin)', () => {
  const from = source('source', SOURCE_FILES);
  const dataDir = join(temp, 'pack');
  const built = buildDataPack(from, dataDir);
  const file = join(built.dir, SHARED_PACK_FILE);

  it('is written by the build and read back as the same records as the JSON, with its spatial indexes', () => {
    expect(existsSync(file)).toBe(true);
    const plain = readPack(dataDir, { plain: true }).data;
    expect(plain.parks.length).toBeGreaterThan(100);
    expect(plain.bikeRoutes.length).toBeGreaterThan(100);
    const first = loadGeodata(dataDir);
    // The first load built the spatial indexes and kept them in the file for the next.
    expect(Object.keys(first.shared?.indexes ?? {})).toEqual(expect.arrayContaining(['places', 'parks', 'bikeRoutes']));
    const again = readPack(dataDir);
    expect(again.fromFile).toBe(true);
    expect(Object.keys(again.shared?.indexes ?? {}).sort()).toEqual(Object.keys(first.shared?.indexes ?? {}).sort());
    expect(asJson(again.data)).toEqual(asJson(plain));
    // Queries over the stored indexes answer as over indexes built from the plain records.
    const view = loadGeodata(dataDir).view;
    const plainView = loadGeodata(dataDir, { plain: true }).view;
    const loop = { lat: 41.8837, lon: -87.6289 };
    const parks = JSON.stringify(view.parksWithin(loop, 2));
    expect(parks).toBe(JSON.stringify(plainView.parksWithin(loop, 2)));
    expect(parks.length).toBeGreaterThan(1_000);
    expect(JSON.stringify(view.bikeRoutesWithin(loop, 2))).toBe(JSON.stringify(plainView.bikeRoutesWithin(loop, 2)));
    expect(JSON.stringify(view.placesWithin(loop, 3))).toBe(JSON.stringify(plainView.placesWithin(loop, 3)));
  }, 300_000);

  it("ignores another pack's file and writes its own", () => {
    const other = buildDataPack(source('other-source', SOURCE_FILES.slice(0, 3)), join(temp, 'other'));
    copyFileSync(join(other.dir, SHARED_PACK_FILE), file);
    const size = statSync(file).size;
    const loaded = readPack(dataDir);
    expect(loaded.fromFile).toBe(false);
    expect(asJson(loaded.data)).toEqual(asJson(readPack(dataDir, { plain: true }).data));
    loadGeodata(dataDir);
    expect(statSync(file).size).not.toBe(size);
    expect(readPack(dataDir).fromFile).toBe(true);
  }, 300_000);
});
