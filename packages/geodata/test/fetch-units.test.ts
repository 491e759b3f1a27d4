import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseAreaArg, resolveArea } from '../src/fetch/area.js';
import { loadFetchConfig } from '../src/fetch/fetch-config.js';
import { createProgressReporter } from '../src/fetch/progress.js';
import { joinCensusTables } from '../src/fetch/sources/census-acs.js';
import { tilesOf } from '../src/fetch/sources/overpass-tiles.js';
import { importAcsShares } from '../src/importers/census/acs-shares.js';
import { parseRetryAfter, UpstreamError } from '../src/online/http.js';
import { withRetry } from '../src/online/retry.js';
import { dataText } from './helpers/data.js';

describe('retries', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });

  it('waits what the service asks, backs off without it, and gives up on a 4xx at once', async () => {
    const waits: number[] = [];
    const policy = {
      attempts: 4,
      baseDelayMs: 100,
      maxDelayMs: 10_000,
      sleep: async (ms: number) => void waits.push(ms),
    };
    const answers = [new UpstreamError('http://x/', 429, 'slow', 7_000), new UpstreamError('http://x/', 503, 'down')];
    await expect(
      withRetry(async () => {
        const next = answers.shift();
        if (next) throw next;
        return 'ok';
      }, policy),
    ).resolves.toBe('ok');
    expect(waits).toEqual([7_000, 200]);
    let calls = 0;
    await expect(
      withRetry(async () => {
        calls += 1;
        throw new UpstreamError('http://x/', 400, 'bad variable');
      }, policy),
    ).rejects.toThrow(/answered 400/);
    expect(calls).toBe(1);
  });

  it('caps a wait at maxDelayMs and stops after the last attempt', async () => {
    const waits: number[] = [];
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls += 1;
          throw new UpstreamError('http://x/', 429, 'later', 3_600_000);
        },
        { attempts: 3, baseDelayMs: 10, maxDelayMs: 5_000, sleep: async (ms) => void waits.push(ms) },
      ),
    ).rejects.toThrow(/429/);
    expect(calls).toBe(3);
    expect(waits).toEqual([5_000, 5_000]);
  });

  it('does not retry a missing network (no name lookup, no connection), but does a dropped connection', async () => {
    const waits: number[] = [];
    const policy = {
      attempts: 6,
      baseDelayMs: 10,
      maxDelayMs: 5_000,
      sleep: async (ms: number) => void waits.push(ms),
    };
    for (const code of ['ENOTFOUND', 'ECONNREFUSED']) {
      let calls = 0;
      await expect(
        withRetry(async () => {
          calls += 1;
          throw new UpstreamError('http://x/', 0, `fetch failed (${code})`, null, code);
        }, policy),
      ).rejects.toThrow(code);
      expect(calls).toBe(1);
    }
    expect(waits).toEqual([]);
    let calls = 0;
    await expect(
      withRetry(async () => {
        calls += 1;
        throw new UpstreamError('http://x/', 0, 'socket hang up (ECONNRESET)', null, 'ECONNRESET');
      }, policy),
    ).rejects.toThrow(/ECONNRESET/);
    expect(calls).toBe(6);
  });
});

describe('progress', () => {
  function capture(tty: boolean) {
    const out = new PassThrough() as PassThrough & { isTTY?: boolean };
    out.isTTY = tty;
    let text = '';
    out.on('data', (c) => {
      text += c;
    });
    return { out, text: () => text };
  }

  it('redraws one line per source on a terminal, with a bar, rows, bytes and time left', () => {
    const { out, text } = capture(true);
    let now = 0;
    const p = createProgressReporter(out, () => now).source('census-acs');
    now = 1_000;
    p.bytes(2_500_000, null);
    p.step(1, 4, 1_200);
    now = 2_000;
    p.finish('1,200 areas');
    expect(text()).toContain('\rcensus-acs');
    expect(text()).toContain('[#####...............] 1/4 · 1,200 rows · 2.5 MB, 3 s left');
    expect(text()).toContain('✓ 1,200 areas (2 s)');
  });

  it('prints plain lines when not a terminal', () => {
    const { out, text } = capture(false);
    const p = createProgressReporter(out, () => 0).source('overpass');
    p.step(2, 6, 900);
    p.fail('127.0.0.1:9 kept answering 503 (6 attempts)');
    expect(text()).toBe(
      'overpass: 2/6 done, 900 rows\noverpass: FAILED: 127.0.0.1:9 kept answering 503 (6 attempts)\n',
    );
  });
});

