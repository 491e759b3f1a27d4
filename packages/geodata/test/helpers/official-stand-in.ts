import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { parseHstore } from '../../src/importers/places/osm.js';
import { parseCsv } from '../../src/io/read.js';
import { ADDRFEAT_RECORDS, addrfeatZip } from './addrfeat-fixture.js';
import { CLARK_CENTERLINE_ROWS } from './centerline-fixture.js';
import { geodataDir } from './data.js';
import { type RecordedRequest, sendJson, startStandIn } from './stand-in.js';

/**
 * The official services `data:fetch` talks to, on 127.0.0.1, answering in each one's format. Answers are built
 * from the real files in GEODATA_DIR where they are in that format (Gazetteer text zipped as the Census Bureau
 * ships it, Census API JSON, OSM amenities as Overpass elements, Socrata licence JSON, zoning GeoJSON, the CTA
 * ridership CSV export as SODA rows), TIGER/Line ADDRFEAT zips of real published edges (addrfeat-fixture.ts; a county
 * without one answers 404), and from the APIs' documented shapes otherwise (street centerlines: centerline-fixture.ts)
 * (ACS cells without a real file get a deterministic value).
 */
export interface OfficialStandIn {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
  /** Faults to inject: each entry answers matching requests that many times before behaving. */
  faults: Array<{ match: (req: RecordedRequest) => boolean; times: number; answer: 'truncate' | 429 | 500 | 503 }>;
  /**
   * Holds the answers to matching requests until `release()` (a sentinel a test waits on instead of a timer: what the
   * caller shows while a source is slow is then seen on any machine, however fast the other sources answer).
   */
  hold(match: (req: RecordedRequest) => boolean): { release(): void; readonly held: number };
}

/** The data:fetch settings that point every official source at the stand-in (none reaches the public services). */
export function standInSourceEnv(url: string): Record<string, string> {
  return {
    CENSUS_API_URL: `${url}/census`,
    GAZETTEER_URL: `${url}/gazetteer`,
    OVERPASS_URL: `${url}/overpass/interpreter`,
    CHICAGO_PORTAL_URL: `${url}/socrata`,
    TIGERWEB_URL: `${url}/tigerweb`,
    TIGER_LINE_URL: `${url}/tiger`,
  };
}

const file = (relative: string) => join(geodataDir(), relative);

function gazetteerZip(kind: string): Buffer {
  const name = `2025_Gaz_${kind}_national.txt`;
  return Buffer.from(zipSync({ [name]: readFileSync(file(`census/gazetteer-2025/${name}`)) }));
}

/** A stable number in [0, 1) per key (for ACS cells without a real file). */
function unit(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;
}

function realCensusValues(relative: string, geoColumns: string[]): Map<string, Record<string, string>> {
  const [header, ...rows] = JSON.parse(readFileSync(file(relative), 'utf8')) as string[][];
  const out = new Map<string, Record<string, string>>();
  for (const row of rows) {
    const r = Object.fromEntries((header ?? []).map((h, i) => [h, row[i] ?? '']));
    out.set(geoColumns.map((g) => r[g]).join(''), r);
  }
  return out;
}

/** An ACS cell: the real value where the shared data has it, else a plausible deterministic one. */
function acsCell(variable: string, geoid: string, real: Record<string, string> | undefined): string {
  if (real?.[variable] !== undefined) return real[variable] as string;
  const population = Number(real?.B01003_001E ?? 2000 + Math.round(unit(geoid) * 6000));
  const r = unit(`${geoid}:${variable}`);
  const [table, cell] = variable.replace(/E$/, '').split('_');
  const n = Number(cell);
  switch (table) {
    case 'B01001':
      return String(n === 1 ? population : Math.round(population / 46));
    case 'B19013':
      return String(35_000 + Math.round(r * 90_000));
    case 'B19301':
      return String(20_000 + Math.round(r * 50_000));
    case 'B25077':
      return String(150_000 + Math.round(r * 400_000));
    case 'B25064':
      return String(800 + Math.round(r * 1_200));
    case 'B25035':
      return String(1940 + Math.round(r * 60));
    case 'B01002':
      return (28 + r * 20).toFixed(1);
    case 'B25010':
      return (1.8 + r * 1.4).toFixed(2);
    case 'B11001':
    case 'B25003':
      return String(n === 1 ? Math.round(population / 2.4) : Math.round((population / 2.4) * (n === 2 ? 0.45 : 0.55)));
    case 'B15003':
      return String(n === 1 ? Math.round(population * 0.68) : Math.round(population * 0.68 * 0.09));
    case 'B25034':
    case 'B25002':
      return String(n === 1 ? Math.round(population / 2.2) : Math.round(population / 2.2 / 10));
    case 'B23025':
      return String(n === 3 ? Math.round(population * 0.55) : Math.round(population * 0.55 * 0.06));
    default:
      return String(Math.round(r * 1000));
  }
}

