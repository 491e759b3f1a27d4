import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDataPack } from '@sitescout/geodata';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from './analyses-setup.js';
import { signUpConfirmed } from './billing-accounts.js';
import { GEOCODER_FILES, geodataSubset } from './helpers/geo-pack.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

let pack: Record<string, string> | undefined;
/** The geocoder's files plus the ZCTA→county relationships the county search needs (real Census files). */
function finderPackEnv(): Record<string, string> {
  if (!pack) {
    const geodataDir = geodataSubset([
      ...GEOCODER_FILES,
      'census/relationships/zctas.csv',
      'census/relationships/zcta_counties.csv',
    ]);
    const packDir = mkdtempSync(join(tmpdir(), 'sitescout-finder-pack-'));
    buildDataPack(geodataDir, packDir);
    pack = { GEODATA_PACK_DIR: packDir, GEODATA_DIR: geodataDir };
  }
  return pack;
}

interface FinderJson {
  region: string;
  areasScored: number;
  areas: Array<{
    rank: number;
    zcta: string;
    name: string;
    score: number;
    subScores: Array<{ name: string; score: number | null; detail: string }>;
    reasons: string[];
  }>;
  map: { features: Array<{ properties: { zcta: string; rank: number; outline: string } }>; note: string | null };
  usage: { used: number; limit: number; resetsAt: string };
}

describe.each(DATABASE_KINDS)('finder on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...finderPackEnv(), FINDER_SEARCHES_PER_DAY: '4' });
  }, 120_000);
  afterAll(() => t?.dispose());

  const find = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/finder', headers: bearer(token), payload });

  it('ranks every populated ZIP area of Cook County with its parts, reasons and a map shape, and counts the search', async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const res = await find(user.accessToken, {
      businessType: 'coffee-shop',
      area: { kind: 'county', county: 'Cook County, IL' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as FinderJson;
    expect(body.region).toBe('county 17031');
    expect(body.areas.length).toBeGreaterThanOrEqual(20);
    expect(body.areas).toHaveLength(body.areasScored);
    const scores = body.areas.map((a) => a.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(body.areas.map((a) => a.rank)).toEqual(body.areas.map((_, i) => i + 1));
    const top = body.areas[0];
    expect(top?.subScores.map((s) => s.name)).toEqual(expect.arrayContaining(['demand', 'competition', 'fit']));
    expect(top?.reasons.length).toBeGreaterThan(0);
    // Every ranked area is drawn; without ZIP boundaries in the pack, as land-area circles, and the map says so.
    expect(new Set(body.map.features.map((f) => f.properties.zcta))).toEqual(new Set(body.areas.map((a) => a.zcta)));
    expect(body.map.features.every((f) => f.properties.outline === 'land-area-circle')).toBe(true);
    expect(body.map.note).toMatch(/no ZIP area boundaries/);
    expect(body.usage).toMatchObject({ used: 1, limit: 4 });
    // The same county by FIPS code.
    const byFips = (
      await find(user.accessToken, { businessType: 'coffee-shop', area: { kind: 'county', county: '17031' } })
    ).json() as FinderJson;
    expect(byFips.areas.map((a) => a.zcta)).toEqual(body.areas.map((a) => a.zcta));
  });

  it('searches a city, a list of ZIP codes and a circle, and names the field of an area it cannot find', async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const city = (
      await find(user.accessToken, { businessType: 'beauty-salon', area: { kind: 'city', city: 'Evanston, IL' } })
    ).json() as FinderJson;
    expect(city.areas.length).toBeGreaterThan(0);
    expect(city.areas.every((a) => a.name.endsWith('(Evanston, IL)'))).toBe(true);

    const zips = (
      await find(user.accessToken, {
        businessType: 'coffee-shop',
        area: { kind: 'zips', zips: ['60614', '60657', '60622'] },
      })
    ).json() as FinderJson;
    expect(zips.areas.map((a) => a.zcta).sort()).toEqual(['60614', '60622', '60657']);

    const near = (
      await find(user.accessToken, {
        businessType: 'coffee-shop',
        area: { kind: 'near', point: '60614', radiusMiles: 2 },
      })
    ).json() as FinderJson;
    expect(near.areas.map((a) => a.zcta)).toContain('60614');
    expect(near.region).toMatch(/within 2 mi/);

    const bad = await find(user.accessToken, {
      businessType: 'coffee-shop',
      area: { kind: 'county', county: 'Nowhere County, IL' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_area', field: 'area.county' });
    // A search that could not run is not counted.
    const usage = await t.app.inject({ method: 'GET', url: '/api/finder/usage', headers: bearer(user.accessToken) });
    expect(usage.json()).toMatchObject({ used: 3, limit: 4 });
  });

  it('names the field of the area kind chosen (a bad ZIP is the ZIP list’s error, not a missing county)', async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const cases: Array<[object, string, RegExp]> = [
      [{ kind: 'zips', zips: ['6061'] }, 'area.zips.0', /^Zips/],
      [{ kind: 'near', point: '', radiusMiles: 2 }, 'area.point', /^Point/],
      [{ kind: 'near', point: '60614', radiusMiles: 500 }, 'area.radiusMiles', /^Radius/],
      [{ kind: 'city' }, 'area.city', /^City/],
    ];
    for (const [area, field, message] of cases) {
      const res = await find(user.accessToken, { businessType: 'coffee-shop', area });
      expect(res.statusCode, JSON.stringify(area)).toBe(400);
      expect(res.json(), JSON.stringify(area)).toMatchObject({ field, message: expect.stringMatching(message) });
      expect(res.json().message).not.toMatch(/County/);
    }
  });

  it('is free up to the daily limit, then answers 429 with Retry-After until midnight UTC; signed out gets 401', async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const search = { businessType: 'coffee-shop', area: { kind: 'zips', zips: ['60614'] } };
    for (let i = 1; i <= 4; i++) expect((await find(user.accessToken, search)).json().usage.used).toBe(i);
    // Once the day's searches are spent, a search near an address is refused before the address is looked up.
    const lookups = vi.spyOn(t.app.geocoding, 'geocode');
    const near = await find(user.accessToken, {
      businessType: 'coffee-shop',
      area: { kind: 'near', point: '2400 N Clark St, Chicago, IL', radiusMiles: 2 },
    });
    expect(near.statusCode).toBe(429);
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();
    const over = await find(user.accessToken, search);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('finder_limit_reached');
    const wait = Number(over.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    // Another account has its own searches.
    const other = await signUpConfirmed(t.app, t.outbox);
    expect((await find(other.accessToken, search)).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/finder', payload: search });
    expect(anonymous.statusCode).toBe(401);
  });
});
