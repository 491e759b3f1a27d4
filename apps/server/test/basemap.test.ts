import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Lincoln Park, Chicago: community areas, tracts and CTA stops are all loaded here.
const LINCOLN_PARK = '-87.67,41.91,-87.63,41.935';

interface Basemap {
  features: Array<{
    geometry: { type: string; coordinates: unknown };
    properties: { layer: string; name: string; kind: string | null; value: number | null };
  }>;
  layers: Array<{ id: string; source: string; vintage: string; features: number; note: string | null }>;
  tiles: { kind: string; url: string; attribution: string } | null;
}

// The endpoint reads only the data pack (no table), so one database kind is enough (geodata-plugin.test.ts likewise).
describe('GET /api/basemap', () => {
  let t: TestApp;
  let withTiles: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    withTiles = await createTestApp('pglite', { MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    await t.app.geodata.get();
  }, 180_000);
  afterAll(async () => {
    await t?.dispose();
    await withTiles?.dispose();
  });

  const get = async (app: TestApp, bbox: string) => app.app.inject({ method: 'GET', url: `/api/basemap?bbox=${bbox}` });

  it('draws Lincoln Park from our own data: community area and tract outlines, L stations, bus stops, ZIP points', async () => {
    const res = await get(t, LINCOLN_PARK);
    expect(res.statusCode).toBe(200);
    const body = res.json<Basemap>();
    const byLayer = (layer: string) => body.features.filter((f) => f.properties.layer === layer);

    const lincolnPark = byLayer('community-areas').find((f) => f.properties.name.toUpperCase() === 'LINCOLN PARK');
    expect(lincolnPark?.geometry.type).toBe('MultiPolygon');
    expect(byLayer('tracts').length).toBeGreaterThan(10);
    expect(byLayer('tracts').every((f) => f.geometry.type === 'MultiPolygon')).toBe(true);
    expect(
      byLayer('rail-stations')
        .map((f) => f.properties.name)
        .join('|'),
    ).toMatch(/Fullerton/);
    expect(byLayer('bus-stops').length).toBeGreaterThan(20);
    // No ZCTA boundaries offline: 60614 comes as its internal point.
    const zip = byLayer('zctas').find((f) => f.properties.name.startsWith('60614'));
    expect(zip?.geometry.type).toBe('Point');

    for (const layer of body.layers) {
      expect(layer.source.length).toBeGreaterThan(3);
      expect(layer.vintage).not.toBe('');
      // The income line counts the tract outlines that carry an income (the choropleth has no shapes of its own).
      const shapes =
        layer.id === 'tract-income' ? byLayer('tracts').filter((f) => f.properties.value !== null) : byLayer(layer.id);
      expect(layer.features).toBe(shapes.length);
    }
    expect(body.layers.find((l) => l.id === 'community-areas')?.source).toMatch(/City of Chicago/);
    expect(body.tiles).toBeNull();
  });

  it('draws a street map of Lincoln Park: streets named and classed, parks, the lake, zoning by family, tract income, bike routes', async () => {
    const body = (await get(t, `${LINCOLN_PARK}&zoning=true`)).json<Basemap>();
    const byLayer = (layer: string) => body.features.filter((f) => f.properties.layer === layer);

    const streets = byLayer('streets');
    expect(streets.every((f) => f.geometry.type === 'MultiLineString')).toBe(true);
    const names = new Set(streets.map((f) => f.properties.name));
    for (const street of ['N Clark St', 'N Halsted St', 'W Fullerton Ave', 'N Sheffield Ave'])
      expect(names).toContain(street);
    const classOf = (name: string) => streets.find((f) => f.properties.name === name)?.properties.kind;
    // Halsted carries the 8 bus; Burling is a quiet side street.
    expect(classOf('N Halsted St')).toBe('arterial');
    expect(classOf('N Burling St')).toBe('local');

    // Lincoln Park (the park) is in green; the lake lies east of the shore, which runs near -87.63 at this latitude.
    expect(byLayer('parks').map((f) => f.properties.name)).toContain('LINCOLN (ABRAHAM)');
    const lake = byLayer('lake')[0];
    const rings = (lake?.geometry.coordinates ?? []) as number[][][][];
    const shore = rings[0]?.[0]?.filter(([, lat]) => Math.abs((lat ?? 0) - 41.92) < 0.001);
    expect(shore?.[0]?.[0]).toBeGreaterThan(-87.64);
    expect(shore?.[0]?.[0]).toBeLessThan(-87.62);

    const families = new Set(byLayer('zoning').map((f) => f.properties.kind));
    for (const family of ['residential', 'business', 'planned-development']) expect(families).toContain(family);
    const incomes = byLayer('tracts')
      .map((f) => f.properties.value)
      .filter((v) => v !== null);
    expect(incomes.length).toBeGreaterThan(10);
    expect(Math.min(...(incomes as number[]))).toBeGreaterThan(10_000);
    expect(body.layers.find((l) => l.id === 'tract-income')?.vintage).toMatch(/20\d\d/);
    expect(byLayer('bike-routes').length).toBeGreaterThan(5);
    expect(byLayer('area-labels').map((f) => f.properties.name.toUpperCase())).toContain('LINCOLN PARK');
  });

  it('lists zoning districts only when asked (the map asks once its zoning layer is on)', async () => {
    const body = (await get(t, LINCOLN_PARK)).json<Basemap>();
    expect(body.features.some((f) => f.properties.layer === 'zoning')).toBe(false);
    expect(body.layers.find((l) => l.id === 'zoning')?.note).toMatch(/switch the layer on/);
  });

  it('says where street detail ends: no streets outside Chicago, with the reason', async () => {
    // Naperville, IL: Census areas only.
    const body = (await get(t, '-88.17,41.75,-88.12,41.79')).json<Basemap>();
    expect(body.features.some((f) => f.properties.layer === 'streets')).toBe(false);
    expect(body.layers.find((l) => l.id === 'streets')?.note).toMatch(/City of Chicago only/);
  });

  it('drops tracts and bus stops from a wide box and says how to see them', async () => {
    const res = await get(t, '-88.0,41.6,-87.3,42.1');
    expect(res.statusCode).toBe(200);
    const body = res.json<Basemap>();
    expect(body.features.some((f) => f.properties.layer === 'tracts' || f.properties.layer === 'bus-stops')).toBe(
      false,
    );
    expect(body.layers.find((l) => l.id === 'bus-stops')?.note).toBe('zoom in to see them');
    expect(body.features.filter((f) => f.properties.layer === 'rail-stations').length).toBeGreaterThan(50);
  });

  it('answers an area outside every Chicago layer with ZIP points only, and the stations layer says it has none', async () => {
    // Boise, ID: no rail feed reaches it (Denver now has RTD's, and Amtrak stops in many cities).
    const boise = await get(t, '-116.24,43.58,-116.17,43.64');
    const body = boise.json<Basemap>();
    expect(body.features.some((f) => f.properties.layer === 'community-areas')).toBe(false);
    expect(body.features.some((f) => f.properties.layer === 'zctas')).toBe(true);
    expect(body.features.some((f) => f.properties.layer === 'rail-stations')).toBe(false);
    expect(body.layers.find((l) => l.id === 'rail-stations')?.note).toMatch(
      /no transit data for this area|none in this view/,
    );
  });

  it.each([
    ['-87.6,41.9,-87.7', 'four numbers'],
    ['-87.6,41.9,-87.7,41.95', 'west must be less than east'],
    ['-90,38,-85,43', 'at most 3 degrees'],
    ['a,b,c,d', 'four numbers'],
  ])('rejects bbox=%s naming the field', async (bbox, message) => {
    const res = await get(t, bbox);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'bbox' });
    expect(res.json().message).toContain(message);
  });

  it('widens a box to the grid and serves nearby views from the drawing it kept', async () => {
    const at = (bbox: string) =>
      t.app.inject({ method: 'GET', url: `/api/basemap?bbox=${bbox}`, remoteAddress: '198.51.100.21' });
    const first = await at('-87.6612,41.9113,-87.6388,41.9288');
    expect(first.statusCode).toBe(200);
    expect(first.headers['server-timing']).toMatch(/drawn/);
    expect(first.json().bbox).toEqual([-87.67, 41.91, -87.63, 41.93]);
    // A pan of a few metres asks for the same snapped box: no drawing, the same answer.
    const panned = await at('-87.6615,41.9111,-87.6391,41.9290');
    expect(panned.headers['server-timing']).toMatch(/cached/);
    expect(panned.body).toBe(first.body);
  });

  it('answers each address at most BASEMAP_REQUESTS_PER_MINUTE (60) maps a minute, then 429 with Retry-After', async () => {
    const from = (ip: string) =>
      t.app.inject({ method: 'GET', url: `/api/basemap?bbox=${LINCOLN_PARK}`, remoteAddress: ip });
    for (let i = 0; i < 60; i++) expect((await from('198.51.100.22')).statusCode).toBe(200);
    const over = await from('198.51.100.22');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/map requests/) });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('198.51.100.23')).statusCode).toBe(200);
  });

  it('passes the outside tile URL along only when MAP_TILES_URL is configured', async () => {
    const body = (await get(withTiles, LINCOLN_PARK)).json<Basemap>();
    expect(body.tiles).toEqual({
      kind: 'raster',
      url: 'https://tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(() => loadConfig({ MAP_TILES_URL: 'https://tiles.example.org/tile.png' })).toThrow(/MAP_TILES_URL/);
  });
});