function censusApi(req: RecordedRequest, res: ServerResponse, tractsByCounty: Map<string, string[]>) {
  const get = (req.url.searchParams.get('get') ?? '').split(',');
  const forParam = req.url.searchParams.get('for') ?? '';
  const inParam = req.url.searchParams.get('in') ?? '';
  const inState = /state:(\d{2})/.exec(inParam)?.[1];
  const inCounty = /county:(\d{3})/.exec(inParam)?.[1];
  if (get.length > 50) return sendJson(res, 400, 'error: you can only request up to 50 variables');
  const [geo, list] = forParam.split(':');
  let geos: Array<{ id: string; columns: Record<string, string>; name: string }> = [];
  if (geo === 'county' && inState) {
    const real = realCensusValues('census/acs5-2019-2023/county_B01003_B25001.json', ['state', 'county']);
    geos = [...real.entries()]
      .filter(([id]) => id.startsWith(inState))
      .map(([id, r]) => ({ id, columns: { state: id.slice(0, 2), county: id.slice(2) }, name: r.NAME ?? id }));
  } else if (geo === 'tract' && inState && inCounty) {
    const county = `${inState}${inCounty}`;
    // Cook's real 2020 tract ids; three documented-format tracts elsewhere.
    const ids = tractsByCounty.get(county) ?? ['000100', '000200', '000300'].map((t) => `${county}${t}`);
    geos = ids.map((id) => ({
      id,
      columns: { state: inState, county: inCounty, tract: id.slice(5) },
      name: `Census Tract ${Number(id.slice(5)) / 100}`,
    }));
  } else if (geo === 'zip code tabulation area' && list) {
    geos = list.split(',').map((z) => ({ id: z, columns: { 'zip code tabulation area': z }, name: `ZCTA5 ${z}` }));
  } else return sendJson(res, 400, 'error: unknown/unsupported geography heirarchy');
  const real =
    geo === 'zip code tabulation area'
      ? realCensusValues('census/acs5-2019-2023/zcta_B01003_B25001.json', ['zip code tabulation area'])
      : geo === 'county'
        ? realCensusValues('census/acs5-2019-2023/county_B01003_B25001.json', ['state', 'county'])
        : new Map<string, Record<string, string>>();
  const geoColumns = Object.keys(geos[0]?.columns ?? {});
  const header = [...get, ...geoColumns];
  const rows = geos.map((g) => [
    ...get.map((v) => (v === 'NAME' ? g.name : acsCell(v, g.id, real.get(g.id)))),
    ...geoColumns.map((c) => g.columns[c] ?? ''),
  ]);
  sendJson(res, 200, `[${[header, ...rows].map((r) => JSON.stringify(r)).join(',\n')}]`);
}

/** CBP from the Census API, answered from the shared CBP 2023 Illinois file (pulled from that API). */
function cbpApi(req: RecordedRequest, res: ServerResponse, cbp: Array<Record<string, string>>) {
  const get = (req.url.searchParams.get('get') ?? '').split(',');
  const county = /^county:(\d{3}|\*)$/.exec(req.url.searchParams.get('for') ?? '')?.[1];
  const state = /^state:(\d{2})$/.exec(req.url.searchParams.get('in') ?? '')?.[1];
  if (!county || !state) return sendJson(res, 400, 'error: unknown/unsupported geography heirarchy');
  const cells: Record<string, (r: Record<string, string>) => string> = {
    NAME: (r) => `County ${r.Fips}`,
    NAICS2017: (r) => r.Naics ?? '',
    ESTAB: (r) => r.Establishments ?? '',
    EMP: (r) => r.Employees ?? '',
    PAYANN: (r) => r.Payroll ?? '',
  };
  const rows = cbp
    .filter(
      (r) =>
        (r.Fips ?? '').padStart(5, '0').startsWith(state) &&
        (county === '*' || (r.Fips ?? '').padStart(5, '0').slice(2) === county),
    )
    .map((r) => [...get.map((v) => cells[v]?.(r) ?? ''), state, (r.Fips ?? '').padStart(5, '0').slice(2)]);
  sendJson(res, 200, `[${[[...get, 'state', 'county'], ...rows].map((r) => JSON.stringify(r)).join(',\n')}]`);
}

