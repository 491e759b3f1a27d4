import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PackTables, type SharedPack, sharedGeoData, sharePack } from '../memory/shared-pack.js';
import { readSharedPack, SHARED_PACK_FILE, writeSharedPack } from '../memory/shared-pack-file.js';
import type { GeoData } from '../model/geo-data.js';
import type { PackManifest } from '../model/manifest.js';
import type { AddressRangeData } from '../streets/address-ranges.js';
import type { TownRangeData } from '../streets/build-town-ranges.js';
import type { StreetIndexData } from '../streets/street-index-data.js';
import { decodeAreas } from './area-codec.js';
import { decodeCompleteness } from './completeness-codec.js';
import { GeometryReader } from './geometry-codec.js';
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
import { decodeTable } from './table-codec.js';

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

export type { SharedPack } from '../memory/shared-pack.js';

export interface ReadPackOptions {
  /** Tables another thread of this process already shares (its `LoadedPack.shared`): read, not decoded again. */
  shared?: SharedPack;
  /** Decodes every table into plain records of this thread's own, sharing nothing (the checks compare the two). */
  plain?: boolean;
}

export interface LoadedPack {
  data: GeoData;
  /** Read from geocoder.json on first use (an engine thread never needs it). */
  readonly geocoder: GeocoderData;
  /** The shared tables (undefined with `plain`). */
  shared?: SharedPack;
  /** True when the shared tables were read from the shared pack file (not parsed from the JSON). */
  fromFile?: boolean;
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

/** Reads the pack: over the shared tables another thread holds, or read once and shared, or plain with `plain`. */
export function readPack(dataDir: string, options: ReadPackOptions = {}): LoadedPack {
  const dir = packDir(dataDir);
  let geocoder: GeocoderData | undefined;
  const lazyGeocoder = <T extends object>(loaded: T) =>
    Object.defineProperty(loaded, 'geocoder', {
      enumerable: true,
      get: () => {
        geocoder ??= JSON.parse(readFileSync(join(dir, 'geocoder.json'), 'utf8')) as GeocoderData;
        return geocoder;
      },
    }) as T & { readonly geocoder: GeocoderData };
  if (options.shared) return lazyGeocoder({ data: sharedGeoData(options.shared), shared: options.shared });
  const manifest = readManifest(dataDir);
  if (!manifest) throw new Error(`no data pack of format v${PACK_FORMAT_VERSION} in ${dir}; run "npm run data:build"`);
  if (!options.plain) {
    const stored = readSharedPack(join(dir, SHARED_PACK_FILE), manifest.contentHash);
    if (stored) return lazyGeocoder({ data: sharedGeoData(stored), shared: stored, fromFile: true });
  }
  const tables = JSON.parse(readFileSync(join(dir, 'tables.json'), 'utf8')) as PackTables;
  const geometryBytes = readFileSync(join(dir, 'geometry.bin'));
  if (options.plain) return lazyGeocoder({ data: decodePack(manifest, tables, new GeometryReader(geometryBytes)) });
  const shared = sharePack(manifest, tables, geometryBytes);
  return lazyGeocoder({ data: sharedGeoData(shared), shared, fromFile: false });
}

/**
 * Writes the shared pack beside the JSON (with the indexes built so far), so the next load is a disk read; a pack
 * folder that cannot be written is left as it is (every load then parses the JSON, as packs always were read).
 */
export function storeSharedPack(dataDir: string, shared: SharedPack): boolean {
  try {
    writeSharedPack(join(packDir(dataDir), SHARED_PACK_FILE), shared, shared.manifest.contentHash);
    return true;
  } catch {
    return false;
  }
}

/** Every table decoded into plain records of this thread's own (the JSON pack as it was always read). */
function decodePack(manifest: PackManifest, tables: PackTables, geometry: GeometryReader): GeoData {
  return {
    manifest,
    datasets: manifest.datasets,
    areas: decodeAreas(tables.areas, geometry),
    places: decodeTable(tables.places, PLACE_SPEC, geometry),
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
}
