import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UnmappedCounter } from '../categories/unmapped-counter.js';
import { importCbpApi, importZbpApi } from '../importers/business/cbp-api.js';
import { importAcsShares } from '../importers/census/acs-shares.js';
import { importCensusApi } from '../importers/census/census-api.js';
import { importTigerwebTracts } from '../importers/census/tigerweb-tracts.js';
import { importTrafficCountsSoda } from '../importers/civic/traffic-soda.js';
import { importZoning } from '../importers/civic/zoning.js';
import { importLicences } from '../importers/places/chicago-civic.js';
import { importOverpassJson } from '../importers/places/osm.js';
import { importGtfs } from '../importers/transit/gtfs.js';
import { type AreaBase, type AreaContribution, datasetMeta } from '../importers/types.js';
import { csvFileRows } from '../io/csv-file-rows.js';
import type { BusinessCount } from '../model/business-counts.js';
import type { TrafficCount } from '../model/civic.js';
import type { CoverageArea } from '../model/coverage.js';
import type { ZoningPolygon } from '../model/geo-data.js';
import type { PlaceRecord } from '../model/place.js';
import type { DatasetMeta } from '../model/provenance.js';
import type { TransitStop } from '../model/transit.js';

/** The `.meta.json` `data:fetch` writes beside each build input (see fetch/fetch-context.ts). */
export interface FetchedMeta {
  kind: string;
  name: string;
  source: string;
  vintage: string;
  url: string;
  retrievedAt: string;
  sha256: string;
  area: string;
  bbox?: [number, number, number, number];
  stateAbbr?: string;
  licence: string;
  attribution: string;
}

/** Build inputs of one kind: `<dir>/<name>.<ext>` with `<name>.meta.json`. */
export function inputs(dir: string, ext: string): Array<{ file: string; body: string; meta: FetchedMeta }> {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter(
      (f) =>
        f.endsWith(ext) && !f.endsWith('.meta.json') && existsSync(join(dir, `${f.slice(0, -ext.length)}.meta.json`)),
    )
    .sort()
    .map((f) => ({
      file: f,
      body: readFileSync(join(dir, f), 'utf8'),
      meta: JSON.parse(readFileSync(join(dir, `${f.slice(0, -ext.length)}.meta.json`), 'utf8')) as FetchedMeta,
    }));
}

/** What a fetched place source's records carry: its dataset id, source, vintage, licence and area. */
function placeProvenance(datasetId: string, meta: FetchedMeta) {
  return {
    datasetId,
    source: meta.source,
    vintage: meta.vintage,
    licence: meta.licence,
    attribution: meta.attribution,
    coverage: meta.area,
  };
}

/** The dataset entry of a fetched build input: its source, vintage, file, URL, retrieval time and checksum. */
export function describe(
  id: string,
  meta: FetchedMeta,
  file: string,
  rowsRead: number,
  rowsKept: number,
  warnings: string[] = [],
) {
  return datasetMeta({
    id,
    source: meta.source,
    vintage: meta.vintage,
    licence: meta.licence,
    attribution: meta.attribution,
    coverage: meta.area,
    files: [`downloads/${file}`, meta.url, `retrieved ${meta.retrievedAt}`, `sha256 ${meta.sha256}`],
    rowsRead,
    rowsKept,
    warnings,
  });
}

export interface DownloadsImport {
  /** Tract polygons (TIGERweb) for areas GEODATA_DIR has no outlines for. */
  bases: AreaBase[];
  places: PlaceRecord[];
  contributions: AreaContribution[];
  zoning: ZoningPolygon[];
  trafficCounts: TrafficCount[];
  stops: TransitStop[];
  /** CBP rows per county × 6-digit NAICS, and the counties they cover. */
  businessCounts: BusinessCount[];
  businessCountCounties: string[];
  businessCountZips: string[];
  /** GEODATA_DIR stop datasets (id prefixes) a fetched feed of the same agency replaces. */
  replacedStopDatasets: string[];
  datasets: DatasetMeta[];
  coverage: CoverageArea[];
}

/** Nothing fetched. */
export function noDownloads(): DownloadsImport {
  return {
    bases: [],
    places: [],
    contributions: [],
    zoning: [],
    trafficCounts: [],
    stops: [],
    businessCounts: [],
    businessCountCounties: [],
    businessCountZips: [],
    replacedStopDatasets: [],
    datasets: [],
    coverage: [],
  };
}

/**
 * What `npm run data:fetch` left in `DATA_DIR/downloads` that the GEODATA_DIR importers do not read by path:
 * Census API tables (with the ACS shares), Overpass places, the Chicago portal's active licences and zoning.
 * (Gazetteer files sit at their GEODATA_DIR paths and are read through the overlay in import-all.ts.)
 */
