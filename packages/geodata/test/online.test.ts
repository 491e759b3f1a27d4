import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnmappedCounter } from '../src/categories/unmapped-counter.js';
import { GeocodeError } from '../src/model/geocode.js';
import { fetchCensusTable } from '../src/online/census-api-client.js';
import { CensusGeocoder } from '../src/online/census-geocoder.js';
import { downloadCensusTable, downloadOverpass } from '../src/online/fetch-downloads.js';
import { NominatimGeocoder } from '../src/online/nominatim-geocoder.js';
import { fetchOverpassPlaces } from '../src/online/overpass-client.js';
import { MinIntervalLimiter } from '../src/online/rate-limiter.js';
import { ResponseCache } from '../src/online/response-cache.js';
import { buildDataPack } from '../src/pack/build-pack.js';
import { loadGeodata } from '../src/pack/load.js';
import { geodataDir } from './helpers/data.js';
import { placeSource } from './helpers/sources.js';
import { sendJson, startStandIn } from './helpers/stand-in.js';

const overpassFixture = readFileSync(new URL('./fixtures/overpass-lincoln-park.json', import.meta.url), 'utf8');
const noWait = () => new MinIntervalLimiter(0);
const temp = mkdtempSync(join(tmpdir(), 'geodata-online-'));

let standIn: Awaited<ReturnType<typeof startStandIn>>;
beforeAll(async () => {
  standIn = await startStandIn((req, res) => {
    const q = req.url.searchParams.get('q') ?? req.url.searchParams.get('address') ?? '';
    if (req.url.pathname === '/nominatim/search') {
      if (q.includes('Nowhere')) return sendJson(res, 200, []);
      return sendJson(res, 200, [
        {
          lat: '41.9251',
          lon: '-87.6497',
          display_name: '2400, North Clark Street, Lincoln Park, Chicago, Illinois, 60614, United States',
          addresstype: 'building',
          address: { house_number: '2400', road: 'North Clark Street', postcode: '60614', 'ISO3166-2-lvl4': 'US-IL' },
        },
      ]);
    }
    if (req.url.pathname === '/photon/api') {
      return sendJson(res, 200, {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [-87.6497, 41.9251] },
            properties: {
              housenumber: '2400',
              street: 'North Clark Street',
              city: 'Chicago',
              state: 'Illinois',
              postcode: '60614',
              type: 'house',
            },
          },
        ],
      });
    }
    if (req.url.pathname === '/census/locations/onelineaddress') {
      if (q.includes('Nowhere')) return sendJson(res, 200, { result: { input: {}, addressMatches: [] } });
      return sendJson(res, 200, {
        result: {
          addressMatches: [
            {
              matchedAddress: '2400 N CLARK ST, CHICAGO, IL, 60614',
              coordinates: { x: -87.64965, y: 41.92503 },
              addressComponents: { zip: '60614', state: 'IL' },
            },
          ],
        },
      });
    }
    if (req.url.pathname === '/overpass/interpreter' && req.method === 'POST') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(overpassFixture);
    }
    if (req.url.pathname === '/census-api/2023/acs/acs5') {
      if (req.url.searchParams.get('key') === 'bad') return sendJson(res, 400, 'error: invalid key');
      const vars = (req.url.searchParams.get('get') ?? '').split(',');
      return sendJson(res, 200, [
        [...vars, 'zip code tabulation area'],
        ['ZCTA5 60614', ...vars.slice(1).map((_, i) => String(100000 + i)), '60614'],
        ['ZCTA5 60601', ...vars.slice(1).map(() => '-666666666'), '60601'],
      ]);
    }
    sendJson(res, 404, { error: 'not found' });
  });
});
afterAll(async () => {
  await standIn.close();
  rmSync(temp, { recursive: true, force: true });
});

