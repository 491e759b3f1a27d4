import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCtaStationEntries } from '../src/importers/transit/cta-station-entries.js';
import { loadGeodata } from '../src/pack/load.js';
import { CLARK_NODES } from './helpers/centerline-fixture.js';
import { dataText, PROV } from './helpers/data.js';
import { type OfficialStandIn, standInSourceEnv, startOfficialStandIn } from './helpers/official-stand-in.js';

const ENTRIES_CSV = 'foot-traffic/CTA_-_Ridership_-__L__Station_Entries_-_Monthly_Day-Type_Averages___Totals.csv';
const DIST = fileURLToPath(new URL('../dist/cli/', import.meta.url));
const ANALYZE = fileURLToPath(new URL('../../engine/dist/cli/analyze.js', import.meta.url));

/** Runs a built CLI in a folder without ../shared/data beside it (GEODATA_DIR unset): only what was fetched. */
function run(script: string, args: string[], env: Record<string, string>, cwd: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run data:fetch -- --area "Chicago, IL" against stand-ins of the official services, then data:build', () => {
  let standIn: OfficialStandIn;
  let root: string;
  let dataDir: string;
  let env: Record<string, string>;
  const fetchArea = (area: string) => run(join(DIST, 'data-fetch.js'), ['--area', area], env, root);
  const requests = (path: string) => standIn.requests.filter((r) => r.url.pathname.startsWith(path));

  beforeAll(async () => {
    standIn = await startOfficialStandIn();
    root = mkdtempSync(join(tmpdir(), 'sitescout-fetch-'));
    dataDir = join(root, 'data');
    // The per-area feed list, pointed at the stand-in (the built-in list names the agencies' own URLs).
    const feeds = [
      {
        id: 'cta',
        agency: 'Chicago Transit Authority',
        url: `${standIn.url}/gtfs/cta.zip`,
        counties: ['17031'],
        replaces: ['cta-'],
      },
    ];
    writeFileSync(join(root, 'gtfs-feeds.json'), JSON.stringify(feeds));
    env = {
      DATA_DIR: dataDir,
      ...standInSourceEnv(standIn.url),
      GTFS_FEEDS_FILE: join(root, 'gtfs-feeds.json'),
      CENSUS_API_KEY: 'test-key-never-stored',
      FETCH_MIN_INTERVAL_MS: '5',
      FETCH_RETRIES: '3',
      FETCH_RETRY_BASE_MS: '50',
    };
  });
  afterAll(async () => {
    await standIn?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('first run: resumes a truncated download, waits out a 429, a 500 and a 503 mid-way, and names the source that keeps failing', async () => {
    const isPlaceZip = (r: { url: URL }) => r.url.pathname.endsWith('2025_Gaz_place_national.zip');
    let census = 0;
    standIn.faults.push(
      { match: isPlaceZip, times: 1, answer: 'truncate' },
      { match: (r) => r.url.pathname.startsWith('/overpass'), times: 1, answer: 429 },
      // TIGERweb's second page of tracts answers 500 (no Retry-After) once: the fetch backs off and goes on.
      {
        match: (r) => r.url.pathname.endsWith('/MapServer/8/query') && r.url.searchParams.get('resultOffset') !== '0',
        times: 1,
        answer: 500,
      },
      // The third Census API request answers 503 once (Retry-After: 1).
      { match: (r) => r.url.pathname.startsWith('/census') && ++census === 3, times: 1, answer: 503 },
      // The licences' second page answers 503 as often as FETCH_RETRIES allows: that source fails this run.
      {
        match: (r) => r.url.pathname.includes('uupf-x98q') && r.url.searchParams.get('$offset') === '1000',
        times: 3,
        answer: 503,
      },
    );
    const first = await fetchArea('Chicago, IL');
    expect(first.code).toBe(1);
    // The truncated zip was continued from where it stopped, not fetched again from the start.
    const place = standIn.requests.filter(isPlaceZip);
    expect(place).toHaveLength(2);
    expect(place[1]?.headers.range).toMatch(/^bytes=\d+-$/);
    expect(first.stdout).toMatch(/overpass: answered 429; attempt 2 of 3 in 1 s/);
    expect(first.stdout).toMatch(/census-acs: answered 503; attempt 2 of 3 in 1 s/);
    expect(first.stdout).toMatch(/tigerweb: answered 500; attempt 2 of 3 in 1 s/);
    // Plain progress lines (stdout is not a terminal) and one clear line per failed source.
    expect(first.stdout).toMatch(/census-acs: \d+\/\d+ done, [\d,]+ rows/);
    expect(first.stdout).toMatch(/census-acs: done: [\d,]+ areas/);
    expect(first.stdout).toMatch(/overpass: done: [\d,]+ named places in \d+ tiles/);
    expect(first.stderr).toContain(
      `data:fetch: chicago-portal: 127.0.0.1:${new URL(standIn.url).port} kept answering 503 (3 attempts); finished downloads are kept: run the same command later to resume`,
    );
    expect(first.stderr).toMatch(/7 source\(s\) finished, 1 failed\. Run the same command again to resume/);
    // The place's outline narrowed the box, and its tracts (paged) named the counties to ask the Census API for.
    expect(first.stdout).toMatch(
      /tigerweb: 3\/3 done, [\d,]+ rows\ntigerweb: done: 1,\d{3} tract polygons in 1 county/,
    );
    expect(first.stdout).toMatch(/business-patterns: done: [\d,]+ county × industry rows, [\d,]+ ZIP rows/);
    const tractQueries = requests('/census').filter((r) => r.url.searchParams.get('for') === 'tract:*');
    expect(new Set(tractQueries.map((r) => r.url.searchParams.get('in')))).toEqual(new Set(['state:17 county:031']));
    // Every request went through the polite path: the Census key reached the service but no file on disk.
    expect(requests('/census')[0]?.url.searchParams.get('key')).toBe('test-key-never-stored');
    const written = spawnSync('grep', ['-rl', 'test-key-never-stored', dataDir], { encoding: 'utf8' });
    expect(written.stdout).toBe('');
  }, 180_000);

  it('a rerun asks only for what is missing and finishes', async () => {
    const before = {
      census: requests('/census').length,
      gazetteer: requests('/gazetteer').length,
      overpass: requests('/overpass').length,
    };
    const licencePages = () => requests('/socrata/resource/uupf-x98q').map((r) => r.url.searchParams.get('$offset'));
    const pagesBefore = licencePages().length;
    const second = await fetchArea('Chicago, IL');
    expect(second.stderr).toBe('');
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Next: npm run data:build');
    expect(second.stdout).toMatch(/gtfs: done: 1 feed: cta \(stop_times\.txt 1 kB, streamed\)/);
    expect(requests('/census').length).toBe(before.census);
    expect(requests('/gazetteer').length).toBe(before.gazetteer);
    expect(requests('/overpass').length).toBe(before.overpass);
    // Page 1 (offset 0) was kept; paging went on at offset 1000 and stopped at the first short page.
    expect(licencePages().slice(pagesBefore)).toEqual(['1000', '2000']);
    // CTA ridership: the whole 38,481-row dataset in 39 pages of 1,000 (the last one short), each asked once.
    const ridershipPages = requests('/socrata/resource/t2rn-p8d7').map((r) =>
      Number(r.url.searchParams.get('$offset')),
    );
    expect(ridershipPages).toEqual(Array.from({ length: 39 }, (_, i) => i * 1000));
    expect(second.stdout).toMatch(/chicago-portal: done: .*7 street-centerlines, .*38,481 cta-ridership/);
    // Each build input records where it came from, when, and its checksum.
    const meta = JSON.parse(
      readFileSync(join(dataDir, 'downloads/chicago-portal/business-licences.meta.json'), 'utf8'),
    );
    expect(meta).toMatchObject({
      url: `${standIn.url}/socrata/resource/uupf-x98q.json?%24limit=1000&%24offset=0&%24order=%3Aid`,
      retrievedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(meta.requests).toHaveLength(3);
    const cached = readdirSync(join(dataDir, 'downloads/cache/gazetteer'));
    expect(cached).toContain('2025_Gaz_place_national.zip.download.json');
    expect(cached.some((f) => f.endsWith('.part'))).toBe(false);
  }, 180_000);

  it('data:build makes a pack from the downloads alone, and the engine analyses a Chicago site on it', async () => {
    const build = await run(join(DIST, 'build-pack.js'), [], { DATA_DIR: dataDir }, root);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(build.stdout).toMatch(
      /fetched-chicago-active-licences · City of Chicago data portal, Business Licenses - Current Active/,
    );
    const { view, geocoder } = loadGeodata(dataDir);
    const zcta = view.areas('zcta').find((a) => a.id === '60614');
    expect(zcta?.demographics.medianHouseholdIncome).toMatchObject({ vintage: '2019-2023', unit: 'usd' });
    expect(zcta?.demographics.ownerOccupiedShare?.note).toMatch(/B25003/);
    expect(zcta?.demographics.population?.value).toBeGreaterThan(60_000);
    // Tract outlines from TIGERweb carry the fetched tract tables (no tract file in GEODATA_DIR here).
    const tract = view.areas('tract').find((a) => a.id === '17031070200');
    expect(tract?.polygon).not.toBeNull();
    expect(tract?.demographics.medianHouseholdIncome).toMatchObject({ vintage: '2019-2023' });
    expect(tract?.demographics.age65PlusShare?.unit).toBe('percent');
    const lincolnPark = { lat: 41.9214, lon: -87.6513 };
    const cafes = view.placesWithin(lincolnPark, 1, { categories: ['coffee-shop'] });
    expect(cafes.covered).toBe(true);
    expect(cafes.items.length).toBeGreaterThan(3);
    expect(view.coverage().map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Chicago, IL (OpenStreetMap)',
        'Chicago, IL (active business licences)',
        'Chicago, IL (census tracts)',
      ]),
    );
    expect(view.zoningAt(lincolnPark)).not.toBeNull();
    const traffic = view.trafficCountsWithin(lincolnPark, 1);
    expect(traffic.items.length).toBeGreaterThan(0);
    expect(traffic.items[0]?.count).toMatchObject({
      date: expect.stringMatching(/^200[67]-\d\d-\d\d$/),
      vintage: '2006-2007',
    });
    // The fetched GTFS feed brings stops with real weekly departures (from trips, stop_times and calendar).
    const stops = view.stopsWithin(lincolnPark, 1);
    expect(stops.items.length).toBeGreaterThan(0);
    expect(stops.items.every((s) => s.stop.datasetId === 'fetched-gtfs-cta')).toBe(true);
    expect(stops.items.some((s) => (s.stop.weeklyTrips ?? 0) > 0)).toBe(true);
    // The fetched ridership is on the feed's Fullerton station (stop_id = the CTA's MAP_ID 41220), the same
    // figure the importer gives for the portal's CSV export in GEODATA_DIR.
    const fullerton = stops.items.find((s) => s.stop.id === 'fetched-gtfs-cta:41220')?.stop;
    const local = importCtaStationEntries(dataText(ENTRIES_CSV), PROV).entries.get('41220');
    expect(fullerton?.weekdayEntries).toMatchObject({
      averageWeekdayEntries: local?.averageWeekdayEntries,
      period: 'Jul 2022–Jun 2023',
      source:
        "City of Chicago data portal, CTA - Ridership - 'L' Station Entries - Monthly Day-Type Averages & Totals (t2rn-p8d7)",
    });
    expect(local?.averageWeekdayEntries).toBeGreaterThan(5000);
    // The street geocoder answers from the fetched centerlines' address ranges (no crossing list in this pack).
    const clark = geocoder.geocodeSync('2350 N Clark St, Chicago, IL 60614');
    expect(clark).toMatchObject({ provider: 'offline-street', precision: 'street', zip: '60614' });
    expect(clark.note).toMatch(
      /^placed on the City's address range of its block \(City of Chicago data portal, Street Center Lines \(6imu-meau\), \d{4}-\d\d-\d\d\)/,
    );
    expect(clark.lat).toBeGreaterThan(CLARK_NODES.BELDEN[1]);
    expect(clark.lat).toBeLessThan(CLARK_NODES.FULLERTON[1]);

    const analysis = spawnSync(
      process.execPath,
      [ANALYZE, '--type', 'coffee-shop', '--site', '41.9214, -87.6513', '--json'],
      {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(analysis.stderr).toBe('');
    const result = JSON.parse(analysis.stdout);
    const site = result.analyses?.[0] ?? result;
    expect(site.competitors.placesCovered).toBe(true);
    // The named places on the map come from the fetched OpenStreetMap tiles; the count of all cafés is the
    // fetched ZIP Business Patterns apportioned to the ring, unless the named places were measured complete.
    expect(site.competitors.namedWithinRadius).toBeGreaterThan(3);
    expect(
      site.competitors.list.some((e: { source: string }) => e.source.includes('OpenStreetMap via Overpass API')),
    ).toBe(true);
    expect(site.competitors.countWithinRadius.value).toBeGreaterThan(3);
    // Every ZIP the ring overlaps had its ZBP fetched: the count is the Census ZIP count itself, not a county average.
    expect(site.competitors.countBasis).toBe('zip-business-patterns');
    expect(site.competitors.countSource).toEqual({
      source: 'U.S. Census Bureau, ZIP Code Business Patterns (Census API)',
      vintage: '2018',
    });
    // County Business Patterns for Cook from the Census API, 6-digit NAICS (722515: snack and coffee bars).
    const cafesCbp = view.businessCounts({ countyFips: '17031', naics: ['722515'] });
    expect(cafesCbp).toMatchObject({
      covered: true,
      vintage: '2023',
      source: 'U.S. Census Bureau, County Business Patterns (Census API)',
    });
    expect(cafesCbp.establishmentsRange[0]).toBeGreaterThan(100);
    const zipCafes = view.businessCounts({ zip: '60614', naics: ['722515'] });
    expect(zipCafes).toMatchObject({ covered: true, vintage: '2018' });
    expect(zipCafes.establishmentsRange[0]).toBeGreaterThan(5);
    // Every figure cites the fetched datasets: CBP and ZBP, Census tables, the City's traffic counts, CTA ridership at Fullerton, GTFS, OSM
    // places. (The active licences are in the pack and its coverage, checked above; none of the stand-in's few
    // licence rows is a named café within this ring, so this analysis cites none.)
    expect(site.sources.map((c: { id: string }) => c.id).sort()).toEqual([
      'fetched-cbp-chicago-il-cbp2023-17031',
      'fetched-census-chicago-il-acs5-county',
      'fetched-chicago-traffic',
      'fetched-cta-l-entries',
      'fetched-gtfs-cta',
      'fetched-osm-chicago-il-osm',
      'fetched-zbp-chicago-il-zbp2018-1',
    ]);
    // The same engine CLI locates a Chicago street address on the fetched centerlines' ranges.
    const byAddress = spawnSync(
      process.execPath,
      [ANALYZE, '--type', 'coffee-shop', '--site', '2350 N Clark St, Chicago, IL 60614', '--radius', '0.5'],
      { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }, cwd: root, encoding: 'utf8' },
    );
    expect(byAddress.stderr).toBe('');
    expect(byAddress.stdout).toMatch(
      /Location 41\.924\d+, -87\.640\d+ \(geocoded to street precision: placed on the City's address range of its block/,
    );
  }, 240_000);

  it('an unknown area is refused with a message naming it, from the cached Gazetteer', async () => {
    const before = requests('/gazetteer').length;
    const nowhere = await fetchArea('Atlantis, IL');
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain('data:fetch: area: no Census place named "Atlantis" in IL (2025 Gazetteer)');
    const state = await fetchArea('Springfield, XX');
    expect(state.stderr).toContain('data:fetch: area: "XX" is not a U.S. state abbreviation');
    const county = await fetchArea('17999');
    expect(county.stderr).toContain('data:fetch: area: no county with FIPS code 17999 in the Census Gazetteer');
    const garbage = await fetchArea('somewhere');
    expect(garbage.stderr).toContain('data:fetch: area: "somewhere" is not an area');
    expect(requests('/gazetteer').length).toBe(before);
  }, 60_000);

  it('a full disk stops with a message naming the source and the disk', async () => {
    const small = join(root, 'small');
    mkdirSync(small);
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', small], { encoding: 'utf8' });
    if (mounted.status !== 0)
      throw new Error(`this test mounts a 1 MB tmpfs and must run as root (as CI does): ${mounted.stderr}`);
    try {
      const full = await run(join(DIST, 'data-fetch.js'), ['--area', '17031'], { ...env, DATA_DIR: small }, root);
      expect(full.code).toBe(1);
      expect(full.stderr).toMatch(
        /data:fetch: gazetteer: the disk is full \(writing .*small\/downloads\/cache\/gazetteer\/2025_Gaz_\w+_national\.zip\); free some space and run again to resume/,
      );
    } finally {
      if (spawnSync('umount', [small]).status !== 0) spawnSync('umount', ['-l', small]);
    }
  }, 60_000);
});