/** ZBP 2018 from the Census API, answered from the shared per-ZIP files (pulled from that API; EMPSZES as "Employees"). */
function zbpApi(req: RecordedRequest, res: ServerResponse) {
  const get = (req.url.searchParams.get('get') ?? '').split(',');
  const zips = /^zipcode:([\d,]+)$/.exec(req.url.searchParams.get('for') ?? '')?.[1]?.split(',');
  if (!zips) return sendJson(res, 400, 'error: unknown/unsupported geography heirarchy');
  const rows: string[][] = [];
  for (const zip of zips) {
    let text: string;
    try {
      text = readFileSync(file(`business-patterns/zbp-2018/zipcode${zip}-census-naics6-2018.csv`), 'utf8');
    } catch {
      continue; // a ZIP without establishments has no rows
    }
    for (const r of parseCsv(text)) {
      const cells: Record<string, string> = {
        NAME: `ZIP ${zip}`,
        NAICS2017: r.Naics ?? '',
        ESTAB: r.Establishments ?? '',
        EMPSZES: (r.Employees ?? '').padStart(3, '0'),
      };
      rows.push([...get.map((v) => cells[v] ?? ''), zip]);
    }
  }
  sendJson(res, 200, `[${[[...get, 'zipcode'], ...rows].map((r) => JSON.stringify(r)).join(',\n')}]`);
}

/** OSM amenity points of the shared 2019 extract inside the query's `(south,west,north,east)` box. */
function overpass(req: RecordedRequest, res: ServerResponse, pois: Array<Record<string, string>>) {
  const query = new URLSearchParams(req.body).get('data') ?? '';
  const box = /\((-?[\d.]+),(-?[\d.]+),(-?[\d.]+),(-?[\d.]+)\)/.exec(query);
  if (!box) return sendJson(res, 400, { remark: 'parse error: no bbox' });
  const [s, w, n, e] = box.slice(1).map(Number) as [number, number, number, number];
  const elements = pois
    .filter((p) => p.name && Number(p.lat) >= s && Number(p.lat) < n && Number(p.lon) >= w && Number(p.lon) < e)
    .map((p) => ({
      type: 'node',
      id: Number(p.osm_id),
      lat: Number(p.lat),
      lon: Number(p.lon),
      tags: { ...parseHstore(p.other_tags), amenity: p.fclass ?? '', name: p.name ?? '' },
    }));
  sendJson(res, 200, {
    version: 0.6,
    generator: 'stand-in',
    osm3s: { timestamp_osm_base: '2025-01-01T00:00:00Z' },
    elements,
  });
}

/** SODA `/resource/<id>.json|.geojson` with `$limit` / `$offset` over a fixed, `:id`-ordered row list. */
function soda(req: RecordedRequest, res: ServerResponse, datasets: Map<string, { rows: unknown[]; geojson: boolean }>) {
  const m = /^\/socrata\/resource\/([a-z0-9]{4}-[a-z0-9]{4})\.(json|geojson)$/.exec(req.url.pathname);
  const dataset = m?.[1] ? datasets.get(m[1]) : undefined;
  if (!m || !dataset) return sendJson(res, 404, { error: true, message: 'Not found' });
  if (req.url.searchParams.get('$order') !== ':id')
    return sendJson(res, 400, { error: true, message: 'unstable paging: no $order' });
  const limit = Number(req.url.searchParams.get('$limit') ?? 1000);
  const offset = Number(req.url.searchParams.get('$offset') ?? 0);
  const page = dataset.rows.slice(offset, offset + limit);
  sendJson(res, 200, dataset.geojson ? { type: 'FeatureCollection', features: page } : page);
}