describe('areas and settings', () => {
  const counties = dataText('census/gazetteer-2025/2025_Gaz_counties_national.txt');
  const places = dataText('census/gazetteer-2025/2025_Gaz_place_national.txt');

  it('resolves a state, a county and "City, ST" with the Gazetteer', () => {
    expect(resolveArea(parseAreaArg('17'), counties, places)).toMatchObject({ kind: 'state', stateAbbr: 'IL' });
    expect(resolveArea(parseAreaArg('17143'), counties, places)).toMatchObject({
      label: 'Peoria County, IL',
      slug: 'peoria-county-il',
      countyFips: ['17143'],
    });
    const peoria = resolveArea(parseAreaArg('peoria, il'), counties, places);
    expect(peoria).toMatchObject({ kind: 'place', label: 'Peoria, IL', placeGeoid: '1759000' });
    expect(peoria.countyFips).toContain('17143');
    // The exact name without its legal suffix: "Chicago" is Chicago city, never Chicago Heights or Chicago Ridge.
    expect(resolveArea(parseAreaArg('Chicago, IL'), counties, places).placeGeoid).toBe('1714000');
    expect(() => resolveArea(parseAreaArg('Park, IL'), counties, places)).toThrow(/no Census place named "Park" in IL/);
    const [w, s, e, n] = peoria.bbox;
    expect(w < -89.6172 && e > -89.6172 && s < 40.7516 && n > 40.7516).toBe(true);
  });

  it('names a bad base URL or number by its variable', () => {
    expect(() => loadFetchConfig({ OVERPASS_URL: 'ftp://x' })).toThrow(
      /^OVERPASS_URL: "ftp:\/\/x" is not an http\(s\) URL/,
    );
    expect(() => loadFetchConfig({ FETCH_RETRIES: 'many' })).toThrow(/^FETCH_RETRIES: "many" is not a number/);
    expect(loadFetchConfig({}).censusApiUrl).toBe('https://api.census.gov/data');
  });

  it('tiles a box into pieces of at most 0.25° that cover it exactly', () => {
    const tiles = tilesOf([-87.94, 41.64, -87.52, 42.03]);
    expect(tiles).toHaveLength(4);
    expect(tiles[0]?.[0]).toBe(-87.94);
    expect(tiles[3]?.[2]).toBe(-87.52);
    expect(tiles.every(([w, s, e, n]) => e - w <= 0.25 && n - s <= 0.25)).toBe(true);
  });
});

describe('ACS tables', () => {
  it('joins two requests for the same tracts and computes shares, null for a zero denominator', () => {
    const a =
      '[["NAME","B25003_001E","B25003_002E","B25003_003E","state","county","tract"],["T1","400","100","300","17","031","010100"],["T2","0","0","0","17","031","010200"]]';
    const b =
      '[["NAME","B15003_001E","B15003_022E","B15003_023E","B15003_024E","B15003_025E","state","county","tract"],["T1","1000","200","100","50","50","17","031","010100"]]';
    const joined = joinCensusTables([a, b]);
    const { contributions, shares } = importAcsShares(joined, { source: 'ACS', vintage: '2019-2023' });
    expect(shares).toEqual(['ownerOccupiedShare', 'renterOccupiedShare', 'bachelorsOrHigherShare']);
    const t1 = contributions.find((c) => c.id === '17031010100');
    expect(t1?.fields.ownerOccupiedShare?.value).toBe(25);
    expect(t1?.fields.renterOccupiedShare?.value).toBe(75);
    expect(t1?.fields.bachelorsOrHigherShare?.value).toBe(40);
    const t2 = contributions.find((c) => c.id === '17031010200');
    expect(t2?.fields.ownerOccupiedShare).toBeUndefined();
  });
});