export function importDownloads(downloadsDir: string, unmapped: UnmappedCounter): DownloadsImport {
  const out = noDownloads();
  for (const { file, body, meta } of inputs(join(downloadsDir, 'tracts'), '.geojson')) {
    const id = `fetched-tracts-${meta.name}`;
    const r = importTigerwebTracts(body, meta.stateAbbr ?? '');
    out.bases.push(...r.bases);
    out.datasets.push(
      describe(
        id,
        meta,
        `tracts/${file}`,
        r.rowsRead,
        r.bases.length,
        r.skipped ? [`${r.skipped} features without a tract GEOID or polygon`] : [],
      ),
    );
    if (meta.bbox)
      out.coverage.push({ layer: 'tracts', name: `${meta.area} (census tracts)`, bbox: meta.bbox, datasetIds: [id] });
  }
  for (const { file, body, meta } of inputs(join(downloadsDir, 'census-api'), '.json')) {
    const provenance = { source: meta.source, vintage: meta.vintage };
    const base = importCensusApi(body, provenance);
    const shares = importAcsShares(body, provenance);
    // Shares first: a field is filled by the first contribution that has it (the same vintage either way).
    out.contributions.push(...base.contributions, ...shares.contributions);
    const shareCells = new Set(shares.shares.length ? body.slice(0, body.indexOf(']')).match(/B\d{5}_\d{3}E/g) : []);
    const unknown = base.unknownVariables.filter((v) => !shareCells.has(v));
    out.datasets.push(
      describe(`fetched-census-${meta.name}`, meta, `census-api/${file}`, base.rowsRead, base.contributions.length, [
        ...(shares.shares.length ? [`shares computed: ${shares.shares.join(', ')}`] : []),
        ...(unknown.length ? [`variables not filed: ${unknown.join(', ')}`] : []),
      ]),
    );
  }
  for (const { file, body, meta } of inputs(join(downloadsDir, 'overpass'), '.json')) {
    const id = `fetched-osm-${meta.name}`;
    const r = importOverpassJson(body, placeProvenance(id, meta), unmapped);
    out.places.push(...r.records);
    out.datasets.push(describe(id, meta, `overpass/${file}`, r.rowsRead, r.records.length, r.warnings));
    if (meta.bbox)
      out.coverage.push({ layer: 'places', name: `${meta.area} (OpenStreetMap)`, bbox: meta.bbox, datasetIds: [id] });
  }
  const portal = join(downloadsDir, 'chicago-portal');
  for (const { file, body, meta } of inputs(portal, '.json').filter((i) => i.meta.name === 'business-licences')) {
    const id = 'fetched-chicago-active-licences';
    const r = importLicences(body, placeProvenance(id, meta), unmapped);
    out.places.push(...r.records);
    out.datasets.push(describe(id, meta, `chicago-portal/${file}`, r.rowsRead, r.records.length, r.warnings));
    const bbox = boxOf(r.records);
    if (bbox)
      out.coverage.push({ layer: 'places', name: `${meta.area} (active business licences)`, bbox, datasetIds: [id] });
  }
  for (const { file, body, meta } of inputs(portal, '.geojson').filter((i) => i.meta.name === 'zoning')) {
    const r = importZoning(body, { source: meta.source, vintage: meta.vintage });
    out.zoning.push(...r.records);
    out.datasets.push(
      describe('fetched-chicago-zoning', meta, `chicago-portal/${file}`, r.rowsRead, r.records.length, r.warnings),
    );
  }
  for (const { file, body, meta } of inputs(portal, '.json').filter((i) => i.meta.name === 'traffic-counts')) {
    const r = importTrafficCountsSoda(body, { source: meta.source, vintage: meta.vintage });
    out.trafficCounts.push(...r.records);
    out.datasets.push(
      describe('fetched-chicago-traffic', meta, `chicago-portal/${file}`, r.rowsRead, r.records.length),
    );
  }
  for (const { file, body, meta } of inputs(join(downloadsDir, 'business-patterns'), '.json')) {
    if (meta.kind === 'zbp-api') {
      const r = importZbpApi(body, { source: meta.source, vintage: meta.vintage });
      out.businessCounts.push(...r.records);
      out.businessCountZips.push(...r.zips);
      out.datasets.push(
        describe(`fetched-zbp-${meta.name}`, meta, `business-patterns/${file}`, r.rowsRead, r.records.length),
      );
      continue;
    }
    const r = importCbpApi(body, { source: meta.source, vintage: meta.vintage });
    out.businessCounts.push(...r.records);
    out.businessCountCounties.push(...r.counties);
    out.datasets.push(
      describe(`fetched-cbp-${meta.name}`, meta, `business-patterns/${file}`, r.rowsRead, r.records.length, [
        'cells with fewer than 3 establishments are absent in the source and reported as suppressed (0-2)',
      ]),
    );
  }
  for (const { file, body, meta } of inputs(join(downloadsDir, 'gtfs'), '.json')) {
    const feed = JSON.parse(body) as { id: string; agency: string; replaces?: string[] };
    const dir = join(downloadsDir, 'gtfs', feed.id);
    const text = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : undefined);
    const stops = text('stops.txt');
    if (!stops) continue;
    const id = `fetched-gtfs-${feed.id}`;
    const r = importGtfs(
      {
        stops,
        routes: text('routes.txt'),
        agency: text('agency.txt'),
        trips: text('trips.txt'),
        // Row by row from the file: a large feed's stop_times.txt never becomes one string.
        stopTimes: existsSync(join(dir, 'stop_times.txt')) ? () => csvFileRows(join(dir, 'stop_times.txt')) : undefined,
        calendar: text('calendar.txt'),
      },
      { datasetId: id, source: meta.source, vintage: meta.vintage, agencyName: feed.agency },
    );
    out.stops.push(...r.records);
    out.replacedStopDatasets.push(...(feed.replaces ?? []));
    out.datasets.push(describe(id, meta, `gtfs/${file}`, r.rowsRead, r.records.length, r.warnings));
    const bbox = boxOf(r.records);
    if (bbox) out.coverage.push({ layer: 'transit', name: `${feed.agency} (GTFS)`, bbox, datasetIds: [id] });
  }
  return out;
}

/** Box of the central 99 % of points (a few licences carry a suburban head-office point). */
function boxOf(points: ReadonlyArray<{ lat: number; lon: number }>): [number, number, number, number] | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat).sort((a, b) => a - b);
  const lons = points.map((p) => p.lon).sort((a, b) => a - b);
  const at = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * (xs.length - 1)))] as number;
  return [at(lons, 0.005) - 0.01, at(lats, 0.005) - 0.01, at(lons, 0.995) + 0.01, at(lats, 0.995) + 0.01];
}
