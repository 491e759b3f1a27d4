import { fileURLToPath } from 'node:url';
import { defaultDataDir, type GeoData, type LatLon, loadGeodata, readPack } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import { createEngineContext, type EngineContext } from '../src/analysis/engine-context.js';
import { scoreSite } from '../src/analysis/score-site.js';
import { bestLocations } from '../src/finder/best-locations.js';
import { BUSINESS_TYPES } from '../src/taxonomy/business-types.js';
import { CHICAGO_SITES } from './chicago-figures.js';

/**
 * Guard for holding the pack's tables once per process in shared memory: whatever the engine answers over the
 * shared tables — as an engine thread reads them (handed over by structured cloning) and as its answer crosses
 * back to the API thread (cloned again) — must be byte for byte what it answers over the plain decoded records of
 * the same pack, for every business type. It compares the two loaders of the code under test with each other,
 * not with stored figures, so it holds whatever the engine computes on any branch.
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = process.env.DATA_DIR ?? defaultDataDir(repo);

/** Illinois ZCTAs spread over the state (every 40th by id), so shared tables are read outside Chicago too. */
function illinoisPoints(ctx: EngineContext): Array<[string, LatLon]> {
  return ctx.geo
    .areas('zcta')
    .filter((a) => a.id >= '60001' && a.id <= '62999' && a.internalPoint)
    .filter((_, i) => i % 40 === 0)
    .map((a) => [`ZCTA ${a.id}`, a.internalPoint as LatLon]);
}

/** As a worker's answer reaches the main thread: structured-cloned, then written as JSON. */
const crossed = (value: unknown) => JSON.stringify(structuredClone(value));

describe('the pack over shared typed columns', () => {
  const plain = loadGeodata(dataDir, { plain: true });
  const main = loadGeodata(dataDir);
  // An engine thread: the main thread's shared tables reach it through structured cloning (shared, not copied).
  const thread = loadGeodata(dataDir, { shared: structuredClone(main.shared) });

  it('reads every field of every record of every table as the decoded JSON does', () => {
    const decoded = readPack(dataDir, { plain: true }).data;
    const viaThread = readPack(dataDir, { shared: structuredClone(main.shared) }).data;
    expect(decoded.places.length).toBeGreaterThan(100_000);
    const tables = Object.keys(decoded).filter((k) => Array.isArray(decoded[k as keyof GeoData])) as Array<
      keyof GeoData
    >;
    // Every list the engine reads: areas, places, zoning, streets, parks, stops, intersections, business counts …
    expect(tables.length).toBeGreaterThanOrEqual(14);
    const wrong: string[] = [];
    for (const table of tables) {
      const a = decoded[table] as unknown as Array<Record<string, unknown>>;
      const b = viaThread[table] as unknown as Array<Record<string, unknown>>;
      if (b.length !== a.length) wrong.push(`${table}: ${b.length} rows, not ${a.length}`);
      let cells = 0;
      for (let i = 0; i < a.length; i++) {
        const x = a[i] as Record<string, unknown>;
        const y = b[i] as Record<string, unknown>;
        for (const key of Object.keys(x)) {
          const u = x[key];
          const v = y[key];
          const same =
            typeof u === 'object' && u !== null
              ? JSON.stringify(u) === JSON.stringify(v) &&
                (!Array.isArray(u) || Object.isFrozen(v) === Object.isFrozen(u))
              : Object.is(u, v);
          if (!same && wrong.length < 10)
            wrong.push(`${table} ${i} ${key}: ${JSON.stringify(u)} read as ${JSON.stringify(v)}`);
          cells++;
        }
        // Written as JSON (an export, a log line), a shared record is the plain one.
        if (i % 97 === 0 && JSON.stringify(y) !== JSON.stringify(x) && wrong.length < 10)
          wrong.push(`${table} ${i} as JSON: ${JSON.stringify(y).slice(0, 200)}`);
      }
      if (a.length > 0) expect(cells, table).toBeGreaterThan(0);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('answers every analysis, score and finder ranking exactly as before, for every business type', () => {
    const was = createEngineContext(plain.view);
    const now = createEngineContext(thread.view);
    const sites = [...CHICAGO_SITES.filter((_, i) => i % 2 === 0), ...illinoisPoints(was)];
    let compared = 0;
    const differing: string[] = [];
    for (const [t, type] of BUSINESS_TYPES.entries()) {
      // Each type at its own share of the sites and radii, so all of them are covered within the time.
      for (const [s, [label, point]] of sites.entries()) {
        if ((s + t) % 4 !== 0) continue;
        const radius = [0.5, 1, 3][(s + t) % 3] as number;
        const site = { label, ...point };
        const before = crossed(analyzeSite(was, type, site, radius));
        const after = crossed(analyzeSite(now, type, site, radius));
        if (before !== after) differing.push(`${type.id} at ${label}, ${radius} mi`);
        expect(crossed(scoreSite(now, type, site, radius))).toBe(crossed(scoreSite(was, type, site, radius)));
        compared++;
      }
    }
    for (const type of BUSINESS_TYPES.slice(0, 3)) {
      const region = { kind: 'county' as const, fips: '17031' };
      expect(crossed(bestLocations(now, type, region, {}))).toBe(crossed(bestLocations(was, type, region, {})));
    }
    console.log(
      `shared pack: ${compared} whole analyses and scores compared with the plain pack, ${differing.length} differ`,
    );
    expect(differing).toEqual([]);
    expect(compared).toBeGreaterThan(BUSINESS_TYPES.length * 3);
  }, 600_000);
});
