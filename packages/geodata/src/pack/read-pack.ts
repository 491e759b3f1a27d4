import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoverageArea } from '../model/coverage.js';
import type { GeoData } from '../model/geo-data.js';
import type { PackManifest } from '../model/manifest.js';
import type { AddressRangeData } from '../streets/address-ranges.js';
import type { TownRangeData } from '../streets/build-town-ranges.js';
import type { StreetIndexData } from '../streets/street-index-data.js';
import { decodeAreas, type EncodedAreas } from './area-codec.js';
import { decodeCompleteness, type EncodedCompleteness } from './completeness-codec.js';
import { GeometryReader } from './geometry-codec.js';
import { type SharedTable, sharedRecords, shareTable } from './shared-table.js';
import {
  BIKE_ROUTE_SPEC,
  BIKE_STATION_SPEC,
  BUSINESS_SPEC,
  CORRIDOR_RENT_SPEC,
  FIGURE_SPEC,
  INTERSECTION_SPEC,
  PACK_DIR_NAME,
  PACK_FORMAT_VERSION,
  PARK_SPEC,
  PLACE_SPEC,
  STOP_SPEC,
  STREET_LINE_SPEC,
  TRAFFIC_SPEC,
  ZONING_SPEC,
} from './specs.js';
import { decodeTable, type EncodedTable } from './table-codec.js';

/** Offline geocoder lookups shipped in the pack. */
export interface GeocoderData {
  /** Census places: [name, state, lat, lon, land sq mi]. */
  places: Array<[string, string, number, number, number | null]>;
  /** USPS ZIP → [zip, city, state]. */
  zipCities: Array<[string, string, string]>;
  /** Chicago street index (absent in packs built before it existed, or without the streets file). */
  streets?: StreetIndexData | null;
  /** Address ranges of the City's street centerlines (only in packs built from fetched centerlines). */
  streetRanges?: AddressRangeData | null;
  /** TIGER/Line address ranges of the counties `data:fetch` fetched (only in packs built from them). */
  townRanges?: TownRangeData | null;
}

/**
 * The tables a process holds once, in SharedArrayBuffers, for all its threads: the main thread reads them from the
 * pack and hands them to its engine threads, which read them in place instead of decoding their own copy.
 */
export interface SharedPack {
  /** The places (146,065 in the Illinois pack: the largest table by rows). */
  places: SharedTable;
}

export interface ReadPackOptions {
  /** Tables another thread of this process already shares (its `LoadedPack.shared`): read, not decoded again. */
  shared?: SharedPack;
  /** Decodes every table into plain records of this thread's own, sharing nothing (the checks compare the two). */
  plain?: boolean;
}

export interface LoadedPack {
  data: GeoData;
  geocoder: GeocoderData;
  /** The shared tables (undefined with `plain`). */
  shared?: SharedPack;
}

/** Folder of the pack inside DATA_DIR. */
export function packDir(dataDir: string): string {
  return join(dataDir, PACK_DIR_NAME);
}

/** The manifest of an existing pack of the current format, or null (missing or another version). */
export function readManifest(dataDir: string): PackManifest | null {
  const file = join(packDir(dataDir), 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as PackManifest;
  return manifest.formatVersion === PACK_FORMAT_VERSION ? manifest : null;
}

/** Reads and decodes the whole pack into records; the places over shared typed columns unless `plain`. */
export function readPack(dataDir: string, options: ReadPackOptions = {}): LoadedPack {
  const dir = packDir(dataDir);
  const manifest = readManifest(dataDir);
  if (!manifest) throw new Error(`no data pack of format v${PACK_FORMAT_VERSION} in ${dir}; run "npm run data:build"`);
  const tables = JSON.parse(readFileSync(join(dir, 'tables.json'), 'utf8')) as {
    areas: EncodedAreas;
    places: EncodedTable;
    stops: EncodedTable;
    bikeStations: EncodedTable;
    bikeRoutes: EncodedTable;
    parks: EncodedTable;
    zoning: EncodedTable;
    trafficCounts: EncodedTable;
    /** Absent from packs built before the intersections were imported. */
    intersections?: EncodedTable;
    streetLines: EncodedTable;
    businessCounts: EncodedTable;
    publishedFigures: EncodedTable;
    corridorRents?: EncodedTable;
    businessCountCoverage: GeoData['businessCountCoverage'];
    coverage: CoverageArea[];
    completeness?: EncodedCompleteness;
  };
  const geometry = new GeometryReader(readFileSync(join(dir, 'geometry.bin')));
  const geocoder = JSON.parse(readFileSync(join(dir, 'geocoder.json'), 'utf8')) as GeocoderData;
  const shared = options.plain ? undefined : (options.shared ?? { places: shareTable(tables.places, PLACE_SPEC) });
  const data: GeoData = {
    manifest,
    datasets: manifest.datasets,
    areas: decodeAreas(tables.areas, geometry),
    places: shared ? sharedRecords(shared.places, PLACE_SPEC) : decodeTable(tables.places, PLACE_SPEC, geometry),
    stops: decodeTable(tables.stops, STOP_SPEC, geometry),
    bikeStations: decodeTable(tables.bikeStations, BIKE_STATION_SPEC, geometry),
    bikeRoutes: decodeTable(tables.bikeRoutes, BIKE_ROUTE_SPEC, geometry),
    parks: decodeTable(tables.parks, PARK_SPEC, geometry),
    zoning: decodeTable(tables.zoning, ZONING_SPEC, geometry),
    trafficCounts: decodeTable(tables.trafficCounts, TRAFFIC_SPEC, geometry),
    intersections: tables.intersections ? decodeTable(tables.intersections, INTERSECTION_SPEC, geometry) : [],
    streetLines: decodeTable(tables.streetLines, STREET_LINE_SPEC, geometry),
    businessCounts: decodeTable(tables.businessCounts, BUSINESS_SPEC, geometry),
    publishedFigures: decodeTable(tables.publishedFigures, FIGURE_SPEC, geometry),
    corridorRents: tables.corridorRents ? decodeTable(tables.corridorRents, CORRIDOR_RENT_SPEC, geometry) : [],
    businessCountCoverage: tables.businessCountCoverage,
    coverage: tables.coverage,
    completeness: decodeCompleteness(tables.completeness),
  };
  return { data, geocoder, ...(shared ? { shared } : {}) };
}
