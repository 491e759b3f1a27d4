import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { METRES_PER_MILE } from '@sitescout/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metresBetween } from '../src/accuracy/accuracy-stats.js';
import { importFetchedAddrfeat } from '../src/build/import-addrfeat.js';
import { loadFetchConfig } from '../src/fetch/fetch-config.js';
import type { ProgressReporter } from '../src/fetch/progress.js';
import { runFetch } from '../src/fetch/run-fetch.js';
import type { OfflineGeocoder } from '../src/geocode/offline-geocoder.js';
import { localProjector } from '../src/geometry/distance.js';
import { loadGeodata } from '../src/pack/load.js';
import { ADDRFEAT_RECORDS } from './helpers/addrfeat-fixture.js';
import { type OfficialStandIn, startOfficialStandIn } from './helpers/official-stand-in.js';
import { realOfflineGeocoder } from './helpers/offline-geocoder.js';

const BUILD = fileURLToPath(new URL('../dist/cli/build-pack.js', import.meta.url));

const quiet: ProgressReporter = {
  source: () => ({ step() {}, bytes() {}, note() {}, finish() {}, fail() {} }),
};

/**
 * The point `n` falls on, worked out here from the published record alone: the share of the way from the side's
 * from-number to its to-number, along the edge as drawn, then 15 m to the left (left side) or right of it.
 */
function expectedPoint(county: string, side: 'L' | 'R', n: number): { lat: number; lon: number } {
  const record = ADDRFEAT_RECORDS[county]?.[0];
  if (!record) throw new Error(`no record for ${county}`);
  const from = Number(record.properties[`${side}FROMHN`]);
  const to = Number(record.properties[`${side}TOHN`]);
  const [lon0, lat0] = record.line[0] as [number, number];
  const project = localProjector({ lat: lat0, lon: lon0 });
  const xy = record.line.map(([lon, lat]) => project(lon as number, lat as number));
  const pieces = xy.slice(1).map(([x, y], i) => {
    const [px, py] = xy[i] as [number, number];
    return Math.hypot(x - px, y - py);
  });
  let left = ((n - from) / (to - from)) * pieces.reduce((a, b) => a + b, 0);
  let i = 0;
  while (left > (pieces[i] as number) && i < pieces.length - 1) left -= pieces[i++] as number;
  const [ax, ay] = xy[i] as [number, number];
  const [bx, by] = xy[i + 1] as [number, number];
  const len = pieces[i] as number;
  const sign = side === 'L' ? 1 : -1;
  const offset = 15 / METRES_PER_MILE;
  const x = ax + ((bx - ax) * left) / len + (sign * -(by - ay) * offset) / len;
  const y = ay + ((by - ay) * left) / len + (sign * (bx - ax) * offset) / len;
  const [kx] = project(lon0 + 1, lat0);
  const [, ky] = project(lon0, lat0 + 1);
  return { lat: lat0 + y / ky, lon: lon0 + x / kx };
}