interface TractFeature {
  type: 'Feature';
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown };
  bbox: [number, number, number, number];
}

function boxOfCoordinates(coordinates: unknown): [number, number, number, number] {
  const flat =
    JSON.stringify(coordinates)
      .match(/-?\d+(\.\d+)?/g)
      ?.map(Number) ?? [];
  const xs = flat.filter((_, i) => i % 2 === 0);
  const ys = flat.filter((_, i) => i % 2 === 1);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * TIGERweb's ArcGIS query API (`f=geojson`): the place layer answers Chicago's outline (the box of its
 * community areas), the tract layer Cook's real 2020 tract polygons, filtered by `where` (STATE, COUNTY)
 * and an envelope, ordered by GEOID and paged with `resultOffset` / `resultRecordCount`.
 */
function tigerweb(
  req: RecordedRequest,
  res: ServerResponse,
  tracts: TractFeature[],
  chicago: [number, number, number, number],
) {
  const q = req.url.searchParams;
  if (q.get('f') !== 'geojson') return sendJson(res, 200, { error: { code: 400, message: 'Invalid format' } });
  const where = q.get('where') ?? '';
  if (req.url.pathname.endsWith('/tigerWMS_Current/MapServer/28/query')) {
    const [w, s, e, n] = chicago;
    const features =
      where === "GEOID='1714000'"
        ? [
            {
              type: 'Feature',
              properties: { GEOID: '1714000', NAME: 'Chicago city' },
              geometry: {
                type: 'Polygon',
                coordinates: [
                  [
                    [w, s],
                    [e, s],
                    [e, n],
                    [w, n],
                    [w, s],
                  ],
                ],
              },
            },
          ]
        : [];
    return sendJson(res, 200, { type: 'FeatureCollection', features });
  }
  if (!req.url.pathname.endsWith('/tigerWMS_ACS2023/MapServer/8/query')) return sendJson(res, 404, 'Not Found');
  const state = /STATE='(\d{2})'/.exec(where)?.[1];
  const county = /COUNTY='(\d{3})'/.exec(where)?.[1];
  const envelope = q.get('geometry')?.split(',').map(Number);
  const matching = tracts.filter((t) => {
    const id = String(t.properties.GEOID);
    if (state && !id.startsWith(state)) return false;
    if (county && id.slice(2, 5) !== county) return false;
    if (envelope && envelope.length === 4) {
      const [w, s, e, n] = envelope as [number, number, number, number];
      return t.bbox[0] <= e && w <= t.bbox[2] && t.bbox[1] <= n && s <= t.bbox[3];
    }
    return true;
  });
  const offset = Number(q.get('resultOffset') ?? 0);
  const count = Number(q.get('resultRecordCount') ?? 1000);
  const page = matching.slice(offset, offset + count).map(({ bbox: _bbox, ...f }) => f);
  sendJson(res, 200, {
    type: 'FeatureCollection',
    exceededTransferLimit: offset + count < matching.length,
    features: page,
  });
}

/** Serves `body` honouring `Range: bytes=N-` (206), or cuts the connection half-way (a truncated download). */
function sendBytes(req: RecordedRequest, res: ServerResponse, body: Buffer, truncate: boolean) {
  const from = Number(/^bytes=(\d+)-$/.exec(String(req.headers.range ?? ''))?.[1] ?? Number.NaN);
  const start = Number.isFinite(from) && from < body.length ? from : 0;
  const slice = body.subarray(start);
  res.writeHead(start > 0 ? 206 : 200, {
    'content-type': 'application/zip',
    'content-length': String(slice.length),
    'accept-ranges': 'bytes',
    ...(start > 0 ? { 'content-range': `bytes ${start}-${body.length - 1}/${body.length}` } : {}),
  });
  if (!truncate) return void res.end(slice);
  res.write(slice.subarray(0, Math.floor(slice.length / 2)), () => res.destroy());
}

export async function startOfficialStandIn(): Promise<OfficialStandIn> {
  const zips = new Map(['counties', 'place', 'zcta'].map((k) => [`2025_Gaz_${k}_national.zip`, gazetteerZip(k)]));
  const tractsByCounty = new Map<string, string[]>();
  const cook = JSON.parse(
    readFileSync(file('census/chicago-cook/cook_tracts_median_hh_income_acs2016_2020.geojson'), 'utf8'),
  ) as {
    features: Array<{
      properties: { GEOID: string | number };
      geometry: { type: string; coordinates: unknown } | null;
    }>;
  };
  const tracts: TractFeature[] = [];
  for (const f of cook.features) {
    const id = String(f.properties.GEOID).padStart(11, '0');
    if (!f.geometry) continue;
    tractsByCounty.set(id.slice(0, 5), [...(tractsByCounty.get(id.slice(0, 5)) ?? []), id]);
    tracts.push({
      type: 'Feature',
      properties: {
        GEOID: id,
        NAME: `Census Tract ${Number(id.slice(5)) / 100}`,
        STATE: id.slice(0, 2),
        COUNTY: id.slice(2, 5),
      },
      geometry: f.geometry,
      bbox: boxOfCoordinates(f.geometry.coordinates),
    });
  }
  tracts.sort((a, b) => String(a.properties.GEOID).localeCompare(String(b.properties.GEOID)));
  const communityAreas = JSON.parse(readFileSync(file('boundaries/chicago_community_areas.geojson'), 'utf8')) as {
    features: Array<{ geometry: { coordinates: unknown } }>;
  };
  const chicagoBox = boxOfCoordinates(communityAreas.features.map((f) => f.geometry.coordinates));
  const cbp = parseCsv(readFileSync(file('business-patterns/cbp-2023-illinois-county-naics6.csv'), 'utf8'));
  const pois = parseCsv(readFileSync(file('places/chicago-osm-amenities/POI_Chicago-2019.csv'), 'utf8'));
  const licences = JSON.parse(
    readFileSync(file('places/chicago-business-licenses/licenses_2025-09-01.json'), 'utf8'),
  ) as unknown[];
  const zoning = JSON.parse(
    gunzipSync(readFileSync(file('zoning/chicago-zoning-2025-04-17-simple.geojson.gz'))).toString('utf8'),
  ) as {
    features: unknown[];
  };
  const traffic = parseCsv(readFileSync(file('traffic/chicago_average_daily_traffic_counts.csv'), 'utf8')).map((r) => ({
    // The SODA field names of dataset pfsx-4n4m; dates as floating timestamps.
    id: (r['ID '] ?? r.ID ?? '').trim(),
    traffic_volume_count_location_address: r['Traffic Volume Count Location  Address'],
    street: r.Street,
    date_of_count: `${(r['Date of Count'] ?? '').replace(/^(\d+)\/(\d+)\/(\d{4})$/, (_m, mo: string, d: string, y: string) => `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`)}T00:00:00.000`,
    total_passing_vehicle_volume: r['Total Passing Vehicle Volume'],
    vehicle_volume_by_each_direction_of_traffic: r['Vehicle Volume By Each Direction of Traffic'],
    latitude: r.Latitude,
    longitude: r.Longitude,
  }));
  // The whole CSV export, as the SODA API answers it: API field names (the export's "avg_sunday-holiday_rides" is
  // `avg_sunday_holiday_rides`), every value a string, months as floating timestamps. 39 pages of 1,000.
  const ridership = parseCsv(
    readFileSync(
      file('foot-traffic/CTA_-_Ridership_-__L__Station_Entries_-_Monthly_Day-Type_Averages___Totals.csv'),
      'utf8',
    ),
  ).map((r) => ({
    station_id: r.station_id,
    stationame: r.stationame,
    month_beginning: (r.month_beginning ?? '').replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$1-$2T00:00:00.000'),
    avg_weekday_rides: r.avg_weekday_rides,
    avg_saturday_rides: r.avg_saturday_rides,
    avg_sunday_holiday_rides: r['avg_sunday-holiday_rides'],
    monthtotal: r.monthtotal,
  }));
  const datasets = new Map<string, { rows: unknown[]; geojson: boolean }>([
    ['uupf-x98q', { rows: licences, geojson: false }],
    ['dj47-wfun', { rows: zoning.features.slice(0, 2500), geojson: true }],
    ['6imu-meau', { rows: CLARK_CENTERLINE_ROWS, geojson: false }],
    ['pfsx-4n4m', { rows: traffic, geojson: false }],
    ['t2rn-p8d7', { rows: ridership, geojson: false }],
  ]);
  // A GTFS schedule zip (the fixture feed, nested in a folder as some agencies ship it).
  const gtfsDir = new URL('../fixtures/gtfs-mini/', import.meta.url);
  const gtfsZip = Buffer.from(
    zipSync(
      Object.fromEntries(
        ['agency', 'stops', 'routes', 'trips', 'stop_times', 'calendar'].map((n) => [
          `google_transit/${n}.txt`,
          readFileSync(new URL(`${n}.txt`, gtfsDir)),
        ]),
      ),
    ),
  );
  const addrfeat = new Map<string, Buffer>();
  for (const county of Object.keys(ADDRFEAT_RECORDS)) {
    const zip = await addrfeatZip(county);
    if (zip) addrfeat.set(`tl_2024_${county}_addrfeat.zip`, zip);
  }
  const faults: OfficialStandIn['faults'] = [];
  type Hold = { match: (req: RecordedRequest) => boolean; waiting: Array<() => void>; released: boolean };
  const holds: Hold[] = [];
  const release = (entry: Hold) => {
    entry.released = true;
    for (const answerHeld of entry.waiting.splice(0)) answerHeld();
  };
  const hold: OfficialStandIn['hold'] = (match) => {
    const entry: Hold = { match, waiting: [], released: false };
    holds.push(entry);
    return {
      release: () => release(entry),
      get held() {
        return entry.waiting.length;
      },
    };
  };
  const answer = (req: RecordedRequest, res: ServerResponse) => {
    const fault = faults.find((f) => f.times > 0 && f.match(req));
    if (fault) fault.times -= 1;
    if (fault?.answer === 429) {
      res.writeHead(429, { 'retry-after': '1', 'content-type': 'text/plain' });
      return void res.end('rate limited: slow down');
    }
    if (fault?.answer === 500) {
      res.writeHead(500, { 'content-type': 'text/html' });
      return void res.end('<html><body>Internal Server Error</body></html>');
    }
    if (fault?.answer === 503) {
      res.writeHead(503, { 'retry-after': '1', 'content-type': 'text/plain' });
      return void res.end('Service Unavailable');
    }
    const path = req.url.pathname;
    if (path.startsWith('/gazetteer/')) {
      const zip = zips.get(path.slice('/gazetteer/'.length));
      if (!zip) return sendJson(res, 404, 'Not Found');
      return sendBytes(req, res, zip, fault?.answer === 'truncate');
    }
    if (path.startsWith('/tiger/ADDRFEAT/')) {
      const zip = addrfeat.get(path.slice('/tiger/ADDRFEAT/'.length));
      if (!zip) {
        // As the Census Bureau's file server answers a file it does not have.
        res.writeHead(404, { 'content-type': 'text/html; charset=iso-8859-1' });
        return void res.end(
          '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head><title>404 Not Found</title></head></html>',
        );
      }
      return sendBytes(req, res, zip, fault?.answer === 'truncate');
    }
    if (path === '/gtfs/cta.zip') return sendBytes(req, res, gtfsZip, fault?.answer === 'truncate');
    if (path === '/census/2023/cbp') return cbpApi(req, res, cbp);
    if (path === '/census/2018/zbp') return zbpApi(req, res);
    if (path === '/census/2023/acs/acs5') return censusApi(req, res, tractsByCounty);
    if (path === '/overpass/interpreter' && req.method === 'POST') return overpass(req, res, pois);
    if (path.startsWith('/socrata/')) return soda(req, res, datasets);
    if (path.startsWith('/tigerweb/')) return tigerweb(req, res, tracts, chicagoBox);
    sendJson(res, 404, 'Not Found');
  };
  const standIn = await startStandIn((req, res) => {
    const held = holds.find((h) => !h.released && h.match(req));
    if (held) held.waiting.push(() => answer(req, res));
    else answer(req, res);
  });
  const close = async () => {
    for (const entry of holds) release(entry);
    await standIn.close();
  };
  return { ...standIn, close, faults, hold };
}
