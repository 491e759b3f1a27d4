import { rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GeocodeError } from '@sitescout/geodata';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geocodeCache } from '../src/db/schema/index.js';
import { buildSmallPack } from './helpers/geo-pack.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

/** A Nominatim stand-in on 127.0.0.1 that knows one address and counts requests. */
async function startNominatim() {
  const queries: string[] = [];
  const server = createServer((req, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const q = url.searchParams.get('q') ?? '';
    queries.push(q);
    res.writeHead(200, { 'content-type': 'application/json' });
    if (!/clark/i.test(q)) return res.end('[]');
    res.end(
      JSON.stringify([
        {
          lat: '41.9251',
          lon: '-87.6497',
          display_name: '2400, North Clark Street, Lincoln Park, Chicago, Illinois, 60614, United States',
          addresstype: 'building',
          address: { house_number: '2400', postcode: '60614', 'ISO3166-2-lvl4': 'US-IL' },
        },
      ]),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/search`,
    queries,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let pack: ReturnType<typeof buildSmallPack>;
let nominatim: Awaited<ReturnType<typeof startNominatim>>;
beforeAll(async () => {
  pack = buildSmallPack();
  nominatim = await startNominatim();
});
afterAll(async () => {
  await nominatim.close();
  rmSync(pack.packDir, { recursive: true, force: true });
  rmSync(pack.geodataDir, { recursive: true, force: true });
});

const get = (t: TestApp, q: string) => t.app.inject({ method: 'GET', url: `/api/geocode?q=${encodeURIComponent(q)}` });

describe.each(DATABASE_KINDS)('GET /api/geocode offline on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The pack's own inputs as GEODATA_DIR: another folder would make the server rebuild it from those.
    t = await createTestApp(kind, { GEODATA_PACK_DIR: pack.packDir, GEODATA_DIR: pack.geodataDir });
  });
  afterAll(() => t.dispose());

  it('answers a ZIP, "City, ST" and "lat, lon" offline with their precision', async () => {
    const zip = await get(t, '60614');
    expect(zip.statusCode).toBe(200);
    expect(zip.json()).toMatchObject({
      precision: 'zip',
      zip: '60614',
      label: '60614 (Chicago, IL)',
      provider: 'offline-zcta',
      cached: false,
    });
    expect((await get(t, 'Springfield, IL')).json()).toMatchObject({ precision: 'city', label: 'Springfield, IL' });
    expect((await get(t, '41.9251, -87.6497')).json()).toMatchObject({
      precision: 'coordinates',
      lat: 41.9251,
      zip: '60614',
    });
  });

  it('without an online geocoder a street address falls back to its ZIP and says so', async () => {
    const res = await get(t, '2400 N Clark St, Chicago, IL 60614');
    expect(res.json()).toMatchObject({
      precision: 'zip',
      zip: '60614',
      note: expect.stringMatching(/^placed at the ZIP code area's centre, about [\d.]+ mi across/),
    });
  });

  it('garbage and empty input are errors naming the field, never (0,0)', async () => {
    const garbage = await get(t, 'qwzx plmokn');
    expect(garbage.statusCode).toBe(404);
    expect(garbage.json()).toMatchObject({ code: 'geocode_not_found', field: 'q' });
    const empty = await t.app.inject({ method: 'GET', url: '/api/geocode?q=' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'q' });
    expect((await get(t, '0, 0')).statusCode).toBe(400);
  });

  it('limits one client to 60 lookups a minute with a clear 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await get(t, '60614')).statusCode);
    const limited = await get(t, '60614');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(60);
  });
});

describe.each(DATABASE_KINDS)('GET /api/geocode with an online provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      GEODATA_PACK_DIR: pack.packDir,
      GEODATA_DIR: pack.geodataDir,
      GEOCODER_URL: nominatim.url,
      GEOCODER_MIN_INTERVAL_MS: '1',
    });
  });
  afterAll(() => t.dispose());

  it('sends street addresses to the provider once, then answers from the cache table', async () => {
    const address = `2400 N Clark St, Chicago, IL 60614 (${kind})`;
    const before = nominatim.queries.length;
    const first = await get(t, address);
    expect(first.json()).toMatchObject({ precision: 'rooftop', provider: 'nominatim', lat: 41.9251, cached: false });
    const second = await get(t, `  ${address.toUpperCase()} `);
    expect(second.json()).toMatchObject({ precision: 'rooftop', provider: 'nominatim', cached: true });
    expect(nominatim.queries.length).toBe(before + 1);
    const key = address.toLowerCase();
    const [row] = await t.db.database.db.select().from(geocodeCache).where(eq(geocodeCache.queryKey, key));
    expect(row).toMatchObject({ provider: 'nominatim', hits: 1 });
  });

  it('geocodes many addresses at once (a batch): answers in order, the unplaceable one as its error, each ask counted', async () => {
    const address = `2500 N Clark St, Chicago, IL 60614 (${kind} many)`;
    await t.app.geocoding.geocode(address); // now in the cache table
    const answers = await t.app.geocoding.geocodeMany([address, '60614', 'qwzx plmokn', address.toUpperCase(), '  ']);
    expect(answers[0]).toMatchObject({ provider: 'nominatim', cached: true, lat: 41.9251 });
    expect(answers[1]).toMatchObject({ provider: 'offline-zcta', zip: '60614', cached: false });
    expect(answers[2]).toBeInstanceOf(GeocodeError);
    expect(answers[3]).toMatchObject({ provider: 'nominatim', cached: true });
    expect(answers[4]).toMatchObject({ code: 'GEOCODE_BAD_INPUT' });
    expect(answers).toHaveLength(5);
    // The cached address went to the provider once only.
    expect(nominatim.queries.filter((q) => q === address)).toHaveLength(1);
    const [row] = await t.db.database.db
      .select()
      .from(geocodeCache)
      .where(eq(geocodeCache.queryKey, address.toLowerCase()));
    expect(row).toMatchObject({ hits: 2 });
  });

  it('geocodes many in groups (yieldEvery): answers in order; an address asked twice in one call goes out once', async () => {
    const address = `2600 N Clark St, Chicago, IL 60614 (${kind} steps)`;
    const before = nominatim.queries.length;
    const queries = ['60614', '60657', address, '60622', '60647', address, '60601', '60602', '60603'];
    const answers = await t.app.geocoding.geocodeMany(queries, { yieldEvery: 2 });
    expect(answers.map((a) => (a instanceof GeocodeError ? a.code : a.provider))).toEqual(
      queries.map((q) => (q === address ? 'nominatim' : 'offline-zcta')),
    );
    expect(answers[2]).toEqual(answers[5]);
    expect(nominatim.queries.length).toBe(before + 1);
  });

  it('ZIPs and coordinates never leave the machine; a provider miss falls back to the offline ZIP', async () => {
    const before = nominatim.queries.length;
    expect((await get(t, '60614')).json()).toMatchObject({ provider: 'offline-zcta' });
    expect(nominatim.queries.length).toBe(before);
    const miss = await get(t, '1 Unknown Rd, Chicago, IL 60614');
    expect(miss.json()).toMatchObject({ precision: 'zip', provider: 'offline-zcta', cached: false });
    expect(nominatim.queries.length).toBe(before + 1);
  });
});
