import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSmallPack, GEOCODER_FILES, STREET_FILES } from './helpers/geo-pack.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let pack: ReturnType<typeof buildSmallPack>;
let t: TestApp;
beforeAll(async () => {
  pack = buildSmallPack([...GEOCODER_FILES, ...STREET_FILES]);
  // Suggestions and street geocoding never touch the database: one kind is enough.
  t = await createTestApp('pglite', { GEODATA_PACK_DIR: pack.packDir, GEODATA_DIR: pack.geodataDir });
});
afterAll(async () => {
  await t.dispose();
  rmSync(pack.packDir, { recursive: true, force: true });
  rmSync(pack.geodataDir, { recursive: true, force: true });
});

const suggest = (q: string) => t.app.inject({ method: 'GET', url: `/api/geocode/suggest?q=${encodeURIComponent(q)}` });
const geocode = (q: string) => t.app.inject({ method: 'GET', url: `/api/geocode?q=${encodeURIComponent(q)}` });

/** Metres between two points (equirectangular is plenty at this scale). */
function metres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const k = Math.PI / 180;
  const x = (b.lon - a.lon) * k * Math.cos(((a.lat + b.lat) / 2) * k);
  return Math.hypot(x, (b.lat - a.lat) * k) * 6_371_000;
}

const ASHLAND_AND_CHICAGO = { lat: 41.89588, lon: -87.66679 };

describe('GET /api/geocode/suggest and street addresses through /api/geocode', () => {
  it('"1600 W Chicago" offers the address with its ZIP, in well under 20 ms of server time', async () => {
    await suggest('warm up');
    const res = await suggest('1600 W Chicago');
    expect(res.statusCode).toBe(200);
    const [first] = res.json().suggestions;
    expect(first).toMatchObject({
      label: '1600 W Chicago Ave, Chicago, IL 60622',
      kind: 'address',
      precision: 'street',
    });
    expect(metres(first, ASHLAND_AND_CHICAGO)).toBeLessThan(100);
    const timing = /suggest;dur=([\d.]+)/.exec(String(res.headers['server-timing']));
    expect(Number(timing?.[1])).toBeLessThan(20);
  });

  it('the chosen label geocodes to the same block, at street precision, offline', async () => {
    const res = await geocode('1600 W Chicago Ave, Chicago, IL 60622');
    expect(res.json()).toMatchObject({ precision: 'street', provider: 'offline-street', zip: '60622' });
    expect(res.json().uncertaintyMetres).toBeLessThan(100);
    expect(metres(res.json(), ASHLAND_AND_CHICAGO)).toBeLessThan(100);
  });

  it('street names come with their number ranges, intersections and places too', async () => {
    const streets = (await suggest('W Chica')).json().suggestions;
    expect(streets[0]).toMatchObject({ label: 'W Chicago Ave', kind: 'street', lat: null });
    expect(streets[0].detail).toMatch(/^numbers 1–\d{4} W$/);
    expect((await suggest('Clark & Full')).json().suggestions[0]).toMatchObject({
      label: 'N Clark St & W Fullerton Pkwy, Chicago, IL 60614',
      kind: 'intersection',
    });
    const places = (await suggest('Springfield, IL')).json().suggestions;
    expect(places.map((s: { label: string }) => s.label)).toContain('Springfield, IL');
  });

  it('nothing typed or nothing known answers an empty list; 300+ characters is a 400 naming q', async () => {
    expect((await suggest('')).json()).toEqual({ suggestions: [] });
    expect((await suggest('zqxw vvv')).json()).toEqual({ suggestions: [] });
    const long = await suggest('x'.repeat(301));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'q' });
  });

  it('an unknown Chicago street is a 404 with the nearest names; a P.O. box a 400', async () => {
    const fake = await geocode('123 Fake St, Chicago, IL 60614');
    expect(fake.statusCode).toBe(404);
    expect(fake.json()).toMatchObject({ code: 'geocode_not_found', field: 'q' });
    expect(fake.json().message).toMatch(/did you mean .*Lake St/);
    const box = await geocode('PO Box 12, Chicago, IL 60690');
    expect(box.statusCode).toBe(400);
    expect(box.json()).toMatchObject({ field: 'q' });
  });
});