describe('data:fetch imports TIGER/Line address ranges (ADDRFEAT) and the offline geocoder places numbers on them', () => {
  let standIn: OfficialStandIn;
  let downloads: string;
  let geocoder: OfflineGeocoder;
  let datasets: ReturnType<typeof importFetchedAddrfeat>['datasets'];
  const fetchArea = (area: string) =>
    runFetch({
      areaText: area,
      config: loadFetchConfig({
        GAZETTEER_URL: `${standIn.url}/gazetteer`,
        TIGER_LINE_URL: `${standIn.url}/tiger`,
        FETCH_MIN_INTERVAL_MS: '0',
        FETCH_RETRIES: '3',
        FETCH_RETRY_BASE_MS: '50',
      }),
      downloadsDir: downloads,
      reporter: quiet,
      only: ['addrfeat'],
    });

  beforeAll(async () => {
    standIn = await startOfficialStandIn();
    downloads = join(mkdtempSync(join(tmpdir(), 'sitescout-addrfeat-')), 'downloads');
  }, 60_000);
  afterAll(async () => {
    await standIn?.close();
    rmSync(join(downloads, '..'), { recursive: true, force: true });
  });

  it("fetches each of the area's counties' ADDRFEAT zip, writes its ranged edges as a build input, and says which counties have no file", async () => {
    const magnolia = await fetchArea('Magnolia, AR');
    expect(magnolia.failed).toEqual([]);
    // The place's box touches Columbia County (05027) and its neighbours; only Columbia's file is on the stand-in.
    expect(magnolia.area?.countyFips).toContain('05027');
    const asked = standIn.requests.filter((r) => r.url.pathname.startsWith('/tiger/ADDRFEAT/'));
    expect(asked.map((r) => r.url.pathname)).toContain('/tiger/ADDRFEAT/tl_2024_05027_addrfeat.zip');
    expect(magnolia.done.find((d) => d.source === 'addrfeat')?.summary).toMatch(
      /^1 address-range edges in 1 county; no file for \d{5}/,
    );
    const meta = JSON.parse(readFileSync(join(downloads, 'addrfeat/magnolia-ar-addrfeat-05027.meta.json'), 'utf8'));
    expect(meta).toMatchObject({
      kind: 'tiger-addrfeat',
      source: 'U.S. Census Bureau, TIGER/Line Shapefiles 2024, Address Range Features',
      vintage: '2024',
      url: `${standIn.url}/tiger/ADDRFEAT/tl_2024_05027_addrfeat.zip`,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    for (const county of ['11001', '08041']) expect((await fetchArea(county)).failed).toEqual([]);
    expect(existsSync(join(downloads, 'addrfeat/district-of-columbia-dc-addrfeat-11001.geojson'))).toBe(true);
    // A rerun takes the finished zips from the cache.
    const before = standIn.requests.length;
    await fetchArea('11001');
    expect(standIn.requests.length).toBe(before);

    const imported = importFetchedAddrfeat(downloads);
    datasets = imported.datasets;
    expect(imported.ranges?.labels.sort()).toEqual(['M St NW', 'President St']);
    geocoder = realOfflineGeocoder({ streets: false, townRanges: imported.ranges });
  }, 120_000);

  it('lettered house numbers ("G1"–"G99") are left out and counted, not misread', () => {
    const motel = datasets.find((d) => d.id === 'fetched-addrfeat-el-paso-county-co-addrfeat-08041');
    expect(motel?.warnings).toContain('1 edges without a name or a numeric range skipped');
    expect(motel?.rowsKept).toBe(0);
  });

  it('an address on a fetched range geocodes to the interpolated point at street precision, by ZIP or by town', () => {
    for (const query of ['150 President St, Magnolia, AR 71753', '150 President Street, Magnolia, AR']) {
      const hit = geocoder.geocodeSync(query);
      expect(hit).toMatchObject({ precision: 'street', provider: 'offline-street-range', zip: '71753', state: 'AR' });
      expect(hit.label).toBe('150 President St, Magnolia, AR 71753');
      expect(hit.note).toMatch(
        /^placed on the Census address range of its block \(U\.S\. Census Bureau, TIGER\/Line Shapefiles 2024, Address Range Features, 2024\)/,
      );
      expect(metresBetween(hit, expectedPoint('05027', 'L', 150))).toBeLessThan(1);
      // The error bar is the block's scale, not the town's (Magnolia is 13 sq mi).
      expect(hit.uncertaintyMetres).toBeLessThan(60);
    }
    // Even numbers on the left of M St NW as drawn (westward): the south side; odd ones across the street.
    const even = geocoder.geocodeSync('3150 M St NW, Washington, DC 20007');
    const odd = geocoder.geocodeSync('3151 M Street Northwest, Washington, DC');
    expect(even).toMatchObject({ precision: 'street', zip: '20007', label: '3150 M St NW, Washington, DC 20007' });
    expect(metresBetween(even, expectedPoint('11001', 'L', 3150))).toBeLessThan(1);
    expect(metresBetween(odd, expectedPoint('11001', 'R', 3151))).toBeLessThan(1);
    expect(even.lat).toBeLessThan(odd.lat);
  });

  it('the same street name in another ZIP or town is not used: that address stays at its own ZIP or town centre', () => {
    const magnoliaStreet = geocoder.geocodeSync('150 President St, Magnolia, AR 71753');
    const otherZip = geocoder.geocodeSync('150 President St, Arkansas City, AR 71630');
    expect(otherZip).toMatchObject({ precision: 'zip', zip: '71630', streetFallback: true });
    expect(metresBetween(otherZip, magnoliaStreet)).toBeGreaterThan(100_000);
    const otherTown = geocoder.geocodeSync('150 President St, Arkansas City, AR');
    expect(otherTown).toMatchObject({ precision: 'city', label: 'Arkansas City, AR', streetFallback: true });
    // M St NW runs on into 20037 (Foggy Bottom), but the fetched edge is 20007's: the 20037 address is not put on it.
    const foggyBottom = geocoder.geocodeSync('3150 M St NW, Washington, DC 20037');
    expect(foggyBottom).toMatchObject({ precision: 'zip', zip: '20037' });
    // A number beyond the block's range is not stretched onto it.
    expect(geocoder.geocodeSync('250 President St, Magnolia, AR')).toMatchObject({ precision: 'city' });
  });

  it("data:build carries the ranges into the pack, and the pack's geocoder places the address on them", () => {
    const dataDir = join(downloads, '..');
    // Without ../shared/data beside it (GEODATA_DIR unset): only what was fetched.
    const build = spawnSync(process.execPath, [BUILD], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      cwd: dataDir,
      encoding: 'utf8',
    });
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    expect(build.stdout).toMatch(
      /fetched-addrfeat-magnolia-ar-addrfeat-05027 · U\.S\. Census Bureau, TIGER\/Line Shapefiles 2024/,
    );
    const { geocoder: packed } = loadGeodata(dataDir);
    const hit = packed.geocodeSync('150 President St, Magnolia, AR 71753');
    expect(hit).toMatchObject({ precision: 'street', provider: 'offline-street-range', zip: '71753' });
    expect(metresBetween(hit, expectedPoint('05027', 'L', 150))).toBeLessThan(1);
  }, 180_000);
});