describe('online geocoders against local stand-ins', () => {
  it('Nominatim: rooftop result with ZIP and state, and a real User-Agent', async () => {
    const geocoder = new NominatimGeocoder(`${standIn.url}/nominatim`, noWait());
    const result = await geocoder.geocode('2400 N Clark St, Chicago, IL');
    expect(result).toMatchObject({
      lat: 41.9251,
      lon: -87.6497,
      precision: 'rooftop',
      zip: '60614',
      state: 'IL',
      provider: 'nominatim',
    });
    const request = standIn.requests.at(-1);
    expect(request?.url.searchParams.get('format')).toBe('jsonv2');
    expect(request?.headers['user-agent']).toMatch(/^SiteScout\//);
  });

  it('Photon: same interface, GeoJSON response', async () => {
    const result = await new NominatimGeocoder(`${standIn.url}/photon/api`, noWait()).geocode(
      '2400 N Clark St, Chicago',
    );
    expect(result).toMatchObject({
      precision: 'rooftop',
      zip: '60614',
      provider: 'photon',
      label: '2400 North Clark Street, Chicago, Illinois, 60614',
    });
  });

  it('Census geocoder: street precision; no match is a clear not-found error', async () => {
    const geocoder = new CensusGeocoder(`${standIn.url}/census`, noWait());
    expect(await geocoder.geocode('2400 N Clark St, Chicago, IL 60614')).toMatchObject({
      lat: 41.92503,
      lon: -87.64965,
      precision: 'street',
      zip: '60614',
    });
    await expect(geocoder.geocode('1 Nowhere Rd')).rejects.toBeInstanceOf(GeocodeError);
    expect(standIn.requests.at(-1)?.url.searchParams.get('benchmark')).toBe('Public_AR_Current');
  });

  it('an unreachable provider surfaces as an upstream error, not a location', async () => {
    const geocoder = new NominatimGeocoder('http://127.0.0.1:9/search', noWait());
    await expect(geocoder.geocode('2400 N Clark St')).rejects.toThrow(/127\.0\.0\.1:9 answered 0/);
  });
});

describe('polite rate limiting', () => {
  it('spaces calls at least the minimum interval apart and runs them in order', async () => {
    let clock = 0;
    const sleeps: number[] = [];
    const limiter = new MinIntervalLimiter(
      1000,
      () => clock,
      async (ms) => {
        sleeps.push(ms);
        clock += ms;
      },
    );
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => limiter.schedule(async () => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
    expect(sleeps).toEqual([1000, 1000]);
  });
});

describe('Overpass and Census API fetchers', () => {
  it('Overpass: POSTs an Overpass QL query for the bbox, imports the elements, then serves from cache', async () => {
    const cache = new ResponseCache(join(temp, 'overpass'));
    const options = {
      url: `${standIn.url}/overpass/interpreter`,
      bbox: [-87.66, 41.92, -87.64, 41.93] as [number, number, number, number],
      cache,
      limiter: noWait(),
      source: placeSource('osm-live'),
      unmapped: new UnmappedCounter(),
    };
    const before = standIn.requests.length;
    const first = await fetchOverpassPlaces(options);
    expect(first.cached).toBe(false);
    expect(first.places.map((p) => p.name)).toContain('Starbucks');
    const query = new URLSearchParams(standIn.requests.at(-1)?.body ?? '').get('data') ?? '';
    expect(query).toMatch(/^\[out:json\]/);
    expect(query).toContain('nwr["shop"]["name"](41.92,-87.66,41.93,-87.64);');
    const second = await fetchOverpassPlaces(options);
    expect(second.cached).toBe(true);
    expect(second.places).toEqual(first.places);
    expect(standIn.requests.length).toBe(before + 1);
  });

  it('Census API: builds the request, imports any table, nulls sentinels, keeps the key out of the cache', async () => {
    const cache = new ResponseCache(join(temp, 'census'));
    const result = await fetchCensusTable({
      baseUrl: `${standIn.url}/census-api`,
      request: {
        year: 2023,
        dataset: 'acs/acs5',
        variables: ['B19013_001E', 'B25077_001E'],
        for: 'zip code tabulation area:60614,60601',
      },
      apiKey: 'secret-key',
      cache,
      limiter: noWait(),
    });
    const request = standIn.requests.at(-1);
    expect(request?.url.searchParams.get('get')).toBe('NAME,B19013_001E,B25077_001E');
    expect(request?.url.searchParams.get('key')).toBe('secret-key');
    const lincolnPark = result.contributions.find((c) => c.id === '60614');
    expect(lincolnPark?.fields.medianHouseholdIncome).toMatchObject({ value: 100000, vintage: '2019-2023' });
    expect(result.contributions.find((c) => c.id === '60601')?.fields).toEqual({});
    const again = await fetchCensusTable({
      baseUrl: `${standIn.url}/census-api`,
      request: {
        year: 2023,
        dataset: 'acs/acs5',
        variables: ['B19013_001E', 'B25077_001E'],
        for: 'zip code tabulation area:60614,60601',
      },
      apiKey: 'another-key',
      cache,
      limiter: noWait(),
    });
    expect(again.cached).toBe(true);
    await expect(
      fetchCensusTable({
        baseUrl: `${standIn.url}/census-api`,
        request: { year: 2023, dataset: 'acs/acs5', variables: ['B01003_001E'], for: 'county:*' },
        apiKey: 'bad',
        cache,
        limiter: noWait(),
      }),
    ).rejects.toThrow(/answered 400/);
  });
});

describe('data:fetch downloads feed the next pack build', () => {
  it('Overpass places and a Census API table land in the pack with their own source, vintage and coverage', async () => {
    const dataDir = join(temp, 'fetch-pack');
    const onlineDir = join(dataDir, 'online');
    const cache = new ResponseCache(join(dataDir, 'online-cache'));
    const bbox: [number, number, number, number] = [-87.66, 41.92, -87.64, 41.93];
    await downloadOverpass({
      url: `${standIn.url}/overpass/interpreter`,
      name: 'lincoln-park',
      bbox,
      onlineDir,
      cache,
      limiter: noWait(),
      today: '2026-11-22',
    });
    await downloadCensusTable({
      baseUrl: `${standIn.url}/census-api`,
      name: 'zcta-income',
      request: { year: 2023, dataset: 'acs/acs5', variables: ['B19013_001E'], for: 'zip code tabulation area:60614' },
      apiKey: 'secret-key',
      onlineDir,
      cache,
      limiter: noWait(),
    });
    expect(readFileSync(join(onlineDir, 'census-api', 'zcta-income.meta.json'), 'utf8')).not.toContain('secret-key');
    const source = join(temp, 'fetch-source');
    const zctaFile = 'census/gazetteer-2025/2025_Gaz_zcta_national.txt';
    mkdirSync(dirname(join(source, zctaFile)), { recursive: true });
    symlinkSync(join(geodataDir(), zctaFile), join(source, zctaFile));
    buildDataPack(source, dataDir);
    const { view } = loadGeodata(dataDir);
    const cafes = view.placesWithin({ lat: 41.925, lon: -87.648 }, 1, { categories: ['coffee-shop'] });
    expect(cafes.covered).toBe(true);
    expect(cafes.items.map((h) => [h.place.name, h.place.source, h.place.vintage])).toContainEqual([
      'Starbucks',
      'OpenStreetMap via Overpass API',
      '2026-11-22',
    ]);
    expect(view.area('zcta', '60614')?.demographics.medianHouseholdIncome).toMatchObject({
      value: 100000,
      vintage: '2019-2023',
    });
    expect(view.dataset('census-api-zcta-income')?.files).toContain(
      `${standIn.url}/census-api/2023/acs/acs5?get=NAME%2CB19013_001E&for=zip+code+tabulation+area%3A60614`,
    );
  });
});
